// @vitest-environment node
import { describe, expect, it } from "vitest";
import { homeForm } from "~/content/enquiry-forms";
import { parseEnquiry } from "~/lib/enquiry-schema";
import { ENQUIRY_RETENTION_MONTHS } from "~/content/privacy";
import { listAccess, logAccess } from "./access-log.server";
import {
  ConfigError,
  passwordHashWarning,
  publicUrlWarning,
  readConfig,
  retentionWarning,
} from "./config.server";
import { openDatabase, type Db } from "./db.server";
import { listLeads, saveEnquiry, setLeadStatus } from "./enquiries.server";
import { cleanUp } from "./runtime.server";

function saveLead(db: Db, key: string, now: Date): string {
  const parsed = parseEnquiry(homeForm, { phone: "0911234567" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return saveEnquiry(db, {
    enquiry: parsed.enquiry,
    idempotencyKey: key,
    page: "/",
    language: "en",
    channels: [],
    now,
  }).reference;
}

function securityLine(db: Db, actor: string, createdAt: string) {
  db.prepare(
    "INSERT INTO security_events (actor, action, detail, created_at) VALUES (?, 'wrong password', '192.0.2.1', ?)",
  ).run(actor, createdAt);
}

describe("the daily clean-up", () => {
  const now = new Date("2026-11-28T00:30:00Z");

  it("deletes old leads but not contracts, security lines after 12 months, access entries after 24", () => {
    const db = openDatabase(":memory:");
    const old = new Date("2024-09-01T08:00:00Z");
    const won = saveLead(db, "key-won00001", old);
    setLeadStatus(db, won, "won", "sales@tsehay.et", old);
    const contacted = saveLead(db, "key-cont0001", old);
    setLeadStatus(db, contacted, "contacted", "sales@tsehay.et", old);
    saveLead(db, "key-new00001", old);
    const recent = saveLead(db, "key-rcnt0001", new Date("2026-11-01T08:00:00Z"));

    securityLine(db, "(unknown account)", "2025-11-27T23:00:00.000Z");
    securityLine(db, "hana@tsehay.et", "2025-12-01T08:00:00.000Z");

    const viewed = (iso: string, reference: string) =>
      logAccess(db, {
        actor: "sales@tsehay.et",
        action: "view-lead",
        references: [reference],
        now: new Date(iso),
      });
    viewed("2024-11-27T08:00:00Z", won);
    viewed("2024-12-01T08:00:00Z", recent);

    expect(cleanUp(db, 24, now)).toMatchObject({ leads: 2, securityEvents: 1, accessEntries: 1 });
    expect(listLeads(db, {}).leads.map((lead) => [lead.reference, lead.status])).toEqual([
      [recent, "new"],
      [won, "won"],
    ]);
    expect(db.prepare("SELECT actor FROM security_events").all()).toEqual([
      { actor: "hana@tsehay.et" },
    ]);
    expect(listAccess(db, {}).entries.map((entry) => entry.references)).toEqual([[recent]]);
  });
});

describe("the retention period the privacy notice states", () => {
  it("is the default, and a different LEADS_RETENTION_MONTHS is warned about at start", () => {
    expect(readConfig({}).retentionMonths).toBe(ENQUIRY_RETENTION_MONTHS);
    expect(retentionWarning(readConfig({}))).toBeUndefined();
    // Links in e-mails and invitations need the site's address.
    expect(publicUrlWarning({}, readConfig({}))).toMatch(
      /^Warning: PUBLIC_URL is not set, so the links in staff e-mails, the morning digest and invitations point to http:\/\/127\.0\.0\.1:3000:/,
    );
    const env = { PUBLIC_URL: "https://tsehaysolar.et" };
    expect(publicUrlWarning(env, readConfig(env))).toBeUndefined();
    const longer = readConfig({ LEADS_RETENTION_MONTHS: String(ENQUIRY_RETENTION_MONTHS + 12) });
    expect(retentionWarning(longer)).toBe(
      `Warning: LEADS_RETENTION_MONTHS is ${ENQUIRY_RETENTION_MONTHS + 12}, but the privacy page says enquiries are kept ${ENQUIRY_RETENTION_MONTHS} months: change ENQUIRY_RETENTION_MONTHS in app/content/privacy.ts with it (docs/deployment.md)`,
    );
  });
});

describe("the cost of password hashes", () => {
  it("is 15 unless set, may only be lowered to 10, and a lowered cost is warned about at start", () => {
    expect(readConfig({}).passwordHashCost).toBe(15);
    expect(passwordHashWarning(readConfig({}))).toBeUndefined();
    expect(passwordHashWarning(readConfig({ PASSWORD_HASH_COST: "15" }))).toBeUndefined();
    expect(passwordHashWarning(readConfig({ PASSWORD_HASH_COST: "10" }))).toBe(
      "Warning: PASSWORD_HASH_COST=10: new staff passwords are hashed 32 times cheaper to guess than at the default of 15. It is for test servers only: remove it from the environment file.",
    );
    // Not above the default (the hash's memory limit), not below 10: the server does not start.
    for (const cost of ["16", "9", "0", "12.5", "cheap"])
      expect(() => readConfig({ PASSWORD_HASH_COST: cost }), cost).toThrow(
        new ConfigError(`PASSWORD_HASH_COST must be a whole number from 10 to 15, not "${cost}"`),
      );
  });
});
