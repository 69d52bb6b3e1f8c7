/**
 * Company settings in the content store, edited at /staff/content/settings and published like any
 * content: today the birr rate with the day it was set (decisions.md, "Prices"). The typed seed
 * (`app/content/pricing.ts`) starts a new installation.
 */
import { pricingSeed, type BirrPrice, type PriceSettings } from "~/content/pricing";
import { getItem, publishedDocuments, seedKind, type ContentItem } from "./content-store.server";
import type { Db } from "./db.server";
import { previewOf } from "./preview.server";

export const SETTINGS = "settings" as const;
export const PRICES_ID = "prices";

/**
 * The prices settings as the store keeps them. The drilling rate is not on the staff form yet: a
 * document without it (every one the form saved) shows the seed's rate.
 */
export type PriceSettingsDocument = Omit<PriceSettings, "drillingPerMetre"> & {
  readonly id: string;
  readonly drillingPerMetre?: BirrPrice;
};

/** The settings a page shows from a stored document. */
function settingsOf(document: PriceSettingsDocument): PriceSettings {
  return {
    usdToBirr: document.usdToBirr,
    drillingPerMetre: document.drillingPerMetre ?? pricingSeed.drillingPerMetre,
  };
}

export function seedSettings(db: Db): void {
  seedKind<PriceSettingsDocument>(db, SETTINGS, [{ id: PRICES_ID, ...pricingSeed }]);
}

/** The published price settings (a preview's version inside `withPreview`). */
export function publishedPriceSettings(db: Db): PriceSettings {
  const preview = previewOf<PriceSettingsDocument>(SETTINGS);
  if (preview?.document && preview.id === PRICES_ID) return settingsOf(preview.document);
  const stored = publishedDocuments<PriceSettingsDocument>(db, SETTINGS).find(
    (document) => document.id === PRICES_ID,
  );
  return settingsOf(stored ?? { id: PRICES_ID, ...pricingSeed });
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
