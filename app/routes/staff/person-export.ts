import { data, redirect } from "react-router";
import type { Route } from "./+types/person-export";
import { staffText } from "~/content/staff";
import {
  currentPersonId,
  exportPerson,
  personCsv,
  personJson,
  personLeads,
  requestScope,
} from "~/server/people.server";
import { eatDay } from "~/lib/staff-time";
import { getRuntime } from "~/server/runtime.server";
import { staffFile, throwRefusal } from "~/server/staff-file.server";
import { requireStaff, requireStaffPost, access } from "~/server/staff-auth.server";

/**
 * POST /staff/people/:id/export (format=json|csv, notes=yes to include the staff's notes):
 * everything held about the person, as a file to download. A post, not a link: each export is a privacy request, recorded with who and when
 * (and in the access log). The page stays where it is, so there is nothing to redirect.
 */
async function personFile({ request, params }: Route.ActionArgs) {
  const rt = getRuntime();
  // A download, not a page: signed out, it goes to sign-in (nothing typed to give back).
  requireStaff(request, rt, access.inbox);
  const { session, form } = await requireStaffPost(request, rt, access.inbox);
  const id = /^[1-9]\d{0,15}$/.test(params.id)
    ? currentPersonId(rt.db, Number(params.id))
    : undefined;
  const format = form.format === "csv" ? "csv" : "json";
  // Only the leads of the person asking, where the page asked whose they are.
  const scope =
    id === undefined ? {} : requestScope(personLeads(rt.db, id), (form.only ?? "").split(","));
  if (!scope) throw data({ message: staffText.scopeMissing }, { status: 422 });
  const exported =
    id === undefined
      ? undefined
      : exportPerson(rt.db, id, session.staff.email, undefined, scope.only, form.notes === "yes");
  if (!exported) throw data({ message: staffText.personNotFound }, { status: 404 });
  // Named after the office's day (East Africa Time), as staff date everything.
  const date = eatDay(new Date(exported.exportedAt));
  const body = format === "csv" ? `\uFEFF${personCsv(exported)}` : personJson(exported);
  return new Response(body, {
    headers: {
      "Content-Type":
        format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="person-${exported.person}-${date}.${format}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

/** The file, for a POST; a GET is the page's (its loader). */
export const middleware: Route.MiddlewareFunction[] = [staffFile(personFile, "POST")];
export const action = throwRefusal;

/** A GET (a reloaded or bookmarked address) goes to the person's page. */
export function loader({ request, params }: Route.LoaderArgs) {
  requireStaff(request, getRuntime(), access.inbox);
  return redirect(`/staff/people/${encodeURIComponent(params.id)}`);
}

/**
 * Never shown: the middleware answers the file, the loader redirects, the action throws the
 * refusal. A component makes this a page, so the refusal is the staff page, not data.
 */
export default function PersonExport() {
  return null;
}
