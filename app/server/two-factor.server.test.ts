// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db.server";
import { addStaff, findStaff } from "./staff.server";
import {
  confirmEnrolment,
  currentCode,
  disableTwoFactor,
  startEnrolment,
  unusedRecoveryCodes,
  verifySecondFactor,
} from "./two-factor.server";

const t0 = Date.parse("2026-11-25T06:00:00Z");

async function enrolled() {
  const db = openDatabase(":memory:");
  const account = await addStaff(db, "admin@x.et", "correct horse battery");
  const { secret, uri, qrSvg } = startEnrolment(db, account.id, account.email);
  return { db, account, secret, uri, qrSvg };
}

describe("two-factor sign-in", () => {
  it("offers a standard otpauth address and QR code, and keeps the secret until confirmed", async () => {
    const { db, account, secret, uri, qrSvg } = await enrolled();
    expect(uri).toMatch(
      new RegExp(`^otpauth://totp/Tsehay%20Solar%20staff:admin%40x\\.et\\?.*secret=${secret}`),
    );
    expect(qrSvg).toMatch(/^<svg[^>]*viewBox/);
    // Showing the page again does not change the secret being set up.
    expect(startEnrolment(db, account.id, account.email).secret).toBe(secret);
    expect(findStaff(db, "admin@x.et")?.twoFactor).toBe(false);
  });

  it("turns on with a right code and returns ten recovery codes; a wrong code changes nothing", async () => {
    const { db, account, secret } = await enrolled();
    const wrong = currentCode(secret, t0) === "000000" ? "111111" : "000000";
    expect(confirmEnrolment(db, account.id, wrong, t0)).toBeNull();
    expect(findStaff(db, "admin@x.et")?.twoFactor).toBe(false);
    const codes = confirmEnrolment(db, account.id, currentCode(secret, t0), t0);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes?.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true);
    expect(findStaff(db, "admin@x.et")?.twoFactor).toBe(true);
    // Only hashes are stored.
    const stored = db.prepare("SELECT code_hash FROM recovery_codes").all() as {
      code_hash: string;
    }[];
    expect(stored.some((row) => codes?.includes(row.code_hash))).toBe(false);
  });

  it("accepts a code once, allows 30 s of clock drift, and refuses an old or reused one", async () => {
    const { db, account, secret } = await enrolled();
    confirmEnrolment(db, account.id, currentCode(secret, t0), t0);
    // The code used to confirm cannot sign in.
    expect(verifySecondFactor(db, account.id, currentCode(secret, t0), t0 + 5_000)).toBe("reused");
    const later = t0 + 60_000;
    expect(verifySecondFactor(db, account.id, currentCode(secret, later), later)).toBe("totp");
    expect(verifySecondFactor(db, account.id, currentCode(secret, later), later + 1_000)).toBe(
      "reused",
    );
    // The phone's clock 30 s behind: the previous step's code still works, once.
    const next = later + 90_000;
    expect(verifySecondFactor(db, account.id, currentCode(secret, next - 30_000), next)).toBe(
      "totp",
    );
    // Five minutes old: refused.
    const much = next + 600_000;
    expect(verifySecondFactor(db, account.id, currentCode(secret, much - 300_000), much)).toBe(
      "wrong",
    );
    expect(verifySecondFactor(db, account.id, "12345", much)).toBe("wrong");
  });

  it("signs in once with each recovery code, however it is typed", async () => {
    const { db, account, secret } = await enrolled();
    const codes = confirmEnrolment(db, account.id, currentCode(secret, t0), t0)!;
    const code = codes[3]!;
    expect(
      verifySecondFactor(db, account.id, ` ${code.toUpperCase().replace("-", " ")} `, t0),
    ).toBe("recovery");
    expect(verifySecondFactor(db, account.id, code, t0)).toBe("reused");
    expect(unusedRecoveryCodes(db, account.id)).toBe(9);
  });

  it("turned off, no code is accepted and the recovery codes are gone", async () => {
    const { db, account, secret } = await enrolled();
    confirmEnrolment(db, account.id, currentCode(secret, t0), t0);
    disableTwoFactor(db, account.id);
    expect(findStaff(db, "admin@x.et")?.twoFactor).toBe(false);
    expect(verifySecondFactor(db, account.id, currentCode(secret, t0 + 60_000), t0 + 60_000)).toBe(
      "wrong",
    );
    expect(unusedRecoveryCodes(db, account.id)).toBe(0);
  });
});
