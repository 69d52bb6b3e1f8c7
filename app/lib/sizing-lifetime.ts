/**
 * The 15-year comparison of /size-your-system: the same water lifted by the proposed solar
 * system, a petrol pump set and a diesel pump set, each with its equipment, fuel, upkeep and
 * replacements (the assumptions: app/content/sizing-lifetime.ts). Today's prices every year, no
 * interest; birr.
 */
import {
  ENGINE_RATING_PER_SHAFT_KW,
  enginePumpSets,
  LIFETIME_YEARS,
  solarUpkeep,
  type EnginePrice,
  type EnginePrices,
  type EnginePumpSet,
} from "~/content/sizing-lifetime";
import { pricing, pumping } from "~/content/sizing-system";

export type EngineKind = keyof typeof enginePumpSets;

export interface LifetimeInputs {
  /** Water lifted a year, m³, and the total head, m. */
  waterPerYear: number;
  head: number;
  /** Shaft power the pump needs, kW. */
  shaftKw: number;
  /** The solar system's price, US dollars (the middle of the indicative range). */
  solarUsd: number;
  /** Fuel prices the visitor pays, birr per litre. */
  petrolPrice: number;
  dieselPrice: number;
  /** The engine sets' prices, US dollars, as staff set them (`SizingPrices.enginePumpSets`). */
  enginePrices: EnginePrices;
  /** Birr per US dollar, at the rate staff set (`priceSettings`); the seed's figure when absent. */
  birrPerDollar?: number;
  /**
   * The pump and controller's price, US dollars, when it is known part by part (the small kit,
   * where they are most of the price); otherwise they are `solarUpkeep.pumpShare` of the price.
   */
  pumpUsd?: number;
}

export interface LifetimeCosts {
  /** Equipment bought at the start, birr. */
  equipment: number;
  /** Fuel a year: litres, and its cost in birr (0 for solar). */
  litresPerYear: number;
  fuelPerYear: number;
  /** Upkeep a year, birr. */
  maintenancePerYear: number;
  /** Replacements within the years compared, birr in all. */
  replacements: number;
  /** Cost so far: index 0 at purchase, then at the end of each year (LIFETIME_YEARS + 1 values). */
  cumulative: number[];
}

export interface LifetimeComparison {
  years: number;
  solar: LifetimeCosts;
  petrol: LifetimeCosts;
  diesel: LifetimeCosts;
  /**
   * The year from which solar's cost so far stays at or below each engine's to the end (0: from
   * the start); undefined when it does not within the years compared.
   */
  solarCheaperFrom: Record<EngineKind, number | undefined>;
}

function costsOver(
  equipment: number,
  yearly: number,
  replacementYears: readonly number[],
  replacementCost: number,
): number[] {
  const cumulative = [equipment];
  for (let year = 1; year <= LIFETIME_YEARS; year += 1) {
    const replaced = replacementYears.includes(year) ? replacementCost : 0;
    cumulative.push((cumulative[year - 1] ?? 0) + yearly + replaced);
  }
  return cumulative;
}

/** Years, within those compared, in which equipment of this life is replaced (not in the last). */
function replacementYearsOf(lifeYears: number): number[] {
  const years: number[] = [];
  for (let year = lifeYears; year < LIFETIME_YEARS; year += lifeYears) years.push(year);
  return years;
}

function engineCosts(
  set: EnginePumpSet,
  price: EnginePrice,
  inputs: LifetimeInputs,
  fuelPrice: number,
): LifetimeCosts {
  const ratedKw = inputs.shaftKw * ENGINE_RATING_PER_SHAFT_KW;
  const equipment =
    Math.max(price.minimumUsd, ratedKw * price.usdPerKw) *
    (inputs.birrPerDollar ?? pricing.birrPerDollar);
  const litresPerYear =
    (inputs.waterPerYear * inputs.head) /
    pumping.hydraulicConstant /
    (set.kWhPerLitre * set.pumpSetEfficiency);
  const fuelPerYear = litresPerYear * fuelPrice;
  const maintenancePerYear = equipment * set.maintenanceShare;
  const years = replacementYearsOf(set.lifeYears);
  return {
    equipment,
    litresPerYear,
    fuelPerYear,
    maintenancePerYear,
    replacements: equipment * years.length,
    cumulative: costsOver(equipment, fuelPerYear + maintenancePerYear, years, equipment),
  };
}

/** The first year from which `solar` stays at or below `engine` to the end, if any. */
function cheaperFrom(solar: readonly number[], engine: readonly number[]): number | undefined {
  let from: number | undefined;
  for (let year = solar.length - 1; year >= 0; year -= 1) {
    if ((solar[year] ?? 0) <= (engine[year] ?? 0)) from = year;
    else break;
  }
  return from;
}

/** Solar, petrol and diesel over LIFETIME_YEARS for the same water. */
export function lifetimeComparison(inputs: LifetimeInputs): LifetimeComparison {
  const birrPerDollar = inputs.birrPerDollar ?? pricing.birrPerDollar;
  const equipment = inputs.solarUsd * birrPerDollar;
  const maintenancePerYear = equipment * solarUpkeep.maintenanceShare;
  const pumpCost =
    inputs.pumpUsd === undefined
      ? equipment * solarUpkeep.pumpShare
      : inputs.pumpUsd * birrPerDollar;
  const solar: LifetimeCosts = {
    equipment,
    litresPerYear: 0,
    fuelPerYear: 0,
    maintenancePerYear,
    replacements: pumpCost,
    cumulative: costsOver(
      equipment,
      maintenancePerYear,
      [solarUpkeep.pumpReplacementYear],
      pumpCost,
    ),
  };
  const petrol = engineCosts(
    enginePumpSets.petrol,
    inputs.enginePrices.petrol,
    inputs,
    inputs.petrolPrice,
  );
  const diesel = engineCosts(
    enginePumpSets.diesel,
    inputs.enginePrices.diesel,
    inputs,
    inputs.dieselPrice,
  );
  return {
    years: LIFETIME_YEARS,
    solar,
    petrol,
    diesel,
    solarCheaperFrom: {
      petrol: cheaperFrom(solar.cumulative, petrol.cumulative),
      diesel: cheaperFrom(solar.cumulative, diesel.cumulative),
    },
  };
}
