import { data, redirect } from "react-router";
import type { Route } from "./+types/security";
import { buttonClasses } from "~/components/ui/button";
import { ErrorSummary, Field } from "~/components/ui/field";
import { RecoveryCodes, SessionList, TwoFactorSetup } from "~/components/staff/account-security";
import { PostForm } from "~/components/staff/post-form";
import { StaffSection } from "~/components/staff/staff-section";
import { staffText } from "~/content/staff";
import { clientAddressContext } from "~/server/context.server";
import { getRuntime } from "~/server/runtime.server";
import {
  clearWrongPasswords,
  countWrongPassword,
  passwordRetryAfter,
} from "~/server/sign-in-failures.server";
import {
  access,
  browserKey,
  readCookie,
  requireStaff,
  requireStaffPost,
  SESSION_COOKIE,
  sessionCookie,
} from "~/server/staff-auth.server";
import {
  changePassword,
  endOtherSessions,
  endSession,
  isOwnPassword,
  listSessions,
  logSecurity,
  StaffError,
  WrongCurrentPassword,
} from "~/server/staff.server";
import {
  confirmEnrolment,
  enrolmentPending,
  disableTwoFactor,
  newRecoveryCodes,
  startEnrolment,
  unusedRecoveryCodes,
} from "~/server/two-factor.server";
import { formatEat } from "~/lib/staff-time";
import { staffMeta } from "~/lib/staff-meta";
import { passHeaders } from "~/lib/route-headers";
import { StatusNote } from "~/components/staff/staff-page-head";

const text = staffText.security;

/** A throttled password's Retry-After, with the layout's headers. */
export const headers = passHeaders;

/** The password field of the two-factor form (the password form's is `current`). */
const TWO_FACTOR_PASSWORD = "two-factor-password";

/** The page's fields by name, in its order: the error summary names the one refused. */
const fieldLabels = {
  code: staffText.code,
  [TWO_FACTOR_PASSWORD]: text.twoFactorPassword,
  current: text.currentPassword,
  password: text.newPassword,
};

export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.self);
  const params = new URL(request.url).searchParams;
  const { staff } = session;
  return {
    csrf: session.csrfToken,
    required: params.has("required") && !staff.twoFactor,
    notice: params.get("done"),
    ended: Math.max(0, Math.floor(Number(params.get("n")) || 0)),
    twoFactor: staff.twoFactor,
    mayTurnOff: staff.role !== "administrator",
    recoveryLeft: staff.twoFactor ? unusedRecoveryCodes(rt.db, staff.id) : 0,
    enrolment: staff.twoFactor ? null : startEnrolment(rt.db, staff.id, staff.email),
    sessions: listSessions(rt.db, session).map((entry) => ({
      key: entry.id.slice(0, 12),
      device: entry.device || "Unknown device",
      signedIn: formatEat(new Date(entry.createdAt).toISOString()),
      lastUsed: formatEat(new Date(entry.lastUsedAt).toISOString()),
      current: entry.current,
    })),
  };
}

type ActionResult = { error?: string; field?: string; codes?: string[]; ended?: number };

/** The security log's detail of a change that signed out the account's other sessions. */
const othersEnded = (n: number) => `${n} other session${n === 1 ? "" : "s"} ended`;

export async function action({ request, context }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.self);
  const { staff } = session;
  const address = context.get(clientAddressContext);
  const done = (what: string, ended = 0) =>
    redirect(`/staff/security?done=${what}${ended > 0 ? `&n=${ended}` : ""}`);
  // The password a change asks for counts against the sign-in limit (5 wrong in 15 minutes for
  // the account from this address): a session alone cannot guess it, or change the second factor.
  const blocked = (field: string, what: string) => {
    const wait = passwordRetryAfter(rt.db, staff.email, address, Date.now(), browserKey(request));
    if (wait === 0) return undefined;
    logSecurity(rt.db, staff.email, "password throttled", `${what}, ${address}`);
    return data<ActionResult>(
      { error: text.passwordThrottled(Math.ceil(wait / 60)), field },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  };
  const wrongPassword = (field: string, what: string, message: string) => {
    countWrongPassword(rt.db, staff.email, address, Date.now(), browserKey(request));
    logSecurity(rt.db, staff.email, "wrong password", `${what}, ${address}`);
    return data<ActionResult>({ error: message, field }, { status: 422 });
  };
  /** The two-factor form's password: undefined when right, else the refusal. */
  const confirmSecondFactorChange = async (what: string) => {
    const refusal = blocked(TWO_FACTOR_PASSWORD, what);
    if (refusal) return refusal;
    if (!(await isOwnPassword(rt.db, staff.id, form[TWO_FACTOR_PASSWORD] ?? ""))) {
      return wrongPassword(TWO_FACTOR_PASSWORD, what, text.twoFactorPasswordWrong);
    }
    clearWrongPasswords(rt.db, staff.email, address);
    return undefined;
  };
  switch (form.intent) {
    case "enrol": {
      // A session alone (a computer left signed in) cannot tie the account to someone else's app.
      const refusal = await confirmSecondFactorChange("two-factor set-up");
      if (refusal) return refusal;
      // A set-up left over 30 minutes has a new secret, shown by the page that answers.
      if (!enrolmentPending(rt.db, staff.id))
        return data<ActionResult>({ error: text.confirmExpired, field: "code" }, { status: 422 });
      // Sessions opened with the password alone end: they gave no second factor.
      const enrolled = confirmEnrolment(
        rt.db,
        staff.id,
        (form.code ?? "").slice(0, 20),
        session.id,
      );
      if (!enrolled) {
        logSecurity(rt.db, staff.email, "wrong code", "two-factor set-up");
        return data<ActionResult>({ error: text.confirmWrong, field: "code" }, { status: 422 });
      }
      logSecurity(rt.db, staff.email, "two-factor on", othersEnded(enrolled.ended));
      // Shown once, in this answer: only their hashes are kept.
      return data<ActionResult>(enrolled);
    }
    case "new-codes": {
      if (!staff.twoFactor) return done("none");
      const refusal = await confirmSecondFactorChange("new recovery codes");
      if (refusal) return refusal;
      const made = newRecoveryCodes(rt.db, staff.id, session.id);
      logSecurity(rt.db, staff.email, "new recovery codes", othersEnded(made.ended));
      return data<ActionResult>(made);
    }
    case "turn-off": {
      if (staff.role === "administrator") {
        logSecurity(rt.db, staff.email, "refused", "turn off two-factor");
        return data<ActionResult>({ error: text.turnOffRefused }, { status: 403 });
      }
      const refusal = await confirmSecondFactorChange("turn off two-factor");
      if (refusal) return refusal;
      const ended = disableTwoFactor(rt.db, staff.id, session.id);
      logSecurity(rt.db, staff.email, "two-factor off", othersEnded(ended));
      return done("off", ended);
    }
    case "end-others": {
      const ended = endOtherSessions(rt.db, session);
      logSecurity(rt.db, staff.email, "signed out elsewhere", String(ended));
      return redirect(`/staff/security?done=others&n=${ended}`);
    }
    case "end-all":
      endOtherSessions(rt.db, session);
      endSession(rt.db, readCookie(request, SESSION_COOKIE));
      logSecurity(rt.db, staff.email, "signed out everywhere");
      return redirect("/staff/sign-in", {
        headers: { "Set-Cookie": sessionCookie(request, rt, null) },
      });
    case "password": {
      const refusal = blocked("current", "password change");
      if (refusal) return refusal;
      try {
        await changePassword(rt.db, session, form.current ?? "", form.password ?? "");
      } catch (error) {
        if (error instanceof WrongCurrentPassword) {
          return wrongPassword("current", "password change", error.message);
        }
        if (!(error instanceof StaffError)) throw error;
        logSecurity(rt.db, staff.email, "password change refused", error.message);
        return data<ActionResult>({ error: error.message, field: "password" }, { status: 422 });
      }
      clearWrongPasswords(rt.db, staff.email, address);
      logSecurity(rt.db, staff.email, "password changed");
      return done("password");
    }
    default:
      return data<ActionResult>({ error: staffText.unknownAction }, { status: 400 });
  }
}

export const meta = () => staffMeta(text.title);

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const {
    csrf,
    required,
    notice,
    ended,
    twoFactor,
    mayTurnOff,
    recoveryLeft,
    enrolment,
    sessions,
  } = loaderData;
  const result = actionData as ActionResult | undefined;
  const noticeText =
    notice === "password"
      ? text.passwordChanged
      : notice === "off"
        ? text.turnedOff(ended)
        : notice === "others"
          ? text.endedOthers(ended)
          : null;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{text.title}</h1>
      {/*
       * A refused form's problem on top, as the other staff forms show theirs, linked to its
       * field further down: the password form is a long scroll below on a phone.
       */}
      {result?.error ? (
        <ErrorSummary
          errors={result.field ? [[result.field, result.error]] : []}
          labels={fieldLabels}
          message={result.field ? staffText.content.invalid(1) : result.error}
        />
      ) : null}
      {required ? (
        <p role="alert" className="rounded-xl border-2 border-sun-600 bg-sun-50 p-3 text-stone-900">
          {text.required}
        </p>
      ) : null}
      {noticeText && !result ? <StatusNote>{noticeText}</StatusNote> : null}
      {result?.ended ? <StatusNote>{text.endedOthers(result.ended)}</StatusNote> : null}
      {result?.codes ? <RecoveryCodes codes={result.codes} /> : null}

      <StaffSection id="two-factor" title={text.twoFactor}>
        {twoFactor ? (
          <>
            <p className="mt-2">{text.twoFactorOn(recoveryLeft)}</p>
            <PostForm csrf={csrf} className="mt-4 grid max-w-md gap-4">
              <Field
                label={text.twoFactorPassword}
                hint={mayTurnOff ? text.twoFactorPasswordHint : text.newCodesPasswordHint}
                name={TWO_FACTOR_PASSWORD}
                required
                error={result?.field === TWO_FACTOR_PASSWORD ? result.error : undefined}
              >
                {(control) => (
                  <input {...control} type="password" autoComplete="current-password" />
                )}
              </Field>
              <div className="flex flex-wrap items-start gap-3">
                <div>
                  <button
                    type="submit"
                    name="intent"
                    value="new-codes"
                    aria-describedby="new-codes-hint"
                    className={buttonClasses("outline", "px-5")}
                  >
                    {text.newCodes}
                  </button>
                  <p id="new-codes-hint" className="mt-1 text-sm text-stone-600">
                    {text.newCodesHint}
                  </p>
                </div>
                {mayTurnOff ? (
                  <button
                    type="submit"
                    name="intent"
                    value="turn-off"
                    className={buttonClasses("outline", "px-5")}
                  >
                    {text.turnOff}
                  </button>
                ) : null}
              </div>
            </PostForm>
          </>
        ) : enrolment ? (
          <TwoFactorSetup
            enrolment={enrolment}
            csrf={csrf}
            passwordName={TWO_FACTOR_PASSWORD}
            error={result?.field === "code" ? result.error : undefined}
            passwordError={result?.field === TWO_FACTOR_PASSWORD ? result.error : undefined}
          />
        ) : null}
      </StaffSection>

      <StaffSection id="sessions" title={text.sessions}>
        <SessionList sessions={sessions} />
        <div className="mt-4 flex flex-wrap gap-3">
          <PostForm csrf={csrf} intent="end-others">
            <button type="submit" className={buttonClasses("outline", "px-5")}>
              {text.endOthers}
            </button>
          </PostForm>
          <PostForm csrf={csrf} intent="end-all">
            <button type="submit" className={buttonClasses("outline", "px-5")}>
              {text.endAll}
            </button>
          </PostForm>
        </div>
      </StaffSection>

      <StaffSection id="password" title={text.password}>
        <PostForm csrf={csrf} intent="password" className="mt-4 grid max-w-md gap-5">
          <Field
            label={text.currentPassword}
            name="current"
            required
            error={result?.field === "current" ? result.error : undefined}
          >
            {(control) => <input {...control} type="password" autoComplete="current-password" />}
          </Field>
          <Field
            label={text.newPassword}
            hint={text.newPasswordHint}
            name="password"
            required
            error={result?.field === "password" ? result.error : undefined}
          >
            {(control) => <input {...control} type="password" autoComplete="new-password" />}
          </Field>
          <button type="submit" className={buttonClasses("secondary", "justify-self-start px-7")}>
            {text.changePassword}
          </button>
        </PostForm>
      </StaffSection>
    </div>
  );
}
