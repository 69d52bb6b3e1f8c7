import { describe, expect, it } from "vitest";
import { quotePresetsFromSearch } from "./quote-presets";

describe("quotePresetsFromSearch", () => {
  it("carries what the sizing page knows into the quote form", () => {
    const params = new URLSearchParams({
      farmSize: "1.5",
      region: "Oromia",
      crops: "Onion",
      irrigation: "drip",
      source: "Borehole, water at 35 m",
      estimate: "Onion on 1.5 ha: 54 m³ a day, 2.4 kWp, Starter package",
      package: "starter",
    });
    expect(quotePresetsFromSearch(params)).toEqual({
      interest: "package:starter",
      farmSize: "1.5",
      region: "Oromia",
      crops: "Onion",
      irrigation: undefined,
      requirements: "Water source: Borehole, water at 35 m",
      estimate: "Onion on 1.5 ha: 54 m³ a day, 2.4 kWp, Starter package",
    });
  });

  it("leaves out anything that is not a valid choice rather than showing a wrong value", () => {
    const params = new URLSearchParams({
      farmSize: "-3",
      region: "Atlantis",
      irrigation: "diesel-pump",
      estimate: "x".repeat(2000),
    });
    const presets = quotePresetsFromSearch(params);
    expect(presets.farmSize).toBeUndefined();
    expect(presets.region).toBeUndefined();
    expect(presets.irrigation).toBe("diesel-pump");
    expect(presets.estimate).toHaveLength(1000);
    expect(quotePresetsFromSearch(new URLSearchParams("farmSize=999999")).farmSize).toBeUndefined();
  });
});
