import type { Route } from "./+types/security-log-csv";
import { refusedRange, typedDateRange } from "~/lib/date-filter";
import { logAccess } from "~/server/access-log.server";
import { getRuntime } from "~/server/runtime.server";
import { csvFile, staffFile, throwRefusal } from "~/server/staff-file.server";
import { requireStaff, access, takesNoForm } from "~/server/staff-auth.server";
import {
  securityCsv,
  securityEvents,
  securityFilterFromSearch,
  securityFilterWords,
} from "~/server/staff.server";

/**
 * GET /staff/security-log.csv?text&from&to: the security log's lines its page finds, all of them,
 * as a CSV file. Its lines name staff and the addresses they signed in from: the export is in the
 * access log, as reading the page is.
 */
function securityCsvFile({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.accounts);
  const params = new URL(request.url).searchParams;
  if (typedDateRange(params).refused) throw refusedRange();
  const filter = securityFilterFromSearch(params);
  const { events } = securityEvents(rt.db, filter, Number.MAX_SAFE_INTEGER);
  logAccess(rt.db, {
    actor: session.staff.email,
    action: "export-security-log",
    detail: securityFilterWords(filter),
  });
  return csvFile("security-log", securityCsv(events));
}

export const middleware: Route.MiddlewareFunction[] = [staffFile(securityCsvFile)];
export const loader = throwRefusal;

/** A form sent here: checked as a reader would be, then refused (`takesNoForm`). */
export const action = ({ request }: Route.ActionArgs) =>
  takesNoForm(request, getRuntime(), access.accounts);

/**
 * Never shown: the middleware answers the file, or the loader throws its refusal. A component
 * makes this a page, so the refusal is the staff page (header, menu), not data.
 */
export default function SecurityLogFile() {
  return null;
}
