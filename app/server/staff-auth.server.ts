/**
 * Sessions of the staff inbox as the routes use them: the cookie, the redirect to sign-in, and the
 * checks every state-changing request passes (same origin and the session's CSRF token).
 */
import { data, redirect } from "react-router";
import { BodyTooLarge, isSameOrigin, parseForm } from "./guard.server";
import type { Runtime } from "./runtime.server";
import { csrfMatches, readSession, SESSION_DAYS, type Session } from "./staff.server";

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

/** The signed-in session, or a redirect to the sign-in page that comes back here after. */
export function requireStaff(request: Request, rt: Runtime): Session {
  const session = readSession(rt.db, readCookie(request, SESSION_COOKIE));
  if (session) return session;
  const url = new URL(request.url);
  throw redirect(`/staff/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * A state-changing request of a signed-in staff member: same origin, a bounded form, and the
 * session's CSRF token. Anything else is refused with 403 (or 413) before the action runs.
 */
export async function requireStaffPost(
  request: Request,
  rt: Runtime,
): Promise<{ session: Session; form: Record<string, string> }> {
  const session = requireStaff(request, rt);
  if (!isSameOrigin(request)) {
    throw data(
      { message: "This form can only be sent from the staff inbox itself." },
      { status: 403 },
    );
  }
  let form: Record<string, string> | undefined;
  try {
    form = await parseForm(request, 64 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw data({ message: "Too much text." }, { status: 413 });
    throw error;
  }
  if (!form || !csrfMatches(session, form.csrf)) {
    throw data(
      { message: "This page had expired. Please go back, reload it and try again." },
      { status: 403 },
    );
  }
  return { session, form };
}

/** Only paths inside the inbox, so a sign-in link cannot send staff elsewhere. */
export function safeNext(next: string | null): string {
  return next && /^\/staff(\/|\?|$)/.test(next) && !next.startsWith("//") ? next : "/staff";
}
