import {
  sizingPricesOf,
  type CatalogueSettings,
  type PriceSettings,
  type SizingPrices,
} from "~/content/pricing";
import type { FinancingSettings } from "~/content/financing-terms";
import { getRuntime } from "./runtime.server";
import type { CatalogueWords } from "~/content/catalogue-words";
import {
  publishedCatalogue,
  publishedCatalogueWords,
  publishedFinancing,
  publishedPriceSettings,
} from "./settings.server";

/**
 * The price settings the public pages show (the birr rate and its date), as staff published them
 * (`settings.server.ts`). Loaders call this and send the result with the page.
 */
export function priceSettings(): PriceSettings {
  return publishedPriceSettings(getRuntime().db);
}

/** The example loan terms and the lenders staff name, as staff published them. */
export function financingSettings(): FinancingSettings {
  return publishedFinancing(getRuntime().db);
}

/** The list prices of packages and products, as staff published them. */
export function catalogueSettings(): CatalogueSettings {
  return publishedCatalogue(getRuntime().db);
}

/** The sizing tool's prices: the rate, the packages' and the small kit's list prices. */
export function sizingPrices(): SizingPrices {
  return sizingPricesOf(priceSettings(), catalogueSettings());
}

/** What the products page says about each product and package, as staff published it. */
export function catalogueWords(): CatalogueWords {
  return publishedCatalogueWords(getRuntime().db);
}
