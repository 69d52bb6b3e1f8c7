import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/invite";
import { buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { NarrowCard } from "~/components/staff/narrow-card";
import { staffText } from "~/content/staff";
import { deviceName } from "~/lib/device-name";
import { BodyTooLarge, isSameOrigin, parseForm } from "~/server/guard.server";
import { acceptInvitation, readInvitation } from "~/server/invitations.server";
import { getRuntime } from "~/server/runtime.server";
import { sessionCookie } from "~/server/staff-auth.server";
import { createSession, logRefusal, logSecurity, StaffError } from "~/server/staff.server";
import { clientAddressContext } from "~/server/context.server";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.invite;

/**
 * An invitation that cannot be used: 410 for an expired, used or withdrawn link, 404 for an
 * unknown one.
 */
function refuse(status: "expired" | "used" | "withdrawn" | "unknown"): never {
  throw data({ message: text[status] }, { status: status === "unknown" ? 404 : 410 });
}

/**
 * Logs a refused link, which anyone can open: one line a minute per kind and client network,
 * counting the repeats.
 */
function logRefused(status: string, context: Route.LoaderArgs["context"]) {
  const address = context.get(clientAddressContext);
  logRefusal(getRuntime().db, "(invitation)", `refused ${status} invitation`, address);
}

export function loader({ params, context }: Route.LoaderArgs) {
  const rt = getRuntime();
  const invitation = readInvitation(rt.db, params.token);
  if (invitation.status !== "valid") {
    logRefused(invitation.status, context);
    refuse(invitation.status);
  }
  return { email: invitation.email, role: invitation.role };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const rt = getRuntime();
  if (!isSameOrigin(request)) {
    return data({ error: "This form can only be sent from this page." }, { status: 403 });
  }
  let form: Record<string, string> | undefined;
  try {
    form = await parseForm(request, 16 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLarge) return data({ error: "Too much text." }, { status: 413 });
    throw error;
  }
  const invitation = readInvitation(rt.db, params.token);
  if (invitation.status !== "valid") {
    logRefused(invitation.status, context);
    refuse(invitation.status);
  }
  try {
    const account = await acceptInvitation(rt.db, params.token, form?.password ?? "");
    const device = deviceName(request.headers.get("user-agent"));
    logSecurity(rt.db, account.email, "joined", `as ${account.role}`);
    const token = createSession(rt.db, account.id, { device });
    // Administrators go on to set up two-factor sign-in, which their role requires.
    return redirect(account.role === "administrator" ? "/staff/security?required" : "/staff", {
      headers: { "Set-Cookie": sessionCookie(request, rt, token) },
    });
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    if (error.message === "used" || error.message === "expired" || error.message === "withdrawn") {
      refuse(error.message);
    }
    return data({ error: error.message }, { status: 422 });
  }
}

export const meta = () => staffMeta(text.title);

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NarrowCard
      title={text.title}
      intro={text.intro(loaderData.email, staffText.roles[loaderData.role].toLowerCase())}
    >
      <Form method="post" className="mt-6 grid gap-5">
        {/* The account's name, read only: password managers save the new password under it. */}
        <Field label={staffText.email} name="username" required>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="username"
              value={loaderData.email}
              readOnly
              className={`${control.className} bg-stone-100`}
            />
          )}
        </Field>
        <Field
          label={text.password}
          hint={text.passwordHint}
          name="password"
          required
          error={actionData?.error}
        >
          {(control) => <input {...control} type="password" autoComplete="new-password" />}
        </Field>
        <button type="submit" className={buttonClasses("secondary", "justify-self-start px-7")}>
          {text.create}
        </button>
      </Form>
    </NarrowCard>
  );
}
