import { data } from "react-router";
import type { Route } from "./+types/access-log";
import { AccessLogList } from "~/components/staff/access-log-list";
import { DateRangeFields, FilterForm } from "~/components/staff/date-range-fields";
import { Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import {
  accessActors,
  accessFilterFromSearch,
  accessFilterWords,
  listAccess,
  logAccess,
} from "~/server/access-log.server";
import { getRuntime } from "~/server/runtime.server";
import { requireStaff, access, takesNoForm } from "~/server/staff-auth.server";
import { typedDateRange } from "~/lib/date-filter";
import { staffMeta } from "~/lib/staff-meta";

/** The newest entries shown on the page; the CSV has them all. */
const SHOWN = 500;

export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.accounts);
  const params = new URL(request.url).searchParams;
  // Dates as typed: one that is not a day, or a To before its From, is said by its field (400).
  const { typed, errors, refused } = typedDateRange(params);
  const filter = accessFilterFromSearch(params);
  const { entries, total } = refused ? { entries: [], total: 0 } : listAccess(rt.db, filter, SHOWN);
  // Reading the log is itself in the log, with its filters, after the entries it shows.
  if (!refused)
    logAccess(rt.db, {
      actor: session.staff.email,
      action: "view-access-log",
      detail: accessFilterWords(filter),
    });
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return data(
    { entries, total, typed, errors, refused, query, filter, actors: accessActors(rt.db) },
    { status: refused ? 400 : 200 },
  );
}

export const meta = () => staffMeta(staffText.accessLogTitle);

/** A form sent here: checked as a reader would be, then refused (`takesNoForm`). */
export const action = ({ request }: Route.ActionArgs) =>
  takesNoForm(request, getRuntime(), access.accounts);

export default function AccessLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, typed, errors, refused, query, filter, actors } = loaderData;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{staffText.accessLogTitle}</h1>
          <p className="mt-1 max-w-prose text-sm text-stone-700">{staffText.accessLogIntro}</p>
        </div>
        <a
          href={`/staff/access-log.csv${query ? `?${query}` : ""}`}
          className="font-semibold text-field-800 underline"
        >
          {staffText.accessCsv}
        </a>
      </div>
      <FilterForm action="/staff/access-log" label={staffText.accessFilters} refused={refused}>
        <DateRangeFields dates={typed} errors={errors} />
        <Field
          label={staffText.accessReference}
          name="reference"
          hint={staffText.accessReferenceHint}
          markOptional={false}
          className="max-w-xs"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              defaultValue={filter.reference ?? ""}
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          label={staffText.accessActor}
          name="actor"
          markOptional={false}
          className="w-full max-w-xs"
        >
          {(control) => (
            <select {...control} defaultValue={filter.actor ?? ""}>
              <option value="">{staffText.anyone}</option>
              {actors.map((actor) => (
                <option key={actor} value={actor}>
                  {actor}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FilterForm>
      <p role="status" className="text-sm text-stone-700">
        {refused ? (
          staffText.accessDatesToFix
        ) : (
          <>
            {staffText.accessMatching(total)}
            {total > entries.length ? ` ${staffText.accessShown(entries.length, total)}` : ""}
          </>
        )}
      </p>
      <AccessLogList entries={entries} sought={filter.reference} />
    </div>
  );
}
