/**
 * The morning digest: once a day at 07:30 in Addis Ababa, the leads past the 24-hour promise and
 * the new ones of the last day, by reference and kind only (it leaves the country by e-mail or
 * Telegram: no names, numbers or messages), queued through the staff outbox.
 */
import { enquiryForms } from "~/content/enquiry-form-map";
import { eatDay, formatAge, formatEat } from "~/lib/staff-time";
import { sql, type Db } from "./db.server";
import { REPLY_PROMISE_MS } from "./enquiries.server";
import type { EnquiryKind } from "~/content/enquiry-forms";
import type { Channel, StaffMessage } from "./notify.server";
import { queueStaffMessage } from "./staff-messages.server";

/** When the digest goes out, in East Africa Time (before the office opens at 8:30). */
export const DIGEST_TIME_EAT = "07:30";
/**
 * The latest a missed digest is sent (the server was down at 7:30): until noon it is still the
 * morning's list. A server started later waits for the next morning, rather than wishing staff
 * "good morning" at 23:30 with a list of that whole day's leads.
 */
export const DIGEST_LATEST_EAT = "12:00";

interface DigestLead {
  reference: string;
  kind: EnquiryKind;
  created_at: string;
}

/** The digest's text at `now`: overdue leads, longest waiting first, then the last day's new ones. */
export function buildDigest(db: Db, publicUrl: string, now = new Date()): StaffMessage {
  const cutoff = new Date(now.getTime() - REPLY_PROMISE_MS).toISOString();
  const leads = (where: string, order: string) =>
    sql(
      db,
      `SELECT reference, kind, created_at FROM enquiries WHERE status = 'new' AND restricted_at IS NULL AND ${where} ORDER BY created_at ${order}`,
    ).all(cutoff) as DigestLead[];
  const overdue = leads("created_at <= ?", "ASC");
  const fresh = leads("created_at > ?", "DESC");
  const line = (lead: DigestLead) =>
    `- ${lead.reference} · ${enquiryForms[lead.kind].kindLabel} · waiting ${formatAge(lead.created_at, now)}`;
  const day = formatEat(now.toISOString()).replace(/, \d\d:\d\d EAT$/, "");
  const subject = `Leads on ${day}: ${overdue.length} overdue, ${fresh.length} new`;
  const text = [
    `Good morning. The inbox at ${formatEat(now.toISOString())}:`,
    "",
    overdue.length === 0
      ? "No lead waits over 24 hours."
      : `Waiting over 24 hours (answer these first):\n${overdue.map(line).join("\n")}`,
    "",
    fresh.length === 0
      ? "No new leads in the last 24 hours."
      : `New in the last 24 hours:\n${fresh.map(line).join("\n")}`,
    "",
    `Open the inbox: ${publicUrl}/staff`,
  ].join("\n");
  return { subject, text };
}

/**
 * Queues today's digest on every channel when it is past the digest time in Addis Ababa (and
 * still morning) and it was not queued yet today; returns whether it did. Runs every minute; a restart never sends two.
 */
export function queueDigestIfDue(
  db: Db,
  channels: readonly Channel[],
  publicUrl: string,
  now = new Date(),
  { force = false }: { force?: boolean } = {},
): boolean {
  const day = eatDay(now);
  const clock = formatEat(now.toISOString()).match(/(\d\d:\d\d) EAT$/)?.[1] ?? "00:00";
  if (!force && (clock < DIGEST_TIME_EAT || clock >= DIGEST_LATEST_EAT)) return false;
  if (channels.length === 0) return false;
  return db
    .transaction(() => {
      const claimed = sql(
        db,
        "INSERT INTO digests (day, queued_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING",
      ).run(day, now.toISOString()).changes;
      if (claimed === 0 && !force) return false;
      const message = buildDigest(db, publicUrl, now);
      for (const channel of channels) queueStaffMessage(db, channel, message, now.getTime());
      return true;
    })
    .immediate();
}
