// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homeForm } from "~/content/enquiry-forms";
import { parseEnquiry } from "~/lib/enquiry-schema";
import { openDatabase, sql } from "./db.server";
import { saveEnquiry } from "./enquiries.server";
import { mailDelay, mailDelayNotice, shortReason } from "./mail-delay.server";
import { Outbox } from "./outbox.server";
import type { Channel } from "./notify.server";
import { queueStaffMessage } from "./staff-messages.server";

type Db = ReturnType<typeof openDatabase>;
let n = 0;

/** An enquiry stored at `at`, its notifications queued on `channels`. */
function enquiry(db: Db, at: string, channels: Channel[] = ["email", "telegram"]): string {
  const parsed = parseEnquiry(homeForm, { phone: "0911234567", name: "Almaz Bekele" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  n += 1;
  return saveEnquiry(db, {
    enquiry: parsed.enquiry,
    idempotencyKey: `key-mail${String(n).padStart(4, "0")}`,
    page: "/",
    language: "en",
    channels,
    now: new Date(at),
  }).reference;
}

/** An e-mail to a staff member (a lead assigned to them) queued at `at`, as the lead page does. */
function assignment(db: Db, at: string, channel: Channel = "email") {
  queueStaffMessage(
    db,
    channel,
    {
      to: "dawit@tsehaysolar.example",
      subject: "Lead TS-2025-0001 is assigned to you",
      text: "Open it in the staff inbox: https://tsehaysolar.example/staff/leads/TS-2025-0001",
    },
    Date.parse(at),
  );
}

/**
 * The outbox worker once, its e-mails refused as a stopped mail server refuses them: the
 * notifications of leads (`email`) and the messages to staff (`staffEmail`).
 */
async function tryToSend(
  db: Db,
  email: () => Promise<void>,
  staffEmail: () => Promise<void> = email,
) {
  const telegram = () => Promise.resolve();
  await new Outbox(db, { email, telegram }, 60_000, () => undefined, {
    email: staffEmail,
    telegram,
  }).kick();
}
const refused = () =>
  Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:2525\n    at TCPConnectWrap"));

// Saturday 29 November 2025, 11:05 UTC: 14:05 in Addis Ababa (in the past: the worker tries it).
const first = "2025-11-29T11:05:00.000Z";
const at = (minutes: number) => new Date(Date.parse(first) + minutes * 60_000);

describe("notification e-mails that have not gone out", () => {
  // The worker runs shortly after the queue times below (it gives staff messages up after 3 days).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at(41));
  });
  afterEach(() => vi.useRealTimers());

  it("are said once one has waited over 15 minutes: how many, since when, the last error", async () => {
    const db = openDatabase(":memory:");
    enquiry(db, first);
    enquiry(db, at(5).toISOString());
    enquiry(db, at(12).toISOString(), ["telegram"]);
    await tryToSend(db, refused);
    // Every try failed, but none has waited 15 minutes yet.
    expect(mailDelay(db, at(15))).toBeUndefined();
    const delay = mailDelay(db, at(16));
    expect(delay).toEqual({
      count: 2,
      since: first,
      reason: "connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(mailDelayNotice(db, at(16))).toBe(
      "2 e-mails have not gone out since Sat 29 Nov 2025, 14:05 EAT (the last try failed: connect ECONNREFUSED 127.0.0.1:2525). Enquiries are safe in this inbox; check the mail settings.",
    );
    // No personal data: the visitor's name and phone number are not in it.
    expect(mailDelayNotice(db, at(16))).not.toMatch(/Almaz|0911/);
  });

  it("are no longer said once the mail server takes them", async () => {
    const db = openDatabase(":memory:");
    enquiry(db, first);
    await tryToSend(db, refused);
    expect(mailDelay(db, at(30))?.count).toBe(1);
    // The retry is due later: brought forward, as time passing would.
    sql(db, "UPDATE outbox SET next_attempt_at = 0").run();
    await tryToSend(db, () => Promise.resolve());
    expect(mailDelay(db, at(30))).toBeUndefined();
    expect(mailDelayNotice(db, at(30))).toBeNull();
  });

  it("count only e-mails: a waiting Telegram message is not an e-mail", async () => {
    const db = openDatabase(":memory:");
    enquiry(db, first, ["telegram"]);
    await new Outbox(db, { telegram: refused }, 60_000, () => undefined).kick();
    expect(mailDelay(db, at(60))).toBeUndefined();
  });

  it("count an e-mail to staff (an assignment, the digest) from when it was queued, beside the leads'", async () => {
    const db = openDatabase(":memory:");
    // Only a staff e-mail waits: no enquiry at all.
    assignment(db, first);
    await tryToSend(db, refused, () =>
      Promise.reject(
        new Error("Error: 421 4.3.2 <dawit@tsehaysolar.example> Service not available"),
      ),
    );
    expect(mailDelay(db, at(15))).toBeUndefined();
    expect(mailDelay(db, at(16))).toEqual({
      count: 1,
      since: first,
      reason: "421 4.3.2 … Service not available",
    });
    // A lead's notification queued later joins it; the oldest still dates the notice.
    enquiry(db, at(20).toISOString());
    await tryToSend(db, refused, refused);
    expect(mailDelay(db, at(30))).toMatchObject({ count: 2, since: first });
    expect(mailDelayNotice(db, at(30))).toBe(
      "2 e-mails have not gone out since Sat 29 Nov 2025, 14:05 EAT (the last try failed: connect ECONNREFUSED 127.0.0.1:2525). Enquiries are safe in this inbox; check the mail settings.",
    );
    // No personal data: neither the visitor's name nor the staff member's address.
    expect(mailDelayNotice(db, at(30))).not.toMatch(/Almaz|0911|dawit/);
    // Once the mail server takes them, the notice goes.
    sql(db, "UPDATE staff_messages SET next_attempt_at = 0").run();
    sql(db, "UPDATE outbox SET next_attempt_at = 0").run();
    await tryToSend(db, () => Promise.resolve());
    expect(mailDelay(db, at(30))).toBeUndefined();
  });

  it("count a staff e-mail's wait from its own queue time, not the time of a lead it names", async () => {
    const db = openDatabase(":memory:");
    enquiry(db, first, ["telegram"]);
    // Assigned 40 minutes after the enquiry arrived: it has waited 5 minutes at 45, not 45.
    assignment(db, at(40).toISOString());
    await tryToSend(db, refused);
    expect(mailDelay(db, at(45))).toBeUndefined();
    expect(mailDelay(db, at(56))).toMatchObject({ count: 1, since: at(40).toISOString() });
    // A staff message to Telegram is not an e-mail.
    const telegramOnly = openDatabase(":memory:");
    assignment(telegramOnly, first, "telegram");
    await new Outbox(telegramOnly, {}, 60_000, () => undefined, { telegram: refused }).kick();
    expect(mailDelay(telegramOnly, at(60))).toBeUndefined();
  });

  it("name a mail server's answer on one short line, without addresses", () => {
    expect(
      shortReason(
        "Error: Message failed: 550 5.1.1 <leads@tsehaysolar.example>: Recipient address rejected\n at SMTPConnection",
      ),
    ).toBe("Message failed: 550 5.1.1 …: Recipient address rejected");
    expect(shortReason(`Error: ${"x".repeat(300)}`)).toHaveLength(120);
  });
});
