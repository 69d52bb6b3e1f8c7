import { enquiryKinds, type EnquiryKind } from "~/content/enquiry-forms";
import { enquiryForms } from "~/content/enquiry-form-map";
import { staffText } from "~/content/staff";
import { ScrollingTable, type TableTitle } from "~/components/ui/scrolling-table";

const text = staffText.dashboard;

/** The id of a chart's caption, which also names its table (`WeeklyTable`'s `labelledBy`). */
export const chartCaptionId = (chart: string) => `${chart}-caption`;

/** One colour per kind of lead; each is also named in the legend and the table. */
const kindFill: Record<EnquiryKind, string> = {
  home: "bg-field-700",
  contact: "bg-sun-500",
  quote: "bg-water-500",
  callback: "bg-violet-600",
  visit: "bg-stone-500",
};

interface Week {
  readonly week: string;
  readonly label: string;
  readonly total: number;
  readonly byKind: Readonly<Partial<Record<EnquiryKind, number>>>;
  readonly byPage: Readonly<Record<string, number>>;
}

/**
 * Which weeks a row of dates names: at most `most` of them, evenly spaced, the latest always
 * (the table below has every date).
 */
function datedWeeks(count: number, most: number): (index: number) => boolean {
  const step = Math.max(1, Math.ceil(count / most));
  return (index) => (count - 1 - index) % step === 0;
}

/**
 * Leads per week, stacked by kind, under its caption (`chartCaptionId`): columns laid out by the
 * page, so their dates and totals are text at the page's size on a phone as on a desktop (a
 * drawing scaled to a phone's width made them 7 px). The table below holds the same figures and
 * is named by that caption: the columns and their legend are for the eye only, so a screen reader
 * hears the caption once, then the table.
 */
export function WeeklyChart({ weeks, id }: { weeks: readonly Week[]; id: string }) {
  const max = Math.max(1, ...weeks.map((week) => week.total));
  // Fewer dates on a phone, where a column is narrower than its date.
  const rows = [
    { className: "flex sm:hidden", dated: datedWeeks(weeks.length, 5) },
    { className: "hidden sm:flex", dated: datedWeeks(weeks.length, 12) },
  ];
  // A total over each column while they are wide enough for one.
  const totals = weeks.length <= 16;
  return (
    <div className="grid gap-3">
      <p id={chartCaptionId(id)} className="text-sm text-stone-700">
        {text.weeklyCaption}
      </p>
      {/* Room at each side for the first and last dates, centred under their columns. */}
      <div aria-hidden="true" className="max-w-3xl px-5">
        <div className="flex h-44 items-end gap-0.5 border-b border-stone-400">
          {weeks.map((week) => (
            <div
              key={week.week}
              data-week={week.week}
              className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
            >
              {totals && week.total > 0 ? (
                <span className="text-xs text-stone-900 tabular-nums">{week.total}</span>
              ) : null}
              <div
                // Its colours kept in a forced-colours mode, which would take its backgrounds away.
                className="flex w-full max-w-9 flex-col-reverse forced-color-adjust-none"
                style={{ height: `${(week.total / max) * 85}%` }}
              >
                {enquiryKinds.map((kind) => {
                  const count = week.byKind[kind] ?? 0;
                  return count > 0 ? (
                    <div
                      key={kind}
                      className={kindFill[kind]}
                      style={{ height: `${(count / week.total) * 100}%` }}
                    />
                  ) : null;
                })}
              </div>
            </div>
          ))}
        </div>
        {rows.map((row) => (
          <div key={row.className} className={`${row.className} mt-1 gap-0.5`}>
            {weeks.map((week, index) => (
              // Each date centred under its column, free to run over its neighbours, which show none.
              <div key={week.week} className="flex min-w-0 flex-1 justify-center">
                {row.dated(index) ? (
                  <span className="text-xs whitespace-nowrap text-stone-700">{week.label}</span>
                ) : null}
              </div>
            ))}
          </div>
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {enquiryKinds.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <span className={`size-3 forced-color-adjust-none ${kindFill[kind]}`} />
            {enquiryForms[kind].kindLabel}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One column of a weekly table: its heading and each week's figure. */
interface WeekColumn {
  readonly key: string;
  readonly label: string;
  readonly value: (week: Week) => number;
}

/** The weekly figures as a table, by kind, named by the chart's caption (`labelledBy`). */
export function WeeklyTable({ weeks, labelledBy }: { weeks: readonly Week[]; labelledBy: string }) {
  return (
    <WeekColumnsTable
      named={{ labelledBy }}
      weeks={weeks}
      columns={enquiryKinds.map((kind) => ({
        key: kind,
        label: enquiryForms[kind].kindLabel,
        value: (week) => week.byKind[kind] ?? 0,
      }))}
      last={{ key: "total", label: text.total, value: (week) => week.total }}
      lastIsTotal
    />
  );
}

/** The weeks again, by the page the leads came from: the busiest pages, the rest as "Other". */
export function WeeklyPagesTable({
  weeks,
  pages,
}: {
  weeks: readonly Week[];
  pages: readonly string[];
}) {
  return (
    <WeekColumnsTable
      named={{ title: text.weeklyPagesCaption, titleClassName: "mb-2 text-sm text-stone-700" }}
      weeks={weeks}
      columns={pages.map((page) => ({
        key: page,
        label: page,
        value: (week) => week.byPage[page] ?? 0,
      }))}
      last={{
        key: "other",
        label: text.otherPages,
        value: (week) =>
          week.total - pages.reduce((sum, page) => sum + (week.byPage[page] ?? 0), 0),
      }}
    />
  );
}

/**
 * A week per row, a figure per column, and a last column (the total, drawn bold, or the rest).
 * A table wider than a phone scrolls sideways in its own box under its title; the page never does.
 */
function WeekColumnsTable({
  named,
  weeks,
  columns,
  last,
  lastIsTotal = false,
}: {
  named: TableTitle;
  weeks: readonly Week[];
  columns: readonly WeekColumn[];
  last: WeekColumn;
  lastIsTotal?: boolean;
}) {
  return (
    <ScrollingTable {...named}>
      {(titleId) => (
        <table className="w-full min-w-[36rem] text-left text-sm" aria-labelledby={titleId}>
          <thead className="text-stone-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {text.weekOf}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="py-2 pr-3 text-right font-semibold">
                  {column.label}
                </th>
              ))}
              <th scope="col" className="py-2 text-right font-semibold">
                {last.label}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {week.label}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className="py-1.5 pr-3 text-right tabular-nums">
                    {column.value(week)}
                  </td>
                ))}
                <td
                  className={`py-1.5 text-right tabular-nums${lastIsTotal ? " font-semibold" : ""}`}
                >
                  {last.value(week)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ScrollingTable>
  );
}

interface Bar {
  readonly label: string;
  readonly value: number;
  /** What is shown beside the bar: the count, or a count and a share. */
  readonly shown: string;
}

/**
 * Horizontal bars (pages, regions, the funnel) in their table, under its caption, which names it:
 * each row names what it counts, then its bar and its figure. The bar is for the eye only (a
 * screen reader hears the row's name and figure); being part of the row, it is as readable on a
 * phone as the figures beside it.
 */
export function BarsWithTable({
  id,
  caption,
  column,
  bars,
}: {
  id: string;
  caption: string;
  column: string;
  bars: readonly Bar[];
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div className="grid gap-3">
      <p id={chartCaptionId(id)} className="text-sm text-stone-700">
        {caption}
      </p>
      <table className="w-full text-left text-sm" aria-labelledby={chartCaptionId(id)}>
        <thead className="text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {column}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {text.leads}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th
                scope="row"
                className="w-2/5 py-1.5 pr-3 align-middle font-normal [overflow-wrap:anywhere]"
              >
                {bar.label}
              </th>
              <td className="py-1.5 align-middle">
                <div className="flex items-center gap-3">
                  <div aria-hidden="true" className="h-3 flex-1 forced-color-adjust-none">
                    <div
                      className="h-full rounded-sm bg-field-600"
                      style={{ width: `${Math.max(0.5, (bar.value / max) * 100)}%` }}
                    />
                  </div>
                  <span className="min-w-16 text-right tabular-nums">{bar.shown}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
