import { data } from "react-router";
import type { Route } from "./+types/security-log";
import { DateRangeFields, FilterForm } from "~/components/staff/date-range-fields";
import { SecurityLogList } from "~/components/staff/security-log-list";
import { Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import { logAccess } from "~/server/access-log.server";
import { getRuntime } from "~/server/runtime.server";
import { requireStaff, access, takesNoForm } from "~/server/staff-auth.server";
import {
  SECURITY_LOG_MONTHS,
  securityEvents,
  securityFilterFromSearch,
} from "~/server/staff.server";
import { typedDateRange } from "~/lib/date-filter";
import { staffMeta } from "~/lib/staff-meta";

/** The newest matching lines shown; the filters find older ones. */
const SHOWN = 500;

export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.accounts);
  // Its lines name staff and the addresses they signed in from: reading it is logged too.
  logAccess(rt.db, { actor: session.staff.email, action: "view-security-log" });
  const params = new URL(request.url).searchParams;
  // Dates as typed: one that is not a day, or a To before its From, is said by its field (400).
  const { typed, errors, refused } = typedDateRange(params);
  const filter = securityFilterFromSearch(params);
  const { events, total } = refused
    ? { events: [], total: 0 }
    : securityEvents(rt.db, filter, SHOWN);
  const text = filter.text ?? "";
  const filtered = Boolean(text || typed.from || typed.to);
  // The export finds the lines the page does, all of them.
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return data(
    { events, total, typed, errors, refused, text, filtered, query, months: SECURITY_LOG_MONTHS },
    { status: refused ? 400 : 200 },
  );
}

export const meta = () => staffMeta(staffText.securityLogTitle);

/** A form sent here: checked as a reader would be, then refused (`takesNoForm`). */
export const action = ({ request }: Route.ActionArgs) =>
  takesNoForm(request, getRuntime(), access.accounts);

export default function SecurityLog({ loaderData }: Route.ComponentProps) {
  const { events, total, typed, errors, refused, text, filtered, query, months } = loaderData;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{staffText.securityLogTitle}</h1>
          <p className="mt-1 max-w-prose text-sm text-stone-700">
            {staffText.securityLogIntro(months)}
          </p>
        </div>
        <a
          href={`/staff/security-log.csv${query ? `?${query}` : ""}`}
          className="font-semibold text-field-800 underline"
        >
          {staffText.securityLogCsv}
        </a>
      </div>
      <FilterForm
        action="/staff/security-log"
        label={staffText.securityLogFilters}
        refused={refused}
      >
        <Field
          label={staffText.securityLogText}
          name="text"
          hint={staffText.securityLogTextHint}
          markOptional={false}
          className="w-full max-w-sm"
        >
          {(control) => <input {...control} type="search" defaultValue={text} spellCheck={false} />}
        </Field>
        <DateRangeFields dates={typed} errors={errors} />
      </FilterForm>
      <p role="status" className="text-sm text-stone-700">
        {refused
          ? staffText.securityLogDatesToFix
          : staffText.securityLogShown(events.length, total)}
      </p>
      <SecurityLogList
        events={events}
        empty={filtered ? staffText.securityLogNoMatch : staffText.securityLogNone}
      />
    </div>
  );
}
