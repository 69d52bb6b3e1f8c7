// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db.server";
import { addStaff, resetStaff, setStaffDisabled } from "./staff.server";
import {
  clearWrongCodes,
  clearWrongPasswords,
  codeRetryAfter,
  countWrongCode,
  countWrongPassword,
  deleteOldWrongPasswords,
  passwordRetryAfter,
} from "./sign-in-failures.server";

const t0 = Date.parse("2026-11-25T06:00:00Z");
const minute = 60_000;

describe("the limit on wrong passwords", () => {
  it("blocks an account from one address after five wrong passwords, for 15 minutes", () => {
    const db = openDatabase(":memory:");
    for (let i = 0; i < 4; i += 1) countWrongPassword(db, "a@b.et", "192.0.2.1", t0 + i * minute);
    expect(passwordRetryAfter(db, "a@b.et", "192.0.2.1", t0 + 4 * minute)).toBe(0);
    countWrongPassword(db, "A@b.et ", "192.0.2.1", t0 + 4 * minute);
    // Blocked until the first of the five is 15 minutes old.
    expect(passwordRetryAfter(db, "a@b.et", "192.0.2.1", t0 + 5 * minute)).toBe(10 * 60);
    expect(passwordRetryAfter(db, "a@b.et", "192.0.2.1", t0 + 15 * minute)).toBe(0);
    // The owner at another address, and another account at this one, are not blocked.
    expect(passwordRetryAfter(db, "a@b.et", "198.51.100.7", t0 + 5 * minute)).toBe(0);
    expect(passwordRetryAfter(db, "c@b.et", "192.0.2.1", t0 + 5 * minute)).toBe(0);
  });

  it("lifts the block when the right password is typed there, or an administrator resets or enables the account", async () => {
    const db = openDatabase(":memory:");
    const account = await addStaff(db, "a@b.et", "correct horse battery", "sales");
    const block = (address: string) => {
      for (let i = 0; i < 5; i += 1) countWrongPassword(db, "a@b.et", address);
      expect(passwordRetryAfter(db, "a@b.et", address)).toBeGreaterThan(0);
    };
    block("192.0.2.1");
    clearWrongPasswords(db, "a@b.et", "192.0.2.1");
    expect(passwordRetryAfter(db, "a@b.et", "192.0.2.1")).toBe(0);

    block("192.0.2.1");
    block("192.0.2.2");
    await resetStaff(db, "a@b.et", "a brand new password");
    expect(passwordRetryAfter(db, "a@b.et", "192.0.2.1")).toBe(0);
    expect(passwordRetryAfter(db, "a@b.et", "192.0.2.2")).toBe(0);

    block("192.0.2.1");
    setStaffDisabled(db, account.id, true);
    expect(passwordRetryAfter(db, "a@b.et", "192.0.2.1")).toBeGreaterThan(0);
    setStaffDisabled(db, account.id, false);
    expect(passwordRetryAfter(db, "a@b.et", "192.0.2.1")).toBe(0);
  });

  it("forgets wrong passwords older than 15 minutes", () => {
    const db = openDatabase(":memory:");
    countWrongPassword(db, "a@b.et", "192.0.2.1", t0);
    countWrongPassword(db, "c@b.et", "192.0.2.2", t0 + 16 * minute);
    const rows = db.prepare("SELECT address FROM sign_in_failures").all();
    expect(rows).toEqual([{ address: "192.0.2.2" }]);
  });
});

describe("the limit on wrong second-factor codes", () => {
  it("ends the sign-in at the fifth wrong code in 15 minutes, and a restart of the server does not begin the count again", () => {
    const folder = mkdtempSync(join(tmpdir(), "codes-"));
    const file = join(folder, "site.db");
    try {
      const db = openDatabase(file);
      for (let i = 0; i < 4; i += 1) countWrongCode(db, 7, t0 + i * minute);
      expect(codeRetryAfter(db, 7, t0 + 4 * minute)).toBe(0);
      db.close();
      // The server starts again: the four wrong codes are still counted, and the fifth blocks.
      const after = openDatabase(file);
      countWrongCode(after, 7, t0 + 4 * minute);
      expect(codeRetryAfter(after, 7, t0 + 5 * minute)).toBe(10 * 60);
      // Another account is not blocked; the block lifts when the first of the five is 15 minutes old.
      expect(codeRetryAfter(after, 8, t0 + 5 * minute)).toBe(0);
      expect(codeRetryAfter(after, 7, t0 + 15 * minute)).toBe(0);
      after.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("forgets an account's wrong codes when the right one is typed, and old ones in the daily clean-up", () => {
    const db = openDatabase(":memory:");
    for (let i = 0; i < 5; i += 1) countWrongCode(db, 7, t0);
    expect(codeRetryAfter(db, 7, t0)).toBeGreaterThan(0);
    clearWrongCodes(db, 7);
    expect(codeRetryAfter(db, 7, t0)).toBe(0);
    countWrongCode(db, 7, t0);
    deleteOldWrongPasswords(db, t0 + 15 * minute);
    expect(db.prepare("SELECT COUNT(*) AS n FROM sign_in_code_failures").get()).toEqual({ n: 0 });
  });
});
