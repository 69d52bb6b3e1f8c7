/**
 * Staff accounts, their roles and their sessions. Administrators invite accounts
 * (invitations.server.ts); the command line (`npm run staff -- add EMAIL`) makes the first
 * administrator and serves recovery. Passwords are hashed with scrypt; a session is a random token
 * in an HttpOnly cookie whose SHA-256 is stored, with a CSRF token for every form of /staff.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { StaffRole } from "~/lib/staff-roles";
import { site } from "~/content/site";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import { passwordHashCost } from "./config.server";
import { createdWithin, sql, type Db } from "./db.server";
import { accessFilterWords } from "./access-log.server";
import { csvRows } from "./enquiries.server";
import { networkOf } from "./guard.server";
import { clearWrongPasswords, forgetBrowsers } from "./sign-in-failures.server";
// Invitations import this module too: each calls the other only inside functions.
import { withdrawInvitationsFrom } from "./invitations.server";

/**
 * scrypt's parameters: N=2^15 (`passwordHashCost`, lower only on test servers), r=8, p=1 (about
 * 32 MiB and 50–100 ms a hash on this class of machine).
 */
const scryptParams = { r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
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
  const N = 2 ** passwordHashCost();
  const key = await scryptAsync(password.normalize("NFKC"), salt, { ...scryptParams, N });
  const { r, p } = scryptParams;
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

export { isStaffRole, staffRoles, type StaffRole } from "~/lib/staff-roles";

export interface StaffAccount {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
  readonly disabled: boolean;
  /** Signs in with a code from an authenticator app as well as the password. */
  readonly twoFactor: boolean;
  readonly createdAt: string;
}

interface StaffRow {
  id: number;
  email: string;
  role: StaffRole;
  disabled: number;
  two_factor: number;
  created_at: string;
}

const staffColumns = "id, email, role, disabled, totp_secret IS NOT NULL AS two_factor, created_at";

function toAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    disabled: row.disabled === 1,
    twoFactor: row.two_factor === 1,
    createdAt: row.created_at,
  };
}

export class StaffError extends Error {}

/** The password typed to confirm a change is not the account's. */
export class WrongCurrentPassword extends StaffError {
  constructor() {
    super("The current password is wrong.");
  }
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The lowest strength a new password must reach on zxcvbn's scale of 0 to 4 (decision 0072): 3,
 * "safely unguessable", where 2 is a word and a year ("ethiopia2026") and 0–1 a repeated letter,
 * a run of keys or a common password ("123456789012", "password1234", twelve spaces).
 */
const MIN_PASSWORD_SCORE = 3;

/**
 * Words a password must not lean on: the account's address and its parts, and the company's
 * names (from the site's one config module), each word and run together.
 */
const passwordContext = (email: string) =>
  [email, site.brand, site.legalName].flatMap((words) => {
    const parts = words
      .toLowerCase()
      .split(/[\s@.+_-]+/)
      .filter((part) => part.length >= 3);
    return [words.toLowerCase(), parts.join(""), ...parts];
  });

async function checkPassword(password: string, email: string): Promise<void> {
  // A password piped as two lines would be stored with its line break and could never be typed.
  if (/[\r\n]/.test(password)) {
    throw new StaffError(
      "The password must be one line: it has a line break, which no sign-in form can type.",
    );
  }
  if (Array.from(password).length < MIN_PASSWORD_LENGTH) {
    throw new StaffError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  // zxcvbn and its lists of common passwords and keyboard runs are loaded only when a password is
  // chosen (rare), and made anew each time: about 7 MB of heap a server never holds for long.
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
  ]);
  const strength = new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  if (strength.check(password, passwordContext(email.toLowerCase())).score < MIN_PASSWORD_SCORE) {
    throw new StaffError(
      "The password is too easy to guess: a common password, a run of keys or letters (1234, abcd, qwerty), one letter repeated, or the address itself. A few words you remember, with spaces between them, work well.",
    );
  }
}

/** Checks an address before an account is made with it, or an invitation sent to it. */
export function checkNewAddress(db: Db, email: string): string {
  const address = email.trim().toLowerCase();
  if (!emailShape.test(address)) throw new StaffError(`"${email}" is not an e-mail address.`);
  if (sql(db, "SELECT 1 FROM staff WHERE email = ?").get(address)) {
    throw new StaffError(
      `An account for ${address} exists already. To give it a new password, an administrator runs "npm run staff -- reset ${address}" on the server.`,
    );
  }
  return address;
}

/** Checks an address and a password before an account is made with them. */
export async function checkNewAccount(db: Db, email: string, password: string): Promise<string> {
  const address = checkNewAddress(db, email);
  await checkPassword(password, address);
  return address;
}

export async function addStaff(
  db: Db,
  email: string,
  password: string,
  role: StaffRole = "administrator",
): Promise<StaffAccount> {
  const address = await checkNewAccount(db, email, password);
  const hash = await hashPassword(password);
  sql(db, "INSERT INTO staff (email, password_hash, role, created_at) VALUES (?, ?, ?, ?)").run(
    address,
    hash,
    role,
    new Date().toISOString(),
  );
  return findStaff(db, address)!;
}

export function findStaff(db: Db, email: string): StaffAccount | undefined {
  const row = sql(db, `SELECT ${staffColumns} FROM staff WHERE email = ?`).get(
    email.trim().toLowerCase(),
  ) as StaffRow | undefined;
  return row ? toAccount(row) : undefined;
}

export function getStaff(db: Db, id: number): StaffAccount | undefined {
  const row = sql(db, `SELECT ${staffColumns} FROM staff WHERE id = ?`).get(id) as
    StaffRow | undefined;
  return row ? toAccount(row) : undefined;
}

export function listStaff(db: Db): StaffAccount[] {
  return (sql(db, `SELECT ${staffColumns} FROM staff ORDER BY email`).all() as StaffRow[]).map(
    toAccount,
  );
}

/** How many enabled administrators there are: the last one cannot be demoted or disabled. */
function activeAdministrators(db: Db): number {
  return (
    sql(
      db,
      "SELECT count(*) AS n FROM staff WHERE role = 'administrator' AND disabled = 0",
    ).get() as { n: number }
  ).n;
}

/**
 * Changes an account's role; the last enabled administrator keeps theirs. An administrator who
 * becomes another role loses the invitations they sent and nobody used yet. The account's
 * sessions end (one left open on a shared computer does not carry on under the new role), but
 * the one that asks (`keep`, its stored id: an administrator changing their own role).
 */
export function setStaffRole(
  db: Db,
  id: number,
  role: StaffRole,
  keep: string | null = null,
): void {
  const account = getStaff(db, id);
  if (!account) throw new StaffError("There is no such account.");
  if (account.role === role) return;
  if (account.role === "administrator" && !account.disabled && activeAdministrators(db) <= 1) {
    throw new StaffError("This is the last administrator: make another administrator first.");
  }
  db.transaction(() => {
    sql(db, "UPDATE staff SET role = ? WHERE id = ?").run(role, id);
    endSessionsOf(db, id, keep);
    if (account.role === "administrator") {
      withdrawInvitationsFrom(db, account.email, "no longer an administrator");
    }
  }).immediate();
}

/**
 * Disables or enables an account; disabling ends its sessions and withdraws the invitations it
 * sent that nobody used yet, enabling lifts a block of wrong passwords.
 */
export function setStaffDisabled(db: Db, id: number, disabled: boolean): void {
  const account = getStaff(db, id);
  if (!account) throw new StaffError("There is no such account.");
  if (
    disabled &&
    account.role === "administrator" &&
    !account.disabled &&
    activeAdministrators(db) <= 1
  ) {
    throw new StaffError("This is the last administrator: make another administrator first.");
  }
  db.transaction(() => {
    sql(db, "UPDATE staff SET disabled = ? WHERE id = ?").run(disabled ? 1 : 0, id);
    if (disabled) {
      sql(db, "DELETE FROM sessions WHERE staff_id = ?").run(id);
      forgetBrowsers(db, account.email);
      withdrawInvitationsFrom(db, account.email, "disabled");
    } else clearWrongPasswords(db, account.email);
  }).immediate();
}

/** Whether a password typed by a signed-in person is their account's. */
export async function isOwnPassword(db: Db, staffId: number, password: string): Promise<boolean> {
  const row = sql(db, "SELECT password_hash FROM staff WHERE id = ?").get(staffId) as
    { password_hash: string } | undefined;
  return row ? verifyPassword(password, row.password_hash) : false;
}

/**
 * Changes one's own password: the current one must be right (WrongCurrentPassword otherwise);
 * every other session of the account ends (a stolen session does not survive the change).
 */
export async function changePassword(
  db: Db,
  session: Session,
  current: string,
  next: string,
): Promise<void> {
  if (!(await isOwnPassword(db, session.staff.id, current))) throw new WrongCurrentPassword();
  // The same password again would end the other sessions and say "changed" for nothing.
  if (next === current)
    throw new StaffError("Choose a new password, different from your current one.");
  await checkPassword(next, session.staff.email);
  const hash = await hashPassword(next);
  db.transaction(() => {
    sql(db, "UPDATE staff SET password_hash = ? WHERE id = ?").run(hash, session.staff.id);
    endSessionsOf(db, session.staff.id, session.id);
    forgetBrowsers(db, session.staff.email);
  }).immediate();
}

/**
 * Disables an account, ends its sessions and withdraws the invitations it sent that nobody used
 * yet; returns the account.
 */
export function disableStaff(db: Db, email: string): StaffAccount {
  const account = findStaff(db, email);
  if (!account) throw new StaffError(`No account for ${email}.`);
  db.transaction(() => {
    sql(db, "UPDATE staff SET disabled = 1 WHERE id = ?").run(account.id);
    sql(db, "DELETE FROM sessions WHERE staff_id = ?").run(account.id);
    forgetBrowsers(db, account.email);
    withdrawInvitationsFrom(db, account.email, "disabled");
  }).immediate();
  return account;
}

/**
 * Sets a new password, enables the account, ends its sessions and lifts a block of wrong
 * passwords. Returns the account as it was: whether it was disabled (and is now enabled again).
 */
export async function resetStaff(db: Db, email: string, password: string): Promise<StaffAccount> {
  const account = findStaff(db, email);
  if (!account) throw new StaffError(`No account for ${email}.`);
  await checkPassword(password, account.email);
  const hash = await hashPassword(password);
  db.transaction(() => {
    sql(db, "UPDATE staff SET password_hash = ?, disabled = 0 WHERE id = ?").run(hash, account.id);
    sql(db, "DELETE FROM sessions WHERE staff_id = ?").run(account.id);
    clearWrongPasswords(db, account.email);
    forgetBrowsers(db, account.email);
  }).immediate();
  return account;
}

/** A hash computed once, so an unknown e-mail takes as long to refuse as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks an e-mail and password: the account, or why it is refused. A disabled account's right
 * password is told apart for the security log only (the visitor gets the one refusal for all),
 * so an administrator does not read it as someone guessing.
 */
export async function verifySignIn(
  db: Db,
  email: string,
  password: string,
): Promise<{ account: StaffAccount } | { refused: "wrong password" | "account disabled" }> {
  const row = sql(db, "SELECT id, password_hash, disabled FROM staff WHERE email = ?").get(
    email.trim().toLowerCase(),
  ) as { id: number; password_hash: string; disabled: number } | undefined;
  if (!row) {
    decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verifyPassword(password, await decoyHash);
    return { refused: "wrong password" };
  }
  if (!(await verifyPassword(password, row.password_hash))) return { refused: "wrong password" };
  if (row.disabled === 1) return { refused: "account disabled" };
  const account = findStaff(db, email);
  return account ? { account } : { refused: "wrong password" };
}

/** The account for an e-mail and password, or undefined (unknown, disabled or wrong password). */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<StaffAccount | undefined> {
  const checked = await verifySignIn(db, email, password);
  return "account" in checked ? checked.account : undefined;
}

/** How long a session lasts without being renewed. */
export const SESSION_DAYS = 7;
/**
 * A session not used for this long ends, whatever its 7 days say: a computer left signed in
 * in an office or a café does not stay open to the next person (docs/decisions/0059).
 */
export const IDLE_TIMEOUT_MS = 2 * 3_600_000;
/** How long the password alone holds, while the second factor is awaited. */
export const CODE_STAGE_MINUTES = 10;
/** A session's last use is written at most this often (one write a minute, not one a request). */
const TOUCH_MS = 60_000;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** 'code': the password was right and the second factor is awaited; 'full': signed in. */
export type SessionStage = "code" | "full";

export interface Session {
  /** The stored id (the SHA-256 of the cookie's token). */
  readonly id: string;
  readonly staff: StaffAccount;
  readonly stage: SessionStage;
  readonly csrfToken: string;
  readonly expiresAt: number;
}

/** Starts a session; returns the cookie's token (only its hash is stored). */
export function createSession(
  db: Db,
  staffId: number,
  { stage = "full", device = "" }: { stage?: SessionStage; device?: string } = {},
  now = Date.now(),
): string {
  const token = randomBytes(32).toString("base64url");
  const lifetime = stage === "code" ? CODE_STAGE_MINUTES * 60_000 : SESSION_DAYS * 86_400_000;
  sql(
    db,
    `INSERT INTO sessions (id, staff_id, csrf_token, created_at, expires_at, stage, device, last_used_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256(token),
    staffId,
    randomBytes(24).toString("base64url"),
    now,
    now + lifetime,
    stage,
    device.slice(0, 300),
    now,
  );
  return token;
}

/**
 * The live session of a cookie token; "idle" when it was not used for `IDLE_TIMEOUT_MS` (it is
 * refused from then on: its last use is never written again); undefined when there is none (unknown, expired, or account disabled). Its last use
 * is written at most once a minute, not on every request.
 */
export function lookUpSession(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): Session | "idle" | undefined {
  if (!token || token.length > 200) return undefined;
  const id = sha256(token);
  const row = sql(
    db,
    `SELECT s.csrf_token, s.expires_at, s.stage, s.created_at AS signed_in_at, s.last_used_at,
            st.id, st.email, st.role, st.disabled, st.totp_secret IS NOT NULL AS two_factor, st.created_at
       FROM sessions s JOIN staff st ON st.id = s.staff_id WHERE s.id = ?`,
  ).get(id) as
    | (StaffRow & {
        csrf_token: string;
        expires_at: number;
        stage: SessionStage;
        signed_in_at: number;
        last_used_at: number | null;
      })
    | undefined;
  if (!row || row.expires_at <= now || row.disabled === 1) return undefined;
  const lastUsed = row.last_used_at ?? row.signed_in_at;
  // Not deleted here: the layout's loader and the page's read the same session in one request,
  // and each must see it idle (not unknown) to say why it was signed out.
  if (now - lastUsed >= IDLE_TIMEOUT_MS) return "idle";
  if (now - lastUsed >= TOUCH_MS) {
    sql(db, "UPDATE sessions SET last_used_at = ? WHERE id = ?").run(now, id);
  }
  return {
    id,
    staff: toAccount(row),
    stage: row.stage,
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at,
  };
}

/** The live session of a cookie token, or undefined (unknown, expired, idle, account disabled). */
export function readSession(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): Session | undefined {
  const session = lookUpSession(db, token, now);
  return session === "idle" ? undefined : session;
}

/** Ends a session that awaited its second factor and starts a full one (a new token). */
export function completeSignIn(db: Db, session: Session, device: string, now = Date.now()) {
  return db
    .transaction(() => {
      sql(db, "DELETE FROM sessions WHERE id = ?").run(session.id);
      return createSession(db, session.staff.id, { stage: "full", device }, now);
    })
    .immediate();
}

export interface SessionSummary {
  readonly id: string;
  readonly device: string;
  readonly createdAt: number;
  readonly lastUsedAt: number;
  readonly current: boolean;
}

/** An account's signed-in sessions, most recently used first. */
export function listSessions(db: Db, session: Session, now = Date.now()): SessionSummary[] {
  return (
    sql(
      db,
      `SELECT id, device, created_at, coalesce(last_used_at, created_at) AS last_used_at FROM sessions
        WHERE staff_id = ? AND stage = 'full' AND expires_at > ?
          AND coalesce(last_used_at, created_at) > ? ORDER BY last_used_at DESC`,
    ).all(session.staff.id, now, now - IDLE_TIMEOUT_MS) as {
      id: string;
      device: string;
      created_at: number;
      last_used_at: number;
    }[]
  ).map((row) => ({
    id: row.id,
    device: row.device,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    current: row.id === session.id,
  }));
}

/**
 * Ends every session of an account but the one that asks (its stored id), or all of them (the
 * command line); returns how many ended.
 */
export function endSessionsOf(db: Db, staffId: number, keep: string | null): number {
  return sql(db, "DELETE FROM sessions WHERE staff_id = ? AND id <> ?").run(staffId, keep ?? "")
    .changes;
}

/** Ends every session of the account but this one; returns how many ended. */
export function endOtherSessions(db: Db, session: Session): number {
  return endSessionsOf(db, session.staff.id, session.id);
}

export function endSession(db: Db, token: string | undefined): void {
  if (token) sql(db, "DELETE FROM sessions WHERE id = ?").run(sha256(token));
}

/**
 * Deletes the sessions past their 7 days. An idle session's row stays until then, refused: its
 * next request is told why it was signed out (`lookUpSession`).
 */
export function deleteExpiredSessions(db: Db, now = Date.now()): number {
  return sql(db, "DELETE FROM sessions WHERE expires_at <= ?").run(now).changes;
}

/** A line of the security log: sign-ins, refusals and account changes, never a secret. */
export function logSecurity(
  db: Db,
  actor: string,
  action: string,
  detail = "",
  now = Date.now(),
): void {
  sql(
    db,
    "INSERT INTO security_events (actor, action, detail, created_at) VALUES (?, ?, ?, ?)",
  ).run(actor.slice(0, 254), action, detail.slice(0, 500), new Date(now).toISOString());
}

/** How long the line of an anonymous refusal counts the same refusals after it. */
export const REFUSAL_LINE_MS = 60_000;

/**
 * The line of a refusal anyone can cause without signing in (a throttled sign-in, an unknown
 * invitation link), which names the client network (an IPv4 address, an IPv6 /64) it came from:
 * at most one a minute for the same actor, action and network; the same refusals within that
 * minute are counted in it. Otherwise anyone could write lines without end and bury real events.
 */
export function logRefusal(
  db: Db,
  actor: string,
  action: string,
  address: string,
  now = Date.now(),
) {
  const network = networkOf(address);
  db.transaction(() => {
    const counted = sql(
      db,
      `UPDATE security_events SET repeats = repeats + 1 WHERE id = (
         SELECT id FROM security_events WHERE actor = ? AND action = ? AND detail = ? AND created_at > ?
          ORDER BY id DESC LIMIT 1)`,
    ).run(
      actor.slice(0, 254),
      action,
      network,
      new Date(now - REFUSAL_LINE_MS).toISOString(),
    ).changes;
    if (counted === 0) logSecurity(db, actor, action, network, now);
  }).immediate();
}

export interface SecurityEvent {
  readonly id: number;
  readonly actor: string;
  readonly action: string;
  readonly detail: string;
  readonly createdAt: string;
  /** How many times it happened: more than once for a refusal repeated within its minute. */
  readonly repeats: number;
}

/** What the security log's page shows: lines with this text, within these office days. */
export interface SecurityFilter {
  /** A part of the actor, the action or the detail, in any case. */
  readonly text?: string;
  /** The first and last day (`YYYY-MM-DD`, East Africa Time). */
  readonly from?: string;
  readonly to?: string;
}

/**
 * The security log's filters from its page's address (`text`, `from`, `to`): the page and its CSV
 * find the same lines. Dates that are not days are ignored here; the page refuses them first
 * (`typedDateRange`).
 */
export function securityFilterFromSearch(params: URLSearchParams): SecurityFilter {
  const text = (params.get("text") ?? "").trim().slice(0, 254);
  const day = (name: "from" | "to") => {
    const value = params.get(name) ?? "";
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  return { text: text || undefined, from: day("from"), to: day("to") };
}

/**
 * An export's filters in words, for the access log ("From 2026-11-01 · With a search (its text is
 * not kept)"), as a leads export's: the text sought may be a client's address, so only that there
 * was one is kept.
 */
export function securityFilterWords(filter: SecurityFilter): string {
  return [
    accessFilterWords({ from: filter.from, to: filter.to }),
    filter.text ? staffText.accessWithSearch : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The security log's lines as CSV (`csvRows`), newest first, as its page lists them. */
export function securityCsv(events: readonly SecurityEvent[]): string {
  return csvRows([
    ["When (UTC)", "When (EAT)", "Who", "Action", "What", "Times"],
    ...events.map((event) => [
      event.createdAt,
      formatEat(event.createdAt),
      event.actor,
      event.action,
      event.detail,
      event.repeats,
    ]),
  ]);
}

/** The newest lines of the security log that match the filter, and how many match in all. */
export function securityEvents(
  db: Db,
  filter: SecurityFilter = {},
  limit = 200,
): { events: SecurityEvent[]; total: number } {
  const clauses: string[] = [];
  const params: string[] = [];
  if (filter.text) {
    clauses.push("instr(lower(actor || ' ' || action || ' ' || detail), lower(?)) > 0");
    params.push(filter.text);
  }
  const within = createdWithin(filter);
  clauses.push(...within.clauses);
  params.push(...within.params);
  const where = clauses.length ? `WHERE ${clauses.join(" AND ")}` : "";
  const events = sql(
    db,
    `SELECT id, actor, action, detail, created_at AS createdAt, repeats FROM security_events ${where}
      ORDER BY id DESC LIMIT ?`,
  ).all(...params, limit) as SecurityEvent[];
  const { total } = sql(db, `SELECT count(*) AS total FROM security_events ${where}`).get(
    ...params,
  ) as { total: number };
  return { events, total };
}

/**
 * Who a sign-in attempt is logged as: the account's e-mail address when the typed name is an
 * account's, "(none)" when nothing was typed, else "(unknown account)". What was typed is not
 * kept: a password typed into the e-mail field by mistake would otherwise be stored in the log.
 */
export function signInActor(db: Db, typed: string): string {
  if (typed.trim() === "") return "(none)";
  return findStaff(db, typed)?.email ?? "(unknown account)";
}

/** Months a line of the security log (with the client address of a sign-in) is kept. */
export const SECURITY_LOG_MONTHS = 12;

/** Deletes the security log's lines older than `SECURITY_LOG_MONTHS`; returns how many went. */
export function deleteOldSecurityEvents(db: Db, now = new Date()): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - SECURITY_LOG_MONTHS);
  return sql(db, "DELETE FROM security_events WHERE created_at < ?").run(cutoff.toISOString())
    .changes;
}

/** Constant-time comparison of a submitted CSRF token with the session's. */
export function csrfMatches(session: Session, submitted: unknown): boolean {
  if (typeof submitted !== "string") return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
