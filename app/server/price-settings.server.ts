import type { CatalogueSettings, PriceSettings } from "~/content/pricing";
import { financingTermsSeed, type FinancingSettings } from "~/content/financing-terms";
import { getRuntime } from "./runtime.server";
import { publishedCatalogue, publishedPriceSettings } from "./settings.server";

/**
 * The price settings the public pages show (the birr rate and its date), as staff published them
 * (`settings.server.ts`). Loaders call this and send the result with the page.
 */
export function priceSettings(): PriceSettings {
  return publishedPriceSettings(getRuntime().db);
}

/** The example loan terms and the lenders staff name (seed today, staff settings later). */
export function financingSettings(): FinancingSettings {
  return financingTermsSeed;
}

/** The list prices of packages and products, as staff published them. */
export function catalogueSettings(): CatalogueSettings {
  return publishedCatalogue(getRuntime().db);
}
