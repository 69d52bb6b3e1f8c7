/**
 * The solar pumping estimate of /size-your-system: pure functions from the visitor's answers
 * (kept in the URL query) to the water need, pump, solar array, package, price and diesel
 * comparison. The method and the source of every constant are in docs/sizing.md.
 */
import { parseDecimal } from "~/lib/typed-number";
import type { PackageId } from "~/content/packages";
import type { SizingPrices } from "~/content/pricing";
import { ethiopianRegions, type Region } from "~/content/regions";
import { sizingCrops, type CropId, type SizingCrop } from "~/content/sizing-crops";
import {
  daysInMonth,
  sizingTowns,
  type SizingRegion,
  type SizingTown,
  type TownId,
} from "~/content/sizing-climate";
import { sizingMethods, type MethodId, type SizingMethod } from "~/content/sizing-methods";
import { pipeDesign, pipeSizes, type PipeSize } from "~/content/sizing-pipes";
import { smallKit } from "~/content/sizing-kit";
import { irrigationSeasons, type SeasonId } from "~/content/sizing-seasons";
import { DEFAULT_PETROL_PRICE } from "~/content/sizing-lifetime";
import { lifetimeComparison, type LifetimeComparison } from "./sizing-lifetime";
import {
  diesel,
  inputLimits,
  packageCapacity,
  pricing,
  pumping,
  solarArray,
  TIMAD_PER_HECTARE,
} from "~/content/sizing-system";

export type AreaUnit = "ha" | "timad";
export type SourceKind = "borehole" | "surface";

/** The answers as typed: what the URL query and the form fields hold. */
export interface SizingAnswers {
  crop: CropId;
  area: string;
  unit: AreaUnit;
  region: Region;
  town: TownId;
  method: MethodId;
  season: SeasonId;
  source: SourceKind;
  /** "yes" when the borehole is still to be drilled (the page adds a drilling estimate). */
  drill: "" | "yes";
  depth: string;
  distance: string;
  height: string;
  diesel: string;
  petrol: string;
}

export type NumericField = "area" | "depth" | "distance" | "height" | "diesel" | "petrol";
/**
 * Why a typed value cannot be used; the page words it in its language
 * (`errorMessage` in app/lib/sizing-words.ts).
 */
export type SizingProblem =
  "empty" | "notNumber" | "aboveZero" | "notNegative" | "tooSmall" | "tooBig";
export type SizingErrors = Partial<Record<NumericField, SizingProblem>>;

/** The answers as numbers, once every one is valid. */
export interface SizingInputs {
  crop: SizingCrop & { readonly id: CropId };
  hectares: number;
  town: SizingTown & { readonly id: TownId; readonly region: SizingRegion };
  method: SizingMethod;
  /** The months the visitor irrigates in: the design month is taken among them. */
  season: readonly number[];
  source: SourceKind;
  /** The borehole is still to be drilled (a borehole source only). */
  drill: boolean;
  /** Water depth (borehole) or surface lift, m. */
  depth: number;
  distance: number;
  height: number;
  dieselPrice: number;
  petrolPrice: number;
}

/** The answers a visitor sees first (and the prerendered page shows). */
export const defaultAnswers: SizingAnswers = {
  crop: "onion",
  area: "1",
  unit: "ha",
  region: "Oromia",
  town: "batu",
  method: "drip",
  season: "dry",
  source: "borehole",
  drill: "",
  depth: "20",
  distance: "100",
  height: "5",
  diesel: String(diesel.defaultPricePerLitre),
  petrol: String(DEFAULT_PETROL_PRICE),
};

/**
 * The first answers with the fuel prices staff set (`SizingPrices.fuelPerLitre`): what the tool
 * assumes a farmer pays until they type their own price.
 */
export function answersWithFuel(fuel: {
  readonly diesel: number;
  readonly petrol: number;
}): SizingAnswers {
  return { ...defaultAnswers, diesel: String(fuel.diesel), petrol: String(fuel.petrol) };
}

/** Regions that have at least one town to choose, in the order of `ethiopianRegions`. */
export const sizingRegions: readonly Region[] = ethiopianRegions.filter((region) =>
  sizingTowns.some((town) => town.region === region),
);

/**
 * The method to suggest when the chosen one does not suit the crop (drip or sprinkler for teff,
 * wheat or barley: `SizingCrop.methods`), or undefined when it suits. The page warns next to the
 * method field and still shows the estimate.
 */
export function methodThatFits(cropId: CropId, methodId: MethodId): MethodId | undefined {
  const crop: SizingCrop | undefined = sizingCrops.find((item) => item.id === cropId);
  const suits = crop?.methods;
  if (!suits || suits.includes(methodId)) return undefined;
  return suits[0];
}

/** The towns of a region. */
export function townsOf(region: Region): readonly SizingTown[] {
  return sizingTowns.filter((town) => town.region === region);
}

export const answerKeys = Object.keys(defaultAnswers) as (keyof SizingAnswers)[];

/** The value at an index of a list that is known to be long enough (0 otherwise). */
const at = (list: readonly number[], index: number): number => list[index] ?? 0;

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/**
 * The answers in a URL query; a missing or unknown choice falls back to its default, a typed
 * value is kept as typed (its message shows next to the field). Parameters the tool no longer
 * asks for (`hours=` of the first version: the flow now follows the sun) are ignored.
 */
export function answersFromParams(
  params: URLSearchParams,
  defaults: SizingAnswers = defaultAnswers,
): SizingAnswers {
  const text = (key: NumericField) => (params.get(key) ?? defaults[key]).slice(0, 20);
  const region = pick(params.get("region"), sizingRegions, defaultAnswers.region);
  const towns: TownId[] = townsOf(region).map((town) => town.id as TownId);
  const firstTown = towns.includes(defaultAnswers.town) ? defaultAnswers.town : towns[0];
  return {
    crop: pick(
      params.get("crop"),
      sizingCrops.map((crop) => crop.id),
      defaultAnswers.crop,
    ),
    area: text("area"),
    unit: pick(params.get("unit"), ["ha", "timad"], defaultAnswers.unit),
    region,
    town: pick(params.get("town"), towns, firstTown ?? defaultAnswers.town),
    method: pick(
      params.get("method"),
      sizingMethods.map((method) => method.id),
      defaultAnswers.method,
    ),
    season: pick(
      params.get("season"),
      irrigationSeasons.map((season) => season.id),
      defaultAnswers.season,
    ),
    source: pick(params.get("source"), ["borehole", "surface"], defaultAnswers.source),
    drill: params.get("drill") === "yes" ? "yes" : "",
    depth: text("depth"),
    distance: text("distance"),
    height: text("height"),
    diesel: text("diesel"),
    petrol: text("petrol"),
  };
}

/**
 * The answers that give these inputs (the area in hectares): what a link carries for an estimate
 * worked out, in words of no language (`engineerLink`).
 */
export function answersOfInputs(inputs: SizingInputs): SizingAnswers {
  const season = irrigationSeasons.find((item) => item.months.join() === inputs.season.join())?.id;
  return {
    crop: inputs.crop.id,
    area: String(inputs.hectares),
    unit: "ha",
    region: inputs.town.region,
    town: inputs.town.id,
    method: inputs.method.id,
    season: season ?? defaultAnswers.season,
    source: inputs.source,
    drill: inputs.drill ? "yes" : "",
    depth: String(inputs.depth),
    distance: String(inputs.distance),
    height: String(inputs.height),
    diesel: String(inputs.dieselPrice),
    petrol: String(inputs.petrolPrice),
  };
}

/**
 * The URL query of a set of answers (every answer, in a fixed order, so links are stable; `drill`
 * only when asked for).
 */
export function paramsFromAnswers(answers: SizingAnswers): URLSearchParams {
  return new URLSearchParams(
    answerKeys.filter((key) => key !== "drill" || answers.drill).map((key) => [key, answers[key]]),
  );
}

interface Bounds {
  /** Smallest value accepted; `exclusive` when the value must be above it. */
  min: number;
  exclusive?: boolean;
  /** Smallest value sized, above `min`: a value between them is "tooSmall". */
  least?: number;
  max: number;
}

function checkNumber(raw: string, bounds: Bounds): { value?: number; error?: SizingProblem } {
  if (raw.trim() === "") return { error: "empty" };
  const value = parseDecimal(raw);
  if (value === null) return { error: "notNumber" };
  if (bounds.exclusive ? value <= bounds.min : value < bounds.min) {
    return {
      error: bounds.min === 0 ? (bounds.exclusive ? "aboveZero" : "notNegative") : "tooSmall",
    };
  }
  if (bounds.least !== undefined && value < bounds.least) return { error: "tooSmall" };
  if (value > bounds.max) return { error: "tooBig" };
  return { value };
}

/** Checks the answers: numbers when all are valid, otherwise a message per field. */
export function validateAnswers(answers: SizingAnswers): {
  inputs?: SizingInputs;
  errors: SizingErrors;
} {
  const borehole = answers.source === "borehole";
  const perUnit = answers.unit === "timad" ? TIMAD_PER_HECTARE : 1;
  const checks = {
    area: checkNumber(answers.area, {
      min: 0,
      exclusive: true,
      least: inputLimits.minHectares * perUnit,
      max: inputLimits.maxHectares * perUnit,
    }),
    depth: checkNumber(answers.depth, {
      min: 0,
      exclusive: borehole,
      max: borehole ? inputLimits.maxWaterDepth : inputLimits.maxSurfaceLift,
    }),
    distance: checkNumber(answers.distance, {
      min: 0,
      max: inputLimits.maxDistance,
    }),
    height: checkNumber(answers.height, {
      min: 0,
      max: inputLimits.maxFieldHeight,
    }),
    diesel: checkNumber(answers.diesel, {
      min: 0,
      exclusive: true,
      max: inputLimits.maxDieselPrice,
    }),
    petrol: checkNumber(answers.petrol, {
      min: 0,
      exclusive: true,
      max: inputLimits.maxDieselPrice,
    }),
  } satisfies Record<NumericField, { value?: number; error?: SizingProblem }>;

  const errors: SizingErrors = {};
  for (const [key, check] of Object.entries(checks) as [
    NumericField,
    { error?: SizingProblem },
  ][]) {
    if (check.error) errors[key] = check.error;
  }
  const { area, depth, distance, height, diesel: price, petrol } = checks;
  if (
    area.value === undefined ||
    depth.value === undefined ||
    distance.value === undefined ||
    height.value === undefined ||
    price.value === undefined ||
    petrol.value === undefined
  ) {
    return { errors };
  }
  return {
    errors,
    inputs: {
      crop: sizingCrops.find((crop) => crop.id === answers.crop) ?? sizingCrops[0],
      hectares: area.value / perUnit,
      town: sizingTowns.find((town) => town.id === answers.town) ?? sizingTowns[0],
      method: sizingMethods.find((method) => method.id === answers.method) ?? sizingMethods[0],
      season: (
        irrigationSeasons.find((season) => season.id === answers.season) ?? irrigationSeasons[0]
      ).months,
      source: answers.source,
      drill: borehole && answers.drill === "yes",
      depth: depth.value,
      distance: distance.value,
      height: height.value,
      dieselPrice: price.value,
      petrolPrice: petrol.value,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The calculation

/**
 * Effective rainfall, mm/month: the FAO/AGLW "dependable rain" formula of CROPWAT 8,
 * 0.6 P − 10 for P ≤ 70 mm and 0.8 P − 24 above, never below 0.
 */
export function effectiveRain(rainMm: number): number {
  return Math.max(0, rainMm <= 70 ? 0.6 * rainMm - 10 : 0.8 * rainMm - 24);
}

/** Net water need of a crop at full growth in each month, mm/day, after effective rain. */
function netNeedByMonth(kc: number, town: SizingTown): number[] {
  return town.eto.map((eto, month) =>
    Math.max(0, kc * eto - effectiveRain(at(town.rain, month)) / at(daysInMonth, month)),
  );
}

/**
 * The design month: the month of the irrigation season (all year unless given) with the most
 * water to pump for each hour of sun; index 0 = January.
 */
export function designMonth(
  town: SizingTown,
  season: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
): number {
  const ratio = netNeedByMonth(1, town).map((need, month) =>
    season.includes(month) ? need / at(town.sun, month) : -1,
  );
  return ratio.indexOf(Math.max(...ratio));
}

/** Mean crop coefficient over the season (FAO-56 stage-weighted: linear in development and late). */
export function seasonAverageKc(crop: SizingCrop): number {
  const [ini, dev, mid, late] = crop.stages;
  const total = ini + dev + mid + late;
  const sum =
    crop.kcIni * ini +
    ((crop.kcIni + crop.kcMid) / 2) * dev +
    crop.kcMid * mid +
    ((crop.kcMid + crop.kcEnd) / 2) * late;
  return sum / total;
}

/** Friction head, m, in a pipe of this inside diameter (Hazen–Williams, plus fittings). */
export function pipeFriction(flowM3h: number, lengthM: number, insideMm: number): number {
  const q = flowM3h / 3600;
  const d = insideMm / 1000;
  const straight =
    (10.67 * lengthM * q ** 1.852) / (pipeDesign.hazenWilliamsC ** 1.852 * d ** 4.87);
  return straight * (1 + pipeDesign.fittingsAllowance);
}

/** Speed of the water in a pipe, m/s. */
export function pipeVelocity(flowM3h: number, insideMm: number): number {
  return flowM3h / 3600 / (Math.PI * (insideMm / 2000) ** 2);
}

export interface PipeChoice {
  /** The chosen pipe; when none fits, the largest of the list (to show what it would lose). */
  pipe: PipeSize;
  /** Friction in that pipe, fittings included, m. */
  friction: number;
  /** False when no pipe of the list keeps friction and velocity within their limits. */
  fits: boolean;
}

/**
 * The smallest pipe of the list that keeps the friction within `maxFrictionShare` of the total
 * head (static head + friction) and the water at or under the design velocity. `lengthM` is the
 * pipe's length, `staticHead` everything else in the head (lift, field height, pressure), m.
 */
export function choosePipe(flowM3h: number, lengthM: number, staticHead: number): PipeChoice {
  const share = pipeDesign.maxFrictionShare;
  const largest = pipeSizes.at(-1) ?? { outsideMm: 250, insideMm: 220.6 };
  for (const pipe of pipeSizes) {
    const friction = pipeFriction(flowM3h, lengthM, pipe.insideMm);
    const withinShare = friction <= share * (staticHead + friction);
    if (withinShare && pipeVelocity(flowM3h, pipe.insideMm) <= pipeDesign.maxVelocity) {
      return { pipe, friction, fits: true };
    }
  }
  return { pipe: largest, friction: pipeFriction(flowM3h, lengthM, largest.insideMm), fits: false };
}

export interface MonthFigures {
  /** Water the crop needs at full growth, after rain, m³/day. */
  need: number;
  /** Water the proposed array pumps with that month's sun, m³/day. */
  pumped: number;
}

export interface SizingResult {
  /** Design month, 0 = January. */
  month: number;
  /** ETo of the design month, mm/day. */
  eto: number;
  /** Crop water use ETc in the design month, mm/day. */
  etc: number;
  /** Gross need after the method's efficiency, mm/day. */
  grossMm: number;
  /** Water to pump a day in the design month, m³. */
  volume: number;
  /** Peak sun hours of the design month (kWh/m²/day): the hours the pump runs at full flow. */
  sunHours: number;
  /** Design pump flow, m³/h: the day's water delivered in the design month's peak sun hours. */
  flow: number;
  pipe: PipeSize;
  /** Parts of the total dynamic head, m. */
  head: { lift: number; field: number; friction: number; pressure: number; total: number };
  /** Energy a day: in the lifted water, and drawn by the pump, kWh. */
  hydraulicKwh: number;
  electricalKwh: number;
  /** Array needed, kWp, and as whole panels. */
  arrayKwp: number;
  panels: number;
  /** Motor power the pump needs, kW. */
  pumpKw: number;
  /**
   * The array the offer is sized for, kWp: the need at the design head (the pipe's friction at
   * its 10 % ceiling), at least `arrayKwp`. A package covers the need when its array reaches this.
   */
  offerKwp: number;
  /** The smallest package whose array and pump cover the need; undefined = custom system or kit. */
  packageId?: PackageId;
  /** A small kit (one panel, a small surface pump, a controller) is enough: `smallKit`. */
  smallKit: boolean;
  /**
   * Reasons the system is beyond the company's standard range (empty when within); "pipe": no
   * pipe of the list keeps friction and velocity within their limits (`pipe` is then the
   * largest, with the friction it would lose).
   */
  beyond: ("head" | "flow" | "array" | "pipe")[];
  /** Indicative price range, US dollars. */
  price: { low: number; high: number };
  /**
   * The water of a year, m³: one season's (`days` long) for each harvest irrigated a year (one in
   * the dry season; all year, as many of the crop's seasons as fit in a year); a perennial crop's
   * year.
   */
  season: { volume: number; days: number; harvests: number };
  /** Solar, petrol and diesel over 15 years for that water. */
  lifetime: LifetimeComparison;
  /** Month-by-month need against what the array pumps, January first. */
  months: MonthFigures[];
}

/**
 * Design flow of a solar pump without batteries, m³/h: it delivers the day's water in about the
 * peak sun hours of the design month (hours at 1 kW/m², numerically the kWh/m²/day), so
 * Q = V ÷ PSH (GIZ/FAO SPIS Toolbox, DESIGN module).
 */
export function designFlow(volumeM3PerDay: number, peakSunHours: number): number {
  return volumeM3PerDay / peakSunHours;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The estimate for valid inputs, priced with the company's published prices (`sizingPricesOf`).
 * Every figure is finite and not negative.
 */
/**
 * Whether an estimate has a price to show: one beyond the company's standard range has none (no
 * range, comparison, monthly cost or lender sheet): an engineer designs and prices it.
 */
export function isPriced(result: Pick<SizingResult, "beyond">): boolean {
  return result.beyond.length === 0;
}

export function estimate(inputs: SizingInputs, prices: SizingPrices): SizingResult {
  const { crop, hectares, town, method } = inputs;
  const month = designMonth(town, inputs.season);
  const eto = at(town.eto, month);
  const sun = at(town.sun, month);
  const etc = crop.kcMid * eto;
  const grossMm = etc / method.efficiency;
  const volume = grossMm * hectares * 10;
  const flow = designFlow(volume, sun);

  const lift = inputs.depth + (inputs.source === "borehole" ? pumping.boreholeDrawdown : 0);
  const staticHead = lift + inputs.height + method.operatingHead;
  const main = choosePipe(flow, inputs.distance + lift + inputs.height, staticHead);
  const { pipe, friction } = main;
  const total = staticHead + friction;

  const hydraulicKwh = (volume * total) / pumping.hydraulicConstant;
  const electricalKwh = hydraulicKwh / pumping.subsystemEfficiency;
  const arrayKwp = electricalKwh / (sun * solarArray.derating);
  const panels = Math.max(1, Math.ceil((arrayKwp * 1000) / solarArray.panelWatts));
  const pumpKw = (flow * total) / pumping.hydraulicConstant / pumping.pumpEndEfficiency;

  // The offer (kit, package or custom system, and its price) is sized for the design head: the
  // friction at its 10 % ceiling. The pipe is discrete, so a slightly larger need can get a
  // bigger pipe that loses less; sizing the offer on the ceiling keeps it from stepping down
  // then (a bigger need never gets a cheaper system) and covers the shown array and pump.
  const designHead = Math.max(total, staticHead / (1 - pipeDesign.maxFrictionShare));
  const offerKwp = (arrayKwp * designHead) / total;
  const offerPumpKw = (pumpKw * designHead) / total;

  const beyond: SizingResult["beyond"] = [];
  if (designHead > pumping.maxHead) beyond.push("head");
  if (flow > pumping.maxFlow) beyond.push("flow");
  if (offerKwp > solarArray.maxKwp) beyond.push("array");
  if (!main.fits) beyond.push("pipe");

  const chosen =
    beyond.length > 0
      ? undefined
      : packageCapacity.find(
          (item) => offerKwp <= item.arrayKw && offerPumpKw <= item.pumpHp * pumping.kWPerHp,
        );
  // Below Starter: one panel and a small surface pump, when the water is within its suction.
  const kit =
    chosen?.id === packageCapacity[0]?.id &&
    inputs.source === "surface" &&
    inputs.depth <= smallKit.maxSuctionLift &&
    offerKwp * 1000 <= smallKit.panels * solarArray.panelWatts &&
    offerPumpKw <= smallKit.pumpHp * pumping.kWPerHp;
  // A custom system is priced per kWp at the largest package's rate, and never below the price
  // of that package it outgrows (it needs more area, array or pump than it).
  const largest = packageCapacity.at(-1);
  const largestPrice = largest ? prices.packagesUsd[largest.id] : 0;
  const customPrice = Math.max(
    largestPrice,
    roundTo(offerKwp * (largestPrice / (largest?.arrayKw ?? 1)), 100),
  );
  const low = kit ? prices.smallKitUsd : chosen ? prices.packagesUsd[chosen.id] : customPrice;
  const high = roundTo(low * (1 + pricing.siteWorksSpread), 100);

  // What the installed panels pump each month, and what the crop needs then.
  const installedKwp = (panels * solarArray.panelWatts) / 1000;
  const perKwhHydraulic = pumping.hydraulicConstant / total;
  const net = netNeedByMonth(crop.kcMid, town);
  const months = town.sun.map((monthSun, m) => ({
    need: (at(net, m) / method.efficiency) * hectares * 10,
    pumped:
      installedKwp * monthSun * solarArray.derating * pumping.subsystemEfficiency * perKwhHydraulic,
  }));

  // The water of a year, lifted by solar, petrol or diesel over the years: a seasonal crop
  // irrigated all year is grown season after season, as many times as its season fits in a year.
  const stageDays = crop.stages.reduce((sum, days) => sum + days, 0);
  const perennial = crop.perennial === true;
  const days = perennial ? 365 : Math.min(365, stageDays);
  const allYear = inputs.season.length === 12;
  const harvests = !perennial && allYear ? Math.max(1, Math.floor(365 / stageDays)) : 1;
  const seasonShare = seasonAverageKc(crop) / crop.kcMid;
  const seasonVolume = perennial
    ? months.reduce((sum, item, m) => sum + item.need * at(daysInMonth, m), 0) * seasonShare
    : volume * seasonShare * days * harvests;
  const lifetime = lifetimeComparison({
    waterPerYear: seasonVolume,
    head: total,
    shaftKw: pumpKw,
    solarUsd: (low + high) / 2,
    pumpUsd: kit ? prices.smallKitPumpUsd : undefined,
    petrolPrice: inputs.petrolPrice,
    dieselPrice: inputs.dieselPrice,
    enginePrices: prices.enginePumpSets,
    birrPerDollar: prices.birrPerDollar,
  });

  return {
    month,
    eto,
    etc,
    grossMm,
    volume,
    sunHours: sun,
    flow,
    pipe,
    head: { lift, field: inputs.height, friction, pressure: method.operatingHead, total },
    hydraulicKwh,
    electricalKwh,
    arrayKwp,
    panels,
    pumpKw,
    offerKwp,
    packageId: kit ? undefined : chosen?.id,
    smallKit: kit,
    beyond,
    price: { low, high },
    season: { volume: seasonVolume, days, harvests },
    lifetime,
    months,
  };
}
