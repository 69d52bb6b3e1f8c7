import { memo } from "react";
import { site } from "~/content/site";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import { fill } from "~/i18n/translation";
import { absoluteUrl } from "~/lib/meta";
import type { SizingInputs } from "~/lib/sizing";
import { formatFigure, sourceText } from "~/lib/sizing-words";

/** On paper the form is left out: the answers the estimate is for, and where to find it again. */
export const PrintedAnswers = memo(function PrintedAnswers({ inputs }: { inputs: SizingInputs }) {
  const text = useText("sizing");
  const locale = useLocale();
  const { fields } = text.form;
  const copy = text.result;
  const figure = (value: number, digits?: number) => formatFigure(locale, value, digits);
  const metres = (value: number) => fill(copy.metres, { value: figure(value) });
  const rows = [
    [fields.crop.label, text.crops[inputs.crop.id]],
    [fields.area.label, fill(copy.printHectares, { value: figure(inputs.hectares, 2) })],
    [
      fields.town.label,
      fill(copy.printTown, {
        town: text.towns[inputs.town.id],
        region: text.regions[inputs.town.region],
      }),
    ],
    [fields.method.label, text.methods[inputs.method.id].label],
    [fields.source.label, sourceText(text, locale, inputs)],
    [fields.distance.label, metres(inputs.distance)],
    [fields.height.label, metres(inputs.height)],
    [fields.petrol.label, figure(inputs.petrolPrice, 2)],
    [fields.diesel.label, figure(inputs.dieselPrice, 2)],
  ] as const;
  return (
    <div className="mb-6 hidden print:block">
      <p className="text-sm text-stone-600">
        {fill(copy.printSource, {
          brand: site.brand,
          url: absoluteUrl(localizePath("/size-your-system", locale)),
        })}
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
