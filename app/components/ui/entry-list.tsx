import type { LabelledValue } from "~/content/labelled-value";

/**
 * Label and value rows, stacked on a phone and side by side on a wide screen: what a visitor
 * sent (the confirmation) and what the staff read of a lead. Long text keeps its line breaks
 * and wraps anywhere, so a pasted address or link never overflows.
 */
export function EntryList({
  entries,
  className = "",
}: {
  entries: readonly LabelledValue[];
  className?: string;
}) {
  return (
    <dl className={`divide-y divide-stone-200 ${className}`}>
      {entries.map((entry) => (
        <div key={entry.label} className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-stone-600">{entry.label}</dt>
          <dd
            lang={entry.lang}
            className="whitespace-pre-line text-stone-900 [overflow-wrap:anywhere]"
          >
            {entry.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
