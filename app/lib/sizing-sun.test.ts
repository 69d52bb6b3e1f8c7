import { describe, expect, it } from "vitest";
import { sizingTowns } from "~/content/sizing-climate";
import { townCoordinates } from "~/content/sizing-town-coordinates";
import { clearSkyRadiation, extraterrestrialRadiation, MAX_CLEAR_SKY_SHARE } from "./sizing-sun";

describe("clear-sky radiation (FAO-56)", () => {
  it("matches FAO-56 example 8: 20°S on 3 September, Ra = 32.2 MJ/m²/day", () => {
    expect(extraterrestrialRadiation(-20, 246) * 3.6).toBeCloseTo(32.2, 1);
  });

  it("Mekelle (13.5°N, 2,080 m) in January: Rso = (0.75 + 0.0416) × 8.38 = 6.63 kWh/m²/day", () => {
    expect(extraterrestrialRadiation(13.5, 15)).toBeCloseTo(8.38, 2);
    expect(clearSkyRadiation(13.5, 2080, 0)).toBeCloseTo(6.63, 2);
  });
});

describe("every town's sun figures are honest", () => {
  const cases = sizingTowns.flatMap((town) =>
    town.sun.map((sun, month) => ({ id: town.id, month: month + 1, sun, town })),
  );

  it.each(cases)("$id, month $month: $sun kWh/m² is below clear sky", ({ town, month, sun }) => {
    const { latitude, altitude } = townCoordinates[town.id];
    const rso = clearSkyRadiation(latitude, altitude, month - 1);
    expect(sun).toBeLessThan(rso);
    // A monthly mean counts hazy and cloudy days: at most 90 % of a cloudless day.
    expect(sun).toBeLessThanOrEqual(MAX_CLEAR_SKY_SHARE * rso);
  });
});
