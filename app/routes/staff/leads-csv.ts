import type { Route } from "./+types/leads-csv";
import { namedLeadForms } from "~/server/catalogue-names.server";
import { staffText } from "~/content/staff";
import {
  allLeads,
  leadFilterFromSearch,
  leadFilterWords,
  leadsCsv,
} from "~/server/enquiries.server";
import { listStaff } from "~/server/staff.server";
import { logAccess } from "~/server/access-log.server";
import { refusedRange, typedDateRange } from "~/lib/date-filter";
import { getRuntime } from "~/server/runtime.server";
import { csvFile, staffFile, throwRefusal } from "~/server/staff-file.server";
import { requireStaff, access, takesNoForm } from "~/server/staff-auth.server";

/** GET /staff/leads.csv?<filters>: the filtered leads as a CSV file (signed-in staff only). */
function leadsCsvFile({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.inbox);
  const params = new URL(request.url).searchParams;
  // Not the leads of a range nobody asked for: the inbox shows what is wrong with the dates.
  if (typedDateRange(params).refused) throw refusedRange();
  // The inbox's own filters, "me" included: the file is the list the inbox showed.
  const filter = leadFilterFromSearch(params, session.staff.id);
  // The choices named as the lead page names them today (an old lead keeps the product's id):
  // in the file, and for a search by a choice's name.
  const forms = namedLeadForms();
  const leads = allLeads(rt.db, filter, forms);
  const assignees = new Map(listStaff(rt.db).map((account) => [account.id, account.email]));
  // The references and the filters in words, as the list's view logs them; of a search, only that
  // there was one: its text may hold a name or a phone number.
  logAccess(rt.db, {
    actor: session.staff.email,
    action: "export-leads",
    references: leads.map((lead) => lead.reference),
    detail: [
      leadFilterWords(
        filter,
        1,
        typeof filter.assignee === "number" ? assignees.get(filter.assignee) : undefined,
      ),
      filter.q ? staffText.accessWithSearch : "",
    ]
      .filter(Boolean)
      .join(" · "),
  });
  return csvFile("leads", leadsCsv(leads, forms, assignees));
}

export const middleware: Route.MiddlewareFunction[] = [staffFile(leadsCsvFile)];
export const loader = throwRefusal;

/** A form sent here: checked as a reader would be, then refused (`takesNoForm`). */
export const action = ({ request }: Route.ActionArgs) =>
  takesNoForm(request, getRuntime(), access.inbox);

/**
 * Never shown: the middleware answers the file, or the loader throws its refusal. A component
 * makes this a page, so the refusal is the staff page (header, menu), not data.
 */
export default function LeadsFile() {
  return null;
}
