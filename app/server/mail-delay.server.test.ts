// @vitest-environment node
import { describe, expect, it } from "vitest";
import { homeForm } from "~/content/enquiry-forms";
import { parseEnquiry } from "~/lib/enquiry-schema";
import { openDatabase, sql } from "./db.server";
import { saveEnquiry, type Lead } from "./enquiries.server";
import { mailDelay, mailDelayNotice, shortReason } from "./mail-delay.server";
import { Outbox } from "./outbox.server";
import type { Channel } from "./notify.server";

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

/** The outbox worker once, its e-mails refused as a stopped mail server refuses them. */
async function tryToSend(db: Db, email: (lead: Lead) => Promise<void>) {
  const telegram = () => Promise.resolve();
  await new Outbox(db, { email, telegram }, 60_000, () => undefined).kick();
}
const refused = () =>
  Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:2525\n    at TCPConnectWrap"));

// Saturday 29 November 2025, 11:05 UTC: 14:05 in Addis Ababa (in the past: the worker tries it).
const first = "2025-11-29T11:05:00.000Z";
const at = (minutes: number) => new Date(Date.parse(first) + minutes * 60_000);

describe("notification e-mails that have not gone out", () => {
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

  it("name a mail server's answer on one short line, without addresses", () => {
    expect(
      shortReason(
        "Error: Message failed: 550 5.1.1 <leads@tsehaysolar.example>: Recipient address rejected\n at SMTPConnection",
      ),
    ).toBe("Message failed: 550 5.1.1 …: Recipient address rejected");
    expect(shortReason(`Error: ${"x".repeat(300)}`)).toHaveLength(120);
  });
});
