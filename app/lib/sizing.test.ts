import { pricingSeed, sizingPricesSeed } from "~/content/pricing";
import { describe, expect, it } from "vitest";
import { fill } from "~/i18n/translation";
import { roundBirr } from "~/i18n/format";
import { lifetimeComparison } from "./sizing-lifetime";
import { packages } from "~/content/packages";
import { ethiopianRegions } from "~/content/regions";
import { sizingCrops } from "~/content/sizing-crops";
import { sizingTowns } from "~/content/sizing-climate";
import { sizingMethods } from "~/content/sizing-methods";
import { irrigationSeasons } from "~/content/sizing-seasons";
import { sizingTextWithFigures } from "~/content/sizing-page";
import { packageCapacity } from "~/content/sizing-system";
import {
  answersFromParams,
  answersWithFuel,
  defaultAnswers,
  designFlow,
  designMonth,
  effectiveRain,
  estimate as estimateWith,
  methodThatFits,
  paramsFromAnswers,
  pipeFriction,
  pipeVelocity,
  choosePipe,
  seasonAverageKc,
  validateAnswers,
  type NumericField,
  type SizingAnswers,
  type SizingInputs,
  type SizingResult,
} from "./sizing";
import {
  arrayPower,
  installedPower,
  volumeFigure,
  engineerLink,
  errorMessage,
  summaryLine as lineIn,
  summaryValues,
} from "./sizing-words";
import { sizingText } from "~/content/catalogues";

/** The estimate at the seed's prices (a new installation's). */
const estimate = (inputs: SizingInputs) => estimateWith(inputs, sizingPricesSeed);

/** The page's words as the loader sends them, in English and in Amharic. */
const english = sizingTextWithFigures(sizingText.en, "en", pricingSeed);
const amharic = sizingTextWithFigures(sizingText.am, "am", pricingSeed);
const summaryLine = (inputs: SizingInputs, result: SizingResult) =>
  lineIn(english, "en", inputs, result, pricingSeed.usdToBirr.rate);

/** The message shown next to a field for some answers (undefined when it is valid). */
function messageFor(answers: SizingAnswers, field: NumericField, text = english) {
  const problem = validateAnswers(answers).errors[field];
  return problem ? errorMessage(text.errors, field, problem, answers.source) : undefined;
}

/** Half a hectare of teff near Mekelle, drip from a pond 3 m down: an array under 1 kWp. */
const smallTeffField = {
  crop: "teff",
  area: "2",
  unit: "timad",
  region: "Tigray",
  town: "mekelle",
  source: "surface",
  depth: "3",
  season: "year",
} as const;

/** Valid inputs from answers (fails the test when they are not valid). */
function inputsOf(overrides: Partial<SizingAnswers> = {}): SizingInputs {
  const { inputs, errors } = validateAnswers({ ...defaultAnswers, ...overrides });
  expect(errors).toEqual({});
  if (!inputs) throw new Error("invalid inputs");
  return inputs;
}

const town = (id: string) => sizingTowns.find((item) => item.id === id)!;
const crop = (id: string) => sizingCrops.find((item) => item.id === id)!;

describe("hand-worked cases", () => {
  it("0. flow from peak sun hours: 60 m³ a day in a month of 6 sun hours is 10 m³/h", () => {
    expect(designFlow(60, 6)).toBe(10);
    // The same water in a cloudier month (5 sun hours) needs a larger pump: 12 m³/h.
    expect(designFlow(60, 5)).toBe(12);
  });

  it("1. effective rain (FAO/AGLW dependable rain)", () => {
    // 50 mm ≤ 70: 0.6 × 50 − 10 = 20 mm
    expect(effectiveRain(50)).toBeCloseTo(20, 6);
    // 100 mm > 70: 0.8 × 100 − 24 = 56 mm
    expect(effectiveRain(100)).toBeCloseTo(56, 6);
    // 10 mm: 0.6 × 10 − 10 = −4 → no effective rain, never negative
    expect(effectiveRain(10)).toBe(0);
  });

  it("2. onion's season-average Kc (FAO-56 stages 15/25/70/40, Kc 0.7/1.05/0.75)", () => {
    // 0.7×15 + (0.7+1.05)/2×25 + 1.05×70 + (1.05+0.75)/2×40
    // = 10.5 + 21.875 + 73.5 + 36 = 141.875; ÷ 150 days = 0.94583
    expect(seasonAverageKc(crop("onion"))).toBeCloseTo(0.94583, 4);
  });

  it("3. pipe friction: 10 m³/h through 100 m of 63 mm PE (inside 55.6 mm)", () => {
    // q = 10/3600 = 0.0027778 m³/s; q^1.852 = 1.843e-5; 140^1.852 = 9,433; 0.0556^4.87 = 7.734e-7
    // hf = 10.67 × 100 × 1.843e-5 ÷ (9,433 × 7.734e-7) = 2.696 m; + 10 % fittings = 2.97 m
    expect(pipeFriction(10, 100, 55.6)).toBeCloseTo(2.97, 2);
  });

  it("4. a short main: the smallest pipe within the velocity limit (friction is small)", () => {
    // 7.83 m³/h = 0.002176 m³/s; 50 mm pipe (44.1 mm inside): area π × 0.02205² = 0.0015275 m²
    // → 1.42 m/s ≤ 1.5: 50 mm (no length: no friction)
    expect(choosePipe(7.83, 0, 45)).toMatchObject({ pipe: { outsideMm: 50 }, fits: true });
    // 9.33 m³/h in 50 mm → 1.70 m/s, too fast; 63 mm (55.6 mm): area 0.002428 m² → 1.07 m/s
    expect(choosePipe(9.33, 0, 45).pipe.outsideMm).toBe(63);
    expect(pipeVelocity(9.33, 44.1)).toBeCloseTo(1.7, 2);
  });

  it("4b. pipes are chosen by friction: at most 10 % of the total head", () => {
    // The default: 8.84 m³/h over 135 m, static head 30 + 5 + 10 = 45 m, so friction may be at
    // most 0.1 × (45 + f), i.e. f ≤ 5.0 m. 50 mm would lose 9.86 m (18 % of 54.9 m): too much.
    expect(pipeFriction(8.844, 135, 44.1)).toBeCloseTo(9.86, 2);
    // 63 mm loses 3.19 m (6.6 % of 48.2 m): the smallest that fits.
    const short = choosePipe(8.844, 135, 45);
    expect(short).toMatchObject({ pipe: { outsideMm: 63 }, fits: true });
    expect(short.friction).toBeCloseTo(3.19, 2);
    // A 2 km main with the same water: 63 mm would lose 48.1 m, 75 mm 18.3 m, 90 mm about
    // 8.5 m; 110 mm (97.1 mm inside) loses 3.18 m: the long main gets the bigger pipe.
    expect(pipeFriction(8.844, 2035, 55.6)).toBeCloseTo(48.07, 1);
    const long = choosePipe(8.844, 2035, 45);
    expect(long).toMatchObject({ pipe: { outsideMm: 110 }, fits: true });
    expect(long.friction).toBeCloseTo(3.18, 2);
  });

  it("4c. when no pipe of the list fits, it says so instead of running a pipe over its limit", () => {
    // 150 m³/h over 5 km with 16 m of static head: even 250 mm pipe loses 27.2 m (63 % of the
    // head), far over 10 %.
    const choice = choosePipe(150, 5000, 16);
    expect(choice.fits).toBe(false);
    expect(choice.pipe.outsideMm).toBe(250);
    expect(choice.friction).toBeCloseTo(27.19, 1);
    // In the estimate: flagged, and no package is offered for it.
    const result = estimate(
      inputsOf({ area: "10", method: "furrow", source: "surface", depth: "5", distance: "5000" }),
    );
    expect(result.beyond).toContain("pipe");
    expect(result.packageId).toBeUndefined();
  });

  it("5. the default: 1 ha of onion near Batu, drip, borehole water at 20 m", () => {
    const result = estimate(inputsOf());
    // Design month: November (index 10), ETo 4.7 mm/day, no effective rain (10 mm), sun 6.2 h.
    expect(result.month).toBe(10);
    // ETc = 1.05 × 4.7 = 4.935 mm; gross = 4.935 ÷ 0.9 = 5.483 mm; V = 5.483 × 1 × 10 = 54.83 m³
    expect(result.etc).toBeCloseTo(4.935, 3);
    expect(result.volume).toBeCloseTo(54.83, 2);
    // Flow = 54.83 m³ ÷ 6.2 peak sun hours of November = 8.84 m³/h
    expect(result.sunHours).toBe(6.2);
    expect(result.flow).toBeCloseTo(8.844, 3);
    expect(result.pipe.outsideMm).toBe(63);
    // Lift = 20 + 10 drawdown = 30 m; pipe 100 + 30 + 5 = 135 m of 63 mm (55.6 mm inside):
    // 10.67 × 135 × 0.0024567^1.852 ÷ (140^1.852 × 0.0556^4.87) = 2.90 m, × 1.1 = 3.19 m
    // Head = 30 + 5 + 3.19 + 10 (drip) = 48.19 m
    expect(result.head.lift).toBe(30);
    expect(result.head.friction).toBeCloseTo(3.19, 2);
    expect(result.head.total).toBeCloseTo(48.19, 2);
    // Hydraulic = 54.83 × 48.19 ÷ 367 = 7.20 kWh; electrical = 7.20 ÷ 0.45 = 16.00 kWh
    expect(result.hydraulicKwh).toBeCloseTo(7.2, 2);
    expect(result.electricalKwh).toBeCloseTo(16.0, 2);
    // Array = 16.00 ÷ (6.2 × 0.75) = 3.44 kWp → ⌈3,441 ÷ 550⌉ = 7 panels
    expect(result.arrayKwp).toBeCloseTo(3.44, 2);
    expect(result.panels).toBe(7);
    // Pump: 8.84 × 48.19 ÷ 367 ÷ 0.6 = 1.94 kW. Starter (2 kW) is too small for 3.44 kWp;
    // Professional: 1 ≤ 5 ha, 3.44 ≤ 5 kW, 1.94 ≤ 3 HP × 0.7457 = 2.24 kW.
    expect(result.pumpKw).toBeCloseTo(1.94, 2);
    expect(result.packageId).toBe("professional");
    // Price: $7,500 to $7,500 × 1.3 = $9,750 → rounded to $9,800
    expect(result.price).toEqual({ low: 7500, high: 9800 });
    // Water of the season: 54.83 m³ × (0.94583 ÷ 1.05) × 150 days = 7,409 m³
    expect(result.season.volume).toBeCloseTo(7409, 0);
    // Diesel: 7,409 m³ × 48.19 m ÷ 367 ÷ (10 kWh/l × 0.1) = 973 l; × 120 birr = 116,742 birr
    expect(result.lifetime.diesel.litresPerYear).toBeCloseTo(972.8, 0);
    expect(result.lifetime.diesel.fuelPerYear).toBeCloseTo(116742, -1);
  });

  it("6. half a hectare of teff near Mekelle, drip from a pond, 3 m lift", () => {
    const result = estimate(inputsOf(smallTeffField));
    // 2 timad ÷ 4 = 0.5 ha. All year: design month June (index 5): ETo 5.8, rain 25 mm (Peff 5 mm), sun 6.6
    expect(result.month).toBe(5);
    // ETc = 1.05 × 5.8 = 6.09 mm; gross 6.09 ÷ 0.9 = 6.767 mm; V = 6.767 × 0.5 × 10 = 33.83 m³
    expect(result.volume).toBeCloseTo(33.83, 2);
    // Flow 33.83 ÷ 6.6 peak sun hours = 5.13 m³/h. Static head 3 + 5 + 10 = 18 m, so friction
    // over 100 + 3 + 5 = 108 m may be at most 2.0 m: 40 mm loses 8.49 m, 50 mm 2.87 m, 63 mm
    // 0.93 m → 63 mm; head = 18 + 0.93 = 18.93 m
    expect(result.flow).toBeCloseTo(5.126, 3);
    expect(result.pipe.outsideMm).toBe(63);
    expect(result.head.friction).toBeCloseTo(0.93, 2);
    expect(result.head.total).toBeCloseTo(18.93, 2);
    // Hydraulic 33.83 × 18.93 ÷ 367 = 1.745 kWh; electrical 3.878 kWh;
    // array 3.878 ÷ (6.6 × 0.75) = 0.78 kWp → 2 panels; pump 5.13 × 18.93 ÷ 367 ÷ 0.6 = 0.44 kW
    expect(result.arrayKwp).toBeCloseTo(0.78, 2);
    expect(result.panels).toBe(2);
    expect(result.packageId).toBe("starter");
    // $3,500 to $4,550 → $4,600
    expect(result.price).toEqual({ low: 3500, high: 4600 });
    // Teff average Kc: (0.9×20 + 0.975×25 + 1.05×35 + 0.75×15) ÷ 95 = 90.375 ÷ 95 = 0.9513
    // All year, teff's 95-day season fits ⌊365 ÷ 95⌋ = 3 times: three harvests' water.
    expect(result.season).toMatchObject({ days: 95, harvests: 3 });
    // Diesel: 33.83 × (0.9513 ÷ 1.05) × 95 × 3 × 18.93 ÷ 367 ÷ 1 = 450.6 l
    expect(result.lifetime.diesel.litresPerYear).toBeCloseTo(450.6, 0);
    expect(result.season.volume).toBeCloseTo(33.83 * (0.9513 / 1.05) * 95 * 3, -1);
    // In the dry season only, one harvest of its own design month's water.
    const dry = estimate(inputsOf({ ...smallTeffField, season: "dry" }));
    expect(dry.season).toMatchObject({ days: 95, harvests: 1 });
    expect(dry.season.volume).toBeCloseTo(dry.volume * (0.9513 / 1.05) * 95, -1);
  });

  it("7. ten hectares of onion by furrow is a custom system priced per kWp", () => {
    const result = estimate(inputsOf({ area: "10", method: "furrow" }));
    // V = 1.05 × 4.7 ÷ 0.6 × 10 × 10 = 822.5 m³/day; flow 822.5 ÷ 6.2 = 132.7 m³/h
    expect(result.volume).toBeCloseTo(822.5, 1);
    expect(result.flow).toBeCloseTo(132.66, 1);
    // The array is far beyond Enterprise's 10 kW: custom, priced at $15,000 ÷ 10 kW = $1,500/kWp
    expect(result.arrayKwp).toBeGreaterThan(10);
    expect(result.packageId).toBeUndefined();
    // The offer is priced at the design head (friction at its 10 % ceiling): static head
    // 30 + 5 + 1 = 36 m ÷ 0.9 = 40 m; 822.5 × 40 ÷ 367 ÷ 0.45 = 199.2 kWh a day;
    // ÷ (6.2 × 0.75) = 42.84 kWp × $1,500 = $64,260 → $64,300 (never below Enterprise's $15,000)
    expect(result.price.low).toBe(64300);
  });
});

describe("properties", () => {
  const areas = ["0.25", "0.5", "1", "2", "5", "12"];

  it.each(sizingTowns.map((item) => [item.id]))(
    "%s: more area needs more water and a bigger array",
    (townId) => {
      for (const cropItem of sizingCrops) {
        const results = areas.map((area) =>
          estimate(
            inputsOf({
              area,
              crop: cropItem.id,
              region: town(townId).region,
              town: town(townId).id,
            }),
          ),
        );
        for (let i = 1; i < results.length; i += 1) {
          expect(results[i]!.volume).toBeGreaterThan(results[i - 1]!.volume);
          expect(results[i]!.arrayKwp).toBeGreaterThan(results[i - 1]!.arrayKwp);
        }
      }
    },
  );

  it("a deeper source needs more energy, for boreholes and surface water", () => {
    for (const source of ["borehole", "surface"] as const) {
      const energy = ["1", "5", "20", "40", "80"].map(
        (depth) => estimate(inputsOf({ source, depth })).electricalKwh,
      );
      for (let i = 1; i < energy.length; i += 1) expect(energy[i]).toBeGreaterThan(energy[i - 1]!);
    }
  });

  it("for the same crop, drip needs less water than sprinkler, and sprinkler less than furrow", () => {
    for (const cropItem of sizingCrops) {
      for (const townItem of sizingTowns) {
        const [drip, sprinkler, furrow] = sizingMethods.map(
          (method) =>
            estimate(
              inputsOf({
                crop: cropItem.id,
                method: method.id,
                region: townItem.region,
                town: townItem.id,
              }),
            ).volume,
        );
        expect(drip).toBeLessThan(sprinkler!);
        expect(sprinkler).toBeLessThan(furrow!);
      }
    }
  });

  it("the chosen package always covers the array and the pump", () => {
    let chosen = 0;
    for (const area of ["0.1", "0.5", "1", "2", "3", "5", "8", "15", "20", "25"]) {
      for (const method of sizingMethods) {
        for (const depth of ["2", "15", "40"]) {
          const inputs = inputsOf({ area, method: method.id, depth });
          const result = estimate(inputs);
          const capacity = packageCapacity.find((item) => item.id === result.packageId);
          if (!capacity) continue;
          chosen += 1;
          expect(capacity.arrayKw).toBeGreaterThanOrEqual(result.offerKwp);
          expect(result.offerKwp).toBeGreaterThanOrEqual(result.arrayKwp);
          expect(capacity.pumpHp * 0.7457).toBeGreaterThanOrEqual(result.pumpKw);
        }
      }
    }
    expect(chosen).toBeGreaterThan(10);
  });

  it("the proposed array pumps at least the water needed in every month of the season", () => {
    for (const townItem of sizingTowns) {
      for (const cropItem of sizingCrops) {
        for (const season of irrigationSeasons) {
          const result = estimate(
            inputsOf({
              crop: cropItem.id,
              region: townItem.region,
              town: townItem.id,
              season: season.id,
            }),
          );
          for (const month of season.months) {
            const figures = result.months[month]!;
            expect(figures.pumped).toBeGreaterThanOrEqual(figures.need);
          }
        }
      }
    }
  });

  it("the design month lies in the season the visitor irrigates", () => {
    for (const townItem of sizingTowns) {
      for (const season of irrigationSeasons) {
        expect(season.months).toContain(designMonth(townItem, season.months));
      }
      // All year: the worst month of the year, as before.
      const dry = designMonth(townItem, irrigationSeasons[0].months);
      expect([9, 10, 11, 0, 1]).toContain(dry);
    }
    // Mekelle: June all year (the hottest dry month before the rains); February in bega.
    expect(designMonth(town("mekelle"))).toBe(5);
    expect(designMonth(town("mekelle"), irrigationSeasons[0].months)).toBe(1);
  });

  it("every figure is finite and not negative, even at the limits of the inputs", () => {
    const extremes: Partial<SizingAnswers>[] = [
      { area: "0.01", depth: "0.1", distance: "0", height: "0", diesel: "0.5" },
      { area: "500", depth: "300", distance: "5000", height: "300", diesel: "2000" },
      { source: "surface", depth: "0", area: "2000", unit: "timad", method: "furrow" },
    ];
    for (const overrides of extremes) {
      const result = estimate(inputsOf(overrides));
      const numbers = JSON.stringify(result).match(/-?[\d.e+-]+|null/g) ?? [];
      expect(numbers).not.toContain("null"); // NaN and Infinity serialise as null
      for (const value of [
        result.volume,
        result.flow,
        result.head.total,
        result.arrayKwp,
        result.panels,
        result.price.low,
        result.lifetime.petrol.fuelPerYear,
        result.lifetime.diesel.fuelPerYear,
        ...result.lifetime.solar.cumulative,
        ...result.lifetime.petrol.cumulative,
        ...result.months.flatMap((m) => [m.need, m.pumped]),
      ]) {
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("a chosen pipe keeps friction within 10 % of the head and water within 1.5 m/s; a longer main never gets a smaller pipe", () => {
    for (const flow of [0.5, 2, 5, 9, 20, 50, 100, 200]) {
      for (const staticHead of [2, 16, 45, 100]) {
        let previous = 0;
        for (const length of [0, 50, 200, 1000, 2000, 5000]) {
          const choice = choosePipe(flow, length, staticHead);
          if (choice.fits) {
            expect(choice.friction).toBeLessThanOrEqual(0.1 * (staticHead + choice.friction));
            expect(pipeVelocity(flow, choice.pipe.insideMm)).toBeLessThanOrEqual(1.5);
          }
          expect(choice.pipe.outsideMm).toBeGreaterThanOrEqual(previous);
          previous = choice.pipe.outsideMm;
        }
      }
    }
  });

  it("every town has a design month in its dry season, and its region is a real one", () => {
    for (const townItem of sizingTowns) {
      const month = designMonth(townItem);
      // The design month's rain is at most half the wettest month's.
      expect(townItem.rain[month]).toBeLessThanOrEqual(Math.max(...townItem.rain) / 2);
      expect(ethiopianRegions).toContain(townItem.region);
    }
  });
});

describe("bad input gets a message, never a figure", () => {
  it.each([
    ["area", "", "Enter the area"],
    ["area", "0", "Area must be more than 0"],
    ["area", "-2", "Area must be more than 0"],
    ["area", "abc", "Area must be a number, like 2.5"],
    ["area", "10000", "more than 500\u00a0hectares"],
    ["depth", "900", "beyond this estimate"],
    ["depth", "0", "must be more than 0"],
    ["distance", "-5", "Distance cannot be less than 0"],
    ["height", "-3", "If the field is below the source, enter 0"],
    ["diesel", "x", "Diesel price must be a number"],
  ] as const)("%s = %j", (field, value, message) => {
    const answers = { ...defaultAnswers, [field]: value };
    expect(validateAnswers(answers).inputs).toBeUndefined();
    expect(messageFor(answers, field)).toContain(message);
  });

  it("reads a comma after a lone 0 as a decimal comma: “0,250” ha is 0.25 ha, not 250", () => {
    expect(validateAnswers({ ...defaultAnswers, area: "0,250" }).inputs?.hectares).toBe(0.25);
    expect(validateAnswers({ ...defaultAnswers, area: "1,500" }).inputs).toBeUndefined();
  });

  it("words the messages in Amharic, with the limits filled in", () => {
    expect(messageFor({ ...defaultAnswers, area: "" }, "area", amharic)).toBe("ስፋቱን ያስገቡ");
    expect(messageFor({ ...defaultAnswers, area: "10000" }, "area", amharic)).toContain(
      "ከ500 ሄክታር (2,000 ጥማድ) በላይ",
    );
    expect(messageFor({ ...defaultAnswers, height: "-1" }, "height", amharic)).toBe(
      "ማሳው ከውሃ ምንጩ በታች ከሆነ 0 ያስገቡ",
    );
  });

  it("a surface lift of 0 m is fine, 900 m is not", () => {
    expect(
      validateAnswers({ ...defaultAnswers, source: "surface", depth: "0" }).inputs,
    ).toBeDefined();
    expect(messageFor({ ...defaultAnswers, source: "surface", depth: "900" }, "depth")).toContain(
      "A lift of more than 100\u00a0m is beyond this estimate",
    );
  });

  it("2,000 timad is within range, 2,001 timad is not", () => {
    expect(
      validateAnswers({ ...defaultAnswers, area: "2000", unit: "timad" }).inputs,
    ).toBeDefined();
    expect(
      validateAnswers({ ...defaultAnswers, area: "2001", unit: "timad" }).errors.area,
    ).toBeTruthy();
  });
});

describe("the URL query", () => {
  it("round-trips every answer", () => {
    const answers: SizingAnswers = {
      ...defaultAnswers,
      crop: "banana",
      area: "6",
      unit: "timad",
      region: "Amhara",
      town: "bahir-dar",
      method: "sprinkler",
      source: "surface",
      depth: "4",
      distance: "350",
      height: "12",
      diesel: "135",
    };
    expect(answersFromParams(paramsFromAnswers(answers))).toEqual(answers);
  });

  it("falls back to defaults for unknown choices and keeps a town inside its region", () => {
    const answers = answersFromParams(
      new URLSearchParams("crop=rice&method=flood&region=Tigray&town=batu&unit=acre"),
    );
    expect(answers.crop).toBe(defaultAnswers.crop);
    expect(answers.method).toBe(defaultAnswers.method);
    expect(answers.unit).toBe("ha");
    expect(answers.region).toBe("Tigray");
    expect(answers.town).toBe("mekelle");
  });

  it("takes a fuel price the query lacks from the staff's prices, and keeps one it has", () => {
    const staff = answersWithFuel({ diesel: 131.5, petrol: 126 });
    const answers = answersFromParams(new URLSearchParams("crop=tomato&petrol=140"), staff);
    expect(answers).toEqual({ ...defaultAnswers, crop: "tomato", diesel: "131.5", petrol: "140" });
    expect(validateAnswers(answers).inputs?.dieselPrice).toBe(131.5);
  });

  it("ignores the pumping hours of the first version (hours=), gracefully", () => {
    const answers = answersFromParams(new URLSearchParams("crop=tomato&hours=7&area=2"));
    expect(answers).toEqual({ ...defaultAnswers, crop: "tomato", area: "2" });
    expect(paramsFromAnswers(answers).has("hours")).toBe(false);
    expect(validateAnswers(answers).errors).toEqual({});
  });
});

describe("engineerLink", () => {
  /** The link's query, and the inputs its answers give again, as the quote page reads them. */
  function followed(inputs: SizingInputs) {
    const link = engineerLink(inputs, estimate(inputs));
    const url = new URL(link, "https://example.org");
    return { url, again: validateAnswers(answersFromParams(url.searchParams)).inputs };
  }

  it("carries the answers as the sizing tool's address does, with the package", () => {
    const inputs = inputsOf({ depth: "35" });
    const result = estimate(inputs);
    const { url, again } = followed(inputs);
    expect(url.pathname).toBe("/get-started");
    expect(url.hash).toBe("#quote");
    expect(url.searchParams.get("package")).toBe(result.packageId);
    expect(url.searchParams.get("crop")).toBe("onion");
    expect(url.searchParams.get("source")).toBe("borehole");
    // Ids and numbers only: no word of any language travels (the quote page words them).
    expect(url.search).not.toMatch(/Onion|Borehole|%E1/);
    expect(again).toEqual(inputs);
  });

  it("gives the same inputs again from timad, all year, a borehole to drill and a custom system", () => {
    const inputs = inputsOf({
      area: "50",
      unit: "timad",
      region: "Sidama",
      town: "hawassa",
      season: "year",
      drill: "yes",
      depth: "62.5",
      method: "furrow",
      diesel: "140.5",
    });
    const { url, again } = followed(inputs);
    expect(url.searchParams.get("area")).toBe("12.5");
    expect(url.searchParams.get("unit")).toBe("ha");
    expect(url.searchParams.get("drill")).toBe("yes");
    expect(url.searchParams.has("package")).toBe(false);
    expect(again).toEqual(inputs);
  });
});

describe("package choice at the thresholds (F2)", () => {
  /** The area (ha) at which a need's array, at its design head, reaches `kw`. */
  function areaAt(kw: number, overrides: Partial<SizingAnswers>): number {
    let low = 0.01;
    let high = 50;
    for (let step = 0; step < 40; step += 1) {
      const middle = (low + high) / 2;
      if (estimate(inputsOf({ ...overrides, area: String(middle) })).offerKwp <= kw) low = middle;
      else high = middle;
    }
    return low;
  }

  for (const [index, capacity] of packageCapacity.slice(0, -1).entries()) {
    const next = packageCapacity[index + 1]!;
    it(`${capacity.id} up to its ${capacity.arrayKw} kW array, ${next.id} just above`, () => {
      for (const overrides of [
        { crop: "maize", method: "drip" },
        { crop: "onion", method: "drip", source: "surface", depth: "5" },
        { crop: "teff", method: "sprinkler", depth: "40" },
      ] as Partial<SizingAnswers>[]) {
        const edge = areaAt(capacity.arrayKw, overrides);
        const under = estimate(inputsOf({ ...overrides, area: String(edge * 0.999) }));
        const over = estimate(inputsOf({ ...overrides, area: String(edge * 1.001 + 0.0001) }));
        expect(under.offerKwp).toBeLessThanOrEqual(capacity.arrayKw);
        // The pump never runs out before the array: the array alone decides.
        expect(under.packageId).toBe(capacity.id);
        expect(over.offerKwp).toBeGreaterThan(capacity.arrayKw);
        expect(over.packageId).toBe(next.id);
      }
    });
  }

  it("1 ha of maize by drip from a 20 m borehole is Professional, not Enterprise", () => {
    const result = estimate(inputsOf({ crop: "maize", area: "1" }));
    expect(result.arrayKwp).toBeGreaterThan(3.9);
    expect(result.packageId).toBe("professional");
  });

  it("0.4 ha of maize is Starter; 0.5 ha needs just over Starter's 2 kW", () => {
    expect(estimate(inputsOf({ crop: "maize", area: "0.4" })).packageId).toBe("starter");
    const half = estimate(inputsOf({ crop: "maize", area: "0.5" }));
    expect(half.offerKwp).toBeGreaterThan(2);
    expect(half.packageId).toBe("professional");
  });
});

describe("content behind the estimate", () => {
  it("package capacities match the feature texts of app/content/packages.ts", () => {
    for (const capacity of packageCapacity) {
      const item = packages.find((p) => p.id === capacity.id)!;
      const features = item.features.join(" | ");
      expect(features).toContain(`${capacity.arrayKw} kW solar array`);
      expect(features).toContain(`${capacity.pumpHp} HP solar pump`);
      const { shallow, borehole } = capacity.typicalHectares;
      expect(features).toContain(
        `Typically up to ${shallow} ha from shallow water, ${borehole} ha from a 20 m borehole`,
      );
      expect(item.priceUsd).toBeGreaterThan(0);
    }
  });

  it("the cards' hectares get that package or a smaller one for common crops (F2)", () => {
    const rank = (id?: string) => packageCapacity.findIndex((item) => item.id === id);
    for (const [index, capacity] of packageCapacity.entries()) {
      const { shallow, borehole } = capacity.typicalHectares;
      for (const cropId of ["onion", "maize", "tomato"] as const) {
        const fromShallow = estimate(
          inputsOf({ crop: cropId, area: String(shallow), source: "surface", depth: "5" }),
        );
        const fromBorehole = estimate(
          inputsOf({ crop: cropId, area: String(borehole), source: "borehole", depth: "20" }),
        );
        for (const result of [fromShallow, fromBorehole]) {
          expect(rank(result.packageId)).toBeGreaterThanOrEqual(0);
          expect(rank(result.packageId)).toBeLessThanOrEqual(index);
        }
      }
    }
  });
  it("offers the crops and at least 12 towns the issue asks for", () => {
    expect(sizingCrops.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        "onion",
        "tomato",
        "potato",
        "cabbage",
        "pepper",
        "maize",
        "wheat",
        "teff",
        "banana",
        "coffee-seedlings",
        "fodder",
        "mixed-vegetables",
      ]),
    );
    expect(sizingTowns.length).toBeGreaterThanOrEqual(12);
    for (const townItem of sizingTowns) {
      for (const series of [townItem.eto, townItem.rain, townItem.sun]) {
        expect(series).toHaveLength(12);
        for (const value of series) expect(value).toBeGreaterThanOrEqual(0);
      }
      for (const sun of townItem.sun) expect(sun).toBeGreaterThan(3);
    }
  });
});

describe("tiny and huge farms (F15, F18)", () => {
  it("an area under 100 m² gets a message, not a 1 W array", () => {
    const tiny = { ...defaultAnswers, area: "0.0001" };
    expect(validateAnswers(tiny).inputs).toBeUndefined();
    expect(messageFor(tiny, "area")).toBe(
      "That is less than 0.01\u00a0ha (100\u00a0m², about 10\u00a0m by 10\u00a0m), too small to size a pump for: a plot that size is watered by hand.",
    );
    expect(messageFor({ ...defaultAnswers, area: "0.03", unit: "timad" }, "area")).toMatch(
      /less than 0\.01\u00a0ha/,
    );
    expect(messageFor({ ...defaultAnswers, area: "0.01" }, "area")).toBeUndefined();
    expect(messageFor({ ...defaultAnswers, area: "0.04", unit: "timad" }, "area")).toBeUndefined();
    expect(messageFor({ ...defaultAnswers, area: "0" }, "area")).toBe("Area must be more than 0");
  });

  it("the day's water reads the same in the summary and the key figure", () => {
    // A 100 m² plot: the page's sentence and its figure both read 0.5 m³.
    const inputs = inputsOf({ area: "0.01" });
    const result = estimate(inputs);
    expect(
      fill(english.result.summary, { ...summaryValues(english, "en", inputs, result) }),
    ).toContain("about 0.5\u00a0m³ of water a day");
    expect(fill(english.result.volume, { volume: volumeFigure("en", result.volume) })).toBe(
      "0.5\u00a0m³",
    );
    expect(volumeFigure("en", 0.548)).toBe("0.5");
    expect(volumeFigure("en", 54.83)).toBe("54.8");
    expect(volumeFigure("en", 27_416.7)).toBe("27,417");
  });

  it("a huge array reads in MWp with one decimal, a price to four figures, and a system beyond the range gets none", () => {
    expect(arrayPower(english.result, "en", 15_410.6)).toBe("15.4\u00a0MWp");
    expect(arrayPower(english.result, "en", 999.4)).toBe("999.4\u00a0kWp");
    expect(installedPower(english.result, "en", 28_020)).toBe("15.4\u00a0MWp");
    expect(roundBirr(3_467_400_000)).toBe(3_467_000_000);
    expect(roundBirr(4_507_620_000)).toBe(4_508_000_000);
    expect(roundBirr(1_125_000)).toBe(1_125_000);
    const inputs = inputsOf({ area: "500" });
    const line = summaryLine(inputs, estimate(inputs));
    expect(line).toMatch(/\d+(\.\d)?\u00a0MWp array needed/);
    expect(line).toMatch(/28,020 × 550\u00a0W panels/);
    // Beyond the standard range (no pipe carries it): the package's name, and no price.
    expect(line).toContain("; Custom system; pipe");
    expect(line).not.toMatch(/indicative|birr/);
    // Within it, the line says the price as the page does.
    const default_ = inputsOf();
    expect(summaryLine(default_, estimate(default_))).toContain(
      "Professional, indicative 1,125,000\u00a0birr ($7,500)–1,470,000\u00a0birr ($9,800)",
    );
  });
});

describe("array size for reading", () => {
  it("the installed array is the panels' power: 7 × 550 W is 3.85 kWp, beside a 3.4 kWp need (F16)", () => {
    expect(installedPower(english.result, "en", 7)).toBe("3.85\u00a0kWp");
    expect(installedPower(english.result, "en", 4)).toBe("2.2\u00a0kWp");
    expect(installedPower(english.result, "en", 1)).toBe("550\u00a0W");
    const inputs = inputsOf();
    const line = summaryLine(inputs, estimate(inputs));
    expect(line).toContain("3.4\u00a0kWp array needed (7 × 550\u00a0W panels, 3.85\u00a0kWp)");
  });

  it("names the design month in full in the estimate's line, in every language", () => {
    const inputs = inputsOf();
    const month = estimate(inputs).month;
    const oromo = sizingTextWithFigures(sizingText.om, "om", pricingSeed);
    for (const [text, locale] of [
      [english, "en"],
      [amharic, "am"],
      [oromo, "om"],
    ] as const) {
      const line = lineIn(text, locale, inputs, estimate(inputs), pricingSeed.usdToBirr.rate);
      expect(line, locale).toContain(text.months[month]);
    }
    expect(lineIn(oromo, "om", inputs, estimate(inputs), 1)).not.toMatch(/\bSad\b/);
  });

  it("shows arrays under 1 kWp in watts, never 0 kWp, in both languages", () => {
    expect(arrayPower(english.result, "en", 0.6)).toBe("600\u00a0W");
    expect(arrayPower(english.result, "en", 0.7834)).toBe("780\u00a0W");
    expect(arrayPower(english.result, "en", 0.004)).toBe("4\u00a0W");
    expect(arrayPower(english.result, "en", 1)).toBe("1\u00a0kWp");
    expect(arrayPower(english.result, "en", 3.44)).toBe("3.4\u00a0kWp");
    expect(arrayPower(amharic.result, "am", 0.6)).toBe("600\u00a0W");
    for (const kwp of [0.001, 0.01, 0.04, 0.3, 0.94, 0.999]) {
      expect(arrayPower(english.result, "en", kwp)).not.toMatch(/^0(\.0)? kWp|^0 W/);
    }
  });

  it('the sentence never puts "a" before a figure read with a vowel (an 8.6, an 11 kWp)', () => {
    for (const overrides of [
      { area: "2.5" },
      { area: "3", crop: "tomato" },
    ] as Partial<SizingAnswers>[]) {
      const inputs = inputsOf(overrides);
      const sentence = fill(english.result.summary, {
        ...summaryValues(english, "en", inputs, estimate(inputs)),
        package: "Enterprise",
      });
      expect(sentence).toMatch(/which needs (8|11)(\.\d)?\u00a0kWp of solar panels/);
      expect(sentence).not.toMatch(/\ba (8|11|18)\b/);
    }
  });

  it("an array under 1 kWp reads in watts in the key figure, in English and Amharic", () => {
    const inputs = inputsOf(smallTeffField);
    const { arrayKwp } = estimate(inputs);
    const needed = (text: typeof english, locale: "en" | "am") =>
      fill(text.result.arrayNeeded, { power: arrayPower(text.result, locale, arrayKwp) });
    expect(needed(english, "en")).toBe("780\u00a0W needed");
    expect(needed(amharic, "am")).toBe("780\u00a0W ያስፈልጋል");
    // The page's summary sentence names the array in watts too.
    expect(
      fill(english.result.summary, summaryValues(english, "en", inputs, estimate(inputs))),
    ).toContain("which needs 780\u00a0W of solar panels");
  });

  it("the summary of a small field names its array in watts", () => {
    const inputs = inputsOf(smallTeffField);
    expect(summaryLine(inputs, estimate(inputs))).toContain(
      "780\u00a0W array needed (2 × 550\u00a0W panels, 1.1\u00a0kWp)",
    );
  });
});

describe("crop and method", () => {
  it("drip or sprinkler for broadcast cereals gets the method that fits; other pairs none", () => {
    for (const cereal of ["teff", "wheat", "barley"] as const) {
      expect(methodThatFits(cereal, "drip")).toBe("furrow");
      expect(methodThatFits(cereal, "sprinkler")).toBe("furrow");
      expect(methodThatFits(cereal, "furrow")).toBeUndefined();
    }
    for (const cropItem of ["onion", "tomato", "maize", "banana"] as const) {
      expect(methodThatFits(cropItem, "drip")).toBeUndefined();
    }
  });

  it("words the warning in English and Amharic, naming the method that fits", () => {
    const warn = (text: typeof english) =>
      fill(text.form.methodWarning, { crop: text.crops.teff, fits: text.methods.furrow.short });
    expect(warn(english)).toContain("Teff is sown broadcast");
    expect(warn(english)).toContain("Furrow irrigation fits it.");
    expect(warn(amharic)).toContain("ጤፍ በብተና");
    expect(warn(amharic)).toContain("የሚስማማው የቦይ መስኖ ነው");
    // Wheat by sprinkler, as an Amharic shared link opens it.
    const fits = methodThatFits("wheat", "sprinkler")!;
    expect(
      fill(amharic.form.methodWarning, {
        crop: amharic.crops.wheat,
        fits: amharic.methods[fits].short,
      }),
    ).toMatch(/ስንዴ በብተና.*የሚስማማው የቦይ መስኖ ነው/);
  });
});

describe("15 years: solar, petrol and diesel", () => {
  /** The borehole farm the comparison's figures are worked out for: its water, lift and pump. */
  const borehole = { waterPerYear: 7409, head: 48.19, shaftKw: 1.9355, solarUsd: 8650 };

  it("hand-worked: the default field (7,409 m³ a year at 48.19 m, 1.94 kW pump, $8,650)", () => {
    const lifetime = lifetimeComparison({
      ...borehole,
      petrolPrice: 120,
      dieselPrice: 120,
      enginePrices: pricingSeed.enginePumpSets,
    });
    // Solar: $8,650 × 150 = 1,297,500 birr; upkeep 1 % = 12,975 a year; pump and controller
    // (25 % = 324,375) replaced in year 8.
    expect(lifetime.solar.equipment).toBeCloseTo(1_297_500, 0);
    expect(lifetime.solar.maintenancePerYear).toBeCloseTo(12_975, 0);
    expect(lifetime.solar.cumulative[15]).toBeCloseTo(1_297_500 + 15 * 12_975 + 324_375, 0);
    // Diesel: engine 1.9355 × 2 = 3.87 kW × $250 = $967.75 × 150 = 145,163 birr; fuel
    // 7,409 × 48.19 ÷ 367 ÷ (10 × 0.1) = 972.9 l × 120 = 116,745 birr; upkeep 10 %; replaced in
    // year 8.
    expect(lifetime.diesel.equipment).toBeCloseTo(145_162.5, 0);
    expect(lifetime.diesel.litresPerYear).toBeCloseTo(972.9, 1);
    expect(lifetime.diesel.fuelPerYear).toBeCloseTo(116_745, -1);
    expect(lifetime.diesel.replacements).toBeCloseTo(145_162.5, 0);
    // Petrol: $580.65 × 150 = 87,098 birr; fuel 972.9 ÷ (8.9 × 0.07 ÷ 1) = 1,561.7 l × 120
    // = 187,400 birr; upkeep 15 %; replaced in years 3, 6, 9 and 12.
    expect(lifetime.petrol.equipment).toBeCloseTo(87_097.5, 0);
    expect(lifetime.petrol.litresPerYear).toBeCloseTo(1561.7, 0);
    expect(lifetime.petrol.replacements).toBeCloseTo(4 * 87_097.5, 0);
    // Solar − diesel so far: 1,152,337 − 118,289 y (+ 179,212 from year 8): still 30,000 above
    // in year 11, 88,000 below in year 12 and after.
    expect(lifetime.solarCheaperFrom.diesel).toBe(12);
    // Solar − petrol: 1,210,402 − 187,482 y − 87,098 per replacement (+ 324,375 from year 8):
    // +186,000 in year 5, −89,000 in year 6, and below to the end.
    expect(lifetime.solarCheaperFrom.petrol).toBe(6);
    expect(lifetime.solar.cumulative).toHaveLength(16);
  });

  it("a field that lifts little water: solar does not become cheaper within 15 years", () => {
    // 150 m³ a year at 19 m: a few litres of fuel a year never pay for $4,050 of panels.
    const lifetime = lifetimeComparison({
      waterPerYear: 150,
      head: 19,
      shaftKw: 0.44,
      solarUsd: 4050,
      petrolPrice: 120,
      dieselPrice: 120,
      enginePrices: pricingSeed.enginePumpSets,
    });
    expect(lifetime.solarCheaperFrom.petrol).toBeUndefined();
    expect(lifetime.solarCheaperFrom.diesel).toBeUndefined();
  });

  it("dearer petrol makes solar cheaper sooner, never later", () => {
    const base = { ...borehole, dieselPrice: 120, enginePrices: pricingSeed.enginePumpSets };
    const year = (petrolPrice: number) =>
      lifetimeComparison({ ...base, petrolPrice }).solarCheaperFrom.petrol ?? 99;
    expect(year(200)).toBeLessThanOrEqual(year(120));
    expect(year(120)).toBeLessThanOrEqual(year(60));
  });

  it("prices the engine sets as staff set them: a dearer diesel kW, a dearer diesel set", () => {
    const base = { ...borehole, petrolPrice: 120, dieselPrice: 120 };
    const seed = pricingSeed.enginePumpSets;
    const before = lifetimeComparison({ ...base, enginePrices: seed });
    const after = lifetimeComparison({
      ...base,
      enginePrices: { ...seed, diesel: { ...seed.diesel, usdPerKw: 350 } },
    });
    // 3.871 kW rated × $100 more a kW × 150 birr = 58,065 birr more, and so its replacement in
    // year 8 and 10 % of it a year in upkeep; petrol and solar do not change.
    expect(after.diesel.equipment - before.diesel.equipment).toBeCloseTo(1.9355 * 2 * 100 * 150, 0);
    expect(after.diesel.replacements - before.diesel.replacements).toBeCloseTo(58_065, 0);
    expect(after.diesel.maintenancePerYear - before.diesel.maintenancePerYear).toBeCloseTo(
      5_806.5,
      0,
    );
    expect(after.petrol).toEqual(before.petrol);
    expect(after.solar).toEqual(before.solar);
    // A smallest set dearer than the per-kW price: the minimum is paid.
    const minimum = lifetimeComparison({
      ...base,
      enginePrices: { ...seed, petrol: { usdPerKw: 150, minimumUsd: 2_000 } },
    });
    expect(minimum.petrol.equipment).toBeCloseTo(2_000 * 150, 0);
  });

  it("the estimate and the assumptions use the prices staff published", () => {
    const enginePumpSets = {
      petrol: { usdPerKw: 180, minimumUsd: 400 },
      diesel: { usdPerKw: 320, minimumUsd: 1_100 },
    };
    const staff = { ...pricingSeed, enginePumpSets };
    const inputs = inputsOf({});
    const seedResult = estimate(inputs);
    const result = estimateWith(inputs, { ...sizingPricesSeed, enginePumpSets });
    expect(result.lifetime.diesel.equipment / seedResult.lifetime.diesel.equipment).toBeCloseTo(
      320 / 250,
      5,
    );
    // In birr at the published rate, the dollars beside them (decisions: "Prices").
    const rate = { ...staff, usdToBirr: { ...staff.usdToBirr, rate: 150 } };
    const english = sizingTextWithFigures(sizingText.en, "en", rate).lifetime.assumptions;
    expect(english).toContain(
      "a petrol pump set costs 27,000\u00a0birr ($180) per kW, and at least 60,000\u00a0birr ($400).",
    );
    // Each set's figures in a sentence of their own, each with its words.
    expect(english).toContain(
      "A diesel set costs 48,000\u00a0birr ($320) per kW, and at least 165,000\u00a0birr ($1,100); it turns 10\u00a0% of its fuel's energy into lifted water, needs 10\u00a0% of its price a year in upkeep",
    );
    const amharic = sizingTextWithFigures(sizingText.am, "am", rate).lifetime.assumptions;
    // The diesel set has its verb (ያወጣል), as the petrol set has.
    expect(amharic).toContain(
      "የናፍጣ ፓምፕ በኪሎዋት 48,000\u00a0ብር ($320)፣ ቢያንስ ግን 165,000\u00a0ብር ($1,100) ያወጣል።",
    );
    expect(amharic).not.toContain("$250");
    const oromo = sizingTextWithFigures(sizingText.om, "om", rate).lifetime.assumptions;
    expect(oromo).toContain(
      "kiloowaatiitti qarshii\u00a027,000 ($180) baasa; gatiin isaa qarshii\u00a060,000 ($400) gadi hin ta'u.",
    );
    for (const text of [english, amharic, oromo]) {
      // No price in dollars alone: every "$" figure stands in brackets after its birr.
      expect(text.replace(/\(\$[\d,]+\)/g, "")).not.toContain("$");
      // Never a bracket in a bracket ("($900))"), nor a bare figure after a comma ("10 %, 10 %").
      expect(text).not.toContain("))");
      expect(text).not.toMatch(/[,،፣]\s*%?[\d.]+\s?%?[,،፣]/u);
    }
  });

  it("every estimate's comparison is finite, and the verdict is a year in 0–15 or none", () => {
    for (const area of ["0.03", "1", "8", "40"]) {
      const result = estimate(inputsOf({ area }));
      for (const engine of ["petrol", "diesel"] as const) {
        const from = result.lifetime.solarCheaperFrom[engine];
        if (from !== undefined) {
          expect(from).toBeGreaterThanOrEqual(0);
          expect(from).toBeLessThanOrEqual(15);
        }
      }
    }
  });
});
