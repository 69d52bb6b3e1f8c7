/**
 * How the site turns the company's US dollar list prices into the birr a visitor pays
 * (docs/decisions/0029-birr-prices-and-financing.md). This module is the SEED: pages never import
 * it; route loaders read it through `priceSettings()` (app/server/price-settings.server.ts) and
 * send the figures with the page, so moving the rate into staff-edited settings changes one
 * function.
 */
import { packages, type PackageId } from "./packages";
import { products, type ProductId } from "./products";

/** A rate of exchange that staff set, and when they set it. */
export interface ExchangeRate {
  /** Birr for one US dollar, as staff set it (the National Bank of Ethiopia's indicative rate, rounded). */
  readonly rate: number;
  /** The day staff set the rate, ISO 8601 (YYYY-MM-DD): shown beside every converted price. */
  readonly setOn: string;
}

/** Every setting a page needs to show a price in birr. */
export interface PriceSettings {
  /** The dollar list price's conversion to birr. */
  readonly usdToBirr: ExchangeRate;
}

/** The rate a new installation starts with (the figure the sizing tool's comparison has used). */
export const usdToBirr = {
  rate: 150,
  setOn: "2026-11-01",
} as const satisfies ExchangeRate;

export const pricingSeed: PriceSettings = { usdToBirr };

/** A package's price and mark, as staff set them. */
export interface PackagePrice {
  /** The list price in US dollars. */
  readonly priceUsd: number;
  /** Marked "Most Popular" (one package at most). */
  readonly recommended: boolean;
}

/** The list prices of the products page, as staff set them. */
export interface CatalogueSettings {
  readonly packages: Readonly<Record<PackageId, PackagePrice>>;
  /** Each product's starting price in US dollars. */
  readonly products: Readonly<Record<ProductId, number>>;
}

/** The list prices a new installation starts with: the typed modules' figures. */
export const catalogueSeed: CatalogueSettings = {
  packages: Object.fromEntries(
    packages.map(({ id, priceUsd, recommended }) => [id, { priceUsd, recommended }]),
  ) as CatalogueSettings["packages"],
  products: Object.fromEntries(
    products.map(({ id, fromUsd }) => [id, fromUsd]),
  ) as CatalogueSettings["products"],
};

/** The staff form's name of a package's price, a product's price, and the recommended package. */
export const catalogueFields = {
  package: (id: string) => `package.${id}`,
  product: (id: string) => `product.${id}`,
  recommended: "recommended",
} as const;
