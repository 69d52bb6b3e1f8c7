import { SESSION_COOKIE } from "~/server/staff-auth.server";

/**
 * For the staff routes' unit tests: a request of the account signed in with the session `token`
 * for `path`, a GET, or with `body` the form posted from the staff pages' own origin.
 */
export function staffRequest(path: string, token: string, body?: URLSearchParams): Request {
  return new Request(`http://staff.test${path}`, {
    method: body ? "POST" : "GET",
    headers: {
      Cookie: `${SESSION_COOKIE}=${token}`,
      ...(body
        ? { Origin: "http://staff.test", "Content-Type": "application/x-www-form-urlencoded" }
        : {}),
    },
    body,
  });
}
