import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import type { AccessEntry } from "~/server/access-log.server";

/** References shown per entry; an export of the whole inbox may name thousands. */
const SHOWN_REFERENCES = 5;

/**
 * The access log's entries, newest first: a card an entry on a phone, a row on a wide screen. The
 * reference the log is filtered by comes first in each entry, so it is never among the "more".
 */
export function AccessLogList({
  entries,
  sought,
}: {
  entries: readonly AccessEntry[];
  sought?: string;
}) {
  if (entries.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
        {staffText.accessNone}
      </p>
    );
  }
  return (
    <ol className="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {entries.map((entry) => {
        const references =
          sought && entry.references.includes(sought)
            ? [sought, ...entry.references.filter((reference) => reference !== sought)]
            : entry.references;
        const shown = references.slice(0, SHOWN_REFERENCES);
        const more = references.length - shown.length;
        return (
          <li
            key={entry.id}
            className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[13.5rem_15rem_1fr] sm:gap-4"
          >
            <span className="text-stone-600">{formatEat(entry.createdAt)}</span>
            <span className="[overflow-wrap:anywhere]">
              <strong>{staffText.accessActions[entry.action]}</strong>
              <span className="block text-stone-700">{entry.actor}</span>
            </span>
            <span className="[overflow-wrap:anywhere]">
              {entry.personId !== null ? (
                <a
                  href={`/staff/people/${entry.personId}`}
                  className="font-semibold whitespace-nowrap text-field-800 underline"
                >
                  {staffText.person(entry.personId)}
                </a>
              ) : null}
              <span className="block font-mono text-xs text-stone-700">
                {/* The comma stays with its reference; a line may break at the space after it. */}
                {shown.map((reference, index) => (
                  <span key={reference}>
                    {index > 0 ? " " : ""}
                    <span className="whitespace-nowrap">
                      {reference}
                      {index < shown.length - 1 ? "," : ""}
                    </span>
                  </span>
                ))}
                {more > 0 ? ` ${staffText.andMore(more)}` : ""}
              </span>
              {entry.action === "view-leads" || entry.action === "search-leads" ? (
                <span className="block text-stone-700">
                  {entry.detail || staffText.accessNoFilters}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
