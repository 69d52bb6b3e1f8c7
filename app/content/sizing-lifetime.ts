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

/** An engine-driven pump set: what it costs, burns, needs and how long it lasts. */
export interface EnginePumpSet {
  /** Energy in a litre of fuel, kWh (lower heating value). */
  readonly kWhPerLitre: number;
  /** Share of the fuel's energy that ends up as lifted water (engine × pump at part load). */
  readonly pumpSetEfficiency: number;
  /** Price per kW of rated engine power, US dollars, and the smallest set's price. */
  readonly usdPerKw: number;
  readonly minimumUsd: number;
  /** Years before the set is replaced (engine hours of a smallholder's seasons). */
  readonly lifeYears: number;
  /** Oil, filters, plugs, repairs and the trips to fetch fuel each year, as a share of its price. */
  readonly maintenanceShare: number;
}

export const enginePumpSets = {
  /**
   * A small petrol (benzine) pump set, what most smallholders use: 32 MJ/l ≈ 8.9 kWh/l; 7 % fuel
   * to water (small petrol engines are less efficient than diesel; Fraenkel, FAO Irrigation and
   * Drainage Paper 43, 1986, gives 5–15 % for small engine sets); $150 per kW, at least $300;
   * replaced every 3 years; upkeep 15 % of its price a year.
   */
  petrol: {
    kWhPerLitre: 8.9,
    pumpSetEfficiency: 0.07,
    usdPerKw: 150,
    minimumUsd: 300,
    lifeYears: 3,
    maintenanceShare: 0.15,
  },
  /**
   * A small diesel pump set: 10 kWh/l; 10 % fuel to water (as `diesel` in sizing-system.ts);
   * $250 per kW, at least $900; replaced every 8 years; upkeep 10 % of its price a year.
   */
  diesel: {
    kWhPerLitre: 10,
    pumpSetEfficiency: 0.1,
    usdPerKw: 250,
    minimumUsd: 900,
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
  /** The pump and controller's share of the system's price: 25 %. */
  pumpShare: 0.25,
} as const;
