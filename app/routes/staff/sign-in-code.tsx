import { createContext, data, Form, redirect, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/sign-in-code";
import { Field } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button";
import { NarrowCard } from "~/components/staff/narrow-card";
import { staffText } from "~/content/staff";
import { deviceName } from "~/lib/device-name";
import { passHeaders } from "~/lib/route-headers";
import { BodyTooLarge, isSameOrigin, parseForm } from "~/server/guard.server";
import { getRuntime } from "~/server/runtime.server";
import { readCookie, safeNext, SESSION_COOKIE, sessionCookie } from "~/server/staff-auth.server";
import {
  completeSignIn,
  csrfMatches,
  endSession,
  logSecurity,
  readSession,
} from "~/server/staff.server";
import { verifySecondFactor } from "~/server/two-factor.server";
import { clearWrongCodes, codeRetryAfter, countWrongCode } from "~/server/sign-in-failures.server";
import { staffMeta } from "~/lib/staff-meta";

/** The 429 of a throttled code, with its Retry-After and its cookie's removal. */
export const headers = passHeaders;

/**
 * Set by the action when too many wrong codes ended the attempt (and its session): the loader,
 * which runs after it in the same request, then shows the page with the action's 429 instead of
 * sending the person to sign in, which would hide why.
 */
const attemptEnded = createContext(false);

/** The password was right: this step asks for the second factor, within ten minutes. */
function pendingSession(request: Request) {
  const rt = getRuntime();
  const session = readSession(rt.db, readCookie(request, SESSION_COOKIE));
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (!session) throw redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`);
  if (session.stage === "full") throw redirect(next);
  return { rt, session, next };
}

export function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(attemptEnded)) return { next: "/staff", csrf: "", ended: true };
  const { session, next } = pendingSession(request);
  return { next, csrf: session.csrfToken, ended: false };
}

/** Ends the attempt after too many wrong codes: 429, the session and its cookie gone. */
function throttled(
  request: Request,
  context: Readonly<RouterContextProvider>,
  staff: { readonly id: number; readonly email: string },
) {
  const rt = getRuntime();
  logSecurity(rt.db, staff.email, "code throttled");
  endSession(rt.db, readCookie(request, SESSION_COOKIE));
  context.set(attemptEnded, true);
  return data(
    { error: staffText.codeThrottled },
    {
      status: 429,
      headers: {
        "Retry-After": String(codeRetryAfter(rt.db, staff.id)),
        "Set-Cookie": sessionCookie(request, rt, null),
      },
    },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { rt, session, next } = pendingSession(request);
  let form: Record<string, string> | undefined;
  try {
    form = await parseForm(request, 16 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLarge) return data({ error: "Too much text." }, { status: 413 });
    throw error;
  }
  if (!isSameOrigin(request) || !form || !csrfMatches(session, form.csrf)) {
    return data({ error: "This page had expired. Please sign in again." }, { status: 403 });
  }
  const email = session.staff.email;
  if (form.intent === "cancel") {
    endSession(rt.db, readCookie(request, SESSION_COOKIE));
    return redirect("/staff/sign-in", {
      headers: { "Set-Cookie": sessionCookie(request, rt, null) },
    });
  }
  // Codes are throttled like passwords, in the database: five wrong ones in 15 minutes end the
  // attempt, at once (the fifth is answered with the lockout) and for the rest of the 15 minutes.
  const staff = session.staff;
  if (codeRetryAfter(rt.db, staff.id) > 0) return throttled(request, context, staff);
  const result = verifySecondFactor(rt.db, session.staff.id, (form.code ?? "").slice(0, 40));
  if (result === "wrong" || result === "reused") {
    countWrongCode(rt.db, staff.id);
    logSecurity(rt.db, email, result === "wrong" ? "wrong code" : "reused code");
    if (codeRetryAfter(rt.db, staff.id) > 0) return throttled(request, context, staff);
    return data(
      { error: result === "wrong" ? staffText.wrongCode : staffText.reusedCode },
      { status: 401 },
    );
  }
  clearWrongCodes(rt.db, staff.id);
  const device = deviceName(request.headers.get("user-agent"));
  const token = completeSignIn(rt.db, session, device);
  logSecurity(
    rt.db,
    email,
    "signed in",
    `${device}, ${result === "totp" ? "authenticator code" : "recovery code"}`,
  );
  return redirect(next, { headers: { "Set-Cookie": sessionCookie(request, rt, token) } });
}

export const meta = () => staffMeta(staffText.codeTitle);

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.ended) {
    // The attempt is over: no form to send, the way back to the password.
    return (
      <NarrowCard
        title={staffText.codeTitle}
        intro={staffText.codeIntro}
        error={actionData?.error ?? staffText.codeThrottled}
      >
        <p className="mt-6">
          <a href="/staff/sign-in" className="font-semibold text-field-800 underline">
            {staffText.backToSignIn}
          </a>
        </p>
      </NarrowCard>
    );
  }
  return (
    <NarrowCard title={staffText.codeTitle} intro={staffText.codeIntro} error={actionData?.error}>
      <Form method="post" className="mt-6 grid gap-5">
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <Field label={staffText.code} hint={staffText.codeHint} name="code" required>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
            />
          )}
        </Field>
        <button type="submit" className={buttonClasses("secondary", "justify-self-start px-7")}>
          {staffText.verify}
        </button>
      </Form>
      <Form method="post" className="mt-4">
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <button
          type="submit"
          name="intent"
          value="cancel"
          className="font-semibold text-field-800 underline"
        >
          {staffText.cancelSignIn}
        </button>
      </Form>
    </NarrowCard>
  );
}
