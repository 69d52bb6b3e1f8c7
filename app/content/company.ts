/**
 * The company's own details as staff edit them at /staff/content/company and the store keeps them
 * (`company.server.ts`): how to reach it (phone, e-mail, offices, social links, business hours)
 * and its headline figures. Pages receive them in their language through the root route's data
 * (`CompanyView`, `HeadlineFigures`); the repository's values only seed a new installation.
 */
import { formatNumber } from "~/i18n/format";
import { fill } from "~/i18n/translation";
import { defaultLocale, type Locale, type TranslatedLocale } from "~/i18n/locales";
import { site } from "./site";

/** A text in every language: the English always, a translation where one was written. */
export type Words = { readonly en: string } & { readonly [L in TranslatedLocale]?: string };

/** The social networks the footer has icons for. */
export const socialNetworks = ["Facebook", "Telegram", "LinkedIn", "YouTube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** A social network profile shown in the footer. */
export interface SocialLink {
  /** Network name, used as the link's accessible name. */
  readonly name: SocialNetwork;
  /** Full profile URL (https); opens in a new tab. */
  readonly href: string;
}

/** One office of the company. */
export interface CompanyOffice {
  /** Stable key (`addis`), made from the English city when staff add an office. */
  readonly id: string;
  readonly city: Words;
  /** The postal address, one line per line of the envelope. */
  readonly address: Words;
  /** Opening hours as people read them, e.g. "Mon – Sat, 8:00 – 18:00". */
  readonly hours: Words;
  /** Phone as displayed, e.g. "+251 11 555 0100". */
  readonly phone: string;
  readonly email: string;
  /** Opening hours in schema.org form for search engines, e.g. "Mo-Sa 08:00-18:00". */
  readonly openingHours: string;
}

/** A row of the business hours table: "Monday – Saturday" and "9:00 – 18:00". */
export interface BusinessHoursRow {
  readonly days: Words;
  readonly hours: Words;
}

/** The "company" settings document. */
export interface CompanyDocument {
  readonly id: "company";
  /** Main phone, as displayed. */
  readonly phone: string;
  /** Main e-mail address. */
  readonly email: string;
  /** Short postal line of the head office (footer, chat, home contact block). */
  readonly headOffice: Words;
  readonly businessHours: readonly BusinessHoursRow[];
  /** The offices, head office first. */
  readonly offices: readonly CompanyOffice[];
  readonly social: readonly SocialLink[];
  /**
   * The YouTube id of the home page's demo video (`aqz-KE-bpKQ`), played from
   * youtube-nocookie.com when a visitor asks. Staff paste the video's address; the server keeps
   * the id. A version stored before the field existed has none: read as the seed's
   * (`withSeedVideo`).
   */
  readonly demoVideoId: string;
}

/**
 * A stored company document as it is read today: a version published before the demo video was a
 * setting takes the seed's video, so an existing store, its history and a restore keep working.
 */
export function withSeedVideo(
  stored: Omit<CompanyDocument, "demoVideoId"> & { readonly demoVideoId?: string },
): CompanyDocument {
  return { ...stored, demoVideoId: stored.demoVideoId || site.demoVideo.id };
}

/**
 * The headline figures' ids, in the order the staff form shows them: farmers served, regions,
 * systems installed, staff, and the staff's two parts (permanent, and temporary in the drilling
 * and installation seasons) that the About page names; then the claims the pages make about the
 * company's work (hectares irrigated, the clients' total investment, the average yield increase,
 * the cost reduction against diesel, customer satisfaction), so no two pages can disagree.
 */
export const figureIds = [
  "farmers",
  "regions",
  "systems",
  "staff",
  "permanent",
  "seasonal",
  "hectares",
  "investment",
  "yieldIncrease",
  "costReduction",
  "waterSavings",
  "satisfaction",
] as const;
export type FigureId = (typeof figureIds)[number];

/** What a figure counts: things (200+), a percentage (70%) or millions of birr (Birr 100M+). */
export type FigureUnit = "count" | "percent" | "birrMillions";

/** Each figure's unit: how staff type it and how pages show it. */
export const figureUnits: Readonly<Record<FigureId, FigureUnit>> = {
  farmers: "count",
  regions: "count",
  systems: "count",
  staff: "count",
  permanent: "count",
  seasonal: "count",
  hectares: "count",
  investment: "birrMillions",
  yieldIncrease: "percent",
  costReduction: "percent",
  waterSavings: "percent",
  satisfaction: "percent",
};

/**
 * The most each figure can be, as staff type it: a share of a whole (satisfied customers, the cost
 * cut against diesel) at most 100 %, an increase (the average yield's) up to 1,000 %; a count or
 * millions of birr up to 100 million.
 */
export const figureLimits: Readonly<Record<FigureId, number>> = {
  farmers: 100_000_000,
  regions: 100_000_000,
  systems: 100_000_000,
  staff: 100_000_000,
  permanent: 100_000_000,
  seasonal: 100_000_000,
  hectares: 100_000_000,
  investment: 100_000_000,
  yieldIncrease: 1000,
  costReduction: 100,
  waterSavings: 100,
  satisfaction: 100,
};

/** A headline figure: a whole number, and whether it is "or more" (200+). */
export interface HeadlineFigure {
  readonly value: number;
  readonly plus: boolean;
}

/** The "figures" settings document: one figure by id. */
export type FiguresDocument = { readonly id: "figures" } & Readonly<
  Record<FigureId, HeadlineFigure>
>;

/**
 * The headline figures a new installation starts with: the spec's About and Services figures,
 * and the claims of the projects page (500+ hectares, Birr 100M+, 150 % average yield increase),
 * which also stand where the spec gave other values for the same claim (decision 0052).
 */
export const figuresSeed: FiguresDocument = {
  id: "figures",
  farmers: { value: 200, plus: true },
  regions: { value: 12, plus: false },
  systems: { value: 150, plus: true },
  staff: { value: 30, plus: true },
  permanent: { value: 10, plus: true },
  seasonal: { value: 20, plus: true },
  hectares: { value: 500, plus: true },
  investment: { value: 100, plus: true },
  yieldIncrease: { value: 150, plus: false },
  costReduction: { value: 70, plus: false },
  waterSavings: { value: 80, plus: false },
  satisfaction: { value: 98, plus: false },
};

/**
 * A stored figures document as it is read today: a version published before a figure existed
 * (the permanent and seasonal staff came later) takes that figure from the seed, so an existing
 * store keeps working and its history stays readable and restorable.
 */
export function withSeedFigures(stored: Partial<FiguresDocument>): FiguresDocument {
  const figures = Object.fromEntries(
    figureIds.map((id) => {
      const figure = stored[id];
      return [id, figure && Number.isFinite(figure.value) ? figure : figuresSeed[id]];
    }),
  ) as Record<FigureId, HeadlineFigure>;
  return { ...figures, id: "figures" };
}

/**
 * The figures as pages show them in their language: "200+", a percentage as the language writes
 * it ("70%", "%70"), millions of birr as a number ("100+", the page's template adds the unit).
 */
export type HeadlineFigures = Readonly<Record<FigureId, string>>;

/** A text in the page's language; `lang` is "en" when it is the English, for want of one. */
export interface LocalText {
  readonly text: string;
  readonly lang?: "en";
}

/** The company's details as a page in one language shows them. */
export interface CompanyView {
  readonly phone: string;
  readonly email: string;
  readonly headOffice: LocalText;
  readonly businessHours: readonly { readonly days: LocalText; readonly hours: LocalText }[];
  readonly offices: readonly {
    readonly id: string;
    readonly city: LocalText;
    readonly address: readonly LocalText[];
    readonly hours: LocalText;
    readonly phone: string;
    readonly email: string;
    readonly openingHours: string;
  }[];
  readonly social: readonly SocialLink[];
}

/** A text in a language: its own where written, else the English, marked. */
export function textIn(words: Words, locale: Locale): LocalText {
  const own = locale === defaultLocale ? undefined : words[locale]?.trim();
  return own
    ? { text: own }
    : locale === defaultLocale
      ? { text: words.en }
      : { text: words.en, lang: "en" };
}

/**
 * Opening hours as a page shows them: a range of times or figures ("8:00 – 18:00") never breaks
 * across lines on a narrow card. The spaces beside its en dash become no-break spaces, and a word
 * joiner after the dash takes away the break a line may otherwise take there. A range of days
 * ("Monday – Saturday") may still break: joined, it is too wide for a 320 px phone's column. The
 * server applies it (the root's and the contact page's loaders), so no page's script carries it.
 */
export function hoursText(hours: string): string {
  return hours.replace(
    /(\d)( ?)–( ?)(\d)/g,
    (_range, first: string, before: string, after: string, last: string) =>
      `${first}${before && "\u00a0"}–\u2060${after && "\u00a0"}${last}`,
  );
}

/** Days or hours in a language (`textIn`), each range of times in them kept whole (`hoursText`). */
function hoursIn(words: Words, locale: Locale): LocalText {
  const local = textIn(words, locale);
  return { ...local, text: hoursText(local.text) };
}

/** The lines of a text in a language (an address, a list one a line), each marked like the whole. */
export function linesIn(words: Words, locale: Locale): LocalText[] {
  const { text, lang } = textIn(words, locale);
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (lang ? { text: line, lang } : { text: line }));
}

/** The company's details in a page's language. */
export function companyView(document: CompanyDocument, locale: Locale): CompanyView {
  return {
    phone: document.phone,
    email: document.email,
    headOffice: textIn(document.headOffice, locale),
    businessHours: document.businessHours.map((row) => ({
      days: hoursIn(row.days, locale),
      hours: hoursIn(row.hours, locale),
    })),
    offices: document.offices.map((office) => ({
      id: office.id,
      city: textIn(office.city, locale),
      address: linesIn(office.address, locale),
      hours: hoursIn(office.hours, locale),
      phone: office.phone,
      email: office.email,
      openingHours: office.openingHours,
    })),
    social: document.social,
  };
}

/** A figure as shown: "1,200+" (digits and grouping read the same in the site's languages). */
export function formatFigure(figure: HeadlineFigure): string {
  return `${formatNumber(defaultLocale, figure.value)}${figure.plus ? "+" : ""}`;
}

/**
 * Every headline figure as shown; `percent` is the language's template of a percentage
 * ("{value}%"). Without one (the staff pages) a percentage is shown as the number alone.
 */
export function headlineFigures(document: FiguresDocument, percent = "{value}"): HeadlineFigures {
  return Object.fromEntries(
    figureIds.map((id) => {
      const shown = formatFigure(document[id]);
      return [id, figureUnits[id] === "percent" ? fill(percent, { value: shown }) : shown];
    }),
  ) as Record<FigureId, string>;
}

/**
 * The headline figure each of the home page's about figures shows, by position. Here rather than
 * in home.ts, so the home page's script does not carry its texts.
 */
export const homeAboutFigures = [
  "farmers",
  "regions",
  "satisfaction",
] as const satisfies readonly FigureId[];
