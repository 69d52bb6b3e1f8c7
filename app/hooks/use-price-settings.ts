import { useMatches } from "react-router";
import type { PriceSettings } from "~/content/pricing";
import type { FinancingSettings } from "~/content/financing-terms";

/** The loader data of a page that shows prices: `prices` from `priceSettings()`, `financing` too. */
interface PricedLoaderData {
  prices?: PriceSettings;
  financing?: FinancingSettings;
}

function fromMatches<K extends keyof PricedLoaderData>(
  matches: ReturnType<typeof useMatches>,
  key: K,
): NonNullable<PricedLoaderData[K]> {
  for (const match of matches) {
    const value = (match.loaderData as PricedLoaderData | undefined)?.[key];
    if (value) return value;
  }
  throw new Error(
    `No route of this page sent "${key}" (priceSettings/financingSettings in its loader)`,
  );
}

/** The birr rate the page's loader sent (`priceSettings()`): `usePriceSettings().usdToBirr.rate`. */
export function usePriceSettings(): PriceSettings {
  return fromMatches(useMatches(), "prices");
}

/** The example loan terms and the lenders the page's loader sent (`financingSettings()`). */
export function useFinancingSettings(): FinancingSettings {
  return fromMatches(useMatches(), "financing");
}
