// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db.server";
import { addStaff, createSession, findStaff, readSession } from "./staff.server";
import {
  confirmEnrolment,
  currentCode,
  disableTwoFactor,
  ENROLMENT_MS,
  enrolmentPending,
  newRecoveryCodes,
  startEnrolment,
  unusedRecoveryCodes,
  verifySecondFactor,
} from "./two-factor.server";

const t0 = Date.parse("2026-11-25T06:00:00Z");

async function enrolled() {
  const db = openDatabase(":memory:");
  const account = await addStaff(db, "admin@x.et", "correct horse battery");
  const { secret, uri, qrSvg } = startEnrolment(db, account.id, account.email, t0);
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
    expect(startEnrolment(db, account.id, account.email, t0 + 60_000).secret).toBe(secret);
    expect(findStaff(db, "admin@x.et")?.twoFactor).toBe(false);
  });

  it("makes the secret being set up anew 30 minutes after it was made: a code of the old one is refused", async () => {
    const { db, account, secret } = await enrolled();
    const almost = t0 + ENROLMENT_MS - 1;
    expect(startEnrolment(db, account.id, account.email, almost).secret).toBe(secret);
    expect(enrolmentPending(db, account.id, almost)).toBe(true);
    const later = t0 + ENROLMENT_MS;
    expect(enrolmentPending(db, account.id, later)).toBe(false);
    expect(confirmEnrolment(db, account.id, currentCode(secret, later), null, later)).toBeNull();
    // The page shows a new one, which lasts its own 30 minutes and turns it on.
    const fresh = startEnrolment(db, account.id, account.email, later).secret;
    expect(fresh).not.toBe(secret);
    expect(startEnrolment(db, account.id, account.email, later + ENROLMENT_MS - 1).secret).toBe(
      fresh,
    );
    const turnedOn = confirmEnrolment(db, account.id, currentCode(fresh, later), null, later);
    expect(turnedOn?.codes).toHaveLength(10);
    expect(findStaff(db, "admin@x.et")?.twoFactor).toBe(true);
  });

  it("turns on with a right code and returns ten recovery codes; a wrong code changes nothing", async () => {
    const { db, account, secret } = await enrolled();
    const wrong = currentCode(secret, t0) === "000000" ? "111111" : "000000";
    expect(confirmEnrolment(db, account.id, wrong, null, t0)).toBeNull();
    expect(findStaff(db, "admin@x.et")?.twoFactor).toBe(false);
    const codes = confirmEnrolment(db, account.id, currentCode(secret, t0), null, t0)?.codes;
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
    confirmEnrolment(db, account.id, currentCode(secret, t0), null, t0);
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
    const codes = confirmEnrolment(db, account.id, currentCode(secret, t0), null, t0)!.codes;
    const code = codes[3]!;
    expect(
      verifySecondFactor(db, account.id, ` ${code.toUpperCase().replace("-", " ")} `, t0),
    ).toBe("recovery");
    expect(verifySecondFactor(db, account.id, code, t0)).toBe("reused");
    expect(unusedRecoveryCodes(db, account.id)).toBe(9);
  });

  it("turned off, no code is accepted and the recovery codes are gone", async () => {
    const { db, account, secret } = await enrolled();
    confirmEnrolment(db, account.id, currentCode(secret, t0), null, t0);
    disableTwoFactor(db, account.id, null);
    expect(findStaff(db, "admin@x.et")?.twoFactor).toBe(false);
    expect(verifySecondFactor(db, account.id, currentCode(secret, t0 + 60_000), t0 + 60_000)).toBe(
      "wrong",
    );
    expect(unusedRecoveryCodes(db, account.id)).toBe(0);
  });

  it("ends the account's other sessions when it is turned on, given new codes or turned off", async () => {
    const { db, account, secret } = await enrolled();
    // Two sessions opened with the password alone, before the set-up.
    const here = createSession(db, account.id, {}, t0);
    const elsewhere = createSession(db, account.id, {}, t0);
    const session = readSession(db, here, t0)!;
    const wrong = currentCode(secret, t0) === "000000" ? "111111" : "000000";
    // A wrong code changes nothing, sessions included.
    confirmEnrolment(db, account.id, wrong, session.id, t0);
    expect(readSession(db, elsewhere, t0)).toBeDefined();

    expect(confirmEnrolment(db, account.id, currentCode(secret, t0), session.id, t0)?.ended).toBe(
      1,
    );
    expect(readSession(db, elsewhere, t0)).toBeUndefined();
    expect(readSession(db, here, t0)?.staff.twoFactor).toBe(true);

    const later = createSession(db, account.id, {}, t0);
    expect(newRecoveryCodes(db, account.id, session.id).ended).toBe(1);
    expect(readSession(db, later, t0)).toBeUndefined();

    const last = createSession(db, account.id, {}, t0);
    expect(disableTwoFactor(db, account.id, session.id)).toBe(1);
    expect(readSession(db, last, t0)).toBeUndefined();
    expect(readSession(db, here, t0)?.staff.twoFactor).toBe(false);
    // From the command line (a lost phone and lost codes): every session ends.
    const again = startEnrolment(db, account.id, account.email, t0).secret;
    confirmEnrolment(db, account.id, currentCode(again, t0), session.id, t0);
    expect(disableTwoFactor(db, account.id, null)).toBe(1);
    expect(readSession(db, here, t0)).toBeUndefined();
  });
});
