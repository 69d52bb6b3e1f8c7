/**
 * The limit on wrong passwords: 5 in 15 minutes for an account from one client network (an IPv4
 * address, an IPv6 /64), counted at sign-in and wherever a signed-in person retypes their
 * password (the security page); and 20 in 15 minutes for an account from every network, after
 * which only the browsers it signed in with before may try it until the count falls. Stored in
 * the database, so the command line's `reset` (another process) and an administrator's "Enable"
 * lift it (docs/decisions/0054-wrong-passwords-in-the-database.md, 0068). An account is the
 * address as typed (normalised), whether or not it is an account's: an unknown one is limited
 * exactly as a real one, so the answers do not tell them apart. What was typed is kept only as a
 * keyed hash: it may be a password typed into the wrong field.
 */
import { createHmac } from "node:crypto";
import { sql, type Db } from "./db.server";
import { networkOf } from "./guard.server";

/** Wrong passwords allowed in a window from one network; the next attempt is refused. */
export const WRONG_PASSWORD_LIMIT = 5;
/** Wrong passwords allowed in a window for one account from every network together. */
export const ACCOUNT_WRONG_PASSWORD_LIMIT = 20;
export const WRONG_PASSWORD_WINDOW_MS = 15 * 60_000;
/** How long a browser the account signed in with is exempt from the limits of all together. */
export const KNOWN_BROWSER_DAYS = 90;
const KNOWN_BROWSER_MS = KNOWN_BROWSER_DAYS * 86_400_000;

/** The database's own key of the hashes (migration 0018), read once per connection. */
const hashKeys = new WeakMap<Db, Buffer>();

/** The HMAC-SHA-256 of a text under the database's key: what is stored instead of it. */
function keyedHash(db: Db, text: string): string {
  let hashKey = hashKeys.get(db);
  if (!hashKey) {
    hashKey = (sql(db, "SELECT key FROM sign_in_key").get() as { key: Buffer }).key;
    hashKeys.set(db, hashKey);
  }
  return createHmac("sha256", hashKey).update(text).digest("base64url");
}

/** What is stored of a typed address: its keyed hash, after trimming and lower case. */
export const accountKey = (db: Db, email: string) =>
  keyedHash(db, email.trim().toLowerCase().slice(0, 254));

/**
 * Seconds until the `limit`-th last wrong password matching `where` is out of the window; 0 when
 * there are fewer than `limit` in it.
 */
function waitAfter(db: Db, where: string, params: string[], limit: number, now: number): number {
  const nthLast = sql(
    db,
    `SELECT failed_at FROM sign_in_failures WHERE ${where} AND failed_at > ?
      ORDER BY failed_at DESC LIMIT 1 OFFSET ?`,
  ).get(...params, now - WRONG_PASSWORD_WINDOW_MS, limit - 1) as { failed_at: number } | undefined;
  if (!nthLast) return 0;
  return Math.max(1, Math.ceil((nthLast.failed_at + WRONG_PASSWORD_WINDOW_MS - now) / 1000));
}

/**
 * Seconds until the account may try a password again from this address and browser (its key,
 * `browser`); 0 when it may now. The block lifts when the oldest of the last five wrong passwords
 * from its network is 15 minutes old, or, in a browser it never signed in with, the oldest of its
 * last twenty from anywhere.
 */
export function passwordRetryAfter(
  db: Db,
  email: string,
  address: string,
  now = Date.now(),
  browser?: string,
) {
  const account = accountKey(db, email);
  const network = networkOf(address);
  const here = waitAfter(
    db,
    "account = ? AND address = ?",
    [account, network],
    WRONG_PASSWORD_LIMIT,
    now,
  );
  if (here > 0) return here;
  return signedInWith(db, email, browser, now)
    ? 0
    : waitAfter(db, "account = ?", [account], ACCOUNT_WRONG_PASSWORD_LIMIT, now);
}

/**
 * Whether the typed address is an account whose right password was typed in this browser (its
 * key, from its cookie) within 90 days, and which has had fewer than five wrong passwords for it
 * in the window: its owner's own computer or phone, exempt from the limits that count every
 * account together (the account's from every network, the network's for every account). Only
 * that browser knows its key, so no one else learns from the answer which typed addresses are
 * accounts, as a network's exemption told anyone on the network; and a key copied off a shared
 * computer gives five guesses, from however many networks, not five from each.
 */
export function signedInWith(
  db: Db,
  email: string,
  browser: string | undefined,
  now = Date.now(),
): boolean {
  if (!browser) return false;
  const account = accountKey(db, email);
  const key = keyedHash(db, browser);
  const known = sql(
    db,
    "SELECT 1 FROM sign_in_browsers WHERE account = ? AND browser = ? AND signed_in_at > ?",
  ).get(account, key, now - KNOWN_BROWSER_MS);
  return (
    known !== undefined &&
    waitAfter(db, "account = ? AND browser = ?", [account, key], WRONG_PASSWORD_LIMIT, now) === 0
  );
}

/**
 * Forgets the browsers an account signed in with: a new password (its own, or one an
 * administrator set) and a disabled account let no browser through the limits any more, a key
 * left on a shared computer included. Its owner's next sign-in remembers their browser again.
 */
export function forgetBrowsers(db: Db, email: string): void {
  sql(db, "DELETE FROM sign_in_browsers WHERE account = ?").run(accountKey(db, email));
}

/**
 * Forgets wrong passwords and codes older than the window (with each new one, and in the daily
 * clean-up), and browsers not signed in with for 90 days (in the daily clean-up).
 */
export function deleteOldWrongPasswords(db: Db, now = Date.now()): number {
  sql(db, "DELETE FROM sign_in_browsers WHERE signed_in_at <= ?").run(now - KNOWN_BROWSER_MS);
  sql(db, "DELETE FROM sign_in_code_failures WHERE failed_at <= ?").run(
    now - WRONG_PASSWORD_WINDOW_MS,
  );
  return sql(db, "DELETE FROM sign_in_failures WHERE failed_at <= ?").run(
    now - WRONG_PASSWORD_WINDOW_MS,
  ).changes;
}

/**
 * Counts a wrong password for the account from this address, typed in the browser whose key is
 * `browser` when it has one (and forgets the expired ones).
 */
export function countWrongPassword(
  db: Db,
  email: string,
  address: string,
  now = Date.now(),
  browser?: string,
) {
  db.transaction(() => {
    sql(db, "DELETE FROM sign_in_failures WHERE failed_at <= ?").run(
      now - WRONG_PASSWORD_WINDOW_MS,
    );
    sql(
      db,
      "INSERT INTO sign_in_failures (account, address, failed_at, browser) VALUES (?, ?, ?, ?)",
    ).run(accountKey(db, email), networkOf(address), now, browser ? keyedHash(db, browser) : null);
  }).immediate();
}

/**
 * The right password was typed from this address, in the browser whose key is `browser`: its
 * network's wrong passwords are forgotten, and the browser is remembered as the account's own for
 * 90 days.
 */
export function passwordRight(
  db: Db,
  email: string,
  address: string,
  browser: string,
  now = Date.now(),
) {
  db.transaction(() => {
    clearWrongPasswords(db, email, address);
    sql(
      db,
      `INSERT INTO sign_in_browsers (account, browser, signed_in_at) VALUES (?, ?, ?)
        ON CONFLICT (account, browser) DO UPDATE SET signed_in_at = excluded.signed_in_at`,
    ).run(accountKey(db, email), keyedHash(db, browser), now);
  }).immediate();
}

/**
 * Forgets an account's wrong passwords: from one address's network (the right password typed
 * there), or from everywhere (a new password or an enabled account, set by an administrator).
 */
export function clearWrongPasswords(db: Db, email: string, address?: string) {
  if (address === undefined) {
    sql(db, "DELETE FROM sign_in_failures WHERE account = ?").run(accountKey(db, email));
  } else {
    sql(db, "DELETE FROM sign_in_failures WHERE account = ? AND address = ?").run(
      accountKey(db, email),
      networkOf(address),
    );
  }
}

/**
 * Wrong second-factor codes allowed an account in the window (`WRONG_PASSWORD_WINDOW_MS`): the
 * fifth ends its sign-in, and the next is refused until the oldest of the five is 15 minutes old.
 * Counted in the database, as passwords are, so a restart of the server does not begin the count
 * again (migration 0025).
 */
export const WRONG_CODE_LIMIT = 5;

/** Seconds until the account may type a code again; 0 when it may now. */
export function codeRetryAfter(db: Db, staffId: number, now = Date.now()): number {
  const nthLast = sql(
    db,
    `SELECT failed_at FROM sign_in_code_failures WHERE staff_id = ? AND failed_at > ?
      ORDER BY failed_at DESC LIMIT 1 OFFSET ?`,
  ).get(staffId, now - WRONG_PASSWORD_WINDOW_MS, WRONG_CODE_LIMIT - 1) as
    { failed_at: number } | undefined;
  if (!nthLast) return 0;
  return Math.max(1, Math.ceil((nthLast.failed_at + WRONG_PASSWORD_WINDOW_MS - now) / 1000));
}

/** Counts a wrong (or used) code for the account, and forgets the expired ones. */
export function countWrongCode(db: Db, staffId: number, now = Date.now()): void {
  db.transaction(() => {
    sql(db, "DELETE FROM sign_in_code_failures WHERE failed_at <= ?").run(
      now - WRONG_PASSWORD_WINDOW_MS,
    );
    sql(db, "INSERT INTO sign_in_code_failures (staff_id, failed_at) VALUES (?, ?)").run(
      staffId,
      now,
    );
  }).immediate();
}

/** The right code was typed: the account's wrong codes are forgotten. */
export function clearWrongCodes(db: Db, staffId: number): void {
  sql(db, "DELETE FROM sign_in_code_failures WHERE staff_id = ?").run(staffId);
}
