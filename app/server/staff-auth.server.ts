/**
 * Sessions of the staff inbox as the routes use them: the cookie, the redirect to sign-in, and the
 * checks every state-changing request passes (same origin and the session's CSRF token).
 */
import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { staffText } from "~/content/staff";
import { BodyTooLarge, isSameOrigin, parseForm, readForm } from "./guard.server";
import type { Runtime } from "./runtime.server";
import { secretFieldName, type SubmittedField } from "~/lib/submitted-fields";
import { locales } from "~/i18n/locales";
import { changedSinceLoaded } from "./field-merge.server";
import { readUpload, type Upload, type UploadLimits } from "./upload.server";
import { KNOWN_BROWSER_DAYS } from "./sign-in-failures.server";
import {
  csrfMatches,
  logSecurity,
  lookUpSession,
  SESSION_DAYS,
  type Session,
  type StaffAccount,
  type StaffRole,
} from "./staff.server";

export const SESSION_COOKIE = "ts_staff";

export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** HTTPS as the visitor sees it: directly, or through nginx when TRUST_PROXY is on. */
function isHttps(request: Request, rt: Runtime): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return rt.config.trustProxy && request.headers.get("x-forwarded-proto") === "https";
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS, for the inbox's paths only. */
export function sessionCookie(request: Request, rt: Runtime, token: string | null): string {
  const parts = [
    `${SESSION_COOKIE}=${token ?? ""}`,
    "Path=/staff",
    "HttpOnly",
    "SameSite=Lax",
    token ? `Max-Age=${SESSION_DAYS * 86_400}` : "Max-Age=0",
  ];
  if (isHttps(request, rt)) parts.push("Secure");
  return parts.join("; ");
}

/**
 * The cookie that keeps a browser's own random key (`browserKey`): a browser an account signed in
 * with is let through the limits that count every account together (decision 0068). It names no
 * one and opens nothing; it lasts as long as such a browser is remembered.
 */
export const BROWSER_COOKIE = "ts_browser";

/** The key the browser keeps in its cookie, or a new one for it when it has none (or a broken one). */
export function browserKey(request: Request): string {
  const kept = readCookie(request, BROWSER_COOKIE);
  return kept && /^[\w-]{43}$/.test(kept) ? kept : randomBytes(32).toString("base64url");
}

/** The `Set-Cookie` that keeps (or renews for 90 days) the browser's key. */
export function browserCookie(request: Request, rt: Runtime, key: string): string {
  const parts = [
    `${BROWSER_COOKIE}=${key}`,
    "Path=/staff",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${KNOWN_BROWSER_DAYS * 86_400}`,
  ];
  if (isHttps(request, rt)) parts.push("Secure");
  return parts.join("; ");
}

/** Who may use what: every route of /staff names its roles (administrators may use all). */
export const access = {
  inbox: ["administrator", "sales"],
  content: ["administrator", "editor"],
  accounts: ["administrator"],
  /** One's own account: security settings, sessions, password. */
  self: ["administrator", "editor", "sales"],
} as const satisfies Record<string, readonly StaffRole[]>;

/** An enabled account whose role works the inbox: a lead may be assigned to it. */
export function mayBeAssigned(account: Pick<StaffAccount, "disabled" | "role">): boolean {
  return !account.disabled && access.inbox.some((role) => role === account.role);
}

/** An account an "Assigned to" choice offers. */
export interface AssigneeOption {
  readonly id: number;
  readonly email: string;
  /**
   * Why no lead may be newly assigned to it: disabled, or its role no longer works the inbox.
   * Offered only because it holds leads.
   */
  readonly gone?: "disabled" | "role";
}

/**
 * What an "Assigned to" choice offers, in the order of `accounts`: every account a lead may be
 * assigned to, and those of `holding` (the accounts that hold leads) that may no longer be, marked
 * why. Without them a lead whose owner left showed "Nobody", and a save unassigned it unseen.
 */
export function assigneeOptions(
  accounts: readonly StaffAccount[],
  holding: Iterable<number>,
): AssigneeOption[] {
  const held = new Set(holding);
  return accounts.flatMap((account): AssigneeOption[] => {
    const { id, email } = account;
    if (mayBeAssigned(account)) return [{ id, email }];
    if (!held.has(id)) return [];
    return [{ id, email, gone: account.disabled ? "disabled" : "role" }];
  });
}

/** Roles whose accounts must sign in with a second factor. */
const twoFactorRequired: readonly StaffRole[] = ["administrator"];

/** Where an account may go while its required two-factor set-up is missing. */
const SECURITY_PATH = "/staff/security";
const openWithoutTwoFactor = [SECURITY_PATH, "/staff/sign-out"];

/** The sign-in page's address that comes back to this request's page; `idle` says why. */
function signInFor(request: Request, idle: boolean): string {
  const url = new URL(request.url);
  const here = encodeURIComponent(url.pathname + url.search);
  return `/staff/sign-in?next=${here}${idle ? "&idle" : ""}`;
}

/**
 * The signed-in session of an account whose role may use this route, or: a redirect to sign-in
 * (coming back here after; saying so when the session ended for being idle), to the second-factor
 * step, or to the two-factor set-up an administrator must finish first; or 403 for a role that may
 * not (logged). `now` is the clock the idle timeout is read with.
 */
export function requireStaff(
  request: Request,
  rt: Runtime,
  roles: readonly StaffRole[],
  now = Date.now(),
): Session {
  const session = lookUpSession(rt.db, readCookie(request, SESSION_COOKIE), now);
  const url = new URL(request.url);
  const here = encodeURIComponent(url.pathname + url.search);
  if (!session || session === "idle") throw redirect(signInFor(request, session === "idle"));
  if (session.stage === "code") throw redirect(`/staff/sign-in/code?next=${here}`);
  if (
    twoFactorRequired.includes(session.staff.role) &&
    !session.staff.twoFactor &&
    !openWithoutTwoFactor.includes(url.pathname)
  ) {
    throw redirect(`${SECURITY_PATH}?required`);
  }
  if (!roles.includes(session.staff.role)) {
    logSecurity(rt.db, session.staff.email, "refused", `${request.method} ${url.pathname}`);
    throw data(
      {
        message: `Your role (${session.staff.role}) does not include this page. Ask an administrator if you need it.`,
      },
      { status: 403 },
    );
  }
  return session;
}

/**
 * A form's own fields, never typed by anyone: its token, which button sent it (intent, a settings
 * form's preview, draft and discard, a list's row buttons), the revision it was opened at and the
 * hashes of its fields then (`base`), and the box that replaces a colleague's change (`replace`).
 * A refusal never gives them back, and a settings form's fields as typed (`typedFields`) leave
 * them out.
 */
export const formOwnFields: ReadonlySet<string> = new Set([
  "csrf",
  "intent",
  "revision",
  "base",
  "rows",
  "preview",
  "draft",
  "discard",
  "replace",
]);
/**
 * A list row's hidden fields (`office.1.id`, `member.0.portrait`) and a form's values as the page
 * showed them (`was.phone`): nothing anyone typed.
 */
const rowHidden = /\.\d+\.(id|portrait)$|^was\./;

/** A field of free text: a text in one language (`….en`, `….am`), or a name (`lender.1.name`). */
export const freeTextField = new RegExp(`\\.(${[...locales, "name"].join("|")})$`);

/**
 * What a person typed into a refused form, to give back: each non-empty text field (a checkbox's
 * "on" is no text), never the form's own fields, a password or a code. Files are never among
 * them. With the form's `base`, each says whether it changed since the page was loaded, and those
 * come first; then, in each part, the free texts before choices and numbers, in the form's order.
 */
export function submittedFields(form: Readonly<Record<string, string>>): SubmittedField[] {
  const fields = Object.entries(form)
    .filter(
      ([name, value]) =>
        value.trim() !== "" &&
        value !== "on" &&
        !formOwnFields.has(name) &&
        !secretFieldName.test(name) &&
        !rowHidden.test(name),
    )
    .map(([name, value]): SubmittedField => {
      const changed = changedSinceLoaded(form.base, name, value);
      return changed === undefined ? { name, value } : { name, value, changed };
    });
  const rank = (field: SubmittedField) =>
    (field.changed === false ? 2 : 0) + (freeTextField.test(field.name) ? 0 : 1);
  // Sorting is stable: within a rank, the form's order stays.
  return fields.sort((a, b) => rank(a) - rank(b));
}

/**
 * The refusal of a form sent with a token that is not the session's (the page was opened in an
 * earlier sign-in, or the form was forged): 403, nothing done, and what was typed given back to
 * copy (docs/decisions/0050-expired-forms-give-the-text-back.md).
 */
function expiredForm(form: Readonly<Record<string, string>>) {
  return data(
    { message: staffText.expiredForm.message, expired: true, submitted: submittedFields(form) },
    { status: 403 },
  );
}

/**
 * The refusal of a form sent after its session ended (signed out elsewhere, or the session ran
 * out): 401, nothing done, what was typed given back to copy, and a way to sign in that comes back
 * to the form's page (decision 0050).
 */
function signedOutForm(request: Request, form: Readonly<Record<string, string>>, idle: boolean) {
  return data(
    {
      message: idle ? staffText.expiredForm.signedOutIdle : staffText.expiredForm.signedOut,
      expired: true,
      signIn: signInFor(request, idle),
      submitted: submittedFields(form),
    },
    { status: 401 },
  );
}

/**
 * The session of a form sent from the staff pages, when it ended meanwhile (signed out elsewhere,
 * idle, or its seven days over): whether it was for being idle. Undefined while it lives, and for
 * a request from another site (refused by the checks after).
 */
function endedSession(request: Request, rt: Runtime, now: number): { idle: boolean } | undefined {
  const found = lookUpSession(rt.db, readCookie(request, SESSION_COOKIE), now);
  return isSameOrigin(request) && (!found || found === "idle")
    ? { idle: found === "idle" }
    : undefined;
}

/** The two ways a browser's form is sent; any other body is not a form (415). */
const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];
const contentType = (request: Request) => (request.headers.get("content-type") ?? "").toLowerCase();

/**
 * The largest form of the content editor (a project's or a post's, every text in every language),
 * in bytes: a post's three texts at their longest, in Ge'ez letters (9 bytes each once a form
 * encodes them), are over 1 MB. A text over its length is then refused by its own check, with the
 * form given back, instead of the whole form at the door. The server's door and nginx take as much.
 */
export const CONTENT_FORM_BYTES = 2 * 1024 * 1024;

/** The largest part read of an upload whose session has ended: its text, not its photos. */
const SIGNED_OUT_PART_BYTES = 64 * 1024;

const kb = (bytes: number) => Math.ceil(bytes / 1024);

/**
 * The refusal of a form over its limit: 413, nothing done, and, when it could be read (it is
 * within what the server's door takes, `CONTENT_FORM_BYTES`), what was typed given back to copy,
 * as an expired form's is (decision 0050).
 */
function tooLargeForm(limit: number, read?: { fields: Record<string, string>; bytes: number }) {
  return data(
    read
      ? {
          message: staffText.tooLargeForm(kb(limit), kb(read.bytes)),
          submitted: submittedFields(read.fields),
        }
      : { message: staffText.tooLargeUnread(kb(CONTENT_FORM_BYTES)) },
    { status: 413 },
  );
}

/**
 * The action of a staff page that takes no form. Without one, React Router answers a POST there
 * with 405 before any check: here the sender is checked first as the page checks a reader (signed
 * in, the second factor, the role, a refusal written to the security log), then told the page
 * takes no form (405, `Allow: GET, HEAD`; `StaffRefusal` words it).
 */
export function takesNoForm(request: Request, rt: Runtime, roles: readonly StaffRole[]): never {
  requireStaff(request, rt, roles);
  throw data(null, { status: 405 });
}

/**
 * A state-changing request of a signed-in staff member: same origin, a bounded form, and the
 * session's CSRF token. Anything else is refused before the action runs: 401 when signed out
 * meanwhile, 403 (another site, a stale token), 413 (too much), 415 (a body no form sends) or 400
 * (a form that cannot be read).
 */
export async function requireStaffPost(
  request: Request,
  rt: Runtime,
  roles: readonly StaffRole[],
  /** The largest form accepted, in bytes. */
  maxBytes = 64 * 1024,
  now = Date.now(),
): Promise<{ session: Session; form: Record<string, string> }> {
  const ended = endedSession(request, rt, now);
  if (ended) {
    const form = await parseForm(request, maxBytes).catch(() => undefined);
    throw signedOutForm(request, form ?? {}, ended.idle);
  }
  const session = requireStaff(request, rt, roles, now);
  if (!isSameOrigin(request)) {
    throw data({ message: staffText.crossSite }, { status: 403 });
  }
  // A body no form sends, or one that cannot be read to its end: said as such, never "expired".
  if (!formTypes.some((type) => contentType(request).startsWith(type))) {
    throw data({ message: staffText.unreadableForm.notAForm }, { status: 415 });
  }
  // Read up to what the server's door takes, so a form over its own limit is given back.
  let read: Awaited<ReturnType<typeof readForm>>;
  try {
    read = await readForm(request, Math.max(maxBytes, CONTENT_FORM_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) throw tooLargeForm(maxBytes);
    throw error;
  }
  const form = read.fields;
  if (!form) throw data({ message: staffText.unreadableForm.damaged }, { status: 400 });
  if (!csrfMatches(session, form.csrf)) throw expiredForm(form);
  if (read.bytes > maxBytes) throw tooLargeForm(maxBytes, { fields: form, bytes: read.bytes });
  return { session, form };
}

/**
 * A staff form with files (multipart): the same checks as `requireStaffPost`, the files read part
 * by part within the limits. The CSRF token comes before the files in the form, so it is read
 * even when a file is refused.
 */
export async function requireStaffUpload(
  request: Request,
  rt: Runtime,
  roles: readonly StaffRole[],
  limits: UploadLimits,
  now = Date.now(),
): Promise<{ session: Session; upload: Upload }> {
  const ended = endedSession(request, rt, now);
  if (ended) {
    // The text fields typed, as far as they can be read: they come before the files in the form,
    // and the first part over a small limit (a photo) ends the reading, the rest of the body
    // dropped unheld. Anyone can send a cookie: a stranger's 200 MB is never held to answer 401.
    // A request that carried no session at all gets nothing back and its body is not read.
    const sentSession = readCookie(request, SESSION_COOKIE) !== undefined;
    const form =
      sentSession && contentType(request).startsWith("multipart/form-data")
        ? (
            await readUpload(
              request,
              { maxFiles: limits.maxFiles, maxFileBytes: SIGNED_OUT_PART_BYTES },
              { keepFiles: false },
            )
          ).fields
        : {};
    throw signedOutForm(request, form, ended.idle);
  }
  const session = requireStaff(request, rt, roles, now);
  if (!isSameOrigin(request)) {
    throw data({ message: staffText.crossSite }, { status: 403 });
  }
  if (!contentType(request).startsWith("multipart/form-data")) {
    throw data({ message: "This form sends files: send it from its page." }, { status: 415 });
  }
  const upload = await readUpload(request, limits);
  // Cut off before its token: a form that cannot be read, not an expired one.
  if (upload.problem === "malformed" && upload.fields.csrf === undefined) {
    throw data({ message: staffText.unreadableForm.damaged }, { status: 400 });
  }
  if (!csrfMatches(session, upload.fields.csrf)) throw expiredForm(upload.fields);
  return { session, upload };
}

/** Only paths inside the inbox, so a sign-in link cannot send staff elsewhere. */
export function safeNext(next: string | null): string {
  // No control character either: a line break in a Location header is refused by the server
  // (a 500 after a correct password, the session already made).
  return next &&
    /^\/staff(\/|\?|$)/.test(next) &&
    !next.startsWith("//") &&
    ![...next].some((character) => character < " " || character === "\u007f") &&
    // Nor a path that climbs out (`/staff/../sizing`, `/staff/%2e%2e/`): where the browser goes.
    /^\/staff(\/|$)/.test(new URL(next, "http://staff.invalid").pathname)
    ? next
    : "/staff";
}
