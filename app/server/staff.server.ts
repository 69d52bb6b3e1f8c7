/**
 * Staff accounts and their sessions. Accounts are made only from the command line
 * (`npm run staff -- add EMAIL`); passwords are hashed with scrypt; a session is a random token in
 * an HttpOnly cookie whose SHA-256 is stored, with a CSRF token for every form of the inbox.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { sql, type Db } from "./db.server";

/** scrypt cost: N=2^15, r=8, p=1 (about 32 MiB and 50–100 ms a hash on this class of machine). */
const scryptParams = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const keyLength = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), self-describing so the cost can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize("NFKC"), salt, scryptParams);
  const { N, r, p } = scryptParams;
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scryptAsync(password.normalize("NFKC"), Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: scryptParams.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export const MIN_PASSWORD_LENGTH = 12;

export interface StaffAccount {
  readonly id: number;
  readonly email: string;
  readonly disabled: boolean;
  readonly createdAt: string;
}

export class StaffError extends Error {}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkPassword(password: string) {
  // A password piped as two lines would be stored with its line break and could never be typed.
  if (/[\r\n]/.test(password)) {
    throw new StaffError(
      "The password must be one line: it has a line break, which no sign-in form can type.",
    );
  }
  if (Array.from(password).length < MIN_PASSWORD_LENGTH) {
    throw new StaffError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
}

export async function addStaff(db: Db, email: string, password: string): Promise<StaffAccount> {
  const address = email.trim().toLowerCase();
  if (!emailShape.test(address)) throw new StaffError(`"${email}" is not an e-mail address.`);
  checkPassword(password);
  if (sql(db, "SELECT 1 FROM staff WHERE email = ?").get(address)) {
    throw new StaffError(
      `An account for ${address} exists already (use reset to change its password).`,
    );
  }
  const hash = await hashPassword(password);
  sql(db, "INSERT INTO staff (email, password_hash, created_at) VALUES (?, ?, ?)").run(
    address,
    hash,
    new Date().toISOString(),
  );
  return findStaff(db, address)!;
}

export function findStaff(db: Db, email: string): StaffAccount | undefined {
  const row = sql(db, "SELECT id, email, disabled, created_at FROM staff WHERE email = ?").get(
    email.trim().toLowerCase(),
  ) as { id: number; email: string; disabled: number; created_at: string } | undefined;
  return row
    ? { id: row.id, email: row.email, disabled: row.disabled === 1, createdAt: row.created_at }
    : undefined;
}

export function listStaff(db: Db): StaffAccount[] {
  return (
    sql(db, "SELECT id, email, disabled, created_at FROM staff ORDER BY email").all() as {
      id: number;
      email: string;
      disabled: number;
      created_at: string;
    }[]
  ).map((row) => ({
    id: row.id,
    email: row.email,
    disabled: row.disabled === 1,
    createdAt: row.created_at,
  }));
}

/** Disables an account and ends its sessions. */
export function disableStaff(db: Db, email: string): void {
  const account = findStaff(db, email);
  if (!account) throw new StaffError(`No account for ${email}.`);
  db.transaction(() => {
    sql(db, "UPDATE staff SET disabled = 1 WHERE id = ?").run(account.id);
    sql(db, "DELETE FROM sessions WHERE staff_id = ?").run(account.id);
  })();
}

/** Sets a new password, enables the account and ends its sessions. */
export async function resetStaff(db: Db, email: string, password: string): Promise<void> {
  const account = findStaff(db, email);
  if (!account) throw new StaffError(`No account for ${email}.`);
  checkPassword(password);
  const hash = await hashPassword(password);
  db.transaction(() => {
    sql(db, "UPDATE staff SET password_hash = ?, disabled = 0 WHERE id = ?").run(hash, account.id);
    sql(db, "DELETE FROM sessions WHERE staff_id = ?").run(account.id);
  })();
}

/** A hash computed once, so an unknown e-mail takes as long to refuse as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** The account for an e-mail and password, or undefined (unknown, disabled or wrong password). */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<StaffAccount | undefined> {
  const row = sql(db, "SELECT id, password_hash, disabled FROM staff WHERE email = ?").get(
    email.trim().toLowerCase(),
  ) as { id: number; password_hash: string; disabled: number } | undefined;
  if (!row) {
    decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verifyPassword(password, await decoyHash);
    return undefined;
  }
  const ok = await verifyPassword(password, row.password_hash);
  if (!ok || row.disabled === 1) return undefined;
  return findStaff(db, email);
}

/** How long a session lasts without being renewed. */
export const SESSION_DAYS = 7;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export interface Session {
  readonly staff: StaffAccount;
  readonly csrfToken: string;
  readonly expiresAt: number;
}

/** Starts a session; returns the cookie's token (only its hash is stored). */
export function createSession(db: Db, staffId: number, now = Date.now()): string {
  const token = randomBytes(32).toString("base64url");
  sql(
    db,
    "INSERT INTO sessions (id, staff_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  ).run(
    sha256(token),
    staffId,
    randomBytes(24).toString("base64url"),
    now,
    now + SESSION_DAYS * 86_400_000,
  );
  return token;
}

/** The live session of a cookie token, or undefined (unknown, expired, or account disabled). */
export function readSession(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): Session | undefined {
  if (!token || token.length > 200) return undefined;
  const row = sql(
    db,
    `SELECT s.csrf_token, s.expires_at, st.id, st.email, st.disabled, st.created_at
       FROM sessions s JOIN staff st ON st.id = s.staff_id WHERE s.id = ?`,
  ).get(sha256(token)) as
    | {
        csrf_token: string;
        expires_at: number;
        id: number;
        email: string;
        disabled: number;
        created_at: string;
      }
    | undefined;
  if (!row || row.expires_at <= now || row.disabled === 1) return undefined;
  return {
    staff: { id: row.id, email: row.email, disabled: false, createdAt: row.created_at },
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at,
  };
}

export function endSession(db: Db, token: string | undefined): void {
  if (token) sql(db, "DELETE FROM sessions WHERE id = ?").run(sha256(token));
}

export function deleteExpiredSessions(db: Db, now = Date.now()): number {
  return sql(db, "DELETE FROM sessions WHERE expires_at <= ?").run(now).changes;
}

/** Constant-time comparison of a submitted CSRF token with the session's. */
export function csrfMatches(session: Session, submitted: unknown): boolean {
  if (typeof submitted !== "string") return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
