import type { Route } from "./+types/leads-csv";
import { allLeads, leadFilterFromSearch, leadsCsv } from "~/server/enquiries.server";
import { getRuntime } from "~/server/runtime.server";
import { requireStaff, access } from "~/server/staff-auth.server";

/** GET /staff/leads.csv?<filters>: the filtered leads as a CSV file (signed-in staff only). */
export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  requireStaff(request, rt, access.inbox);
  const filter = leadFilterFromSearch(new URL(request.url).searchParams);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${leadsCsv(allLeads(rt.db, filter))}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${date}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
