import { describe, expect, it } from "vitest";
import { financingTermsSeed } from "./financing-terms";
import { catalogueSeed, pricingSeed } from "./pricing";
import { catalogueForStaff, financingForStaff, pricesForStaff } from "./setting-fields";
import { staffText } from "./staff";

const words = staffText.content.financing;

describe("the settings as their history shows them", () => {
  it("writes a percentage as the English pages do, without a space: 20%", () => {
    const { values } = financingForStaff(financingTermsSeed);
    expect(values).toEqual(
      expect.arrayContaining([
        { label: words.downPayment, value: "20%" },
        { label: words.annualRate, value: "18%" },
        { label: words.fee, value: "2%" },
      ]),
    );
  });

  it("writes dollars and birr with the thousands separator, as the staff and public pages do", () => {
    const catalogue = catalogueForStaff({
      ...catalogueSeed,
      packages: { ...catalogueSeed.packages, starter: { priceUsd: 3500, recommended: false } },
    });
    expect(catalogue.values).toContainEqual({
      label: expect.stringMatching(/ · list price$/) as unknown as string,
      value: "$3,500",
    });
    expect(catalogue.values.every(({ value }) => !/\$\d{4}/.test(value))).toBe(true);
    const prices = pricesForStaff(pricingSeed);
    expect(prices.values).toContainEqual({
      label: staffText.content.settings.drilling,
      value: "12,000",
    });
  });
});
