/**
 * The constants of the sizing tool that are not about crops, climate, methods or pipes: the
 * pumping system, the solar array, the company's packages, the diesel comparison and the limits
 * of the inputs. Each figure names its source; docs/sizing.md collects them.
 */
import type { PackageId } from "./packages";

export const pumping = {
  /**
   * Drawdown allowance of a borehole, m: how far the water level falls while the pump runs.
   * 10 m is the allowance used for small irrigation boreholes before a pumping test is done
   * (company practice, to be replaced by the test's figure; GIZ/FAO "Toolbox on Solar Powered
   * Irrigation Systems", DESIGN module, asks for the dynamic water level for the same reason).
   */
  boreholeDrawdown: 10,
  /**
   * Wire-to-water efficiency of a small solar pumping subsystem (controller, motor and pump), as
   * a share. 45 % is the typical figure for 1–10 HP submersible solar pumps in the GIZ/FAO SPIS
   * toolbox (DESIGN module) and manufacturers' pump curves at their duty point.
   */
  subsystemEfficiency: 0.45,
  /** kWh to lift 1 m³ by 1 m is 1/367: ρ·g / 3.6e6 = 1000 × 9.81 / 3,600,000 (physics). */
  hydraulicConstant: 367,
  /**
   * Efficiency of the pump end alone (the motor's shaft power that becomes lifted water), to check
   * the pump size of a package: 60 %, the typical best-efficiency point of small multistage pumps in
   * manufacturers' curves (the 45 % above is this × motor about 80 % × controller about 95 %).
   */
  pumpEndEfficiency: 0.6,
  /** Kilowatts in one horsepower (1 HP = 745.7 W). */
  kWPerHp: 0.7457,
  /** Highest pump head the company installs, m (spec: pumps with head up to 100 m). */
  maxHead: 100,
  /** Highest pump flow the company installs, m³/h (spec: flow up to 200 m³/h). */
  maxFlow: 200,
} as const;

/**
 * The optional drilling estimate of a visitor who has no borehole yet (its birr rate a metre is a
 * price setting: `drillingPerMetre` in app/content/pricing.ts, read through `priceSettings()`).
 */
export const drilling = {
  /**
   * Metres drilled below the water level the visitor expects, beyond the drawdown allowance:
   * room for the pump, its screen and a sump (company practice for small irrigation boreholes;
   * the driller's log decides).
   */
  belowDrawdown: 20,
  /** Drilling is quoted by whole lengths of casing: the depth is rounded up to this, m. */
  roundTo: 10,
  /** The deepest the company's own rigs drill, m (the services and about pages: "to 60 m"). */
  ownRigsMetres: 60,
} as const;

export const solarArray = {
  /**
   * Derating of the array: temperature, dust, wiring and mismatch losses, as the share of the
   * nameplate power that reaches the controller. 0.75 is the design factor of the GIZ/FAO SPIS
   * toolbox (DESIGN module) for hot, dusty sites.
   */
  derating: 0.75,
  /** Rating of one of the company's panels, W (the monocrystalline module of the Products page). */
  panelWatts: 550,
  /** Largest array the page sizes before it says "talk to an engineer", kWp. */
  maxKwp: 100,
} as const;

/**
 * What each package of app/content/packages.ts covers, read from its feature list ("2 kW solar
 * array", "2 HP solar pump"); a unit test keeps the two in step. The array and the pump decide
 * which package a need gets (decision 0055): each pump is the standard size that takes its whole
 * array (shaft power = 0.5625 × array: the derating above times the motor and controller, 0.75),
 * so the array is what runs out first. The hectares a package waters depend on the crop and the
 * water depth: `typicalHectares` are the figures the cards print, for drip on onion, maize or
 * tomato, from shallow water (5 m lift) and from a borehole with water at 20 m; a unit test checks
 * that the tool gives each card's figure that package or a smaller one.
 */
export const packageCapacity: readonly {
  readonly id: PackageId;
  readonly arrayKw: number;
  readonly pumpHp: number;
  readonly typicalHectares: { readonly shallow: number; readonly borehole: number };
}[] = [
  { id: "starter", arrayKw: 2, pumpHp: 2, typicalHectares: { shallow: 1, borehole: 0.4 } },
  { id: "professional", arrayKw: 5, pumpHp: 4, typicalHectares: { shallow: 2.5, borehole: 1.2 } },
  { id: "enterprise", arrayKw: 10, pumpHp: 10, typicalHectares: { shallow: 5, borehole: 2.4 } },
];

export const pricing = {
  /**
   * Site works (trenching, delivery pipe, tank, fittings) vary: the indicative range runs from the
   * package price to this much above it (company sales practice; an engineer quotes the site).
   */
  siteWorksSpread: 0.3,
  /**
   * A custom system is priced per kWp at the largest package's rate (Enterprise: $15,000 for
   * 10 kW, from app/content/packages.ts), and never below that package's price: it outgrows it.
   */
  /**
   * Birr per US dollar when no rate is given (unit tests only): the page always passes the rate
   * staff set, which its loader sends (`priceSettings`, seeded from app/content/pricing.ts).
   */
  birrPerDollar: 150,
} as const;

export const diesel = {
  /**
   * Default price of diesel, birr per litre: the Ministry of Trade and Regional Integration's
   * regulated pump price in Addis Ababa, rounded (about 120 birr in late 2025). The visitor edits it.
   */
  defaultPricePerLitre: 120,
  /** Energy in one litre of diesel, kWh (lower heating value ≈ 36 MJ/l ÷ 3.6; physics tables). */
  kWhPerLitre: 10,
  /**
   * Fuel-to-water efficiency of a small diesel pump set (engine × pump at part load): 10 %.
   * Fraenkel, "Water lifting devices", FAO Irrigation and Drainage Paper 43 (1986), gives
   * 5–15 % for small engine-driven pump sets in the field.
   */
  pumpSetEfficiency: 0.1,
} as const;

/** 4 timad ≈ 1 ha (a timad is the land a pair of oxen ploughs in a day, about 0.25 ha). */
export const TIMAD_PER_HECTARE = 4;

/**
 * Bounds of the inputs (inclusive unless said otherwise). Beyond them a value is far likelier a
 * typing slip than a farm; the message says so and points to an engineer.
 */
export const inputLimits = {
  /** Farm area, hectares. */
  maxHectares: 500,
  /** Smallest area sized, hectares: 100 m², about 10 m by 10 m; smaller is watered by hand. */
  minHectares: 0.01,
  /** Water depth in a borehole, m. */
  maxWaterDepth: 300,
  /** Lift from a river, pond or hand-dug well, m. */
  maxSurfaceLift: 100,
  /** Distance from the source to the field, m. */
  maxDistance: 5000,
  /** Height of the field above the source, m. */
  maxFieldHeight: 300,
  /** Diesel price, birr per litre. */
  maxDieselPrice: 2000,
} as const;
