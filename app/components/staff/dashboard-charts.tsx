import { enquiryKinds, type EnquiryKind } from "~/content/enquiry-forms";
import { enquiryForms } from "~/content/enquiry-form-map";
import { staffText } from "~/content/staff";
import { ScrollingTable, type TableTitle } from "~/components/ui/scrolling-table";

const text = staffText.dashboard;

/** The id of a chart's caption, which also names its table (`WeeklyTable`'s `labelledBy`). */
export const chartCaptionId = (chart: string) => `${chart}-caption`;

/** One colour per kind of lead; each is also named in the legend and the table. */
const kindFill: Record<EnquiryKind, string> = {
  home: "fill-field-700",
  contact: "fill-sun-500",
  quote: "fill-water-500",
  callback: "fill-violet-600",
  visit: "fill-stone-500",
};

interface Week {
  readonly week: string;
  readonly label: string;
  readonly total: number;
  readonly byKind: Readonly<Partial<Record<EnquiryKind, number>>>;
  readonly byPage: Readonly<Record<string, number>>;
}

/**
 * Leads per week, stacked by kind, drawn on the server, under its caption (`chartCaptionId`). The
 * table below holds the same figures and is named by that caption: the drawing and its legend
 * are for the eye only, so a screen reader hears the caption once, then the table.
 */
export function WeeklyChart({ weeks, id }: { weeks: readonly Week[]; id: string }) {
  const max = Math.max(1, ...weeks.map((week) => week.total));
  const width = 480;
  const height = 180;
  const band = width / Math.max(1, weeks.length);
  const bar = Math.min(36, band * 0.7);
  const edge = 24;
  return (
    <div className="grid gap-3">
      <p id={chartCaptionId(id)} className="text-sm text-stone-700">
        {text.weeklyCaption}
      </p>
      <svg
        // Room beside the first and last bars for their dates, which are centred under them.
        viewBox={`${-edge} 0 ${width + 2 * edge} ${height + 24}`}
        aria-hidden="true"
        className="h-auto w-full max-w-3xl"
      >
        {weeks.map((week, index) => {
          let y = height;
          const x = index * band + (band - bar) / 2;
          return (
            <g key={week.week}>
              {enquiryKinds.map((kind) => {
                const count = week.byKind[kind] ?? 0;
                if (count === 0) return null;
                const h = (count / max) * (height - 16);
                y -= h;
                return (
                  <rect key={kind} x={x} y={y} width={bar} height={h} className={kindFill[kind]} />
                );
              })}
              {/* Every other week's date when there are many: the table has them all. */}
              {weeks.length <= 8 || (weeks.length - 1 - index) % 2 === 0 ? (
                <text
                  x={x + bar / 2}
                  y={height + 16}
                  textAnchor="middle"
                  className="fill-stone-700 text-[16px] sm:text-[12px]"
                >
                  {week.label}
                </text>
              ) : null}
              {week.total > 0 ? (
                <text
                  x={x + bar / 2}
                  y={y - 4}
                  textAnchor="middle"
                  className="fill-stone-900 text-[15px] sm:text-[11px]"
                >
                  {week.total}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {enquiryKinds.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" className={kindFill[kind]} />
            </svg>
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
                  <div aria-hidden="true" className="h-3 flex-1">
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
