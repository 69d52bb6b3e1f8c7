/**
 * Two-factor sign-in: TOTP (RFC 6238, 6 digits every 30 s, any authenticator app) through the
 * `otpauth` library, and ten one-time recovery codes for a lost phone, stored as SHA-256 hashes.
 * A code is accepted once: the last accepted time step is stored and never accepted again.
 * Any change of the second factor ends the account's other sessions, as a new password does: a
 * session opened with the password alone (or on a lost phone) does not outlive it.
 */
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { sql, type Db } from "./db.server";
import { endSessionsOf } from "./staff.server";

const ISSUER = "Tsehay Solar staff";
const PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

export interface Enrolment {
  /** The secret in base32, for typing into an app that cannot scan. */
  readonly secret: string;
  /** The otpauth:// address the QR code carries. */
  readonly uri: string;
  /** The QR code as an SVG document (rendered on the server, no script). */
  readonly qrSvg: string;
}

/**
 * How long a secret being set up lasts from when it was made: long enough to find the app, scan
 * and type a code; short enough that a secret read off a screen left signed in is gone long
 * before its owner sets up their phone.
 */
export const ENROLMENT_MS = 30 * 60_000;

/** Whether a secret being set up lasts: over `ENROLMENT_MS` old, the page shows a new one. */
export function enrolmentPending(db: Db, staffId: number, now = Date.now()): boolean {
  return pendingSecret(db, staffId, now) !== null;
}

/** The secret being set up, while it lasts. */
function pendingSecret(db: Db, staffId: number, now: number): string | null {
  const row = sql(db, "SELECT totp_pending_secret, totp_pending_at FROM staff WHERE id = ?").get(
    staffId,
  ) as { totp_pending_secret: string | null; totp_pending_at: number | null } | undefined;
  const at = row?.totp_pending_at ?? null;
  return at !== null && now - at < ENROLMENT_MS ? (row?.totp_pending_secret ?? null) : null;
}

/**
 * Starts (or shows again) setting up an authenticator: a pending secret until a code confirms it,
 * the same one for `ENROLMENT_MS` from when it was made, a new one after.
 */
export function startEnrolment(
  db: Db,
  staffId: number,
  email: string,
  now = Date.now(),
): Enrolment {
  let secret = pendingSecret(db, staffId, now);
  if (!secret) {
    secret = new Secret({ size: 20 }).base32;
    sql(db, "UPDATE staff SET totp_pending_secret = ?, totp_pending_at = ? WHERE id = ?").run(
      secret,
      now,
      staffId,
    );
  }
  const uri = totp(secret, email).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** The time step a code is valid in (one step of clock drift allowed either way), or null. */
function acceptedStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret, "").validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

const hashCode = (code: string) =>
  createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");

/** "k7m2p-x9q4t": ten letters and digits that cannot be misread (no 0/o, 1/l/i). */
function recoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const pick = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${pick()}-${pick()}`;
}

/**
 * Replaces the account's recovery codes with ten new ones, returned once in plain text, and ends
 * its sessions but `keepSession` (the stored id of the session that asked).
 */
export function newRecoveryCodes(db: Db, staffId: number, keepSession: string | null) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const ended = db
    .transaction(() => {
      sql(db, "DELETE FROM recovery_codes WHERE staff_id = ?").run(staffId);
      const insert = sql(db, "INSERT INTO recovery_codes (staff_id, code_hash) VALUES (?, ?)");
      for (const code of codes) insert.run(staffId, hashCode(code));
      return endSessionsOf(db, staffId, keepSession);
    })
    .immediate();
  return { codes, ended };
}

export function unusedRecoveryCodes(db: Db, staffId: number): number {
  return (
    sql(db, "SELECT count(*) AS n FROM recovery_codes WHERE staff_id = ? AND used_at IS NULL").get(
      staffId,
    ) as { n: number }
  ).n;
}

/**
 * Confirms the pending secret with a code from the app: two-factor sign-in is on from then, the
 * account's sessions but `keepSession` end (they gave no second factor), and the ten recovery
 * codes are returned (to be shown once) with how many sessions ended. Null when the code is wrong,
 * or the secret being set up is over `ENROLMENT_MS` old (`enrolmentPending`).
 */
export function confirmEnrolment(
  db: Db,
  staffId: number,
  code: string,
  keepSession: string | null,
  now = Date.now(),
): { codes: string[]; ended: number } | null {
  const secret = pendingSecret(db, staffId, now);
  if (!secret) return null;
  const step = acceptedStep(secret, code, now);
  if (step === null) return null;
  return db
    .transaction(() => {
      sql(
        db,
        "UPDATE staff SET totp_secret = ?, totp_pending_secret = NULL, totp_pending_at = NULL, totp_last_step = ? WHERE id = ?",
      ).run(secret, step, staffId);
      return newRecoveryCodes(db, staffId, keepSession);
    })
    .immediate();
}

/** What became of a second-factor code. */
export type CodeResult = "totp" | "recovery" | "reused" | "wrong";

/**
 * Checks a code typed at sign-in: a TOTP code of the current step (±1), never one already
 * accepted, or an unused recovery code, which is then used up.
 */
export function verifySecondFactor(
  db: Db,
  staffId: number,
  code: string,
  now = Date.now(),
): CodeResult {
  const row = sql(db, "SELECT totp_secret, totp_last_step FROM staff WHERE id = ?").get(staffId) as
    { totp_secret: string | null; totp_last_step: number | null } | undefined;
  if (!row?.totp_secret) return "wrong";
  const step = acceptedStep(row.totp_secret, code, now);
  if (step !== null) {
    if (row.totp_last_step !== null && step <= row.totp_last_step) return "reused";
    // Only a later step is written: two requests with the same code cannot both pass.
    const won = sql(
      db,
      "UPDATE staff SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)",
    ).run(step, staffId, step).changes;
    return won === 1 ? "totp" : "reused";
  }
  const hash = hashCode(code);
  const recovery = sql(
    db,
    "SELECT id, used_at FROM recovery_codes WHERE staff_id = ? AND code_hash = ?",
  ).get(staffId, hash) as { id: number; used_at: string | null } | undefined;
  if (!recovery) return "wrong";
  if (recovery.used_at) return "reused";
  const used = sql(
    db,
    "UPDATE recovery_codes SET used_at = ? WHERE id = ? AND used_at IS NULL",
  ).run(new Date(now).toISOString(), recovery.id).changes;
  return used === 1 ? "recovery" : "reused";
}

/**
 * Turns two-factor sign-in off (an account's own choice, or recovery from the command line) and
 * ends the account's sessions but `keepSession`; returns how many ended.
 */
export function disableTwoFactor(db: Db, staffId: number, keepSession: string | null): number {
  return db
    .transaction(() => {
      sql(
        db,
        "UPDATE staff SET totp_secret = NULL, totp_pending_secret = NULL, totp_pending_at = NULL, totp_last_step = NULL WHERE id = ?",
      ).run(staffId);
      sql(db, "DELETE FROM recovery_codes WHERE staff_id = ?").run(staffId);
      return endSessionsOf(db, staffId, keepSession);
    })
    .immediate();
}

/** The code an authenticator app would show now: for tests and the command line's checks. */
export function currentCode(secret: string, now = Date.now()): string {
  return totp(secret, "").generate({ timestamp: now });
}
