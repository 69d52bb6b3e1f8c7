/**
 * The company's contact details and headline figures in the content store (documents of the
 * `settings` kind, published like the birr rate): what every page's frame and the pages that
 * show them read, the seed of a new installation (site.ts and the frame's texts in every
 * language), and the staff form read and checked on the way in.
 */
import {
  figureIds,
  figureLimits,
  figureUnits,
  figuresSeed,
  socialNetworks,
  type BusinessHoursRow,
  type CompanyDocument,
  type CompanyOffice,
  type FigureId,
  type FigureUnit,
  type FiguresDocument,
  type HeadlineFigure,
  type HeadlineFigures,
  headlineFigures,
  type SocialLink,
  type Words,
  withSeedFigures,
  withSeedVideo,
} from "~/content/company";
import { chromeText } from "~/content/catalogues";
import { formatNumber } from "~/i18n/format";
import { fill } from "~/i18n/translation";
import { contactSeed, site } from "~/content/site";
import { toE164 } from "~/lib/phone";
import { isEmail } from "~/lib/validation";
import { videoWatchUrl, youtubeVideoId } from "~/lib/youtube-video";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import type { ContentItem } from "./content-store.server";
import { seedKind } from "./content-store.server";
import type { Db } from "./db.server";
import { publishedSetting, settingItem, SETTINGS } from "./settings.server";

export const COMPANY_ID = "company";
export const FIGURES_ID = "figures";

/** A text of the frame's catalogues in every language: the seed's words. */
function seedWords(pick: (locale: Locale) => string): Words {
  return Object.fromEntries(locales.map((locale) => [locale, pick(locale)])) as Words;
}

/** The company document a new installation starts with: site.ts and the frame's texts. */
export function companySeed(): CompanyDocument {
  const texts = (locale: Locale) => chromeText[locale].company;
  return {
    id: COMPANY_ID,
    phone: contactSeed.phone,
    email: contactSeed.email,
    headOffice: seedWords((locale) => texts(locale).headOffice),
    businessHours: texts(defaultLocale).businessHours.map((_, row) => ({
      days: seedWords((locale) => texts(locale).businessHours[row]?.days ?? ""),
      hours: seedWords((locale) => texts(locale).businessHours[row]?.hours ?? ""),
    })),
    offices: contactSeed.offices.map((office) => ({
      id: office.id,
      city: seedWords((locale) => texts(locale).offices[office.id].city),
      address: seedWords((locale) => texts(locale).offices[office.id].address.join("\n")),
      hours: seedWords((locale) => texts(locale).offices[office.id].hours),
      phone: office.phone,
      email: office.email,
      openingHours: office.openingHours,
    })),
    social: contactSeed.social.map((link) => ({ ...link })),
    demoVideoId: site.demoVideo.id,
  };
}

export function seedCompany(db: Db): void {
  seedKind<CompanyDocument | FiguresDocument>(db, SETTINGS, [companySeed(), figuresSeed]);
}

/** The published company details (a preview's version inside `withPreview`). */
export function publishedCompany(db: Db): CompanyDocument {
  const stored = publishedSetting<CompanyDocument>(db, COMPANY_ID);
  return stored ? withSeedVideo(stored) : companySeed();
}

/** The company's item, its draft read as today (a version without the video has the seed's). */
export function companyItem(db: Db): ContentItem<CompanyDocument> | undefined {
  const item = settingItem<CompanyDocument>(db, COMPANY_ID);
  return item && { ...item, current: withSeedVideo(item.current) };
}

/** The published headline figures (a preview's version inside `withPreview`). */
export function publishedFigures(db: Db): FiguresDocument {
  const stored = publishedSetting<FiguresDocument>(db, FIGURES_ID);
  return stored ? withSeedFigures(stored) : figuresSeed;
}

/** The published headline figures as a page in `locale` shows them ("200+", "70%", "%70"). */
export function figuresIn(db: Db, locale: Locale): HeadlineFigures {
  return headlineFigures(publishedFigures(db), chromeText[locale].ui.percent);
}

/** What comes before and after a percentage's number in `locale`: "" and "%", or "%" and "". */
export function percentParts(locale: Locale): { prefix: string; suffix: string } {
  const [prefix = "", suffix = ""] = chromeText[locale].ui.percent.split("{value}");
  return { prefix, suffix };
}

/** A percentage as a page in `locale` writes it: "90%", "%90". */
export function percentIn(locale: Locale, value: number): string {
  return fill(chromeText[locale].ui.percent, { value: formatNumber(locale, value) });
}

/** `{costReduction}`, `{farmers}`…: a headline figure's place in a text. */
const figurePlaceholder = new RegExp(`\\{(${figureIds.join("|")})\\}`, "g");

/**
 * A page's texts with the headline figures written into their places ("up to {costReduction}"
 * → "up to 70%"), by its loader: the page's script needs no figures for them. Other
 * placeholders ({count}) stay for the page.
 */
export function withFigures<T>(texts: T, figures: HeadlineFigures): T {
  const visit = (value: unknown): unknown => {
    if (typeof value === "string")
      return value.replace(figurePlaceholder, (_, id: FigureId) => figures[id]);
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
    return value;
  };
  return visit(texts) as T;
}

/** The figures' item, its draft read as today (a figure added since defaults to the seed's). */
export function figuresItem(db: Db): ContentItem<FiguresDocument> | undefined {
  const item = settingItem<FiguresDocument>(db, FIGURES_ID);
  return item && { ...item, current: { ...item.current, ...withSeedFigures(item.current) } };
}

/** The most characters a text keeps (an address of several lines is the longest). */
const MAX_TEXT = 300;

/**
 * A field's value, trimmed and cut to its length, its lines ended as stored: a browser sends a
 * text area's lines as CRLF, and an address sent back unchanged must not count as a change.
 */
function value(
  form: Readonly<Record<string, string>>,
  name: string,
  max: number = MAX_TEXT,
): string {
  return (form[name] ?? "").replace(/\r\n?/g, "\n").trim().slice(0, max);
}

/** The value of a text in every language: `{name}.en`, `{name}.am`…; empty ones left out. */
export function wordsFromForm(
  form: Readonly<Record<string, string>>,
  name: string,
  max: number = MAX_TEXT,
): Words {
  const entries = locales.flatMap((locale) => {
    const text = value(form, `${name}.${locale}`, max);
    return text ? [[locale, text]] : [];
  });
  return { en: "", ...Object.fromEntries(entries) } as Words;
}

/** Whether every language's value of a text is empty. */
function blank(words: Words): boolean {
  return locales.every((locale) => !words[locale]);
}

/** The form's field values of a text in every language. */
export function wordsFields(name: string, words: Words): Record<string, string> {
  return Object.fromEntries(locales.map((locale) => [`${name}.${locale}`, words[locale] ?? ""]));
}

const phonePattern = /^\+?[\d\s()-]{7,24}$/;
const dayCode = "(Mo|Tu|We|Th|Fr|Sa|Su)";
const openingHoursPattern = new RegExp(
  `^${dayCode}(-${dayCode})? ([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-4]):[0-5]\\d$`,
);

/** The messages of the company form (the staff pages' language). */
export const companyMessages = {
  phone:
    "Type a whole phone number, e.g. +251 11 555 0100 or 0911 23 45 67 (a number abroad with its country code).",
  email: "Type an e-mail address, e.g. info@tsehaysolar.et.",
  english: "Write it in English; the other languages show the English until translated.",
  openingHours: "Type the days and hours as Mo-Sa 08:00-18:00.",
  social: "Type the full address, starting with https://, or leave it empty.",
  noOffice: "Keep at least one office: the first is the head office.",
  video: "Paste the address of a video on YouTube, e.g. https://youtu.be/aqz-KE-bpKQ.",
} as const;

/** A key made from an English text (`bahir-dar`), not yet taken; `fallback` when it has no letters. */
export function keyFrom(text: string, fallback: string, taken: ReadonlySet<string>): string {
  const base =
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || fallback;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/**
 * The company form read and checked: the main phone and e-mail, the head office line, the
 * business hours and offices (rows left wholly empty are dropped), the social links. Returns the
 * document, and the message of each invalid field by its name.
 */
export function companyFromForm(
  form: Readonly<Record<string, string>>,
  rows: { readonly hours: readonly number[]; readonly offices: readonly number[] },
): { document: CompanyDocument; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const phone = (name: string) => {
    const typed = value(form, name, 40);
    // A number a visitor's phone can call: an Ethiopian one with all 9 digits after 251 (or the
    // trunk 0), or one abroad with its country code, as the enquiry forms read them.
    if (!phonePattern.test(typed) || toE164(typed) === null) errors[name] = companyMessages.phone;
    return typed;
  };
  const email = (name: string) => {
    const typed = value(form, name, 120);
    if (!isEmail(typed)) errors[name] = companyMessages.email;
    return typed;
  };
  const english = (name: string, words: Words) => {
    if (!words.en) errors[`${name}.${defaultLocale}`] = companyMessages.english;
    return words;
  };
  const headOffice = english("headOffice", wordsFromForm(form, "headOffice"));
  const businessHours: BusinessHoursRow[] = [];
  for (const row of rows.hours) {
    const days = wordsFromForm(form, `hours.${row}.days`);
    const hours = wordsFromForm(form, `hours.${row}.hours`);
    if (blank(days) && blank(hours)) continue;
    businessHours.push({
      days: english(`hours.${row}.days`, days),
      hours: english(`hours.${row}.hours`, hours),
    });
  }
  const offices: CompanyOffice[] = [];
  const taken = new Set<string>();
  for (const row of rows.offices) {
    const name = (field: string) => `office.${row}.${field}`;
    const city = wordsFromForm(form, name("city"));
    const address = wordsFromForm(form, name("address"));
    const hours = wordsFromForm(form, name("hours"));
    const fields = ["phone", "email", "openingHours"].map((field) => value(form, name(field)));
    if ([city, address, hours].every(blank) && fields.every((field) => !field)) continue;
    const typedId = value(form, name("id"), 60);
    const id =
      /^[a-zA-Z][\w-]*$/.test(typedId) && !taken.has(typedId)
        ? typedId
        : keyFrom(city.en, `office-${row + 1}`, taken);
    taken.add(id);
    const openingHours = value(form, name("openingHours"), 40);
    if (!openingHoursPattern.test(openingHours))
      errors[name("openingHours")] = companyMessages.openingHours;
    offices.push({
      id,
      city: english(name("city"), city),
      address: english(name("address"), address),
      hours: english(name("hours"), hours),
      phone: phone(name("phone")),
      email: email(name("email")),
      openingHours,
    });
  }
  if (offices.length === 0) errors["office.0.city.en"] = companyMessages.noOffice;
  const social: SocialLink[] = socialNetworks.flatMap((network) => {
    const href = value(form, `social.${network}`);
    if (!href) return [];
    let ok = false;
    try {
      ok = new URL(href).protocol === "https:";
    } catch {
      ok = false;
    }
    if (!ok) errors[`social.${network}`] = companyMessages.social;
    return [{ name: network, href }];
  });
  // The video's address in any of YouTube's forms; only its id is kept.
  const demoVideoId = youtubeVideoId(value(form, "video", 500));
  if (!demoVideoId) errors.video = companyMessages.video;
  return {
    document: {
      id: COMPANY_ID,
      phone: phone("phone"),
      email: email("email"),
      headOffice,
      businessHours,
      offices,
      social,
      demoVideoId: demoVideoId ?? "",
    },
    errors,
  };
}

/** The company form's field values of a document (what the page shows before anything typed). */
export function companyFields(document: CompanyDocument): Record<string, string> {
  const fields: Record<string, string> = {
    phone: document.phone,
    email: document.email,
    ...wordsFields("headOffice", document.headOffice),
  };
  document.businessHours.forEach((row, index) => {
    Object.assign(fields, wordsFields(`hours.${index}.days`, row.days));
    Object.assign(fields, wordsFields(`hours.${index}.hours`, row.hours));
  });
  document.offices.forEach((office, index) => {
    const name = (field: string) => `office.${index}.${field}`;
    Object.assign(
      fields,
      wordsFields(name("city"), office.city),
      wordsFields(name("address"), office.address),
      wordsFields(name("hours"), office.hours),
      {
        [name("id")]: office.id,
        [name("phone")]: office.phone,
        [name("email")]: office.email,
        [name("openingHours")]: office.openingHours,
      },
    );
  });
  for (const network of socialNetworks)
    fields[`social.${network}`] = document.social.find((link) => link.name === network)?.href ?? "";
  fields.video = videoWatchUrl(document.demoVideoId);
  return fields;
}

/**
 * A figure as staff type it: "200+", "1,200", "8"; a percentage as "70" or "70%" (never "or
 * more"); at most `limit` (`figureLimits`: 100 % for a share of a whole).
 */
function parseFigure(typed: string, unit: FigureUnit, limit: number): HeadlineFigure | undefined {
  const match = /^(\d{1,3}(?:[,\s]\d{3})*|\d+)\s*(\+?)\s*(%?)$/.exec(typed.trim());
  if (!match?.[1]) return undefined;
  const number = Number(match[1].replace(/[,\s]/g, ""));
  const plus = match[2] === "+";
  if (number > limit) return undefined;
  if (unit === "percent") return plus ? undefined : { value: number, plus };
  return match[3] ? undefined : { value: number, plus };
}

/** The message of a figure typed wrong, by its unit and its limit (`figureLimits`). */
const figureMessages: Readonly<Record<FigureUnit, (limit: number) => string>> = {
  count: () => "Type a whole number, with + if it is “or more”, e.g. 200+.",
  percent: (limit) =>
    `Type a whole number of per cent, at most ${formatNumber(defaultLocale, limit)}, e.g. 70 or 70%.`,
  birrMillions: () =>
    "Type the millions of birr as a whole number, with + if it is “or more”, e.g. 100+.",
};

/** The figures form read and checked: each figure by its id, typed like "200+". */
export function figuresFromForm(
  form: Readonly<Record<string, string>>,
  previous: FiguresDocument,
  /**
   * How many regions the published projects are in: the projects map says so, and the regions
   * figure may not claim fewer (the one figure per claim of decision 0052).
   */
  projectRegions = 0,
): { document: FiguresDocument; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const figures = Object.fromEntries(
    figureIds.map((id): [FigureId, HeadlineFigure] => {
      const unit = figureUnits[id];
      const figure = parseFigure(form[`figure.${id}`] ?? "", unit, figureLimits[id]);
      if (!figure) errors[`figure.${id}`] = figureMessages[unit](figureLimits[id]);
      return [id, figure ?? previous[id]];
    }),
  ) as Record<FigureId, HeadlineFigure>;
  if (!errors["figure.regions"] && figures.regions.value < projectRegions)
    errors["figure.regions"] =
      `The projects on the site are in ${projectRegions} regions, as their map says: type at least ${projectRegions}.`;
  return { document: { id: FIGURES_ID, ...figures }, errors };
}

/** How many regions the published projects are in (the projects map counts them alike). */
export function regionsWithProjects(projects: readonly { region: string }[]): number {
  return new Set(projects.map((project) => project.region)).size;
}
