import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { getRuntime } from "~/server/runtime.server";
import {
  readCookie,
  requireStaffPost,
  SESSION_COOKIE,
  sessionCookie,
  access,
} from "~/server/staff-auth.server";
import { endSession } from "~/server/staff.server";

export async function action({ request }: Route.ActionArgs) {
  const rt = getRuntime();
  await requireStaffPost(request, rt, access.self);
  endSession(rt.db, readCookie(request, SESSION_COOKIE));
  return redirect("/staff/sign-in", {
    headers: { "Set-Cookie": sessionCookie(request, rt, null) },
  });
}

export function loader() {
  return redirect("/staff");
}
