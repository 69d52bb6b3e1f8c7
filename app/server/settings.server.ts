/**
 * Company settings in the content store, edited at /staff/content/settings and published like any
 * content: today the birr rate with the day it was set (decisions.md, "Prices"). The typed seed
 * (`app/content/pricing.ts`) starts a new installation.
 */
import {
  catalogueFields,
  catalogueSeed,
  pricingSeed,
  type CatalogueSettings,
  type PriceSettings,
} from "~/content/pricing";
import { getItem, publishedDocuments, seedKind, type ContentItem } from "./content-store.server";
import type { Db } from "./db.server";
import { previewOf } from "./preview.server";

export const SETTINGS = "settings" as const;
export const PRICES_ID = "prices";
/** The list prices of packages and products. */
export const CATALOGUE_ID = "catalogue";

/** The list prices as the store keeps them. */
export type CatalogueDocument = CatalogueSettings & { readonly id: string };

/** The prices settings as the store keeps them. */
export type PriceSettingsDocument = PriceSettings & { readonly id: string };

export function seedSettings(db: Db): void {
  seedKind<PriceSettingsDocument | CatalogueDocument>(db, SETTINGS, [
    { id: PRICES_ID, ...pricingSeed },
    { id: CATALOGUE_ID, ...catalogueSeed },
  ]);
}

/** The published price settings (a preview's version inside `withPreview`). */
export function publishedPriceSettings(db: Db): PriceSettings {
  const preview = previewOf<PriceSettingsDocument>(SETTINGS);
  if (preview?.document && preview.id === PRICES_ID)
    return { usdToBirr: preview.document.usdToBirr };
  const stored = publishedDocuments<PriceSettingsDocument>(db, SETTINGS).find(
    (document) => document.id === PRICES_ID,
  );
  return { usdToBirr: (stored ?? pricingSeed).usdToBirr };
}

export function priceSettingsItem(db: Db): ContentItem<PriceSettingsDocument> | undefined {
  return getItem<PriceSettingsDocument>(db, SETTINGS, PRICES_ID);
}

/**
 * The settings form read and checked: a rate of birr to the dollar and the day it was set (not in
 * the future). Returns the document, and the message of each invalid field.
 */
export function priceSettingsFromForm(
  form: Record<string, string>,
  today: string,
): { document: PriceSettingsDocument; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const raw = (form.rate ?? "").trim().replace(",", ".");
  const rate = Number(raw);
  if (raw === "" || !Number.isFinite(rate)) errors.rate = "Type the rate as a number, e.g. 150.";
  else if (rate < 1 || rate > 10_000) errors.rate = "A rate between 1 and 10,000 birr, please.";
  const setOn = (form.setOn ?? "").trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(setOn) || Number.isNaN(Date.parse(`${setOn}T00:00:00Z`)))
    errors.setOn = "Type the day as YYYY-MM-DD, e.g. 2026-11-25.";
  else if (setOn > today) errors.setOn = "The day the rate was set cannot be in the future.";
  return {
    document: { id: PRICES_ID, usdToBirr: { rate: Number.isFinite(rate) ? rate : 0, setOn } },
    errors,
  };
}

/** The published list prices (a preview's version inside `withPreview`). */
export function publishedCatalogue(db: Db): CatalogueSettings {
  const preview = previewOf<CatalogueDocument>(SETTINGS);
  if (preview?.document && preview.id === CATALOGUE_ID) return preview.document;
  const stored = publishedDocuments<CatalogueDocument>(db, SETTINGS).find(
    (document) => document.id === CATALOGUE_ID,
  );
  return stored ? { packages: stored.packages, products: stored.products } : catalogueSeed;
}

export function catalogueItem(db: Db): ContentItem<CatalogueDocument> | undefined {
  return getItem<CatalogueDocument>(db, SETTINGS, CATALOGUE_ID);
}

/**
 * The list prices form read and checked: whole US dollars from 1 to 1,000,000, one recommended
 * package or none. The document keeps what was typed where it could be read.
 */
export function catalogueFromForm(
  form: Record<string, string>,
  previous: CatalogueSettings,
): { document: CatalogueDocument; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const dollars = (name: string, fallback: number) => {
    const raw = (form[name] ?? "").trim().replace(/[$,\s]/g, "");
    const value = Number(raw);
    if (raw === "" || !Number.isInteger(value) || value < 1 || value > 1_000_000) {
      errors[name] = "Type whole US dollars, e.g. 3500.";
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
  return { document: { id: CATALOGUE_ID, packages, products }, errors };
}
