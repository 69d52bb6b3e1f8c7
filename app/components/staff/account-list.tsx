import { buttonClasses } from "~/components/ui/button";
import { staffText } from "~/content/staff";
import { PostForm } from "./post-form";
import type { StaffRole } from "~/lib/staff-roles";

const text = staffText.accounts;
const roles = Object.keys(staffText.roles) as StaffRole[];

interface Account {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
  readonly disabled: boolean;
  readonly twoFactor: boolean;
}

/** Every account: its role (changeable), two-factor and status; one's own is read only. */
export function AccountList({
  accounts,
  self,
  csrf,
}: {
  accounts: readonly Account[];
  self: number;
  csrf: string;
}) {
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {accounts.map((account) => (
        <li
          key={account.id}
          className="grid gap-3 px-4 py-4 sm:grid-cols-[1fr_auto_6.5rem] sm:items-center sm:gap-6"
        >
          <div className="min-w-0">
            <p className="font-semibold break-all">
              {account.email}
              {account.id === self ? (
                <span className="font-normal text-stone-600"> ({text.you})</span>
              ) : null}
            </p>
            <p className="text-sm text-stone-700">
              {staffText.roles[account.role]} · {text.twoFactor}:{" "}
              {account.twoFactor ? text.on : text.off} ·{" "}
              <span className={account.disabled ? "font-semibold text-red-800" : ""}>
                {account.disabled ? text.disabled : text.active}
              </span>
            </p>
          </div>
          {account.id === self ? null : (
            <>
              <PostForm csrf={csrf} intent="role" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="id" value={account.id} />
                {/* "Role" is what shows, the same width on every row so the lists line up (a
                    select is as wide as its chosen role without one: app.css); the rest of the
                    label, read out, says whose role it is. */}
                <label className="grid text-sm font-semibold text-stone-800">
                  <span>
                    {text.role}
                    <span className="sr-only">{text.roleOf(account.email)}</span>
                  </span>
                  <select
                    name="role"
                    defaultValue={account.role}
                    className="mt-1 w-44 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base font-normal"
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {staffText.roles[role]}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className={buttonClasses("outline", "px-4")}>
                  {text.changeRole}
                </button>
              </PostForm>
              <PostForm csrf={csrf} className="sm:self-end">
                <input type="hidden" name="id" value={account.id} />
                <button
                  type="submit"
                  name="intent"
                  value={account.disabled ? "enable" : "disable"}
                  aria-label={
                    account.disabled
                      ? text.enableFor(account.email)
                      : text.disableFor(account.email)
                  }
                  className={buttonClasses("outline", "px-4 sm:w-full")}
                >
                  {account.disabled ? text.enable : text.disable}
                </button>
              </PostForm>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The link just made, to copy and send: shown once (only its hash is stored). */
export function InviteLink({
  email,
  link,
  unsetAddress,
}: {
  email: string;
  link: string;
  /** The address the link begins with when the server's own (PUBLIC_URL) is not set. */
  unsetAddress?: string;
}) {
  return (
    <div role="status" className="mt-4 rounded-xl border-2 border-sun-600 bg-sun-50 p-4">
      <p className="font-semibold">{text.inviteLink(email)}</p>
      <p className="mt-2 font-mono text-sm break-all select-all">{link}</p>
      {unsetAddress ? (
        <p className="mt-3 text-sm text-stone-800">{text.inviteAddressUnset(unsetAddress)}</p>
      ) : null}
    </div>
  );
}

interface Invitation {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
  readonly invitedBy: string;
  readonly expires: string;
}

/** Invitations not used yet, each with "Withdraw" for a link sent to the wrong address. */
export function PendingInvitations({
  invitations,
  csrf,
}: {
  invitations: readonly Invitation[];
  csrf: string;
}) {
  if (invitations.length === 0) return null;
  return (
    <>
      <h3 className="mt-6 font-bold">{text.pending}</h3>
      <ul className="mt-2 grid gap-3 text-sm">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2"
          >
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <strong>{invitation.email}</strong> · {staffText.roles[invitation.role]} ·{" "}
              {text.invitedBy} {invitation.invitedBy} · {text.expires} {invitation.expires}
            </span>
            <PostForm csrf={csrf} intent="withdraw">
              <input type="hidden" name="id" value={invitation.id} />
              <button
                type="submit"
                aria-label={text.withdrawFor(invitation.email)}
                className={buttonClasses("outline", "px-4")}
              >
                {text.withdraw}
              </button>
            </PostForm>
          </li>
        ))}
      </ul>
    </>
  );
}
