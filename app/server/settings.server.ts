/**
 * Company settings in the content store, edited at /staff/content/settings and published like any
 * content: today the birr rate with the day it was set (decisions.md, "Prices"). The typed seed
 * (`app/content/pricing.ts`) starts a new installation.
 */
import { packages as packageList, type PackageId } from "~/content/packages";
import { smallKitProducts } from "~/content/sizing-kit";
import {
  catalogueFields,
  catalogueSeed,
  engineFields,
  engineLimits,
  pricingSeed,
  type BirrPrice,
  type ExchangeRate,
  type FuelPrices,
  type CatalogueSettings,
  type PriceSettings,
} from "~/content/pricing";
import { getItem, publishedDocuments, seedKind, type ContentItem } from "./content-store.server";
import type { Db } from "./db.server";
import {
  financingTermsSeed,
  LENDER_LIST,
  type FinancingSettings,
  type Lender,
  type LoanTerms,
} from "~/content/financing-terms";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import { previewOf } from "./preview.server";
import { productsText } from "~/content/catalogues";
import {
  catalogueWordFields,
  recordOf,
  type CatalogueWords,
  type ItemEntry,
  type ItemWords,
} from "~/content/catalogue-words";
import { products as productList } from "~/content/products";
import type { EnginePrice, EnginePrices } from "~/content/sizing-lifetime";
import { staffText } from "~/content/staff";
import { eatDay } from "~/lib/staff-time";
import { readTypedNumber } from "~/lib/typed-number";
import { rowIndexes } from "~/lib/form-rows";

const productIds = productList.map(({ id }) => id);
const packageIds = packageList.map(({ id }) => id);

export const SETTINGS = "settings" as const;
export const PRICES_ID = "prices";
/** The list prices of packages and products. */
export const CATALOGUE_ID = "catalogue";
/** The financing page's example loan terms and the lenders it names. */
export const FINANCING_ID = "financing";
/** What the products page says about each product and package, in every language. */
export const CATALOGUE_WORDS_ID = "catalogue-words";

/** The products' and packages' words as the store keeps them. */
export type CatalogueWordsDocument = CatalogueWords & { readonly id: string };

/** The financing settings as the store keeps them. */
export type FinancingDocument = FinancingSettings & { readonly id: string };

/** The list prices as the store keeps them. */
export type CatalogueDocument = CatalogueSettings & { readonly id: string };

/**
 * The prices settings as the store keeps them. The drilling rate, the fuel prices and the engine
 * pump sets' prices came after the first versions: a document without them shows the seed's.
 */
export type PriceSettingsDocument = Omit<
  PriceSettings,
  "drillingPerMetre" | "fuelPerLitre" | "enginePumpSets"
> & {
  readonly id: string;
  readonly drillingPerMetre?: BirrPrice;
  readonly fuelPerLitre?: FuelPrices;
  readonly enginePumpSets?: EnginePrices;
};

/** The settings a page shows from a stored document. */
function settingsOf(document: PriceSettingsDocument): PriceSettings {
  return {
    usdToBirr: document.usdToBirr,
    drillingPerMetre: document.drillingPerMetre ?? pricingSeed.drillingPerMetre,
    fuelPerLitre: document.fuelPerLitre ?? pricingSeed.fuelPerLitre,
    enginePumpSets: document.enginePumpSets ?? pricingSeed.enginePumpSets,
  };
}

export function seedSettings(db: Db): void {
  seedKind<PriceSettingsDocument | CatalogueDocument | FinancingDocument | CatalogueWordsDocument>(
    db,
    SETTINGS,
    [
      { id: PRICES_ID, ...pricingSeed },
      { id: CATALOGUE_ID, ...catalogueSeed },
      { id: FINANCING_ID, ...financingTermsSeed },
      { id: CATALOGUE_WORDS_ID, ...catalogueWordsSeed() },
    ],
  );
}

/** The products page's words of a new installation: the typed modules' texts, every language. */
export function catalogueWordsSeed(): CatalogueWords {
  const wordsOf = (
    pick: (locale: Locale) => Omit<ItemWords, "name">,
    name: (locale: Locale) => string,
  ) =>
    recordOf(locales, (locale): ItemWords => {
      const { description, features } = pick(locale);
      return { name: name(locale), description, features: [...features] };
    });
  return {
    products: recordOf(productIds, (id) =>
      wordsOf(
        (locale) => productsText[locale].products[id],
        (locale) => productsText[locale].products[id].title,
      ),
    ),
    packages: recordOf(packageIds, (id) =>
      wordsOf(
        (locale) => productsText[locale].packages[id],
        (locale) => productsText[locale].packages[id].name,
      ),
    ),
  };
}

/**
 * Stored words as they are read today: a version published before names were edited here (it has
 * none) takes each name from the seed, language by language, so an existing store keeps working
 * and its history stays restorable.
 */
export function withSeedNames(stored: CatalogueWords): CatalogueWords {
  const seed = catalogueWordsSeed();
  const named = (entry: ItemEntry | undefined, seeded: ItemEntry): ItemEntry =>
    recordOf(locales, (locale): ItemWords => {
      const words: Partial<ItemWords> | undefined = entry?.[locale];
      return {
        name: words?.name ?? seeded[locale]?.name ?? "",
        description: words?.description ?? "",
        features: words?.features ?? [],
      };
    });
  return {
    products: recordOf(productIds, (id) => named(stored.products[id], seed.products[id])),
    packages: recordOf(packageIds, (id) => named(stored.packages[id], seed.packages[id])),
  };
}

/** The published words of the products and packages (a preview's version inside `withPreview`). */
export function publishedCatalogueWords(db: Db): CatalogueWords {
  const stored = publishedSetting<CatalogueWordsDocument>(db, CATALOGUE_WORDS_ID);
  return stored ? withSeedNames(stored) : catalogueWordsSeed();
}

export function catalogueWordsItem(db: Db): ContentItem<CatalogueWordsDocument> | undefined {
  const item = settingItem<CatalogueWordsDocument>(db, CATALOGUE_WORDS_ID);
  return item && { ...item, current: { ...item.current, ...withSeedNames(item.current) } };
}

/** Limits of the words, so a card stays a card. */
export const WORD_LIMITS = { name: 60, description: 400, features: 10, feature: 140 } as const;

/**
 * The products' words form read and checked: for each item and language, its name, a description
 * and its selling points (one a line). English is required; another language left empty shows
 * English. No two packages (nor two products) show one name in a language.
 */
export function catalogueWordsFromForm(form: Record<string, string>): {
  document: CatalogueWordsDocument;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const entry = (kind: "product" | "package", id: string) =>
    recordOf(locales, (locale): ItemWords => {
      const nameField = catalogueWordFields.name(kind, id, locale);
      const name = (form[nameField] ?? "").trim().replace(/\s+/g, " ");
      if (locale === defaultLocale && name === "")
        errors[nameField] =
          "Write its name in English: other languages show it when they have none.";
      else if (name.length > WORD_LIMITS.name)
        errors[nameField] = staffText.content.tooLong(WORD_LIMITS.name, name.length);
      const descriptionField = catalogueWordFields.description(kind, id, locale);
      const featuresField = catalogueWordFields.features(kind, id, locale);
      const description = (form[descriptionField] ?? "").trim().replace(/\s+/g, " ");
      const features = (form[featuresField] ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim().replace(/\s+/g, " "))
        .filter((line) => line !== "");
      if (locale === defaultLocale && description === "")
        errors[descriptionField] =
          "Write what it is in English: other languages show it when they have none.";
      else if (description.length > WORD_LIMITS.description)
        errors[descriptionField] = staffText.content.tooLong(
          WORD_LIMITS.description,
          description.length,
        );
      if (locale === defaultLocale && features.length === 0)
        errors[featuresField] = "List at least one selling point in English, one a line.";
      else if (features.length > WORD_LIMITS.features)
        errors[featuresField] =
          `At most ${WORD_LIMITS.features} selling points (${features.length} now).`;
      else if (features.some((line) => line.length > WORD_LIMITS.feature))
        errors[featuresField] = `Keep each selling point under ${WORD_LIMITS.feature} characters.`;
      return { name, description, features };
    });
  const document = {
    id: CATALOGUE_WORDS_ID,
    products: recordOf(productIds, (id) => entry("product", id)),
    packages: recordOf(packageIds, (id) => entry("package", id)),
  };
  refuseSameNames("product", document.products, errors);
  refuseSameNames("package", document.packages, errors);
  return { document, errors };
}

/**
 * Two packages (or two products) with one name in a language could not be told apart in the quote
 * form or the inbox: the second of them is refused. A language that shows English for a missing
 * name counts as showing that English name.
 */
function refuseSameNames(
  kind: "product" | "package",
  entries: Readonly<Record<string, ItemEntry>>,
  errors: Record<string, string>,
): void {
  for (const locale of locales) {
    const seen = new Map<string, string>();
    for (const [id, entry] of Object.entries(entries)) {
      const own = entry[locale]?.name ?? "";
      const shown = (own || entry[defaultLocale]?.name || "").toLocaleLowerCase();
      if (shown === "") continue;
      const field = catalogueWordFields.name(kind, id, own ? locale : defaultLocale);
      const first = seen.get(shown);
      if (first !== undefined && !errors[field])
        errors[field] = `Another ${kind} is already called “${first}”: give each its own name.`;
      else seen.set(shown, own || entry[defaultLocale]?.name || "");
    }
  }
}

/**
 * The published document of one setting, or the preview's version inside `withPreview`, or
 * `undefined` when the store has none (the caller falls back to the seed).
 */
export function publishedSetting<T extends { id: string }>(db: Db, id: string): T | undefined {
  const preview = previewOf<T>(SETTINGS);
  if (preview?.document && preview.id === id) return preview.document;
  return publishedDocuments<T>(db, SETTINGS).find((document) => document.id === id);
}

/** One setting's item in the store: its draft, revision and history, for its staff page. */
export function settingItem<T>(db: Db, id: string): ContentItem<T> | undefined {
  return getItem<T>(db, SETTINGS, id);
}

/** The published price settings (a preview's version inside `withPreview`). */
export function publishedPriceSettings(db: Db): PriceSettings {
  return settingsOf(
    publishedSetting<PriceSettingsDocument>(db, PRICES_ID) ?? { id: PRICES_ID, ...pricingSeed },
  );
}

export function priceSettingsItem(db: Db): ContentItem<PriceSettingsDocument> | undefined {
  return settingItem(db, PRICES_ID);
}

/**
 * The rate form's fields as a stored price settings document fills them, each as the form shows
 * it: the rate and its day, drilling, fuel and engine prices (the seed's where it has none).
 */
export function rateFormFields(document: PriceSettingsDocument): Record<string, string> {
  const fuel = document.fuelPerLitre ?? pricingSeed.fuelPerLitre;
  const engines = document.enginePumpSets ?? pricingSeed.enginePumpSets;
  return {
    rate: String(document.usdToBirr.rate),
    setOn: document.usdToBirr.setOn,
    drilling: String((document.drillingPerMetre ?? pricingSeed.drillingPerMetre).birr),
    diesel: String(fuel.diesel),
    petrol: String(fuel.petrol),
    ...Object.fromEntries(
      (["petrol", "diesel"] as const).flatMap((kind) =>
        (["usdPerKw", "minimumUsd"] as const).map((part) => [
          engineFields[kind][part],
          String(engines[kind][part]),
        ]),
      ),
    ),
  };
}

/** The list prices form's fields as a stored catalogue fills them, each as the form shows it. */
export function catalogueFormFields(document: CatalogueSettings): Record<string, string> {
  const ids = Object.keys(document.packages) as PackageId[];
  return {
    ...Object.fromEntries(
      ids.map((id) => [catalogueFields.package(id), String(document.packages[id].priceUsd)]),
    ),
    [catalogueFields.recommended]: ids.find((id) => document.packages[id].recommended) ?? "",
    ...Object.fromEntries(
      Object.entries(document.products).map(([id, usd]) => [
        catalogueFields.product(id),
        String(usd),
      ]),
    ),
  };
}

/**
 * A number field of a settings form read by the one rule (`readTypedNumber`), or undefined with
 * the field's message set: the unclear comma's (named by `label` if given), else `message`.
 */
function typedNumber(
  form: Readonly<Record<string, string>>,
  name: string,
  errors: Record<string, string>,
  message: string,
  label?: string,
): number | undefined {
  const read = readTypedNumber(form[name] ?? "", label);
  if ("value" in read) return read.value;
  errors[name] = "unclear" in read ? read.unclear : message;
  return undefined;
}

/**
 * "Type whole dollars from 10 to 2,000, e.g. 150.": under its field, whose label names it, and
 * after that label in the summary.
 */
function engineMessage(kind: keyof EnginePrices, part: keyof EnginePrice): string {
  const { min, max } = engineLimits[part];
  const example = pricingSeed.enginePumpSets[kind][part];
  const range = `${min.toLocaleString("en")} to ${max.toLocaleString("en")}`;
  return `Type whole dollars from ${range}, e.g. ${example}.`;
}

/**
 * How much a new birr rate changes every price the site shows, from the rate on the site: the
 * change in percent (rounded) when it is over a quarter either way, else undefined. A slip of a
 * digit (1570 for 157) would multiply every price by ten, so such a rate is published only once
 * staff confirm it.
 */
export function rateJump(published: number, typed: number): number | undefined {
  const change = (typed / published - 1) * 100;
  return Math.abs(change) > 25 ? Math.round(change) : undefined;
}

/**
 * The settings form read and checked: a rate of birr to the dollar and the day it was set (not in
 * the future: after `today`, the office's day in East Africa Time, which UTC's date trails until
 * 03:00). A rate other than the stored one (`previous`, what the form was filled from) with its
 * day left as it was is set `today`: the site's "rate of <day>" follows a new rate. A rate left
 * alone keeps its day, and a day picked is the day. Returns the document, and the message of each
 * invalid field.
 */
export function priceSettingsFromForm(
  form: Record<string, string>,
  today = eatDay(new Date()),
  previous?: ExchangeRate,
): { document: PriceSettingsDocument; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const words = staffText.content.settings;
  let rate = typedNumber(form, "rate", errors, "Type the rate as a number, e.g. 150.");
  if (rate !== undefined && (rate < 1 || rate > 10_000)) {
    errors.rate = "A rate between 1 and 10,000 birr, please.";
    rate = undefined;
  }
  const typedDay = (form.setOn ?? "").trim();
  const newRate = previous !== undefined && rate !== undefined && rate !== previous.rate;
  const setOn = newRate && typedDay === previous.setOn ? today : typedDay;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(setOn) || Number.isNaN(Date.parse(`${setOn}T00:00:00Z`)))
    errors.setOn =
      "Pick the day from the calendar. Without a calendar, type it as year-month-day, e.g. 2026-11-24.";
  else if (setOn > today) errors.setOn = "The day the rate was set cannot be in the future.";
  const drillingMessage = "Type whole birr a metre from 100 to 1,000,000, e.g. 12000.";
  let drilling = typedNumber(form, "drilling", errors, drillingMessage);
  if (
    drilling !== undefined &&
    (!Number.isInteger(drilling) || drilling < 100 || drilling > 1_000_000)
  ) {
    errors.drilling = drillingMessage;
    drilling = undefined;
  }
  const fuel = (name: "diesel" | "petrol") => {
    const message = "Type birr a litre between 1 and 1,000, e.g. 120 or 118.50.";
    const price = typedNumber(form, name, errors, message);
    if (price === undefined) return 0;
    if (price < 1 || price > 1_000) {
      errors[name] = message;
      return 0;
    }
    return Math.round(price * 100) / 100;
  };
  const fuelPerLitre = { diesel: fuel("diesel"), petrol: fuel("petrol"), setOn };
  const engine = (kind: keyof EnginePrices, part: keyof EnginePrice): number => {
    const name = engineFields[kind][part];
    // A form from before the engine prices (not a field left empty) keeps the seed's.
    if (form[name] === undefined) return pricingSeed.enginePumpSets[kind][part];
    // The summary shows these messages alone: they name their field.
    const usd = typedNumber(
      form,
      name,
      errors,
      engineMessage(kind, part),
      words.engine[kind][part],
    );
    const { min, max } = engineLimits[part];
    if (usd === undefined) return 0;
    if (usd < min || usd > max) {
      errors[name] = engineMessage(kind, part);
      return 0;
    }
    return Math.round(usd);
  };
  const enginePumpSets = {
    petrol: { usdPerKw: engine("petrol", "usdPerKw"), minimumUsd: engine("petrol", "minimumUsd") },
    diesel: { usdPerKw: engine("diesel", "usdPerKw"), minimumUsd: engine("diesel", "minimumUsd") },
  };
  return {
    document: {
      id: PRICES_ID,
      usdToBirr: { rate: rate ?? 0, setOn },
      drillingPerMetre: { birr: drilling ?? 0, setOn },
      fuelPerLitre,
      enginePumpSets,
    },
    errors,
  };
}

/** The published list prices (a preview's version inside `withPreview`). */
export function publishedCatalogue(db: Db): CatalogueSettings {
  const stored = publishedSetting<CatalogueDocument>(db, CATALOGUE_ID);
  return stored ? { packages: stored.packages, products: stored.products } : catalogueSeed;
}

export function catalogueItem(db: Db): ContentItem<CatalogueDocument> | undefined {
  return settingItem(db, CATALOGUE_ID);
}

/**
 * The list prices form read and checked: whole US dollars from 1 to 1,000,000, one recommended
 * package or none. The document keeps what was typed where it could be read.
 */
export function catalogueFromForm(
  form: Record<string, string>,
  previous: CatalogueSettings,
  nameOf: (id: PackageId) => string = (id) =>
    packageList.find((item) => item.id === id)?.name ?? id,
): { document: CatalogueDocument; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const dollars = (name: string, fallback: number) => {
    const message = "Type whole US dollars from 1 to 1,000,000, e.g. 3500.";
    const value = typedNumber(
      { [name]: (form[name] ?? "").replace("$", "") },
      name,
      errors,
      message,
    );
    if (value === undefined) return fallback;
    if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
      errors[name] = message;
      return fallback;
    }
    return value;
  };
  const recommended = form[catalogueFields.recommended] ?? "";
  const before = previous.packages as Readonly<Record<string, { priceUsd: number }>>;
  const packageIds = Object.keys(before);
  if (recommended !== "" && !packageIds.includes(recommended))
    errors[catalogueFields.recommended] = "Choose one of the packages, or none.";
  const packages = Object.fromEntries(
    packageIds.map((id) => [
      id,
      {
        priceUsd: dollars(catalogueFields.package(id), before[id]?.priceUsd ?? 0),
        recommended: id === recommended,
      },
    ]),
  ) as CatalogueSettings["packages"];
  const products = Object.fromEntries(
    Object.entries(previous.products).map(([id, usd]) => [
      id,
      dollars(catalogueFields.product(id), usd),
    ]),
  ) as CatalogueSettings["products"];
  checkPriceOrder(packages, products, errors, nameOf);
  return { document: { id: CATALOGUE_ID, packages, products }, errors };
}

/**
 * The sizing tool offers the small kit, then each package in turn, as a farm's need grows: a
 * bigger need must never get a cheaper offer. So the kit (the sum of its products' prices) costs
 * less than the first package, and each package more than the one before it.
 */
function checkPriceOrder(
  packages: CatalogueSettings["packages"],
  products: CatalogueSettings["products"],
  errors: Record<string, string>,
  nameOf: (id: PackageId) => string,
): void {
  const usd = (value: number) => `$${value.toLocaleString("en-US")}`;
  const kit = smallKitProducts.reduce((sum, id) => sum + products[id], 0);
  const kitTyped = smallKitProducts.every((id) => !errors[catalogueFields.product(id)]);
  let below = kitTyped ? { name: "the small kit (panel, pump and controller)", price: kit } : null;
  for (const [id, { priceUsd }] of Object.entries(packages)) {
    const field = catalogueFields.package(id);
    if (errors[field]) {
      below = null;
      continue;
    }
    if (below && priceUsd <= below.price)
      errors[field] =
        `Price this package above ${below.name} (${usd(below.price)}): the sizing tool offers it for bigger farms.`;
    below = { name: `the ${nameOf(id as PackageId)} package`, price: priceUsd };
  }
}

/** The published financing settings (a preview's version inside `withPreview`). */
export function publishedFinancing(db: Db): FinancingSettings {
  const stored = publishedSetting<FinancingDocument>(db, FINANCING_ID);
  return stored
    ? { exampleTerms: stored.exampleTerms, lenders: stored.lenders }
    : financingTermsSeed;
}

export function financingItem(db: Db): ContentItem<FinancingDocument> | undefined {
  return settingItem(db, FINANCING_ID);
}

/** The financing form's number fields' labels, by name, as the form shows them. */
const financingLabels: Readonly<Record<string, string>> = {
  downPayment: staffText.content.financing.downPayment,
  annualRate: staffText.content.financing.annualRate,
  months: staffText.content.financing.months,
  fee: staffText.content.financing.fee,
};

/**
 * The financing form read and checked: percentages as staff type them (18 for 18 %), whole
 * months, and the lenders with what each offers in every language (English required).
 */
export function financingFromForm(
  form: Record<string, string>,
  previous: FinancingSettings,
): { document: FinancingDocument; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const number = (name: string, min: number, max: number, fallback: number, whole = false) => {
    const message = whole
      ? `Type whole months from ${min} to ${max}.`
      : `Type a percentage from ${min} to ${max}, e.g. 18.`;
    // The page's summary shows the messages alone: an unclear comma's names its field.
    const typed = { [name]: (form[name] ?? "").trim().replace(/%$/, "") };
    const value = typedNumber(typed, name, errors, message, financingLabels[name]);
    if (value === undefined) return fallback;
    if (value < min || value > max || (whole && !Number.isInteger(value))) {
      errors[name] = message;
      return fallback;
    }
    return value;
  };
  const before = previous.exampleTerms;
  const method =
    form.method === "flat" || form.method === "declining" ? form.method : before.method;
  if (form.method !== "flat" && form.method !== "declining")
    errors.method = "Choose one of the list.";
  const exampleTerms: LoanTerms = {
    downPayment: number("downPayment", 0, 90, before.downPayment * 100) / 100,
    annualRate: number("annualRate", 0, 60, before.annualRate * 100) / 100,
    method,
    months: number("months", 1, 120, before.months, true),
    fee: number("fee", 0, 10, before.fee * 100) / 100,
  };
  const lenders: Lender[] = [];
  // The rows the form has (a row emptied is left out), in their order.
  for (const row of rowIndexes(form, LENDER_LIST)) {
    const name = (form[`lender.${row}.name`] ?? "").trim().slice(0, 120);
    const offers = Object.fromEntries(
      locales.flatMap((locale) => {
        const value = (form[`lender.${row}.offers.${locale}`] ?? "").trim().slice(0, 300);
        return value ? [[locale, value]] : [];
      }),
    ) as Partial<Record<Locale, string>>;
    if (!name && Object.keys(offers).length === 0) continue;
    if (!name) errors[`lender.${row}.name`] = "Write the lender's name, or remove the row.";
    if (!offers[defaultLocale])
      errors[`lender.${row}.offers.${defaultLocale}`] = "Write in English what it lends for.";
    const id =
      name
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || `lender-${row + 1}`;
    // One lender once: two rows of one name would be one lender on the page, its id twice.
    const same = lenders.find((lender) => name && lender.name.toLowerCase() === name.toLowerCase());
    if (same) {
      errors[`lender.${row}.name`] =
        `Another lender is already called “${same.name}”: give each its own name, or remove the row.`;
    }
    lenders.push({ id, name, offers: { en: offers[defaultLocale] ?? "", ...offers } });
  }
  return { document: { id: FINANCING_ID, exampleTerms, lenders }, errors };
}
