import { data, redirect } from "react-router";
import type { Route } from "./+types/accounts";
import { AccountList, InviteLink, PendingInvitations } from "~/components/staff/account-list";
import { PostForm } from "~/components/staff/post-form";
import { StaffSection } from "~/components/staff/staff-section";
import { buttonClasses } from "~/components/ui/button";
import { ErrorSummary, Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import {
  createInvitation,
  pendingInvitations,
  withdrawInvitation,
} from "~/server/invitations.server";
import { getRuntime } from "~/server/runtime.server";
import { publicUrlWarning } from "~/server/config.server";
import { access, mayBeAssigned, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import { openLeadsOf } from "~/server/enquiries.server";
import {
  getStaff,
  listStaff,
  logSecurity,
  setStaffDisabled,
  setStaffRole,
  StaffError,
} from "~/server/staff.server";
import { isStaffRole, staffRoles, type StaffRole } from "~/lib/staff-roles";
import { staffMeta } from "~/lib/staff-meta";
import { StatusNote } from "~/components/staff/staff-page-head";

const text = staffText.accounts;

export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.accounts);
  const query = new URL(request.url).searchParams;
  const changed = Number(query.get("account"));
  const accounts = listStaff(rt.db);
  const account = accounts.find((item) => item.id === changed);
  return {
    csrf: session.csrfToken,
    self: session.staff.id,
    done: query.get("done"),
    /** The account a change was made to, which its note names. */
    changed,
    // Disabled or out of sales: the open leads it still holds wait on nobody, so the note says so.
    heldLeads: account && !mayBeAssigned(account) ? openLeadsOf(rt.db, account.id) : 0,
    accounts,
    invitations: pendingInvitations(rt.db).map((invitation) => ({
      ...invitation,
      expires: formatEat(new Date(invitation.expiresAt).toISOString()),
    })),
  };
}

type ActionResult = {
  error?: string;
  field?: string;
  link?: string;
  /** The address an invitation link begins with when the server's own is not set (PUBLIC_URL). */
  unsetAddress?: string;
  email?: string;
  /** The role an invitation was refused with: the form keeps it. */
  role?: string;
};

export async function action({ request }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.accounts);
  const actor = session.staff.email;
  try {
    switch (form.intent) {
      case "invite": {
        const role = form.role;
        const email = (form.email ?? "").trim().slice(0, 254);
        if (!isStaffRole(role)) {
          return data<ActionResult>(
            { error: "Choose a role.", field: "role", email },
            { status: 422 },
          );
        }
        const token = createInvitation(rt.db, email, role, actor);
        logSecurity(rt.db, actor, "invited", `${email.toLowerCase()} as ${role}`);
        return data<ActionResult>({
          link: `${rt.config.publicUrl}/staff/invite/${token}`,
          email: email.toLowerCase(),
          unsetAddress: publicUrlWarning(process.env, rt.config) ? rt.config.publicUrl : undefined,
        });
      }
      case "role": {
        const account = getStaff(rt.db, Number(form.id));
        if (!account || !isStaffRole(form.role)) break;
        // The role the account has already: nothing changes, nobody is signed out.
        if (account.role === form.role) return redirect("/staff/accounts");
        setStaffRole(rt.db, account.id, form.role, session.id);
        logSecurity(
          rt.db,
          actor,
          "role changed",
          `${account.email}: ${account.role} → ${form.role}`,
        );
        return redirect(`/staff/accounts?done=role&account=${account.id}`);
      }
      case "disable":
      case "enable": {
        const account = getStaff(rt.db, Number(form.id));
        if (!account) break;
        setStaffDisabled(rt.db, account.id, form.intent === "disable");
        logSecurity(
          rt.db,
          actor,
          form.intent === "disable" ? "disabled" : "enabled",
          account.email,
        );
        return redirect(
          `/staff/accounts?done=${form.intent === "disable" ? "disabled" : "enabled"}&account=${account.id}`,
        );
      }
      case "withdraw": {
        // A link sent to the wrong address: it stops working now, not in 48 hours.
        const email = withdrawInvitation(rt.db, Number(form.id), actor);
        if (!email) {
          return data<ActionResult>({ error: text.noSuchInvitation }, { status: 404 });
        }
        logSecurity(rt.db, actor, "invitation withdrawn", email);
        return redirect("/staff/accounts?done=withdrawn");
      }
      default:
        return data<ActionResult>({ error: staffText.unknownAction }, { status: 400 });
    }
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    logSecurity(rt.db, actor, "refused", error.message);
    return data<ActionResult>(
      {
        error: error.message,
        field: form.intent === "invite" ? "email" : undefined,
        email: form.email,
        role: form.role,
      },
      { status: 422 },
    );
  }
  return data<ActionResult>({ error: "There is no such account." }, { status: 404 });
}

export const meta = () => staffMeta(text.title);

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, self, done, changed, heldLeads, accounts, invitations } = loaderData;
  const result = actionData as ActionResult | undefined;
  const note =
    done && !result
      ? doneNote(
          done,
          accounts.find((item) => item.id === changed),
        )
      : null;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{text.title}</h1>
        <p className="mt-2 text-stone-700">{text.intro}</p>
      </div>
      {/*
       * A refused invitation's problem on top, named and linked to its field, and focused: on a
       * phone the form is below the list of accounts.
       */}
      {result?.error && (result.field === "email" || result.field === "role") ? (
        <ErrorSummary
          errors={[[result.field, result.error]]}
          labels={{ email: text.email, role: text.role }}
          message={staffText.content.invalid(1)}
        />
      ) : result?.error ? (
        <p
          role="alert"
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-red-900"
        >
          {result.error}
        </p>
      ) : note ? (
        <StatusNote>
          {note}
          {heldLeads > 0 && (done === "disabled" || done === "role") ? (
            <>
              {" "}
              {text.heldLeads(heldLeads)}{" "}
              <a href={`/staff?assignee=${changed}`} className="font-semibold underline">
                {text.heldLeadsLink}
              </a>
            </>
          ) : null}
        </StatusNote>
      ) : null}
      <AccountList accounts={accounts} self={self} csrf={csrf} />

      <StaffSection id="invite" title={text.invite}>
        <p className="mt-2 text-sm text-stone-700">{text.inviteHint}</p>
        {result?.link ? (
          <InviteLink
            email={result.email ?? ""}
            link={result.link}
            unsetAddress={result.unsetAddress}
          />
        ) : null}
        <PostForm
          csrf={csrf}
          intent="invite"
          className="mt-4 grid gap-5 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        >
          <Field
            label={text.email}
            name="email"
            required
            error={result?.field === "email" ? result.error : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                spellCheck={false}
                defaultValue={result?.link ? "" : (result?.email ?? "")}
              />
            )}
          </Field>
          <Field
            label={text.role}
            name="role"
            required
            error={result?.field === "role" ? result.error : undefined}
          >
            {(control) => (
              <select
                {...control}
                defaultValue={!result?.link && isStaffRole(result?.role) ? result.role : "sales"}
              >
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {staffText.roles[role]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className={buttonClasses("secondary", "px-6")}>
            {text.sendInvite}
          </button>
        </PostForm>
        <PendingInvitations invitations={invitations} csrf={csrf} />
      </StaffSection>
    </div>
  );
}

/** What the change the address names did, to whose account (a withdrawn invitation has none). */
function doneNote(
  done: string,
  account: { email: string; role: StaffRole; disabled: boolean } | undefined,
): string | null {
  if (done === "withdrawn") return text.withdrawn;
  if (!account) return null;
  if (done === "role") return text.roleChanged(account.email, staffText.roles[account.role]);
  if (done === "disabled" && account.disabled) return text.accountDisabled(account.email);
  if (done === "enabled" && !account.disabled) return text.accountEnabled(account.email);
  return null;
}
