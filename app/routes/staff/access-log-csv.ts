import type { Route } from "./+types/access-log-csv";
import { staffText } from "~/content/staff";
import { refusedRange, typedDateRange } from "~/lib/date-filter";
import {
  accessCsv,
  accessFilterFromSearch,
  accessFilterWords,
  listAccess,
  logAccess,
} from "~/server/access-log.server";
import { getRuntime } from "~/server/runtime.server";
import { csvFile, staffFile, throwRefusal } from "~/server/staff-file.server";
import { requireStaff, access, takesNoForm } from "~/server/staff-auth.server";

/** GET /staff/access-log.csv?from&to: the access log's entries of the range, as a CSV file. */
function accessCsvFile({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.accounts);
  const params = new URL(request.url).searchParams;
  if (typedDateRange(params).refused) throw refusedRange();
  const filter = accessFilterFromSearch(params);
  const { entries } = listAccess(rt.db, filter);
  logAccess(rt.db, {
    actor: session.staff.email,
    action: "export-access-log",
    detail: accessFilterWords(filter),
  });
  return csvFile("access-log", accessCsv(entries, staffText.accessActions));
}

export const middleware: Route.MiddlewareFunction[] = [staffFile(accessCsvFile)];
export const loader = throwRefusal;

/** A form sent here: checked as a reader would be, then refused (`takesNoForm`). */
export const action = ({ request }: Route.ActionArgs) =>
  takesNoForm(request, getRuntime(), access.accounts);

/**
 * Never shown: the middleware answers the file, or the loader throws its refusal. A component
 * makes this a page, so the refusal is the staff page (header, menu), not data.
 */
export default function AccessLogFile() {
  return null;
}
