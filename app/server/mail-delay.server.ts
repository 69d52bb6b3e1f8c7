/**
 * Whether notification e-mails are stuck: the outbox retries a failed e-mail with a growing delay
 * until it is delivered (`outbox.server.ts`: a lead's notifications, and the messages to staff of
 * `staff-messages.server.ts`), which only the server's log said. Staff who work the inbox see it
 * at the top of the leads list and the dashboard instead (`MailDelayNotice`).
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
  /** When the one waiting longest was queued (a lead's: its enquiry's arrival), ISO UTC. */
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

/** One queue's e-mails not yet gone out: how many, the oldest's queue time, the newest failure. */
interface Waiting {
  readonly count: number;
  /** When the one waiting longest was queued, ISO UTC; none when nothing waits. */
  readonly since: string | undefined;
  /** The error of the most recently queued e-mail whose try failed, and when it was queued. */
  readonly lastError: { readonly error: string; readonly queuedAt: string } | undefined;
}

/** Lead notifications: each queued in the transaction that stored its enquiry, so at its arrival. */
function waitingLeadMail(db: Db): Waiting {
  const waiting = sql(
    db,
    `SELECT count(*) AS count, min(e.created_at) AS since FROM outbox o
       JOIN enquiries e ON e.id = o.enquiry_id
      WHERE o.channel = 'email' AND o.sent_at IS NULL`,
  ).get() as { count: number; since: string | null };
  const last = sql(
    db,
    `SELECT o.last_error AS error, e.created_at AS queuedAt FROM outbox o
       JOIN enquiries e ON e.id = o.enquiry_id
      WHERE o.channel = 'email' AND o.sent_at IS NULL AND o.last_error IS NOT NULL
      ORDER BY o.id DESC LIMIT 1`,
  ).get() as { error: string; queuedAt: string } | undefined;
  return { count: waiting.count, since: waiting.since ?? undefined, lastError: last };
}

/** E-mails to staff (an assignment, the digest): each with its own queue time. */
function waitingStaffMail(db: Db): Waiting {
  const waiting = sql(
    db,
    `SELECT count(*) AS count, min(queued_at) AS since FROM staff_messages
      WHERE channel = 'email' AND sent_at IS NULL`,
  ).get() as { count: number; since: number | null };
  const last = sql(
    db,
    `SELECT last_error AS error, queued_at AS queuedAt FROM staff_messages
      WHERE channel = 'email' AND sent_at IS NULL AND last_error IS NOT NULL
      ORDER BY queued_at DESC, id DESC LIMIT 1`,
  ).get() as { error: string; queuedAt: number } | undefined;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    count: waiting.count,
    since: waiting.since === null ? undefined : iso(waiting.since),
    lastError: last && { error: last.error, queuedAt: iso(last.queuedAt) },
  };
}

/**
 * The e-mails waiting in the outbox (notifications of new enquiries and e-mails to staff: an
 * assignment, the morning digest), when one has waited more than 15 minutes since it was queued;
 * none otherwise. Telegram messages and e-mails that went out do not count.
 */
export function mailDelay(db: Db, now = new Date()): MailDelay | undefined {
  const queues = [waitingLeadMail(db), waitingStaffMail(db)];
  const count = queues.reduce((sum, queue) => sum + queue.count, 0);
  const since = queues
    .flatMap((queue) => (queue.since ? [queue.since] : []))
    .sort()
    .at(0);
  if (count === 0 || since === undefined) return undefined;
  if (now.getTime() - Date.parse(since) <= MAIL_DELAY_NOTICE_MS) return undefined;
  // The newest failing e-mail was tried last: its error is the mail server's latest answer.
  const last = queues
    .flatMap((queue) => (queue.lastError ? [queue.lastError] : []))
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))
    .at(-1);
  return { count, since, reason: shortReason(last?.error ?? "") };
}

/** The notice the leads list and the dashboard show, in words; none while e-mails go out. */
export function mailDelayNotice(db: Db, now = new Date()): string | null {
  const delay = mailDelay(db, now);
  return delay ? staffText.mailDelayed(delay.count, formatEat(delay.since), delay.reason) : null;
}
