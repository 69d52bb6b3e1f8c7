import { ScrollingTable } from "~/components/ui/scrolling-table";
import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import { fill } from "~/i18n/translation";
import type { SizingText } from "~/content/sizing-page";
import type { EngineKind, LifetimeComparison } from "~/lib/sizing-lifetime";
// Figures here are always finite; the page-wide `formatFigure` (sizing-words) would pull that
// module into a chunk of its own.
import { formatNumber as formatFigure, roundBirr } from "~/i18n/format";

const series = ["solar", "petrol", "diesel"] as const;
type Series = (typeof series)[number];

/**
 * Line colour and dash of each series: told apart by pattern as well as colour. `border` draws the
 * same pattern in the legend: dashed petrol, dotted diesel.
 */
const look: Record<Series, { stroke: string; dash?: string; border: string }> = {
  solar: { stroke: "#b45309", border: "solid" },
  petrol: { stroke: "#b91c1c", dash: "6 4", border: "dashed" },
  diesel: { stroke: "#44403c", dash: "2 3", border: "dotted" },
};

const width = 360;
const height = 210;
// Room on the left for the scale's figures, with a reader's wider letter spacing too (WCAG 1.4.12).
const pad = { top: 12, right: 10, bottom: 26, left: 52 };
const plotW = width - pad.left - pad.right;
const plotH = height - pad.top - pad.bottom;

function niceStep(max: number): number {
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? 10 * power;
}

/** "Solar becomes cheaper than a petrol pump in year 7." or the sentence saying it does not. */
export function cheaperSentence(
  text: SizingText["lifetime"],
  engine: EngineKind,
  year: number | undefined,
  locale: Parameters<typeof formatFigure>[0],
): string {
  const values = { engine: text.engines[engine], year: formatFigure(locale, year ?? 0, 0) };
  if (year === undefined) return fill(text.notCheaper, values);
  return fill(year === 0 ? text.cheaperAtStart : text.cheaperFrom, values);
}

/**
 * Solar, petrol and diesel over the years: the year solar becomes cheaper, the cost so far as
 * a line chart (an image with its text alternative) and as a table, and what each cost is made of.
 */
export function LifetimeComparisonPanel({
  lifetime,
  borehole = false,
}: {
  lifetime: LifetimeComparison;
  /** The water is in a borehole: the engines' way of lifting it is said. */
  borehole?: boolean;
}) {
  const text = useText("sizing").lifetime;
  const locale = useLocale();
  // Rounded as every price on the site is spoken (`roundBirr`): the purchase here reads as the
  // loan's price in the monthly cost below (1,298,000 birr), not to the hundred (1,297,500).
  const birr = (value: number) => formatFigure(locale, roundBirr(value), 0);
  const years = lifetime.years;
  const top = Math.max(...series.flatMap((name) => lifetime[name].cumulative), 1) / 1000;
  const step = niceStep(top);
  const yMax = Math.ceil(top / step) * step;
  const x = (year: number) => pad.left + (year / years) * plotW;
  const y = (thousands: number) => pad.top + plotH - (thousands / yMax) * plotH;
  const ticks = Array.from({ length: Math.round(yMax / step) + 1 }, (_, i) => i * step);
  const sentences = (["petrol", "diesel"] as const).map((engine) =>
    cheaperSentence(text, engine, lifetime.solarCheaperFrom[engine], locale),
  );
  const last = (name: Series) =>
    fill(text.birr, { value: birr(lifetime[name].cumulative[years] ?? 0) });
  const alt = `${fill(text.chartAlt, {
    years: formatFigure(locale, years, 0),
    solar: last("solar"),
    petrol: last("petrol"),
    diesel: last("diesel"),
  })} ${sentences.join(" ")}`;

  return (
    <section aria-labelledby="lifetime-heading" className="mt-6" data-testid="lifetime">
      <h4 id="lifetime-heading" className="font-bold">
        {text.title}
      </h4>
      <p className="mt-1 text-sm text-stone-600">{text.intro}</p>
      {borehole ? (
        <p className="mt-1 text-sm text-stone-600" data-testid="lifetime-borehole">
          {text.borehole}
        </p>
      ) : null}
      <ul className="mt-3 space-y-1 text-stone-800" data-testid="lifetime-verdict">
        {sentences.map((sentence) => (
          <li key={sentence} className="font-semibold">
            {sentence}
          </li>
        ))}
      </ul>
      <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700">
        {series.map((name) => (
          <li key={name} className="flex items-center gap-2">
            <span
              className="inline-block w-6 border-t-[3px]"
              style={{
                borderColor: look[name].stroke,
                borderStyle: look[name].border,
              }}
            />
            {text.series[name]}
          </li>
        ))}
      </ul>
      <p aria-hidden="true" className="mt-2 text-xs text-stone-600">
        {text.axis}
      </p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        // Its colours kept, on white, in a forced-colours mode: they would stay dark on its black.
        className="h-auto w-full bg-white forced-color-adjust-none"
        role="img"
        aria-label={alt}
        data-testid="lifetime-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#e7e5e4"
              strokeWidth="1"
            />
            <text x={pad.left - 5} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#57534e">
              {formatFigure(locale, tick, 0)}
            </text>
          </g>
        ))}
        {[0, 5, 10, 15]
          .filter((year) => year <= years)
          .map((year) => (
            <text
              key={year}
              x={x(year)}
              y={height - 8}
              textAnchor="middle"
              fontSize="11"
              fill="#44403c"
            >
              {formatFigure(locale, year, 0)}
            </text>
          ))}
        {series.map((name) => (
          <path
            key={name}
            d={lifetime[name].cumulative
              .map(
                (cost, year) =>
                  `${year === 0 ? "M" : "L"}${x(year).toFixed(1)},${y(cost / 1000).toFixed(1)}`,
              )
              .join(" ")}
            fill="none"
            stroke={look[name].stroke}
            strokeWidth="2.5"
            strokeDasharray={look[name].dash}
            strokeLinejoin="round"
          />
        ))}
      </svg>

      {/* On a narrow phone each table scrolls sideways in its own box. */}
      <ScrollingTable
        title={text.breakdownCaption}
        titleClassName="mb-1 text-sm font-semibold text-stone-700"
        className="mt-4"
      >
        {(titleId) => (
          <table
            className="w-full text-left text-sm"
            aria-labelledby={titleId}
            data-testid="lifetime-breakdown"
          >
            <thead>
              <tr className="border-b border-stone-300">
                <td />
                {series.map((name) => (
                  <th key={name} scope="col" className="px-2 py-1 text-right">
                    {text.series[name]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ["equipment", (name: Series) => birr(lifetime[name].equipment)],
                  [
                    "fuel",
                    (name: Series) =>
                      lifetime[name].fuelPerYear > 0
                        ? `${birr(lifetime[name].fuelPerYear)} ${fill(text.litres, {
                            litres: formatFigure(locale, lifetime[name].litresPerYear, 0),
                          })}`
                        : "0",
                  ],
                  ["upkeep", (name: Series) => birr(lifetime[name].maintenancePerYear)],
                  ["replacements", (name: Series) => birr(lifetime[name].replacements)],
                  ["total", (name: Series) => birr(lifetime[name].cumulative[years] ?? 0)],
                ] as const
              ).map(([row, cell]) => (
                <tr key={row} className="border-b border-stone-200">
                  <th scope="row" className="py-1 pr-2 font-normal text-stone-700">
                    {text.rows[row]}
                  </th>
                  {series.map((name) => (
                    <td key={name} className="px-2 py-1 text-right tabular-nums">
                      {cell(name)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ScrollingTable>

      <ScrollingTable
        title={text.tableCaption}
        titleClassName="rounded-t-lg bg-stone-50 px-2 py-1 text-sm font-semibold text-stone-700"
        className="mt-4 rounded-lg ring-1 ring-stone-200"
      >
        {(titleId) => (
          <table
            className="w-full text-left text-sm"
            aria-labelledby={titleId}
            data-testid="lifetime-table"
          >
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="px-2 py-1">
                  {text.year}
                </th>
                {series.map((name) => (
                  <th key={name} scope="col" className="px-2 py-1 text-right">
                    {text.series[name]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lifetime.solar.cumulative.map((_, year) => (
                <tr key={year} className="border-b border-stone-100">
                  <th scope="row" className="px-2 py-0.5 font-normal">
                    {year === 0 ? text.purchase : formatFigure(locale, year, 0)}
                  </th>
                  {series.map((name) => (
                    <td key={name} className="px-2 py-0.5 text-right tabular-nums">
                      {birr(lifetime[name].cumulative[year] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ScrollingTable>
      <p className="mt-3 text-xs text-stone-600">{text.assumptions}</p>
    </section>
  );
}
