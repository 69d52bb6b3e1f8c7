import { render } from "@testing-library/react";
import { createElement, type ComponentType } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { catalogue } from "~/content/catalogues";
import type { Db } from "~/server/db.server";
import { SESSION_COOKIE } from "~/server/staff-auth.server";
import { addStaff, createSession } from "~/server/staff.server";
import { confirmEnrolment, currentCode, startEnrolment } from "~/server/two-factor.server";

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

/**
 * A new administrator's session token, for `email`: its account made, with two-factor sign-in set
 * up, as an administrator's pages ask before they open.
 */
export async function administratorSession(db: Db, email: string): Promise<string> {
  const admin = await addStaff(db, email, "a long password here", "administrator");
  const { secret } = startEnrolment(db, admin.id, admin.email);
  confirmEnrolment(db, admin.id, currentCode(secret), null);
  return createSession(db, admin.id);
}

/** A new editor's session token, for `email`. */
export async function editorSession(db: Db, email: string): Promise<string> {
  return createSession(db, (await addStaff(db, email, "a long password here", "editor")).id);
}

/**
 * A staff route's action answering the form `body` posted to `path` by the account of `token`:
 * its status, and the data it answered with unless it redirected.
 */
export async function postForm<Answer>(
  action: (args: never) => unknown,
  path: string,
  token: string,
  body: URLSearchParams,
): Promise<{ status: number; answer: Answer | undefined }> {
  const answer = (await action({
    request: staffRequest(path, token, body),
    params: {},
  } as never)) as Response | { data: Answer; init: ResponseInit | null };
  return answer instanceof Response
    ? { status: answer.status, answer: undefined }
    : { status: answer.init?.status ?? 200, answer: answer.data };
}

/**
 * Renders a staff route's page at `path` with the data given (`loaderData`, and `actionData` for
 * a form's answer), under the root route, whose data the shared form parts read their words from.
 */
export function renderStaffPage(
  path: string,
  Page: ComponentType<never>,
  props: { loaderData: unknown; actionData?: unknown },
): void {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ chrome: catalogue("en").chrome }),
      Component: Outlet,
      children: [{ path, Component: () => createElement(Page, props as never) }],
    },
  ]);
  render(createElement(Stub, { initialEntries: [path] }));
}
