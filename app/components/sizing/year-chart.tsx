import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import { fill } from "~/i18n/translation";
import type { MonthFigures } from "~/lib/sizing";
import { formatFigure } from "~/lib/sizing-words";

interface YearChartProps {
  months: readonly MonthFigures[];
  /** Index of the design month (0 = January). */
  designMonth: number;
}

const width = 360;
const height = 200;
const pad = { top: 12, right: 8, bottom: 24 };
/** The least room left of the plot for the y axis's figures, and what a character of them takes. */
const axis = { minWidth: 40, perCharacter: 7.2, gap: 9 };
const plotH = height - pad.top - pad.bottom;

/** A round step for the y axis: 1, 2 or 5 × a power of ten, giving about four gridlines. */
function niceStep(max: number): number {
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

/**
 * A year at a glance: bars of the water the crop needs each month against a line of what the
 * proposed array pumps. The SVG is for the eye; the same figures are a table for screen readers.
 */
export function YearChart({ months, designMonth }: YearChartProps) {
  const text = useText("sizing");
  const locale = useLocale();
  const copy = text.chart;
  const monthNames = text.months;
  const formatNumber = (value: number, digits: number) => formatFigure(locale, value, digits);
  const top = Math.max(...months.flatMap((m) => [m.need, m.pumped]), 1);
  const step = niceStep(top);
  const yMax = Math.ceil(top / step) * step;
  const y = (value: number) => pad.top + plotH - (value / yMax) * plotH;
  const ticks = Array.from({ length: Math.round(yMax / step) + 1 }, (_, i) => ({
    value: i * step,
    label: formatNumber(i * step, 0),
  }));
  // As wide as the longest figure on the axis ("30,000" for a large farm), so none is cut off.
  const left = Math.max(
    axis.minWidth,
    axis.gap + axis.perCharacter * Math.max(...ticks.map((tick) => tick.label.length)),
  );
  const slot = (width - left - pad.right) / 12;
  const x = (index: number) => left + slot * index + slot / 2;
  const pumpedPath = months
    .map((m, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(m.pumped).toFixed(1)}`)
    .join(" ");

  return (
    <figure className="mt-6">
      <figcaption className="font-bold">{copy.title}</figcaption>
      <p className="mt-1 text-sm text-stone-600">{copy.intro}</p>
      <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700">
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-water-500" />
          {copy.need}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-1 w-5 rounded-full bg-sun-600" />
          {copy.pumped}
        </li>
      </ul>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-2 h-auto w-full"
        aria-hidden="true"
        data-testid="year-chart"
      >
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={left}
              x2={width - pad.right}
              y1={y(tick.value)}
              y2={y(tick.value)}
              stroke="#e7e5e4"
              strokeWidth="1"
            />
            <text x={left - 5} y={y(tick.value) + 4} textAnchor="end" fontSize="12" fill="#57534e">
              {tick.label}
            </text>
          </g>
        ))}
        {months.map((m, i) => (
          <g key={i}>
            {i === designMonth ? (
              <rect
                x={left + slot * i + 1}
                y={pad.top}
                width={slot - 2}
                height={plotH}
                fill="#fef0c3"
              />
            ) : null}
            <rect
              x={x(i) - slot * 0.28}
              y={y(m.need)}
              width={slot * 0.56}
              height={Math.max(0, pad.top + plotH - y(m.need))}
              rx="2"
              fill="#0e7490"
            />
            <text
              x={x(i)}
              y={height - 8}
              textAnchor="middle"
              fontSize="12"
              fontWeight={i === designMonth ? 700 : 400}
              fill="#44403c"
            >
              {monthNames[i]?.slice(0, 1)}
            </text>
          </g>
        ))}
        <path
          d={pumpedPath}
          fill="none"
          stroke="#c98a00"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        {months.map((m, i) => (
          <circle key={i} cx={x(i)} cy={y(m.pumped)} r="2.5" fill="#c98a00" />
        ))}
      </svg>
      {/* A table ignores a 1 px width: the wrapper keeps it from widening the page. */}
      <div className="sr-only">
        <table>
          <caption>{copy.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.month}</th>
              <th scope="col">{copy.need}</th>
              <th scope="col">{copy.pumped}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m, i) => (
              <tr key={i}>
                <th scope="row">
                  {i === designMonth
                    ? fill(copy.designMonth, { month: monthNames[i] ?? "" })
                    : monthNames[i]}
                </th>
                <td>{formatNumber(m.need, 1)}</td>
                <td>{formatNumber(m.pumped, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-stone-600">{copy.shaded}</p>
      {copy.monthsNote ? <p className="mt-1 text-sm text-stone-600">{copy.monthsNote}</p> : null}
    </figure>
  );
}
