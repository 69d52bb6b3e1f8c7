import { staffText } from "~/content/staff";
import type { AccessEntry } from "~/server/access-log.server";
import { LogLine, StaffLog } from "./staff-log";

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
  return (
    <StaffLog empty={staffText.accessNone}>
      {entries.map((entry) => {
        const references =
          sought && entry.references.includes(sought)
            ? [sought, ...entry.references.filter((reference) => reference !== sought)]
            : entry.references;
        const shown = references.slice(0, SHOWN_REFERENCES);
        const more = references.length - shown.length;
        return (
          <LogLine
            key={entry.id}
            at={entry.createdAt}
            action={staffText.accessActions[entry.action]}
            actor={entry.actor}
          >
            <span className="[overflow-wrap:anywhere]">
              {entry.personId !== null ? (
                <a
                  href={`/staff/people/${entry.personId}`}
                  className="inline-flex min-h-6 items-center font-semibold whitespace-nowrap text-field-800 underline"
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
          </LogLine>
        );
      })}
    </StaffLog>
  );
}
