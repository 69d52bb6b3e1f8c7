/**
 * Prices across package boundaries (issue 21): a bigger need never gets a cheaper system. A dense
 * deterministic grid over the input space at the seed's prices, and a lighter one at a staff price
 * list; sizing-price.property.test.ts draws farms and any price list the settings form accepts.
 */
import { describe, expect, it } from "vitest";
import { sizingCrops } from "~/content/sizing-crops";
import { sizingTowns } from "~/content/sizing-climate";
import { sizingMethods } from "~/content/sizing-methods";
import { products } from "~/content/products";
import { smallKitProducts } from "~/content/sizing-kit";
import { catalogueSeed, pricingSeed, sizingPricesOf, sizingPricesSeed } from "~/content/pricing";
import {
  defaultAnswers,
  estimate,
  validateAnswers,
  type SizingAnswers,
  type SizingResult,
} from "./sizing";

function resultOf(answers: SizingAnswers, prices = sizingPricesSeed): SizingResult {
  const { inputs } = validateAnswers(answers);
  if (!inputs) throw new Error(`invalid answers ${JSON.stringify(answers)}`);
  return estimate(inputs, prices);
}

/**
 * A price list staff could publish (the settings form refuses one out of order): packages close
 * together and a dear kit, the edges where a bigger need could get a cheaper offer.
 */
const staffPrices = sizingPricesOf(
  {
    usdToBirr: { rate: 172.5, setOn: "2026-11-20" },
    drillingPerMetre: pricingSeed.drillingPerMetre,
    fuelPerLitre: pricingSeed.fuelPerLitre,
    enginePumpSets: pricingSeed.enginePumpSets,
  },
  {
    packages: {
      starter: { priceUsd: 4_100, recommended: false },
      professional: { priceUsd: 4_200, recommended: true },
      enterprise: { priceUsd: 21_000, recommended: false },
    },
    products: { ...catalogueSeed.products, "solar-pumps": 2_400, "solar-panels": 650 },
  },
);

/** 0.01 ha to 30 ha, 8 % apart: every package boundary is crossed in small steps. */
const areas = Array.from({ length: 105 }, (_, i) => 0.01 * 1.08 ** i);
const towns = sizingTowns.filter((town) =>
  ["batu", "mekelle", "semera", "jimma", "gondar"].includes(town.id),
);

/** Every combination of the other answers the grid walks, in the given towns. */
function* situations(inTowns = towns): Generator<SizingAnswers> {
  for (const town of inTowns) {
    for (const crop of sizingCrops) {
      for (const method of sizingMethods) {
        for (const [source, depth] of [
          ["surface", "2"],
          ["surface", "6"],
          ["surface", "30"],
          ["borehole", "5"],
          ["borehole", "40"],
          ["borehole", "90"],
        ] as const) {
          for (const distance of ["0", "150", "1500"]) {
            for (const height of ["0", "15"]) {
              yield {
                ...defaultAnswers,
                region: town.region,
                town: town.id,
                crop: crop.id,
                method: method.id,
                source,
                depth,
                distance,
                height,
              } as SizingAnswers;
            }
          }
        }
      }
    }
  }
}

describe("prices are monotonic across package boundaries (grid)", () => {
  // Every town at the seed's prices; at a staff price list one town (the prices, not the climate,
  // move the package boundaries), as the property test covers any price list at random farms.
  it.each([
    ["the seed's prices", sizingPricesSeed, towns, 50_000],
    ["a staff price list", staffPrices, towns.slice(0, 1), 10_000],
  ] as const)(
    "with %s, more area never costs less, and a custom system never less than Enterprise",
    (_, prices, inTowns, cases) => {
      const enterprisePrice = prices.packagesUsd.enterprise;
      let checked = 0;
      for (const answers of situations(inTowns)) {
        // The answers are read once a situation; only the area changes along the row (reading
        // the answers, tested in sizing.test.ts, took 40 % of the grid's time).
        const { inputs } = validateAnswers(answers);
        if (!inputs) throw new Error(`invalid answers ${JSON.stringify(answers)}`);
        let previous = 0;
        for (const hectares of areas) {
          const result = estimate({ ...inputs, hectares }, prices);
          const { low, high } = result.price;
          // Plain checks in the hot loop (expect is slow over 50,000 cases); fail with the case.
          if (low < previous || high < low) {
            throw new Error(
              `price fell from ${previous} to ${low} at ${hectares.toFixed(3)} ha: ${JSON.stringify(answers)}`,
            );
          }
          if (!result.packageId && !result.smallKit && low < enterprisePrice) {
            throw new Error(
              `custom system at ${low} < ${enterprisePrice}: ${JSON.stringify(answers)}`,
            );
          }
          previous = low;
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(cases);
    },
    60_000,
  );

  it("a deeper source or a longer main never costs less", () => {
    for (const answers of situations()) {
      if (answers.distance !== "0" || answers.depth !== "5") continue;
      for (const area of ["0.05", "0.5", "3", "12"]) {
        let previous = 0;
        for (const depth of ["1", "3", "6", "10", "20", "40", "80"]) {
          const low = resultOf({ ...answers, area, depth }).price.low;
          expect(low).toBeGreaterThanOrEqual(previous);
          previous = low;
        }
        previous = 0;
        for (const distance of ["0", "50", "200", "800", "2000", "5000"]) {
          const low = resultOf({ ...answers, area, distance }).price.low;
          expect(low).toBeGreaterThanOrEqual(previous);
          previous = low;
        }
      }
    }
  }, 30_000);
});

describe("small plots get the small kit", () => {
  it("the kit's price is its three products' starting prices: $500 + $1,200 + $300", () => {
    const sum = smallKitProducts.reduce(
      (total, id) => total + (products.find((item) => item.id === id)?.fromUsd ?? NaN),
      0,
    );
    expect(sizingPricesSeed.smallKitUsd).toBe(sum);
    expect(sizingPricesSeed.smallKitUsd).toBe(2000);
  });

  it("a 300 m² vegetable plot by a pond gets the kit, not a package ten times too large", () => {
    // 0.03 ha of onion near Batu, drip, pond 3 m below, 20 m away, field level:
    // 5.48 mm × 0.03 ha × 10 = 1.65 m³ a day; a few hundred watts: one panel.
    const result = resultOf({
      ...defaultAnswers,
      area: "0.03",
      source: "surface",
      depth: "3",
      distance: "20",
      height: "0",
    });
    expect(result.volume).toBeCloseTo(1.645, 2);
    expect(result.panels).toBe(1);
    expect(result.smallKit).toBe(true);
    expect(result.packageId).toBeUndefined();
    expect(result.price.low).toBe(2000);
  });

  it("prices the kit and the packages at the staff's list prices", () => {
    const plot = { ...defaultAnswers, area: "0.03", source: "surface", depth: "3", distance: "20" };
    // $650 + $2,400 + $300 = $3,350 for the kit; Starter and Professional as staff priced them.
    expect(resultOf({ ...plot, height: "0" } as SizingAnswers, staffPrices).price.low).toBe(3_350);
    expect(resultOf({ ...defaultAnswers, area: "0.2" }, staffPrices).price.low).toBe(4_100);
    expect(resultOf({ ...defaultAnswers, area: "1" }, staffPrices).price.low).toBe(4_200);
    // Beyond Enterprise: priced at its rate, $21,000 for its 10 kW, and never below it.
    expect(resultOf({ ...defaultAnswers, area: "4" }, staffPrices).price.low).toBe(30_000);
  });

  it("replaces the kit's own pump and controller in year 8 ($1,500 of its $2,000), a package's at a quarter of its price", () => {
    const plot = { ...defaultAnswers, area: "0.03", source: "surface", depth: "3", distance: "20" };
    const kit = resultOf({ ...plot, height: "0" } as SizingAnswers);
    const rate = sizingPricesSeed.birrPerDollar;
    // The pump's $1,200 and the controller's $300, not 25 % of the kit's price.
    expect(sizingPricesSeed.smallKitPumpUsd).toBe(1_500);
    expect(kit.lifetime.solar.replacements).toBe(1_500 * rate);
    const { solar } = kit.lifetime;
    const year = (n: number) => solar.cumulative[n]! - solar.cumulative[n - 1]!;
    expect(year(8) - year(7)).toBeCloseTo(1_500 * rate, 6);
    // A package's pump and controller: a quarter of the price the comparison starts from.
    const family = resultOf(defaultAnswers);
    expect(family.lifetime.solar.replacements).toBeCloseTo(family.lifetime.solar.equipment / 4, 6);
  });

  it("a borehole or water deeper than a surface pump's suction needs Starter", () => {
    const small = { ...defaultAnswers, area: "0.03", distance: "20", height: "0" };
    expect(resultOf({ ...small, source: "borehole", depth: "3" }).smallKit).toBe(false);
    expect(resultOf({ ...small, source: "surface", depth: "8" }).smallKit).toBe(false);
    expect(resultOf({ ...small, source: "surface", depth: "8" }).packageId).toBe("starter");
  });
});
