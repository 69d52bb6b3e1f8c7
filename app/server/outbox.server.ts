/**
 * The notification outbox: each enquiry queues one row per channel in the same transaction that
 * stores it; this worker sends what is due and retries a failure with a doubling delay (capped at
 * an hour) until it is delivered, so a mail or Telegram outage never loses a lead. Messages to
 * staff (assignments, the digest) are tried for `STAFF_MESSAGE_TRY_DAYS`, then closed and logged.
 */
import { sql, type Db } from "./db.server";
import { getLeadById } from "./enquiries.server";
import type { Channel, Sender, Transport } from "./notify.server";
import {
  dueStaffMessages,
  markStaffMessage,
  STAFF_MESSAGE_TRY_DAYS,
} from "./staff-messages.server";

const MAX_DELAY_MS = 3_600_000;

/** Delay before the next try after `attempts` failures. */
export function retryDelay(baseMs: number, attempts: number): number {
  return Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

interface OutboxRow {
  id: number;
  enquiry_id: number;
  channel: Channel;
  attempts: number;
}

export class Outbox {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Db,
    private readonly senders: Partial<Record<Channel, Sender>>,
    private readonly retryBaseMs: number,
    private readonly log: (message: string) => void = console.log,
    /** Channels for messages to staff (assignments, the digest), by the same worker. */
    private readonly transports: Partial<Record<Channel, Transport>> = {},
  ) {}

  /** Checks for due notifications every `intervalMs`, and at once. */
  start(intervalMs = 1000): void {
    this.timer ??= setInterval(() => this.kick(), intervalMs);
    this.timer.unref?.();
    this.kick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Sends what is due now (or right after the run in progress). */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.runDue()
      .catch((error: unknown) => this.log(`outbox: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  /** Notifications not yet delivered. */
  pending(): number {
    return (
      sql(this.db, "SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL").get() as {
        n: number;
      }
    ).n;
  }

  private async runDue(): Promise<void> {
    await this.runLeads();
    await this.runStaffMessages();
  }

  private async runStaffMessages(): Promise<void> {
    for (const message of dueStaffMessages(this.db)) {
      const send = this.transports[message.channel];
      if (!send) {
        // The channel was turned off since it was queued: nothing will ever send it, as with a
        // lead's notification; the row and the log say so rather than count it as sent.
        markStaffMessage(this.db, message.id, {
          closedAt: Date.now(),
          error: "channel not configured",
        });
        this.log(
          `outbox: ${message.channel} message "${message.subject}" not sent: channel not configured`,
        );
        continue;
      }
      try {
        await send(message);
        markStaffMessage(this.db, message.id, { sentAt: Date.now() });
        // As for a lead's notification: after failures, the log says it got through.
        if (message.attempts > 0)
          this.log(
            `outbox: ${message.channel} message "${message.subject}" delivered (try ${message.attempts + 1})`,
          );
      } catch (error) {
        const attempts = message.attempts + 1;
        if (Date.now() - message.queuedAt >= STAFF_MESSAGE_TRY_DAYS * 86_400_000) {
          const reason = `not sent in ${STAFF_MESSAGE_TRY_DAYS} days: ${String(error)}`;
          markStaffMessage(this.db, message.id, { closedAt: Date.now(), error: reason });
          this.log(`outbox: ${message.channel} message "${message.subject}" given up, ${reason}`);
          continue;
        }
        const delay = retryDelay(this.retryBaseMs, attempts);
        markStaffMessage(this.db, message.id, {
          attempts,
          nextAttemptAt: Date.now() + delay,
          error: String(error),
        });
        this.log(
          `outbox: ${message.channel} message "${message.subject}" failed (try ${attempts}), next in ${Math.round(delay / 1000)} s: ${String(error)}`,
        );
      }
    }
  }

  private async runLeads(): Promise<void> {
    const due = sql(
      this.db,
      "SELECT id, enquiry_id, channel, attempts FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT 50",
    ).all(Date.now()) as OutboxRow[];
    for (const row of due) {
      const send = this.senders[row.channel];
      const lead = getLeadById(this.db, row.enquiry_id);
      if (!lead) continue; // erased meanwhile: the row went with it
      if (!send) {
        // The channel was turned off since: nothing will ever send it.
        sql(this.db, "UPDATE outbox SET sent_at = ?, last_error = ? WHERE id = ?").run(
          Date.now(),
          "channel not configured",
          row.id,
        );
        continue;
      }
      try {
        await send(lead);
        sql(this.db, "UPDATE outbox SET sent_at = ?, attempts = attempts + 1 WHERE id = ?").run(
          Date.now(),
          row.id,
        );
        // After failures, the log says it got through: an operator reading it knows the outage
        // is over without opening the database.
        if (row.attempts > 0)
          this.log(
            `outbox: ${row.channel} for ${lead.reference} delivered (try ${row.attempts + 1})`,
          );
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = retryDelay(this.retryBaseMs, attempts);
        sql(
          this.db,
          "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
        ).run(attempts, Date.now() + delay, String(error).slice(0, 500), row.id);
        this.log(
          `outbox: ${row.channel} for ${lead.reference} failed (try ${attempts}), next in ${Math.round(delay / 1000)} s: ${String(error)}`,
        );
      }
    }
  }
}
