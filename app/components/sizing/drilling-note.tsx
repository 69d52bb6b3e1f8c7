import { formatPrice, roundBirr } from "~/i18n/format";
import { fill } from "~/i18n/translation";
import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import { drillingEstimate } from "~/lib/sizing-drilling";
import { formatFigure } from "~/lib/sizing-words";
import type { PriceSettings } from "~/content/pricing";
import { drilling as drillingRigs } from "~/content/sizing-system";

export interface DrillingNoteProps {
  /** The water level, m, when the borehole is still to drill; else undefined. */
  depth?: number;
  prices: PriceSettings;
}

/**
 * The optional drilling estimate of a visitor who has no borehole yet (the price never includes
 * drilling), labelled as an estimate, in birr at the company's rate a metre with dollars beside.
 * Nothing when `depth` is undefined (a borehole already there, or surface water). The rates are
 * the page's price settings (`priceSettings()`), passed in by the result.
 */
export function DrillingNote({ depth, prices }: DrillingNoteProps) {
  const text = useText("sizing").result;
  const locale = useLocale();
  if (depth === undefined) return null;
  const { usdToBirr, drillingPerMetre } = prices;
  const drilling = drillingEstimate(depth, drillingPerMetre.birr, usdToBirr.rate);
  return (
    <p className="mt-2 text-sm font-semibold text-stone-800" data-testid="drilling-estimate">
      {fill(text.drilling, {
        metres: formatFigure(locale, drilling.metres, 0),
        rate: formatFigure(locale, drillingPerMetre.birr, 0),
        birr: formatFigure(locale, roundBirr(drilling.birr), 0),
        usd: formatPrice(locale, Math.round(drilling.usd)),
      })}
      {drilling.beyondOwnRigs
        ? ` ${fill(text.drillingBeyondRigs, { rigs: formatFigure(locale, drillingRigs.ownRigsMetres, 0) })}`
        : null}
    </p>
  );
}
