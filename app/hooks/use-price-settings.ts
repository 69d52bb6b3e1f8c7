import { useMatches } from "react-router";
import type { PriceSettings, SizingPrices } from "~/content/pricing";
import type { FinancingSettings } from "~/content/financing-terms";
import type { PackageId } from "~/content/packages";

/**
 * What a page that shows prices sends: `prices` (`priceSettings()`), `financing` and
 * `sizingPrices` on some.
 */
interface PricedLoaderData {
  prices?: PriceSettings;
  sizingPrices?: SizingPrices;
  financing?: FinancingSettings;
  /** The packages whose name the page's language lacks, so it shows the English (lang="en"). */
  packagesInEnglish?: readonly PackageId[];
}

function usePriced(): PricedLoaderData {
  const found: PricedLoaderData = {};
  for (const match of useMatches()) Object.assign(found, match.loaderData as PricedLoaderData);
  return found;
}

/**
 * The birr rate the page's loader sent (`priceSettings()` in its loader, else this throws):
 * `usePriceSettings().usdToBirr.rate`.
 */
export function usePriceSettings(): PriceSettings {
  return usePriced().prices!;
}

/** The example loan terms and the lenders the page's loader sent (`financingSettings()`). */
export function useFinancingSettings(): FinancingSettings {
  return usePriced().financing!;
}

/** The sizing tool's prices the page's loader sent (`sizingPrices()`). */
export function useSizingPrices(): SizingPrices {
  return usePriced().sizingPrices!;
}

/** The packages the sizing page names in English for want of a translation (its loader sent). */
export function usePackagesInEnglish(): readonly PackageId[] {
  return usePriced().packagesInEnglish ?? [];
}
