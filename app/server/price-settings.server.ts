import { pricingSeed, type PriceSettings } from "~/content/pricing";
import { financingTermsSeed, type FinancingSettings } from "~/content/financing-terms";

/**
 * The price settings the public pages show (the birr rate and its date). Loaders call this and
 * send the result with the page; today it reads the typed seed, later the staff-edited settings
 * in the database: that swap is this one function.
 */
export function priceSettings(): PriceSettings {
  return pricingSeed;
}

/** The example loan terms and the lenders staff name (seed today, staff settings later). */
export function financingSettings(): FinancingSettings {
  return financingTermsSeed;
}
