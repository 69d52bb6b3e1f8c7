/**
 * The languages of the site. English lives at the root, every other language under its own
 * prefix (`/am/…`, `/om/…`). Adding a language means adding its code here and its translations beside the
 * English ones: the type checker then lists every text still missing (docs/decisions/0025).
 */
export const locales = ["en", "am", "om"] as const;

/** A language of the site. */
export type Locale = (typeof locales)[number];

/** The language of the unprefixed URLs. */
export const defaultLocale = "en" satisfies Locale;

/** A language with a translation catalogue (every one but the default). */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;

/** How a language is named, tagged and formatted. */
export interface LocaleInfo {
  /** The language's name in itself, as the language switch shows it. */
  readonly name: string;
  /** BCP 47 tag for `Intl` number and unit formatting. */
  readonly intl: string;
  /** BCP 47 tag for dates, with the calendar the visitors use. */
  readonly dates: string;
  /** Open Graph locale (language_TERRITORY). */
  readonly ogLocale: string;
  /** Its script: Ge'ez pages load the site's Ethiopic font (app.css, `data-script`). */
  readonly script: "latin" | "ethiopic";
  /** The brand as this language's page titles write it, where not as `site.brand` (decisions.md). */
  readonly brand?: string;
  /** An amount of birr as the language writes it: `{value}` is the number. */
  readonly birr: string;
  /**
   * A clock other than `Intl`'s: the Ethiopian day counts its hours from 6 in the morning
   * (9:00 is 3 in the morning, ከጠዋቱ 3:00). `periods` name the parts of the day by the hour
   * (0–23) each starts at; `pattern` writes `{period}`, `{hour}` (1–12) and `{minute}`.
   */
  readonly clock?: {
    readonly periods: readonly (readonly [startsAt: number, name: string])[];
    readonly pattern: string;
  };
  /**
   * How the language orders a date, where `Intl`'s own order is not the one its readers write:
   * `{day}`, `{month}` and `{year}` are `Intl`'s parts in the language's calendar. Without it,
   * `Intl` writes the date whole.
   */
  readonly datePattern?: {
    /** Day, month and year: "መጋቢት 3 ቀን 2018 ዓ.ም.". */
    readonly long: string;
    /** Month and year: "ጥር 2015 ዓ.ም.". */
    readonly month: string;
    /** A year alone: "2015 ዓ.ም.". */
    readonly year: string;
  };
}

export const localeInfo: { readonly [L in Locale]: LocaleInfo } = {
  en: {
    name: "English",
    intl: "en-GB",
    dates: "en-GB",
    ogLocale: "en_GB",
    script: "latin",
    birr: "{value} birr",
  },
  // Ethiopians date their seasons in the Ethiopian calendar (13 months, 7–8 years behind).
  am: {
    name: "አማርኛ",
    intl: "am-ET",
    dates: "am-ET-u-ca-ethiopic",
    ogLocale: "am_ET",
    script: "ethiopic",
    brand: "ፀሐይ ሶላር",
    birr: "{value} ብር",
    // Month first, the day marked with ቀን, the era ዓ.ም. (ዓመተ ምሕረት) after the year: as
    // Ethiopian offices write a date (`Intl` writes "3 መጋቢት 2018" with a Latin era name).
    // A no-break space keeps ዓ.ም. on the line of its year.
    datePattern: {
      long: "{month} {day} ቀን {year}\u00a0ዓ.ም.",
      month: "{month} {year}\u00a0ዓ.ም.",
      year: "{year}\u00a0ዓ.ም.",
    },
    // The Ethiopian clock (decisions.md, "Languages"): 18:00 is ከምሽቱ 12:00, 0:30 ከሌሊቱ 6:30.
    clock: {
      periods: [
        [0, "ከሌሊቱ"],
        [6, "ከጠዋቱ"],
        [12, "ከቀኑ"],
        [18, "ከምሽቱ"],
      ],
      pattern: "{period} {hour}:{minute}",
    },
  },
  // Afaan Oromo in Qubee: Gregorian dates with Oromo month names (Node's ICU has them).
  om: {
    name: "Afaan Oromoo",
    intl: "om-ET",
    dates: "om-ET",
    ogLocale: "om_ET",
    script: "latin",
    // The unit before its number, as Oromo says it (docs/glossary-om.md).
    birr: "qarshii {value}",
  },
};

/** Whether a string names a language of the site. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The language of a path: its first segment when that names a language, else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** The language a request asks for, by its URL alone (never by guesswork from headers). */
export function requestLocale(request: Request): Locale {
  // A page's data is asked for at its address with ".data" added: "/am.data" is /am's, in Amharic.
  return localeFromPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}

/** A path without its language prefix: "/am/projects" → "/projects", "/am" → "/". */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * An in-site path (optionally with ?query and #hash) in a language: "/projects?c=x" →
 * "/am/projects?c=x". Paths already carrying a language are first stripped of it; anything
 * that is not an absolute in-site path ("#id", "mailto:…", "https://…") is returned as is.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? "" : path.slice(split);
  const bare = unlocalizedPath(pathname);
  if (locale === defaultLocale) return bare + rest;
  return (bare === "/" ? `/${locale}` : `/${locale}${bare}`) + rest;
}

/**
 * A whole number's digits grouped by three with commas, as every language of the site writes
 * them ("12500" → "12,500"; `format.ts` writes every number with it). Here, beside the languages,
 * so that the home page's counters group their figures without the rest of the number formatting.
 */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}
