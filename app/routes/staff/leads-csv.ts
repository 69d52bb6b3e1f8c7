import type { Route } from "./+types/leads-csv";
import { allLeads, leadFilterFromSearch, leadsCsv } from "~/server/enquiries.server";
import { logAccess } from "~/server/access-log.server";
import { refusedRangeFile, typedDateRange } from "~/lib/date-filter";
import { getRuntime } from "~/server/runtime.server";
import { requireStaff, access } from "~/server/staff-auth.server";

/** GET /staff/leads.csv?<filters>: the filtered leads as a CSV file (signed-in staff only). */
export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.inbox);
  const params = new URL(request.url).searchParams;
  // Not the leads of a range nobody asked for: the inbox shows what is wrong with the dates.
  if (typedDateRange(params).refused) return refusedRangeFile();
  const filter = leadFilterFromSearch(params);
  const date = new Date().toISOString().slice(0, 10);
  const leads = allLeads(rt.db, filter);
  // The references only: the search text may hold a name or a phone number.
  logAccess(rt.db, {
    actor: session.staff.email,
    action: "export-leads",
    references: leads.map((lead) => lead.reference),
  });
  return new Response(`\uFEFF${leadsCsv(leads)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${date}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
