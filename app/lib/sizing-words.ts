/**
 * The estimate of /size-your-system in words, in the page's language: figures formatted for the
 * language, messages for bad answers, and the link that carries the estimate to the quote form.
 * The words come from the page's texts (`SizingText`, sent by the route's loader); only their
 * type is imported here.
 */
import type { ShownName } from "~/content/catalogue-words";
import type { PackageId } from "~/content/packages";
import type { SizingText } from "~/content/sizing-page";
import { packageCapacity, solarArray } from "~/content/sizing-system";
import { formatUsdInBirr, formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import {
  isPriced,
  answersOfInputs,
  paramsFromAnswers,
  type NumericField,
  type SizingInputs,
  type SizingProblem,
  type SizingResult,
  type SourceKind,
} from "./sizing";

/** A figure for reading: grouped thousands, at most `digits` decimals; "–" when not finite. */
export function formatFigure(locale: Locale, value: number, digits = 1): string {
  return Number.isFinite(value) ? formatNumber(locale, value, digits) : "–";
}

/**
 * The size of an array for reading: "3.4 kWp" from 1 kWp up, in watts below ("600 W", rounded to
 * 10 W; never "0 kWp").
 */
export function arrayPower(text: SizingText["result"], locale: Locale, kwp: number): string {
  if (kwp >= 1000) return fill(text.mwp, { mwp: formatFigure(locale, kwp / 1000) });
  if (kwp >= 1 || !Number.isFinite(kwp)) return fill(text.kwp, { kwp: formatFigure(locale, kwp) });
  const watts = kwp * 1000;
  const shown = watts < 100 ? Math.max(1, Math.ceil(watts)) : Math.round(watts / 10) * 10;
  return fill(text.watts, { watts: formatFigure(locale, shown, 0) });
}

/**
 * The power of the installed panels for reading: "3.85 kWp" (two decimals: 7 × 550 W), in watts
 * under 1 kWp ("550 W").
 */
export function installedPower(text: SizingText["result"], locale: Locale, panels: number): string {
  const watts = panels * solarArray.panelWatts;
  if (watts >= 1_000_000) return arrayPower(text, locale, watts / 1000);
  return watts >= 1000
    ? fill(text.kwp, { kwp: formatFigure(locale, watts / 1000, 2) })
    : fill(text.watts, { watts: formatFigure(locale, watts, 0) });
}

/**
 * The day's water for reading, the same in the summary and the key figure: one decimal under
 * 100 m³ ("0.5 m³", never "about 1 m³" beside it), whole cubic metres above ("27,417 m³").
 */
export function volumeFigure(locale: Locale, volume: number): string {
  return formatFigure(locale, volume, volume < 100 ? 1 : 0);
}

/** The texts' key of the depth field, whose words depend on the water source. */
export function depthKey(source: SourceKind): "depthBorehole" | "depthSurface" {
  return source === "borehole" ? "depthBorehole" : "depthSurface";
}

/** The message for a value that cannot be used (limits already filled in by the loader). */
export function errorMessage(
  text: SizingText["errors"],
  field: NumericField,
  problem: SizingProblem,
  source: SourceKind,
): string {
  const key = field === "depth" ? depthKey(source) : field;
  const { name, object } = text.names[key];
  switch (problem) {
    case "empty":
      return fill(text.empty, { object });
    case "notNumber":
      return fill(text.notNumber, { name });
    case "aboveZero":
      return fill(text.aboveZero, { name });
    case "notNegative":
      return key === "height" ? text.heightBelow : fill(text.notNegative, { name });
    case "tooSmall":
      return key === "area" ? text.areaTooSmall : text[key];
    case "tooBig":
      return text[key];
  }
}

/**
 * The water source in a few words, e.g. "Borehole, water at 35 m", and whether the borehole is
 * still to be drilled (the quote form carries it to sales, who then know a drilling job comes).
 */
export function sourceText(text: SizingText, locale: Locale, inputs: SizingInputs): string {
  const { sourceBorehole, sourceToDrill, sourceSurface } = text.quote;
  const words =
    inputs.source === "surface" ? sourceSurface : inputs.drill ? sourceToDrill : sourceBorehole;
  return fill(words, { depth: formatFigure(locale, inputs.depth) });
}

/** Name of the package of a result, or "Custom system". */
export function packageName(text: SizingText, result: SizingResult): string {
  if (result.smallKit) return text.packages.kit;
  return text.packages[result.packageId ?? "custom"];
}

/**
 * The package of a result as a sentence names it: marked `lang: "en"` when it is a package whose
 * published name the language lacks (`inEnglish`, sent by the page's loader).
 */
export function shownPackageName(
  text: SizingText,
  result: SizingResult,
  inEnglish: readonly PackageId[],
): ShownName {
  const name = packageName(text, result);
  return !result.smallKit && result.packageId && inEnglish.includes(result.packageId)
    ? { name, lang: "en" }
    : { name };
}

/**
 * The package just below a result's (its name as published, and its array in kW), when the
 * result got a package above the smallest: the page says why that one is not enough.
 */
export function smallerPackage(
  text: SizingText,
  result: SizingResult,
  inEnglish: readonly PackageId[],
): { name: ShownName; arrayKw: number } | undefined {
  const index = packageCapacity.findIndex((item) => item.id === result.packageId);
  const smaller = index > 0 ? packageCapacity[index - 1] : undefined;
  if (!smaller) return undefined;
  const name = text.packages[smaller.id];
  return {
    name: inEnglish.includes(smaller.id) ? { name, lang: "en" } : { name },
    arrayKw: smaller.arrayKw,
  };
}

/** The largest package's published name, which a custom system outgrows. */
export function largestPackageName(text: SizingText, inEnglish: readonly PackageId[]): ShownName {
  const id = packageCapacity.at(-1)?.id ?? "enterprise";
  return inEnglish.includes(id)
    ? { name: text.packages[id], lang: "en" }
    : { name: text.packages[id] };
}

/**
 * The figures of the result's one-sentence summary (`text.result.summary`, also announced to
 * screen readers), but for the package's name, which the page marks when it is the English one.
 */
export function summaryValues(
  text: SizingText,
  locale: Locale,
  inputs: SizingInputs,
  result: SizingResult,
) {
  return {
    crop: text.crops[inputs.crop.id],
    hectares: formatFigure(locale, inputs.hectares, 2),
    town: text.towns[inputs.town.id],
    volume: volumeFigure(locale, result.volume),
    month: text.months[result.month] ?? "",
    power: arrayPower(text.result, locale, result.arrayKwp),
  };
}

/**
 * The estimate in one plain-text line of at most 500 characters (for the quote form), its
 * prices in birr at `birrPerDollar`, the dollars beside them (decisions.md, "Prices").
 */
export function summaryLine(
  text: SizingText,
  locale: Locale,
  inputs: SizingInputs,
  result: SizingResult,
  birrPerDollar: number,
): string {
  const figure = (value: number, digits?: number) => formatFigure(locale, value, digits);
  const values = {
    crop: text.crops[inputs.crop.id],
    hectares: figure(inputs.hectares, 2),
    town: text.towns[inputs.town.id],
    method: text.quote.methods[inputs.method.id],
    volume: volumeFigure(locale, result.volume),
    month: text.months[result.month] ?? "",
    flow: figure(result.flow),
    head: figure(result.head.total, 0),
    power: arrayPower(text.result, locale, result.arrayKwp),
    panels: figure(result.panels, 0),
    installed: installedPower(text.result, locale, result.panels),
    watts: solarArray.panelWatts,
    package: packageName(text, result),
    low: formatUsdInBirr(locale, result.price.low, birrPerDollar),
    high: formatUsdInBirr(locale, result.price.high, birrPerDollar),
    distance: figure(inputs.distance, 0),
    height: figure(inputs.height, 0),
    sun: figure(result.sunHours),
  };
  // Beyond the standard range the page shows no price: nor does the line (its package alone).
  const line = text.quote.line
    .map((part) =>
      !isPriced(result) && part.includes("{low}") ? values.package : fill(part, values),
    )
    .join(text.quote.separator);
  return line.length <= 500 ? line : `${line.slice(0, 499)}…`;
}

/**
 * "Send this to an engineer": the quote form, pre-filled (the contract the quote form reads):
 * `/get-started?<the answers, as the sizing tool's own address carries them>[&package]#quote`.
 * The answers are ids and numbers, in no language: the quote page words the farm, the water
 * source and the estimate in its own language (`wordedQuoteQuery`, app/server/quote-estimate.server.ts),
 * in the language a visitor switches to as well. The path is the English one: the page's `Link`
 * puts it into the page's language.
 */
export function engineerLink(inputs: SizingInputs, result: SizingResult): string {
  const params = paramsFromAnswers(answersOfInputs(inputs));
  if (result.packageId) params.set("package", result.packageId);
  return `/get-started?${params.toString()}#quote`;
}
