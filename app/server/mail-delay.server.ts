/**
 * Whether notification e-mails are stuck: the outbox retries a failed e-mail with a growing delay
 * until it is delivered (`outbox.server.ts`), which only the server's log said. Staff who work the
 * inbox see it at the top of the leads list and the dashboard instead (`MailDelayNotice`).
 */
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import { sql, type Db } from "./db.server";

/** How long an e-mail may wait before staff are told: a few retries at the outbox's delays. */
export const MAIL_DELAY_NOTICE_MS = 15 * 60_000;

/** E-mails of the outbox not yet gone out, when one of them has waited too long. */
export interface MailDelay {
  /** Every e-mail not yet gone out. */
  readonly count: number;
  /** When the one waiting longest was queued (its enquiry's arrival), ISO UTC. */
  readonly since: string;
  /** The last try's error, short and without e-mail addresses; empty if none was recorded. */
  readonly reason: string;
}

/** An SMTP error as staff read it: one line, no "Error:" prefix, no addresses, at most 120 characters. */
export function shortReason(error: string): string {
  const line = (error.split("\n")[0] ?? "")
    .replace(/^(?:\w*Error:\s*)+/, "")
    .replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, "…")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > 120 ? `${line.slice(0, 119).trimEnd()}…` : line;
}

/**
 * The notification e-mails waiting in the outbox, when one has waited more than 15 minutes since
 * its enquiry was stored (queued in the same transaction); none otherwise. Telegram messages and
 * e-mails that went out do not count.
 */
export function mailDelay(db: Db, now = new Date()): MailDelay | undefined {
  const waiting = sql(
    db,
    `SELECT count(*) AS count, min(e.created_at) AS since FROM outbox o
       JOIN enquiries e ON e.id = o.enquiry_id
      WHERE o.channel = 'email' AND o.sent_at IS NULL`,
  ).get() as { count: number; since: string | null };
  if (waiting.count === 0 || waiting.since === null) return undefined;
  if (now.getTime() - Date.parse(waiting.since) <= MAIL_DELAY_NOTICE_MS) return undefined;
  // The newest failing e-mail was tried last: its error is the mail server's latest answer.
  const last = sql(
    db,
    `SELECT last_error AS error FROM outbox
      WHERE channel = 'email' AND sent_at IS NULL AND last_error IS NOT NULL
      ORDER BY id DESC LIMIT 1`,
  ).get() as { error: string } | undefined;
  return { count: waiting.count, since: waiting.since, reason: shortReason(last?.error ?? "") };
}

/** The notice the leads list and the dashboard show, in words; none while e-mails go out. */
export function mailDelayNotice(db: Db, now = new Date()): string | null {
  const delay = mailDelay(db, now);
  return delay ? staffText.mailDelayed(delay.count, formatEat(delay.since), delay.reason) : null;
}
