/**
 * The estimate a link brings to the quote form, worded on the server in the page's language. The
 * sizing tool's "Send this to an engineer" carries the answers as ids and numbers (`engineerLink`);
 * the quote page's loader turns them into the words the form shows (the farm size, the region,
 * the crop, the water source and the estimate's line), so the page in another
 * language, reached by its language switch, words the same estimate in that language.
 */
import { sizingTextWithFigures } from "~/content/sizing-page";
import { textsFor } from "~/content/text-modules";
import type { Locale } from "~/i18n/locales";
import { carriesSizingAnswers } from "~/lib/quote-presets";
import {
  answerKeys,
  answersFromParams,
  answersWithFuel,
  estimate,
  validateAnswers,
} from "~/lib/sizing";
import { sourceText, summaryLine } from "~/lib/sizing-words";
import { catalogueNames, withPackageNames } from "./catalogue-names.server";
import { priceSettings, sizingPrices } from "./price-settings.server";

/**
 * The link's query with its estimate's answers replaced by the words the quote form reads
 * (`farmSize`, `region`, `crops`, `source`, `estimate`: `quotePresetsFromSearch`; the method
 * is in the estimate's line: the form's irrigation asks how the farm waters today),
 * in `locale`, at the company's published prices; what else it carries (`package`) stays. Answers
 * that are not valid are left out (the form then opens with the package only). Undefined for a
 * query without an estimate's answers: the form reads it as it is.
 */
export function wordedQuoteQuery(params: URLSearchParams, locale: Locale): string | undefined {
  if (!carriesSizingAnswers(params)) return undefined;
  const prices = sizingPrices();
  const { inputs } = validateAnswers(
    answersFromParams(params, answersWithFuel(prices.fuelPerLitre)),
  );
  const worded = new URLSearchParams(params);
  for (const key of answerKeys) worded.delete(key);
  if (!inputs) return worded.toString();
  const settings = priceSettings();
  const text = withPackageNames(
    sizingTextWithFigures(textsFor(locale, ["sizing"]).sizing, locale, settings),
    catalogueNames(locale),
  );
  const result = estimate(inputs, prices);
  worded.set("farmSize", String(Math.round(inputs.hectares * 100) / 100));
  worded.set("region", inputs.town.region);
  worded.set("crops", text.crops[inputs.crop.id]);
  worded.set("source", sourceText(text, locale, inputs));
  worded.set("estimate", summaryLine(text, locale, inputs, result, settings.usdToBirr.rate));
  return worded.toString();
}
