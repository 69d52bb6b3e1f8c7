import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { Field } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button";
import { NarrowCard } from "~/components/staff/narrow-card";
import { staffText } from "~/content/staff";
import { clientAddressContext } from "~/server/context.server";
import { BodyTooLarge, isSameOrigin, parseForm } from "~/server/guard.server";
import { getRuntime } from "~/server/runtime.server";
import {
  browserCookie,
  browserKey,
  readCookie,
  safeNext,
  SESSION_COOKIE,
  sessionCookie,
} from "~/server/staff-auth.server";
import { deviceName } from "~/lib/device-name";
import { createSession, logSecurity, readSession } from "~/server/staff.server";
import { checkSignInPassword } from "~/server/sign-in.server";
import { codeRetryAfter } from "~/server/sign-in-failures.server";
import { passHeaders } from "~/lib/route-headers";
import { staffMeta } from "~/lib/staff-meta";

/** A throttled sign-in's Retry-After, with the layout's headers. */
export const headers = passHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const session = readSession(rt.db, readCookie(request, SESSION_COOKIE));
  if (session?.stage === "code") {
    throw redirect(`/staff/sign-in/code?next=${encodeURIComponent(next)}`);
  }
  if (session) throw redirect(next);
  // Sent here by a session that ended after 2 hours without activity (`IDLE_TIMEOUT_MS`).
  const idle = new URL(request.url).searchParams.has("idle");
  return { next, idle };
}

export async function action({ request, context }: Route.ActionArgs) {
  const rt = getRuntime();
  if (!isSameOrigin(request)) {
    return data(
      { error: "This form can only be sent from the staff inbox itself.", email: "" },
      { status: 403 },
    );
  }
  let form: Record<string, string> | undefined;
  try {
    form = await parseForm(request, 16 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return data({ error: "Too much text.", email: "" }, { status: 413 });
    throw error;
  }
  const email = (form?.email ?? "").trim().toLowerCase().slice(0, 254);
  const address = context.get(clientAddressContext);
  const { signInAddress } = rt.limits;
  const browser = browserKey(request);
  const step = await checkSignInPassword(
    rt.db,
    signInAddress,
    email,
    form?.password ?? "",
    address,
    browser,
  );
  if ("throttled" in step) {
    return data(
      { error: staffText.throttled, email },
      { status: 429, headers: { "Retry-After": String(step.throttled) } },
    );
  }
  // One refusal for every case: a disabled account is not told apart from a wrong password.
  if ("refused" in step) return data({ error: staffText.wrongPassword, email }, { status: 401 });
  const { account } = step;
  // The browser keeps its key: remembered with the account, it lets its owner through the limits
  // that count every account together (someone guessing elsewhere, colleagues mistyping here).
  const cookies = (token: string) => {
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(request, rt, token));
    headers.append("Set-Cookie", browserCookie(request, rt, browser));
    return headers;
  };
  const next = safeNext(form?.next ?? null);
  const device = deviceName(request.headers.get("user-agent"));
  // Too many wrong codes ended the last attempt: say so now, not after the next code.
  const codeWait = account.twoFactor ? codeRetryAfter(rt.db, account.id) : 0;
  if (codeWait > 0) {
    logSecurity(rt.db, account.email, "code throttled", address);
    return data(
      { error: staffText.codeThrottled, email },
      { status: 429, headers: { "Retry-After": String(codeWait) } },
    );
  }
  if (account.twoFactor) {
    // The password alone opens only the second step, for ten minutes.
    const token = createSession(rt.db, account.id, { stage: "code", device });
    return redirect(`/staff/sign-in/code?next=${encodeURIComponent(next)}`, {
      headers: cookies(token),
    });
  }
  const token = createSession(rt.db, account.id, { device });
  logSecurity(rt.db, account.email, "signed in", device);
  return redirect(next, { headers: cookies(token) });
}

export const meta = () => staffMeta(staffText.signInTitle);

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NarrowCard
      title={staffText.signInTitle}
      intro={staffText.signInIntro}
      error={actionData?.error}
    >
      {loaderData.idle && !actionData ? (
        <p
          role="status"
          className="mt-5 rounded-xl bg-sun-50 p-3 text-stone-900 ring-1 ring-sun-600/40"
        >
          {staffText.signedOutIdle}
        </p>
      ) : null}
      <Form method="post" className="mt-6 grid gap-5">
        <input type="hidden" name="next" value={loaderData.next} />
        <Field label={staffText.email} name="email" required>
          {(control) => (
            <input
              {...control}
              // The account's name for password managers (`username` is a text control's token);
              // the e-mail keyboard on phones.
              type="text"
              inputMode="email"
              autoComplete="username"
              defaultValue={actionData?.email ?? ""}
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={staffText.password} name="password" required>
          {(control) => <input {...control} type="password" autoComplete="current-password" />}
        </Field>
        <button type="submit" className={buttonClasses("secondary", "justify-self-start px-7")}>
          {staffText.signIn}
        </button>
      </Form>
    </NarrowCard>
  );
}
