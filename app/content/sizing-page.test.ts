import { describe, expect, it } from "vitest";
import { localeInfo, locales, type Locale } from "~/i18n/locales";
import { lenderSheetText, sizingText } from "./catalogues";
import { pricingSeed } from "./pricing";
import { sizingTextWithFigures } from "./sizing-page";

/**
 * The units the estimate writes beside a number, in every language: symbols, and the words for
 * birr, metres, litres, hectares and timad.
 */
const units = [
  "m³/h",
  "m/s",
  "m²",
  "m³",
  "mm",
  "km",
  "ha",
  "kWh",
  "kWp",
  "MWp",
  "kW",
  "W",
  "m",
  "l",
  "%",
  "birr",
  "hectares",
  "hectare",
  "timad",
  "ብር",
  "ሜትር",
  "ሊትር",
  "qarshii",
  "Qarshii",
  "liitira",
  "heektaara",
  "qindii",
  "qindiin",
].join("|");
/** A figure: a placeholder the page fills, or digits. */
const figure = String.raw`(?:\{\w+\}|\d[\d,.]*)`;

/**
 * A figure and its unit parted by an ordinary space: the figure first ("12 m", "{kwp} kWp"), or,
 * in a language that writes the unit first as its birr shows ("qarshii {value}": "m 12"), the unit.
 */
function splitPair(locale: Locale): RegExp {
  return localeInfo[locale].birr.startsWith("{value}")
    ? new RegExp(String.raw`${figure} (?:${units})(?![\p{L}\p{N}²³/])`, "u")
    : new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${units}) ${figure}`, "u");
}

/** Every string in a catalogue's texts, with its key path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

describe("a number and its unit", () => {
  it("are joined by a no-break space in the estimate's texts, in every language, so a narrow screen never parts them", () => {
    for (const locale of locales) {
      const texts = [
        ...strings(sizingTextWithFigures(sizingText[locale], locale, pricingSeed), "sizing"),
        ...strings(lenderSheetText[locale], "lenderSheet"),
      ];
      const split = texts.filter(([, text]) => splitPair(locale).test(text)).map(([path]) => path);
      expect(split, locale).toEqual([]);
    }
  });

  it("stay together in the units the reviewers saw parted at 320 px", () => {
    const om = sizingText.om.result;
    expect(om.drilling).toContain("m\u00a0{metres} naannoo");
    expect(om.headLift.borehole).toContain("m\u00a0{drawdown}");
    expect(om.metres).toBe("m\u00a0{value}");
    expect(om.headFriction).toContain("mm\u00a0{pipe}");
    expect(sizingText.am.result.kwp).toBe("{kwp}\u00a0kWp");
  });
});
