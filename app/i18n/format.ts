import { defaultLocale, groupDigits, localeInfo, type Locale } from "./locales";

/*
 * Numbers, units and dates for a language. Numbers stay in Arabic numerals with the default
 * language's grouping in every language (as Ethiopian sites write them; `format.test.ts` proves that
 * Intl writes them so for each language of the list) and are written here without `Intl`: a page's
 * first `Intl.NumberFormat` makes V8 build its list of available locales, 15 – 25 ms on the 2-core
 * VM and 60 – 100 ms on a phone's CPU, which the sizing tool's hydration paid in one long task.
 * `format.test.ts` checks these against `Intl` for any number. Date formatters use `Intl`, cached.
 */

/**
 * The `Intl` tag to write a language's times with in this runtime. Node's full ICU knows every
 * language of the site; a browser ships less (Chromium has no Afaan Oromo) and would fall back to
 * the visitor's own settings. Where the runtime lacks the language, the default language's tag is
 * used. Dates are never formatted in the browser: loaders send them formatted.
 */
export function intlTag(locale: Locale): string {
  const tag = localeInfo[locale].intl;
  return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0
    ? tag
    : localeInfo[defaultLocale].intl;
}

/**
 * `value` rounded to at most `digits` decimals, half away from zero on its shortest decimal form
 * (as `Intl` rounds: 1.005 → "1.01"), digits grouped by three with commas, no trailing zeros, and
 * a minus sign for any negative value, even one that rounds to 0 ("-0"), as `Intl` writes it.
 */
function writeNumber(value: number, digits: number): string {
  const decimal = String(Math.abs(value));
  // Infinities, NaN and magnitudes written with an exponent (never a price or an area) go to Intl.
  if (!Number.isFinite(value) || decimal.includes("e")) {
    return new Intl.NumberFormat(localeInfo[defaultLocale].intl, {
      maximumFractionDigits: digits,
    }).format(value);
  }
  const [whole = "0", fraction = ""] = decimal.split(".");
  let kept = whole + fraction.slice(0, digits).padEnd(digits, "0");
  if ((fraction[digits] ?? "0") >= "5")
    kept = (BigInt(kept) + 1n).toString().padStart(kept.length, "0");
  const integer = kept.slice(0, kept.length - digits) || "0";
  const decimals = kept.slice(kept.length - digits).replace(/0+$/, "");
  const grouped = groupDigits(integer);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${decimals ? `.${decimals}` : ""}`;
}

/** A number with grouping and at most `digits` decimals: 12500 → "12,500". */
export function formatNumber(_locale: Locale, value: number, digits = 0): string {
  return writeNumber(value, digits);
}

/**
 * A price in US dollars, as the language writes it, in whole dollars: "$3,500". The company
 * quotes its equipment in dollars; every page, form and reply formats a price here.
 */
export function formatPrice(_locale: Locale, usd: number): string {
  const written = writeNumber(usd, 0);
  return written.startsWith("-") ? `-$${written.slice(1)}` : `$${written}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

type DateStyle = "long" | "month" | "year";

const dateFields: { readonly [S in DateStyle]: Intl.DateTimeFormatOptions } = {
  long: { day: "numeric", month: "long", year: "numeric" },
  month: { month: "long", year: "numeric" },
  year: { year: "numeric" },
};

function dateFormat(locale: Locale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].dates, {
      ...dateFields[style],
      timeZone: "UTC",
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A calendar date, in the language's calendar and order: "20 September 2025" in English,
 * "መስከረም 10 ቀን 2018 ዓ.ም." in Amharic (its `datePattern`). `style` "month" leaves out the day,
 * "year" writes the year alone.
 */
export function formatDate(locale: Locale, date: Date | string, style: DateStyle = "long"): string {
  const value = typeof date === "string" ? new Date(date) : date;
  const format = dateFormat(locale, style);
  const pattern = localeInfo[locale].datePattern?.[style];
  if (!pattern) return format.format(value);
  const parts = new Map<string, string>(
    format.formatToParts(value).map((part) => [part.type, part.value]),
  );
  return pattern.replace(/\{(day|month|year)\}/g, (_, name: string) => parts.get(name) ?? "");
}

/**
 * A year the company counts in the Gregorian calendar ("2023"), in the language's calendar: the
 * Ethiopian year that covers most of it (1 January to 10 September), "2015 ዓ.ም.", on the same
 * rule as the sizing tool's months (docs/glossary-am.md).
 */
export function formatYear(locale: Locale, gregorianYear: number): string {
  return formatDate(locale, new Date(Date.UTC(gregorianYear, 5, 1)), "year");
}

/**
 * Birr rounded as a price is spoken: to 10 below 1,000 birr, to 100 below 100,000, to 1,000
 * below 10 million, to four significant figures above. Converted prices are indicative, so no
 * figure claims more precision than that.
 */
export function roundBirr(birr: number): number {
  const size = Math.abs(birr);
  // From 10 million birr (a custom system for a large farm), four significant figures:
  // 3,467,000,000, not 3,467,400,000.
  const step =
    size < 1_000
      ? 10
      : size < 100_000
        ? 100
        : size < 10_000_000
          ? 1_000
          : 10 ** (Math.floor(Math.log10(size)) - 3);
  return Math.round(birr / step) * step;
}

/**
 * An amount of birr, rounded (`roundBirr`), as the language writes it: "1,125,000 birr". The
 * space between the figure and its unit is a no-break space, so a narrow column never leaves the
 * unit alone on the next line. `rounded`: the amount is already a sum of rounded parts
 * (`sumOfShown`), shown as it is so the parts add up to it.
 */
export function formatBirr(locale: Locale, birr: number, rounded = false): string {
  return localeInfo[locale].birr
    .replace(/ ?\{value\} ?/, (slot) => slot.replace(/ /g, "\u00a0"))
    .replace("{value}", formatNumber(locale, rounded ? birr : roundBirr(birr)));
}

/**
 * A total shown beside its parts: the sum of the parts as they are shown (each `roundBirr`). A
 * part taken away is given negative, and counts as its amount is shown: −39,649 as −39,600.
 */
export function sumOfShown(...parts: number[]): number {
  return parts.reduce((sum, part) => sum + Math.sign(part) * roundBirr(Math.abs(part)), 0);
}

/**
 * A dollar list price in birr at the rate staff set, the dollars beside it:
 * "1,125,000 birr ($7,500)".
 */
export function formatUsdInBirr(locale: Locale, usd: number, birrPerDollar: number): string {
  return `${formatBirr(locale, usd * birrPerDollar)} (${formatPrice(locale, usd)})`;
}
