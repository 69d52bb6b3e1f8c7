import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { staffText } from "~/content/staff";
import { isSameOrigin } from "~/server/guard.server";
import { getRuntime } from "~/server/runtime.server";
import {
  access,
  readCookie,
  requireStaff,
  SESSION_COOKIE,
  sessionCookie,
} from "~/server/staff-auth.server";
import { endSession } from "~/server/staff.server";

/**
 * Signing out ends this browser's session. A POST from another site is refused (403, the staff
 * refusal page). The form's CSRF token is not required to match: a page opened in an earlier
 * sign-in (another tab signed out and in again) carries an old token, and pressing its "Sign out"
 * is still the person's own, explicit wish. Ending a session is harmless: it gives nobody
 * anything, and the same-origin check (Origin and Fetch Metadata) with the SameSite=Lax cookie
 * keeps other sites from signing staff out.
 */
export function action({ request }: Route.ActionArgs) {
  const rt = getRuntime();
  requireStaff(request, rt, access.self);
  if (!isSameOrigin(request)) throw data({ message: staffText.crossSite }, { status: 403 });
  endSession(rt.db, readCookie(request, SESSION_COOKIE));
  return redirect("/staff/sign-in", {
    headers: { "Set-Cookie": sessionCookie(request, rt, null) },
  });
}

export function loader() {
  return redirect("/staff");
}

/**
 * Never shown (the action redirects): a component makes this a page, so a refusal is answered
 * with the staff refusal page inside the layout, not as data.
 */
export default function SignOut() {
  return null;
}
