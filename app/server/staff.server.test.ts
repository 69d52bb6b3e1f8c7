// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./db.server";
import {
  addStaff,
  authenticate,
  verifySignIn,
  createSession,
  csrfMatches,
  deleteOldSecurityEvents,
  disableStaff,
  hashPassword,
  IDLE_TIMEOUT_MS,
  listSessions,
  logRefusal,
  logSecurity,
  lookUpSession,
  readSession,
  resetStaff,
  securityEvents,
  setStaffRole,
  signInActor,
  StaffError,
  verifyPassword,
} from "./staff.server";

describe("staff accounts", () => {
  it("hash passwords with scrypt at N = 32,768 and a salt of their own", async () => {
    // The unit tests hash at a lower cost (vitest.config.ts): here, as on a real server, unset.
    vi.stubEnv("PASSWORD_HASH_COST", undefined);
    try {
      const a = await hashPassword("correct horse battery");
      const b = await hashPassword("correct horse battery");
      expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(a).not.toBe(b);
      expect(await verifyPassword("correct horse battery", a)).toBe(true);
      expect(await verifyPassword("correct horse batterY", a)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("check a password at the cost it was hashed with, whatever the cost is now", async () => {
    vi.stubEnv("PASSWORD_HASH_COST", "10");
    const cheap = await hashPassword("correct horse battery");
    vi.stubEnv("PASSWORD_HASH_COST", undefined);
    try {
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword("correct horse battery", cheap)).toBe(true);
      expect(await verifyPassword("correct horse batterY", cheap)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("refuse short passwords, duplicates and unknown accounts", async () => {
    const db = openDatabase(":memory:");
    await expect(addStaff(db, "a@b.et", "short")).rejects.toThrow(StaffError);
    // Piped as two lines ("first line\nsecond line"): refused, not stored with the line break.
    await expect(addStaff(db, "a@b.et", "correct horse\nbattery staple")).rejects.toThrow(
      /one line/,
    );
    await expect(addStaff(db, "a@b.et", "correct horse battery\r")).rejects.toThrow(/one line/);
    await addStaff(db, "A@B.et", "correct horse battery");
    await expect(addStaff(db, "a@b.et", "another long password")).rejects.toThrow(/exists/);
    expect(await authenticate(db, "nobody@b.et", "correct horse battery")).toBeUndefined();
    expect((await authenticate(db, "a@b.et", "correct horse battery"))?.email).toBe("a@b.et");
  });

  it("refuse passwords of twelve characters or more that are easy to guess", async () => {
    const db = openDatabase(":memory:");
    for (const weak of [
      " ".repeat(12),
      "aaaaaaaaaaaa",
      "123456789012",
      "abcdefghijkl",
      "password1234",
      "qwertyuiopas",
      "ethiopia2026",
      "tigist.bekele@tsehaysolar.et",
      "tsehaysolar2026",
    ]) {
      await expect(addStaff(db, "tigist.bekele@tsehaysolar.et", weak), weak).rejects.toThrow(
        /too easy to guess/,
      );
    }
    // A few words one remembers pass, as the form's hint says.
    await addStaff(db, "tigist.bekele@tsehaysolar.et", "onions at Ziway in November");
    const reset = resetStaff(db, "tigist.bekele@tsehaysolar.et", "tsehaysolar2026");
    await expect(reset).rejects.toThrow(/too easy to guess/);
  });

  it("end sessions when an account is disabled or reset, and after expiry", async () => {
    const db = openDatabase(":memory:");
    const account = await addStaff(db, "a@b.et", "correct horse battery");
    const token = createSession(db, account.id, {}, 1_000);
    const session = readSession(db, token, 2_000);
    expect(session?.staff.email).toBe("a@b.et");
    expect(csrfMatches(session!, session!.csrfToken)).toBe(true);
    expect(csrfMatches(session!, "forged")).toBe(false);
    expect(readSession(db, token, 1_000 + 8 * 86_400_000)).toBeUndefined();
    expect(readSession(db, "not-a-token", 2_000)).toBeUndefined();
    disableStaff(db, "a@b.et");
    expect(readSession(db, token, 2_000)).toBeUndefined();
    expect(await authenticate(db, "a@b.et", "correct horse battery")).toBeUndefined();
    // The security log tells a disabled account's right password from a guess; a wrong one
    // stays a wrong password, disabled or not.
    expect(await verifySignIn(db, "a@b.et", "correct horse battery")).toEqual({
      refused: "account disabled",
    });
    expect(await verifySignIn(db, "a@b.et", "a wrong password guess")).toEqual({
      refused: "wrong password",
    });
    await resetStaff(db, "a@b.et", "a brand new password");
    expect((await authenticate(db, "a@b.et", "a brand new password"))?.email).toBe("a@b.et");
  });

  it("end an account's sessions when its role changes, but the one of the person changing their own", async () => {
    const db = openDatabase(":memory:");
    await addStaff(db, "admin@b.et", "correct horse battery", "administrator");
    const sales = await addStaff(db, "sales@b.et", "correct horse battery", "sales");
    const office = createSession(db, sales.id);
    const phone = createSession(db, sales.id);
    setStaffRole(db, sales.id, "editor");
    // A session left open on a shared computer does not carry on under the new role.
    expect(readSession(db, office)).toBeUndefined();
    expect(readSession(db, phone)).toBeUndefined();
    // Signed in again, the new role.
    const again = readSession(db, createSession(db, sales.id));
    expect(again?.staff.role).toBe("editor");
    // An administrator (there is another) who makes themselves an editor stays signed in there.
    setStaffRole(db, sales.id, "administrator");
    const own = createSession(db, sales.id);
    const elsewhere = createSession(db, sales.id);
    setStaffRole(db, sales.id, "editor", readSession(db, own)!.id);
    expect(readSession(db, own)?.staff.role).toBe("editor");
    expect(readSession(db, elsewhere)).toBeUndefined();
  });

  it("end a session not used for 2 hours, and write its use at most once a minute", async () => {
    const db = openDatabase(":memory:");
    const account = await addStaff(db, "a@b.et", "correct horse battery");
    const start = 1_000_000;
    const token = createSession(db, account.id, {}, start);
    const lastUsed = () =>
      (db.prepare("SELECT last_used_at AS at FROM sessions").get() as { at: number }).at;
    // Used within the minute: no write.
    expect(readSession(db, token, start + 59_000)?.staff.email).toBe("a@b.et");
    expect(lastUsed()).toBe(start);
    // A minute on: written once.
    expect(readSession(db, token, start + 60_000)).toBeDefined();
    expect(lastUsed()).toBe(start + 60_000);
    // Used every hour and a half, it lasts: the 2 hours run from the last use.
    const used = start + 60_000 + 90 * 60_000;
    expect(readSession(db, token, used)).toBeDefined();
    expect(lastUsed()).toBe(used);
    expect(lookUpSession(db, token, used + IDLE_TIMEOUT_MS - 1)).not.toBe("idle");
    // Two hours with no use: idle, refused from then on, and no longer listed.
    const later = used + IDLE_TIMEOUT_MS - 1 + IDLE_TIMEOUT_MS;
    expect(lookUpSession(db, token, later)).toBe("idle");
    expect(readSession(db, token, later)).toBeUndefined();
    expect(lookUpSession(db, token, later + 1_000)).toBe("idle");
    const other = createSession(db, account.id, {}, later);
    const current = readSession(db, other, later)!;
    expect(listSessions(db, current, later).map((entry) => entry.current)).toEqual([true]);
  });
});

describe("the security log", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("names a failed sign-in by its account, never by what was typed when that is no account", async () => {
    const db = openDatabase(":memory:");
    await addStaff(db, "hana@tsehay.et", "correct horse battery");
    expect(signInActor(db, "hana@tsehay.et")).toBe("hana@tsehay.et");
    // The address as stored, whatever the capitals typed.
    expect(signInActor(db, "Hana@Tsehay.et")).toBe("hana@tsehay.et");
    // A password typed into the e-mail field, and a mistyped address: neither is kept.
    expect(signInActor(db, "correct horse battery")).toBe("(unknown account)");
    expect(signInActor(db, "hana@tsehay.ett")).toBe("(unknown account)");
    expect(signInActor(db, "")).toBe("(none)");
  });

  it("keeps its lines for 12 months, then the clean-up deletes them", () => {
    const db = openDatabase(":memory:");
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-11-27T09:00:00Z"));
    logSecurity(db, "(unknown account)", "wrong password", "192.0.2.1");
    vi.setSystemTime(new Date("2025-11-28T09:00:00Z"));
    logSecurity(db, "hana@tsehay.et", "signed in", "Firefox on Linux");
    // 28 November 2026: the first line is a day over 12 months old, the second exactly 12.
    expect(deleteOldSecurityEvents(db, new Date("2026-11-28T09:00:00Z"))).toBe(1);
    expect(securityEvents(db).events.map((event) => [event.actor, event.action])).toEqual([
      ["hana@tsehay.et", "signed in"],
    ]);
  });

  it("writes a refusal anyone can cause once a minute per kind and network, counting the repeats", () => {
    const db = openDatabase(":memory:");
    const t0 = Date.parse("2026-11-28T09:00:00Z");
    // 300 unknown links in a minute from one IPv6 /64, a new address each time: one line.
    for (let i = 0; i < 300; i += 1) {
      logRefusal(
        db,
        "(invitation)",
        "refused unknown invitation",
        `2001:db8:1:2::${i}`,
        t0 + i * 100,
      );
    }
    // Another kind, another network: their own lines; the same after its minute: a new one.
    logRefusal(db, "(unknown account)", "sign-in throttled", "2001:db8:1:2::1", t0 + 1000);
    logRefusal(db, "(invitation)", "refused unknown invitation", "192.0.2.1", t0 + 1000);
    logRefusal(db, "(invitation)", "refused unknown invitation", "2001:db8:1:2::1", t0 + 61_000);
    const lines = securityEvents(db).events.map(({ action, detail, repeats }) => ({
      action,
      detail,
      repeats,
    }));
    expect(lines).toEqual([
      { action: "refused unknown invitation", detail: "2001:db8:1:2::/64", repeats: 1 },
      { action: "refused unknown invitation", detail: "192.0.2.1", repeats: 1 },
      { action: "sign-in throttled", detail: "2001:db8:1:2::/64", repeats: 1 },
      { action: "refused unknown invitation", detail: "2001:db8:1:2::/64", repeats: 300 },
    ]);
  });

  it("finds lines by who or what, and by the days of East Africa Time", () => {
    const db = openDatabase(":memory:");
    const at = (iso: string) => Date.parse(iso);
    logSecurity(db, "hana@tsehay.et", "signed in", "Firefox on Linux", at("2026-10-01T08:00:00Z"));
    logSecurity(db, "(unknown account)", "wrong password", "192.0.2.1", at("2026-10-01T22:00:00Z"));
    for (let i = 0; i < 600; i += 1) {
      logSecurity(db, "(invitation)", "refused unknown invitation", "", at("2026-11-20T08:00:00Z"));
    }
    const found = (filter: Parameters<typeof securityEvents>[1]) =>
      securityEvents(db, filter, 500).events.map((event) => event.action);
    // Older than the newest 500, found by its words in any case, or by its day.
    expect(found({ text: "HANA@" })).toEqual(["signed in"]);
    expect(found({ text: "192.0.2" })).toEqual(["wrong password"]);
    // 22:00 UTC on 1 October is 2 October in Addis Ababa.
    expect(found({ from: "2026-10-01", to: "2026-10-01" })).toEqual(["signed in"]);
    expect(found({ from: "2026-10-02", to: "2026-10-02" })).toEqual(["wrong password"]);
    expect(securityEvents(db, { to: "2026-10-31" }, 500).total).toBe(2);
    expect(securityEvents(db, {}, 500)).toMatchObject({ total: 602 });
  });
});
