// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db.server";
import { addStaff, resetStaff, setStaffDisabled } from "./staff.server";
import {
  clearWrongPasswords,
  countWrongPassword,
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
