/**
 * The limit on wrong passwords: 5 in 15 minutes for an account from one client address, counted
 * at sign-in and wherever a signed-in person retypes their password (the security page). Stored
 * in the database, so the command line's `reset` (another process) and an administrator's
 * "Enable" lift it (docs/decisions/0054-wrong-passwords-in-the-database.md). An account is the
 * address as typed (normalised), whether or not it is an account's: an unknown one is limited
 * exactly as a real one, so the answers do not tell them apart. What was typed is kept only as a
 * keyed hash: it may be a password typed into the wrong field.
 */
import { createHmac } from "node:crypto";
import { sql, type Db } from "./db.server";

/** Wrong passwords allowed in a window; the next attempt is refused. */
export const WRONG_PASSWORD_LIMIT = 5;
export const WRONG_PASSWORD_WINDOW_MS = 15 * 60_000;

/** The database's own key of the hashes (migration 0018), read once per connection. */
const hashKeys = new WeakMap<Db, Buffer>();

/** What is stored of a typed address: its HMAC-SHA-256, after trimming and lower case. */
export function accountKey(db: Db, email: string): string {
  let hashKey = hashKeys.get(db);
  if (!hashKey) {
    hashKey = (sql(db, "SELECT key FROM sign_in_key").get() as { key: Buffer }).key;
    hashKeys.set(db, hashKey);
  }
  return createHmac("sha256", hashKey)
    .update(email.trim().toLowerCase().slice(0, 254))
    .digest("base64url");
}

/**
 * Seconds until the account may try a password again from this address; 0 when it may now. The
 * block lifts when the oldest of the last five wrong passwords is 15 minutes old.
 */
export function passwordRetryAfter(db: Db, email: string, address: string, now = Date.now()) {
  const fifthLast = sql(
    db,
    `SELECT failed_at FROM sign_in_failures WHERE account = ? AND address = ? AND failed_at > ?
      ORDER BY failed_at DESC LIMIT 1 OFFSET ?`,
  ).get(
    accountKey(db, email),
    address,
    now - WRONG_PASSWORD_WINDOW_MS,
    WRONG_PASSWORD_LIMIT - 1,
  ) as { failed_at: number } | undefined;
  if (!fifthLast) return 0;
  return Math.max(1, Math.ceil((fifthLast.failed_at + WRONG_PASSWORD_WINDOW_MS - now) / 1000));
}

/** Forgets wrong passwords older than the window (with each new one, and in the daily clean-up). */
export function deleteOldWrongPasswords(db: Db, now = Date.now()): number {
  return sql(db, "DELETE FROM sign_in_failures WHERE failed_at <= ?").run(
    now - WRONG_PASSWORD_WINDOW_MS,
  ).changes;
}

/** Counts a wrong password for the account from this address (and forgets the expired ones). */
export function countWrongPassword(db: Db, email: string, address: string, now = Date.now()) {
  db.transaction(() => {
    deleteOldWrongPasswords(db, now);
    sql(db, "INSERT INTO sign_in_failures (account, address, failed_at) VALUES (?, ?, ?)").run(
      accountKey(db, email),
      address,
      now,
    );
  }).immediate();
}

/**
 * Forgets an account's wrong passwords: from one address (the right password typed there), or
 * from everywhere (a new password or an enabled account, set by an administrator).
 */
export function clearWrongPasswords(db: Db, email: string, address?: string) {
  if (address === undefined) {
    sql(db, "DELETE FROM sign_in_failures WHERE account = ?").run(accountKey(db, email));
  } else {
    sql(db, "DELETE FROM sign_in_failures WHERE account = ? AND address = ?").run(
      accountKey(db, email),
      address,
    );
  }
}
