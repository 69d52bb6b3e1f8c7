/**
 * How the site turns the company's US dollar list prices into the birr a visitor pays
 * (docs/decisions/0029-birr-prices-and-financing.md). This module is the SEED: pages never import
 * it; route loaders read it through `priceSettings()` (app/server/price-settings.server.ts) and
 * send the figures with the page, so moving the rate into staff-edited settings changes one
 * function.
 */
import { packages, type PackageId } from "./packages";
import { products, type ProductId } from "./products";
import { smallKitProducts, smallKitPumpProducts } from "./sizing-kit";
import { DEFAULT_PETROL_PRICE, enginePriceSeed, type EnginePrices } from "./sizing-lifetime";
import { diesel } from "./sizing-system";

/** A rate of exchange that staff set, and when they set it. */
export interface ExchangeRate {
  /** Birr for one US dollar, as staff set it (the National Bank of Ethiopia's indicative rate, rounded). */
  readonly rate: number;
  /** The day staff set the rate, ISO 8601 (YYYY-MM-DD): shown beside every converted price. */
  readonly setOn: string;
}

/** A price the company quotes in birr (not converted from dollars), and when it was set. */
export interface BirrPrice {
  /** Birr, as staff set it. */
  readonly birr: number;
  /** The day staff set it, ISO 8601 (YYYY-MM-DD). */
  readonly setOn: string;
}

/**
 * Fuel at the pump, birr a litre, as staff set it, and when: what the sizing tool assumes a farmer
 * pays until they type their own price (Ethiopia's pump prices are regulated and change often).
 */
export interface FuelPrices {
  readonly diesel: number;
  readonly petrol: number;
  /** The day staff set them, ISO 8601 (YYYY-MM-DD). */
  readonly setOn: string;
}

/** Every setting a page needs to show a price in birr. */
export interface PriceSettings {
  /** The dollar list price's conversion to birr. */
  readonly usdToBirr: ExchangeRate;
  /**
   * Drilling a borehole, birr per metre drilled (machine drilling, casing and development, as
   * Ethiopian drilling contractors quote it): the sizing tool's optional estimate for a visitor
   * who has no borehole yet. Quoted in birr because contractors quote in birr.
   */
  readonly drillingPerMetre: BirrPrice;
  /** The sizing tool's fuel prices before a visitor types their own. */
  readonly fuelPerLitre: FuelPrices;
  /**
   * What the petrol and the diesel pump set of the sizing tool's 15-year comparison cost: US
   * dollars per kW of rated engine power, and the smallest set's price.
   */
  readonly enginePumpSets: EnginePrices;
}

/** The rate a new installation starts with (the figure the sizing tool's comparison has used). */
export const usdToBirr = {
  rate: 150,
  setOn: "2026-11-01",
} as const satisfies ExchangeRate;

/**
 * The drilling rate a new installation starts with: 12,000 birr a metre, a company placeholder in
 * the range drilling contractors quoted for small irrigation boreholes in late 2025 (it varies
 * with the ground, the region and the diameter). Staff set the real figure.
 */
export const drillingPerMetre = {
  birr: 12_000,
  setOn: "2026-11-01",
} as const satisfies BirrPrice;

/** The fuel prices a new installation starts with: the sizing tool's rounded late-2025 figures. */
export const fuelPerLitre = {
  diesel: diesel.defaultPricePerLitre,
  petrol: DEFAULT_PETROL_PRICE,
  setOn: "2026-11-01",
} as const satisfies FuelPrices;

export const pricingSeed: PriceSettings = {
  usdToBirr,
  drillingPerMetre,
  fuelPerLitre,
  enginePumpSets: enginePriceSeed,
};

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

/** The rate form's name of each engine price: `petrolPerKw`, `petrolMinimum`, `dieselPerKw`, … */
export const engineFields = {
  petrol: { usdPerKw: "petrolPerKw", minimumUsd: "petrolMinimum" },
  diesel: { usdPerKw: "dieselPerKw", minimumUsd: "dieselMinimum" },
} as const satisfies Record<keyof EnginePrices, Record<keyof EnginePrices["petrol"], string>>;

/** Bounds of an engine price on the staff form, US dollars (inclusive). */
export const engineLimits = {
  usdPerKw: { min: 10, max: 2_000 },
  minimumUsd: { min: 50, max: 20_000 },
} as const;

/**
 * The prices the sizing tool works with, from the staff's settings: the birr rate, each package's
 * list price, and the small kit's price (the sum of its products' starting prices). Loaders send
 * this small object with the sizing page, so its JavaScript carries no price list of its own.
 */
export interface SizingPrices {
  /** Birr for one US dollar. */
  readonly birrPerDollar: number;
  /** Each package's list price, US dollars. */
  readonly packagesUsd: Readonly<Record<PackageId, number>>;
  /** The small kit's price, US dollars, and its pump and controller's (replaced once in 15 years). */
  readonly smallKitUsd: number;
  readonly smallKitPumpUsd: number;
  /** The fuel prices the tool assumes until a visitor types their own, birr a litre. */
  readonly fuelPerLitre: { readonly diesel: number; readonly petrol: number };
  /** The engine pump sets' prices of the 15-year comparison, US dollars. */
  readonly enginePumpSets: EnginePrices;
}

/** The sizing tool's prices from the published rate and list prices. */
export function sizingPricesOf(prices: PriceSettings, catalogue: CatalogueSettings): SizingPrices {
  return {
    birrPerDollar: prices.usdToBirr.rate,
    packagesUsd: Object.fromEntries(
      Object.entries(catalogue.packages).map(([id, { priceUsd }]) => [id, priceUsd]),
    ) as SizingPrices["packagesUsd"],
    smallKitUsd: smallKitProducts.reduce((sum, id) => sum + catalogue.products[id], 0),
    smallKitPumpUsd: smallKitPumpProducts.reduce((sum, id) => sum + catalogue.products[id], 0),
    fuelPerLitre: { diesel: prices.fuelPerLitre.diesel, petrol: prices.fuelPerLitre.petrol },
    enginePumpSets: prices.enginePumpSets,
  };
}

/** The sizing prices of a new installation (and of the unit tests). */
export const sizingPricesSeed: SizingPrices = sizingPricesOf(pricingSeed, catalogueSeed);
