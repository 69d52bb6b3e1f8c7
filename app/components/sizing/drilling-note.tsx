import { usePriceSettings } from "~/hooks/use-price-settings";
import { formatPrice, roundBirr } from "~/i18n/format";
import { fill } from "~/i18n/translation";
import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import { drillingEstimate } from "~/lib/sizing-drilling";
import { formatFigure } from "~/lib/sizing-words";

/**
 * The optional drilling estimate of a visitor who has no borehole yet (the price never includes
 * drilling), labelled as an estimate, in birr at the company's rate a metre with dollars beside.
 * Nothing when `depth` is undefined (a borehole already there, or surface water).
 */
export function DrillingNote({ depth }: { depth?: number }) {
  const text = useText("sizing").result;
  const locale = useLocale();
  const { usdToBirr, drillingPerMetre } = usePriceSettings();
  if (depth === undefined) return null;
  const drilling = drillingEstimate(depth, drillingPerMetre.birr, usdToBirr.rate);
  return (
    <p className="mt-2 text-sm font-semibold text-stone-800" data-testid="drilling-estimate">
      {fill(text.drilling, {
        metres: formatFigure(locale, drilling.metres, 0),
        rate: formatFigure(locale, drillingPerMetre.birr, 0),
        birr: formatFigure(locale, roundBirr(drilling.birr), 0),
        usd: formatPrice(locale, Math.round(drilling.usd)),
      })}
    </p>
  );
}
