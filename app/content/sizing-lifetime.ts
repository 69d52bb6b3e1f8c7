/**
 * The 15-year comparison of the sizing tool: a solar system against a petrol and a diesel pump
 * set lifting the same water. Every figure is a stated ASSUMPTION of the company (rounded,
 * late 2025, no inflation and no discounting: today's prices, year after year), shown on the
 * page and listed in docs/sizing.md; an engineer replaces them with a site's own figures.
 */

/** Years compared (the design life of the solar array's structure and wiring). */
export const LIFETIME_YEARS = 15;

/**
 * Default petrol (benzine) price, birr per litre: a rounded assumption for late 2025 (regulated
 * pump prices were close to diesel's); the visitor edits it. Not an official price.
 */
export const DEFAULT_PETROL_PRICE = 120;

/** Rated engine power bought per kW of shaft power the pump needs (small engines are rated
 * for short runs and lose power with altitude; a common rule of thumb is to double it). */
export const ENGINE_RATING_PER_SHAFT_KW = 2;

/** What an engine-driven pump set costs, US dollars: a staff price setting (`PriceSettings`). */
export interface EnginePrice {
  /** Price per kW of rated engine power, US dollars. */
  readonly usdPerKw: number;
  /** The smallest set's price, US dollars. */
  readonly minimumUsd: number;
}

/** The petrol and the diesel set's prices. */
export type EnginePrices = Readonly<Record<"petrol" | "diesel", EnginePrice>>;

/**
 * The engine prices a new installation starts with (the SEED of the staff setting
 * `enginePumpSets` in app/content/pricing.ts; pages use the published figures): a small petrol set
 * $150 per kW of rated power, at least $300; a small diesel set $250 per kW, at least $900
 * (company assumptions, rounded, late 2025).
 */
export const enginePriceSeed = {
  petrol: { usdPerKw: 150, minimumUsd: 300 },
  diesel: { usdPerKw: 250, minimumUsd: 900 },
} as const satisfies EnginePrices;

/** An engine-driven pump set: what it burns, needs and how long it lasts (its price: `EnginePrice`). */
export interface EnginePumpSet {
  /** Energy in a litre of fuel, kWh (lower heating value). */
  readonly kWhPerLitre: number;
  /** Share of the fuel's energy that ends up as lifted water (engine × pump at part load). */
  readonly pumpSetEfficiency: number;
  /** Years before the set is replaced (engine hours of a smallholder's seasons). */
  readonly lifeYears: number;
  /** Oil, filters, plugs, repairs and the trips to fetch fuel each year, as a share of its price. */
  readonly maintenanceShare: number;
}

export const enginePumpSets = {
  /**
   * A small petrol (benzine) pump set, what most smallholders use: 32 MJ/l ≈ 8.9 kWh/l; 7 % fuel
   * to water (small petrol engines are less efficient than diesel; Fraenkel, FAO Irrigation and
   * Drainage Paper 43, 1986, gives 5–15 % for small engine sets); replaced every 3 years; upkeep
   * 15 % of its price a year (its price: `enginePriceSeed`, a staff setting).
   */
  petrol: {
    kWhPerLitre: 8.9,
    pumpSetEfficiency: 0.07,
    lifeYears: 3,
    maintenanceShare: 0.15,
  },
  /**
   * A small diesel pump set: 10 kWh/l; 10 % fuel to water (as `diesel` in sizing-system.ts);
   * replaced every 8 years; upkeep 10 % of its price a year (its price: a staff setting).
   */
  diesel: {
    kWhPerLitre: 10,
    pumpSetEfficiency: 0.1,
    lifeYears: 8,
    maintenanceShare: 0.1,
  },
} as const satisfies Record<"petrol" | "diesel", EnginePumpSet>;

/** The solar system's upkeep over the years compared. */
export const solarUpkeep = {
  /** Cleaning, checks and small parts each year, as a share of the system's price: 1 %. */
  maintenanceShare: 0.01,
  /**
   * The pump and its controller are replaced once, in this year (their life is about 7–10
   * years; the panels carry a 25-year power warranty and are not replaced within 15 years).
   */
  pumpReplacementYear: 8,
  /** The pump and controller's share of a package's price: 25 %. The small kit prices them part by part. */
  pumpShare: 0.25,
} as const;
