/**
 * Each settings document as staff read it (`SettingFields`): its values and texts, labelled as
 * its staff page labels them, for the history's change list and the translations to do. One
 * function per document; a new document (the team) adds its own and registers it in
 * `setting-kinds.server.ts`.
 */
import { catalogueWordFields, type CatalogueWords } from "./catalogue-words";
import { productsText } from "./catalogues";
import {
  figureIds,
  withSeedFigures,
  withSeedVideo,
  type CompanyDocument,
  type FiguresDocument,
} from "./company";
import { videoWatchUrl } from "~/lib/youtube-video";
import { faqList, faqPages, type FaqsDocument } from "./faq-document";
import { LENDER_LIST, type FinancingSettings } from "./financing-terms";
import { packages } from "./packages";
import type { CatalogueSettings, PriceSettings } from "./pricing";
import type { PhotoName } from "./project-changes";
import { products } from "./products";
import type { SettingFields, SettingText, SettingValue } from "./setting-texts";
import { staffText } from "./staff";
import { memberTexts, teamList, type TeamDocument } from "./team-document";
import { formatNumber, formatPrice } from "~/i18n/format";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";

const text = staffText.content;
const labels = text.settingHistory;

/** A price in US dollars as every staff and public page writes it ("$3,500"); none: empty. */
const dollars = (usd: number | undefined) =>
  usd === undefined ? "" : formatPrice(defaultLocale, usd);

/** "Addis Ababa · Hours": a part of a row, as a label. */
export const within = (...parts: string[]) => parts.join(" · ");

/** The longest row name a label repeats; a longer one is cut at a word with "…". */
const ROW_NAME = 48;

/**
 * How labels name a list's rows: by what staff know each by, its English name or title
 * ("Addis Ababa", "How long does an installation take?"), shortened; a row without one yet is
 * named by its place ("Office 3"), and one sharing its name with another gets its place too.
 */
function rowNames(english: readonly string[], place: (row: number) => string): string[] {
  const names = english.map((name) => {
    const text = name.replace(/\s+/g, " ").trim();
    if (text.length <= ROW_NAME) return text;
    const cut = text.slice(0, ROW_NAME);
    const space = cut.lastIndexOf(" ");
    return `${space > 0 ? cut.slice(0, space) : cut}…`;
  });
  return names.map((name, index) =>
    !name
      ? place(index + 1)
      : names.indexOf(name) !== names.lastIndexOf(name)
        ? `${name} (${place(index + 1)})`
        : name,
  );
}

/**
 * Each row of a list, for its fields: its label's start (`prefix`, then the row's name) and the
 * `row` each field carries, so the history knows the row wherever it moves (`SettingRow`).
 */
function listRows(
  list: string,
  english: readonly string[],
  place: (row: number) => string,
  prefix: readonly string[] = [],
) {
  const names = rowNames(english, place);
  return english.map((name, index) => {
    const row = { list, index, english: name.trim(), name: names[index]! };
    return (part: string) => ({
      label: within(...prefix, row.name, part),
      row: { ...row, part },
    });
  });
}

export function pricesForStaff(document: Partial<PriceSettings>): SettingFields {
  const values: SettingValue[] = [];
  if (document.usdToBirr)
    values.push(
      { label: text.settings.rate, value: String(document.usdToBirr.rate) },
      { label: text.settings.setOn, value: document.usdToBirr.setOn },
    );
  if (document.drillingPerMetre)
    values.push({
      label: text.settings.drilling,
      value: formatNumber(defaultLocale, document.drillingPerMetre.birr),
    });
  const fuel = document.fuelPerLitre;
  if (fuel)
    values.push(
      { label: text.settings.fuel.diesel, value: String(fuel.diesel) },
      { label: text.settings.fuel.petrol, value: String(fuel.petrol) },
    );
  const engines = document.enginePumpSets;
  if (engines)
    for (const kind of ["petrol", "diesel"] as const)
      values.push(
        { label: text.settings.engine[kind].usdPerKw, value: dollars(engines[kind].usdPerKw) },
        { label: text.settings.engine[kind].minimumUsd, value: dollars(engines[kind].minimumUsd) },
      );
  return { values, texts: [] };
}

export function catalogueForStaff(document: CatalogueSettings): SettingFields {
  const prices = document.packages as Readonly<
    Record<string, { priceUsd: number; recommended: boolean }>
  >;
  const productPrices = document.products as Readonly<Record<string, number>>;
  const recommended = packages.find(({ id }) => prices[id]?.recommended);
  return {
    values: [
      ...packages.map(({ id }) => ({
        label: within(productsText.en.packages[id].name, labels.listPrice),
        value: dollars(prices[id]?.priceUsd),
      })),
      {
        label: text.settings.recommended,
        value: recommended
          ? productsText.en.packages[recommended.id].name
          : text.settings.noRecommended,
      },
      ...products.map(({ id }) => ({
        label: within(productsText.en.products[id].title, labels.listPrice),
        value: dollars(productPrices[id]),
      })),
    ],
    texts: [],
  };
}

export function financingForStaff(document: FinancingSettings): SettingFields {
  const words = text.financing;
  const percent = (share: number) => `${Math.round(share * 10_000) / 100}%`;
  const terms = document.exampleTerms;
  const lenders = listRows(
    words.lenders,
    document.lenders.map((lender) => lender.name),
    words.lender,
  );
  return {
    values: [
      { label: words.downPayment, value: percent(terms.downPayment) },
      { label: words.annualRate, value: percent(terms.annualRate) },
      { label: words.method, value: words.methods[terms.method] },
      { label: words.months, value: String(terms.months) },
      { label: words.fee, value: percent(terms.fee) },
      ...document.lenders.map((lender, row) => ({
        ...lenders[row]!(labels.lenderName),
        value: lender.name,
      })),
    ],
    texts: document.lenders.map((lender, row) => ({
      key: `${LENDER_LIST}.${row}.offers`,
      ...lenders[row]!(labels.offers),
      words: lender.offers,
    })),
  };
}

export function catalogueWordsForStaff(document: CatalogueWords): SettingFields {
  const texts: SettingText[] = [];
  const entries = [
    ...products.map(({ id }) => ({
      kind: "product" as const,
      id,
      name: productsText.en.products[id].title,
      words: document.products[id],
    })),
    ...packages.map(({ id }) => ({
      kind: "package" as const,
      id,
      name: productsText.en.packages[id].name,
      words: document.packages[id],
    })),
  ];
  for (const { kind, id, name, words } of entries) {
    const part = (field: "name" | "description" | "features", label: string) => {
      const of = (locale: Locale) => {
        const value = words?.[locale]?.[field];
        return Array.isArray(value) ? value.join("\n") : ((value as string | undefined) ?? "");
      };
      texts.push({
        key: `${kind}.${id}.${field}`,
        label: within(name, label),
        words: {
          en: of("en"),
          ...Object.fromEntries(locales.flatMap((l) => (of(l) ? [[l, of(l)]] : []))),
        },
        field: (locale) => catalogueWordFields[field](kind, id, locale),
      });
    };
    part("name", labels.itemName);
    part("description", labels.description);
    part("features", labels.features);
  }
  return { values: [], texts };
}

export function companyForStaff(document: CompanyDocument): SettingFields {
  const words = text.company;
  const values: SettingValue[] = [
    { label: words.phone, value: document.phone },
    { label: words.email, value: document.email },
  ];
  const texts: SettingText[] = [
    { key: "headOffice", label: words.headOffice, words: document.headOffice },
  ];
  const hours = listRows(
    words.hours,
    document.businessHours.map((row) => row.days.en),
    words.hoursRow,
  );
  document.businessHours.forEach((row, index) => {
    const part = hours[index]!;
    texts.push(
      { key: `hours.${index}.days`, ...part(words.days), words: row.days },
      { key: `hours.${index}.hours`, ...part(words.time), words: row.hours },
    );
  });
  const offices = listRows(
    words.offices,
    document.offices.map((office) => office.city.en),
    words.office,
  );
  document.offices.forEach((office, index) => {
    const part = offices[index]!;
    texts.push(
      { key: `office.${index}.city`, ...part(words.city), words: office.city },
      { key: `office.${index}.address`, ...part(words.address), words: office.address },
      { key: `office.${index}.hours`, ...part(words.officeHours), words: office.hours },
    );
    values.push(
      { ...part(words.officePhone), value: office.phone },
      { ...part(words.officeEmail), value: office.email },
      { ...part(words.openingHours), value: office.openingHours },
    );
  });
  for (const link of document.social)
    values.push({ label: words.socialLink(link.name), value: link.href });
  // A version from before the video was a setting shows the seed's, as the site did.
  values.push({ label: words.video, value: videoWatchUrl(withSeedVideo(document).demoVideoId) });
  return { values, texts };
}

/** The figures, each by its name; a version from before a figure existed shows the seed's. */
export function figuresForStaff(stored: FiguresDocument): SettingFields {
  const document = withSeedFigures(stored);
  return {
    values: figureIds.map((id) => ({
      label: text.company.figure[id],
      value: `${document[id].value}${document[id].plus ? "+" : ""}`,
    })),
    texts: [],
  };
}

export function faqsForStaff(document: FaqsDocument): SettingFields {
  const words = text.faqs;
  return {
    values: [],
    texts: faqPages.flatMap((page) => {
      const rows = listRows(
        words.pages[page],
        document[page].map((entry) => entry.question.en),
        words.entry,
        [words.pages[page]],
      );
      return document[page].flatMap((entry, index) => {
        const key = `${faqList(page)}.${index}`;
        return [
          { key: `${key}.question`, ...rows[index]!(words.question), words: entry.question },
          { key: `${key}.answer`, ...rows[index]!(words.answer), words: entry.answer },
        ];
      });
    }),
  };
}

export function teamForStaff(
  document: TeamDocument,
  photoName: PhotoName = (id) => id,
): SettingFields {
  const words = text.team;
  const members = listRows(
    words.title,
    document.members.map((member) => member.name.en),
    words.member,
  );
  return {
    values: document.members.map((member, index) => ({
      ...members[index]!(words.photo),
      value: member.photo ? photoName(member.photo) : "",
    })),
    texts: document.members.flatMap((member, index) =>
      memberTexts.map((part) => ({
        key: `${teamList}.${index}.${part}`,
        ...members[index]!(words[part]),
        words: member[part],
      })),
    ),
  };
}
