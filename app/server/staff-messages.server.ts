/**
 * Messages to staff that are not a new lead: a lead assigned to someone, the morning digest.
 * Queued in their own outbox table (sent and retried by the outbox worker like lead
 * notifications), so an outage of the mail server or Telegram loses none of them.
 */
import { sql, type Db } from "./db.server";
import type { Channel, StaffMessage } from "./notify.server";

export function queueStaffMessage(
  db: Db,
  channel: Channel,
  message: StaffMessage,
  now = Date.now(),
): void {
  sql(
    db,
    `INSERT INTO staff_messages (channel, recipient, subject, body, next_attempt_at, queued_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(channel, message.to ?? "", message.subject, message.text, now, now);
}

export interface QueuedMessage extends StaffMessage {
  readonly id: number;
  readonly channel: Channel;
  readonly attempts: number;
  /** When it was queued (ms since the epoch). */
  readonly queuedAt: number;
}

/**
 * How long a message to staff is tried: an assignment or a digest days old is news no more (the
 * inbox shows the lead and its assignment anyway), so after this a failure closes it, logged,
 * rather than retrying it hourly for ever. Leads' own notifications are never given up.
 */
export const STAFF_MESSAGE_TRY_DAYS = 3;

/** Messages due now, oldest first. */
export function dueStaffMessages(db: Db, now = Date.now(), limit = 50): QueuedMessage[] {
  return (
    sql(
      db,
      `SELECT id, channel, recipient, subject, body, attempts, queued_at FROM staff_messages
        WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
    ).all(now, limit) as {
      id: number;
      channel: Channel;
      recipient: string;
      subject: string;
      body: string;
      attempts: number;
      queued_at: number;
    }[]
  ).map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient || undefined,
    subject: row.subject,
    text: row.body,
    attempts: row.attempts,
    queuedAt: row.queued_at,
  }));
}

export function markStaffMessage(
  db: Db,
  id: number,
  outcome:
    | { sentAt: number }
    | { closedAt: number; error: string }
    | { attempts: number; nextAttemptAt: number; error: string },
): void {
  if ("sentAt" in outcome) {
    sql(
      db,
      "UPDATE staff_messages SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
    ).run(outcome.sentAt, id);
  } else if ("closedAt" in outcome) {
    // Never to be sent (its channel was turned off, or it was tried for days): closed, with the
    // reason kept.
    sql(db, "UPDATE staff_messages SET sent_at = ?, last_error = ? WHERE id = ?").run(
      outcome.closedAt,
      outcome.error,
      id,
    );
  } else {
    sql(
      db,
      "UPDATE staff_messages SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
    ).run(outcome.attempts, outcome.nextAttemptAt, outcome.error.slice(0, 500), id);
  }
}

/** How long a message to staff is kept once it went out (or was closed): its copy is in the mailbox. */
export const SENT_STAFF_MESSAGE_DAYS = 30;

/**
 * Deletes the messages to staff that went out (or were closed) more than 30 days ago: the table
 * holds staff addresses and would otherwise grow for ever. Waiting ones stay, whatever their age.
 * Returns how many went.
 */
export function deleteOldStaffMessages(db: Db, now = Date.now()): number {
  return sql(db, "DELETE FROM staff_messages WHERE sent_at IS NOT NULL AND sent_at < ?").run(
    now - SENT_STAFF_MESSAGE_DAYS * 86_400_000,
  ).changes;
}
