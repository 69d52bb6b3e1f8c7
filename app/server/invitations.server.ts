/**
 * Invitations: an administrator invites an address with a role; the invited person opens a
 * one-time link within 48 hours and chooses a password. Only the link token's SHA-256 is stored.
 * An administrator may withdraw a link not used yet.
 */
import { createHash, randomBytes } from "node:crypto";
import { sql, type Db } from "./db.server";
import {
  addStaff,
  checkNewAccount,
  checkNewAddress,
  logSecurity,
  StaffError,
  type StaffAccount,
  type StaffRole,
} from "./staff.server";

export const INVITATION_HOURS = 48;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes an invitation; returns the token for the link (shown once). */
export function createInvitation(
  db: Db,
  email: string,
  role: StaffRole,
  invitedBy: string,
  now = Date.now(),
): string {
  const address = email.trim().toLowerCase();
  // The same checks of the address as the account itself; its password is chosen with the link.
  checkNewAddress(db, address);
  const token = randomBytes(32).toString("base64url");
  sql(
    db,
    `INSERT INTO invitations (token_hash, email, role, invited_by, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(sha256(token), address, role, invitedBy, now, now + INVITATION_HOURS * 3_600_000);
  return token;
}

export type InvitationState =
  | { readonly status: "valid"; readonly email: string; readonly role: StaffRole }
  | { readonly status: "expired" | "used" | "withdrawn" | "unknown" };

export function readInvitation(db: Db, token: string, now = Date.now()): InvitationState {
  if (!token || token.length > 100) return { status: "unknown" };
  const row = sql(
    db,
    "SELECT email, role, expires_at, used_at, withdrawn_at FROM invitations WHERE token_hash = ?",
  ).get(sha256(token)) as
    | {
        email: string;
        role: StaffRole;
        expires_at: number;
        used_at: number | null;
        withdrawn_at: number | null;
      }
    | undefined;
  if (!row) return { status: "unknown" };
  if (row.used_at !== null) return { status: "used" };
  if (row.withdrawn_at !== null) return { status: "withdrawn" };
  if (row.expires_at <= now) return { status: "expired" };
  // Another invitation to the address (sent twice) made its account, or the command line did:
  // this one has done its work too.
  if (sql(db, "SELECT 1 FROM staff WHERE email = ?").get(row.email)) return { status: "used" };
  return { status: "valid", email: row.email, role: row.role };
}

/** Uses an invitation once: the account is made with the invited address and role. */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  now = Date.now(),
): Promise<StaffAccount> {
  const state = readInvitation(db, token, now);
  if (state.status !== "valid") throw new StaffError(state.status);
  await checkNewAccount(db, state.email, password);
  // Claimed before the slow password hash: a second use of the link fails here.
  const claimed = sql(
    db,
    "UPDATE invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND withdrawn_at IS NULL",
  ).run(now, sha256(token)).changes;
  if (claimed !== 1) throw new StaffError("used");
  return addStaff(db, state.email, password, state.role);
}

export interface PendingInvitation {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
  readonly invitedBy: string;
  readonly expiresAt: number;
}

/**
 * Invitations not yet used nor expired, for the accounts page: not those to an address that has
 * its account already (made with another invitation to it, or by the command line).
 */
export function pendingInvitations(db: Db, now = Date.now()): PendingInvitation[] {
  return sql(
    db,
    `SELECT id, email, role, invited_by AS invitedBy, expires_at AS expiresAt FROM invitations
      WHERE used_at IS NULL AND withdrawn_at IS NULL AND expires_at > ?
        AND email NOT IN (SELECT email FROM staff)
      ORDER BY created_at DESC`,
  ).all(now) as PendingInvitation[];
}

/**
 * Withdraws an invitation not used yet (nor expired): its link answers 410 from now on. Returns
 * its address, or undefined when there is no such pending invitation.
 */
export function withdrawInvitation(
  db: Db,
  id: number,
  by: string,
  now = Date.now(),
): string | undefined {
  const row = sql(
    db,
    `UPDATE invitations SET withdrawn_at = ?, withdrawn_by = ?
      WHERE id = ? AND used_at IS NULL AND withdrawn_at IS NULL AND expires_at > ?
      RETURNING email`,
  ).get(now, by, id, now) as { email: string } | undefined;
  return row?.email;
}

/**
 * Withdraws every pending invitation an account made, once it may no longer invite (disabled, or
 * no longer an administrator): a link it sent must not make an account after it, least of all an
 * administrator's. Each is withdrawn by "system" and logged so. Returns their addresses.
 */
export function withdrawInvitationsFrom(
  db: Db,
  inviter: string,
  why: "disabled" | "no longer an administrator",
  now = Date.now(),
): string[] {
  const rows = sql(
    db,
    `UPDATE invitations SET withdrawn_at = ?, withdrawn_by = 'system'
      WHERE invited_by = ? AND used_at IS NULL AND withdrawn_at IS NULL AND expires_at > ?
      RETURNING email`,
  ).all(now, inviter, now) as { email: string }[];
  for (const { email } of rows) {
    logSecurity(db, "system", "invitation withdrawn", `${email}: ${inviter} is ${why}`);
  }
  return rows.map((row) => row.email);
}
