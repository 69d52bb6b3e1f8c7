import { memo } from "react";
import { sizingResultCopy as copy, sizingFields } from "~/content/sizing-page";
import { absoluteUrl } from "~/lib/meta";
import { formatNumber, sourceText, type SizingInputs } from "~/lib/sizing";
import { site } from "~/content/site";

/** On paper the form is left out: the answers the estimate is for, and where to find it again. */
export const PrintedAnswers = memo(function PrintedAnswers({ inputs }: { inputs: SizingInputs }) {
  const rows = [
    [sizingFields.crop.label, inputs.crop.label],
    [sizingFields.area.label, `${formatNumber(inputs.hectares, 2)} ha`],
    [sizingFields.town.label, `${inputs.town.name} (${inputs.town.region})`],
    [sizingFields.method.label, inputs.method.label],
    [sizingFields.source.label, sourceText(inputs)],
    [sizingFields.distance.label, `${formatNumber(inputs.distance)} m`],
    [sizingFields.height.label, `${formatNumber(inputs.height)} m`],
    [sizingFields.hours.label, formatNumber(inputs.hours)],
    [sizingFields.diesel.label, formatNumber(inputs.dieselPrice, 2)],
  ] as const;
  return (
    <div className="mb-6 hidden print:block">
      <p className="text-sm text-stone-600">
        {site.brand} · {absoluteUrl("/size-your-system")}
      </p>
      <p className="mt-1 text-xl font-bold">{copy.printTitle}</p>
      <p className="mt-4 font-bold">{copy.printAnswers}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
});
