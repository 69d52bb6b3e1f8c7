import { describe, expect, it } from "vitest";
import { financingTermsSeed } from "./financing-terms";
import { financingForStaff } from "./setting-fields";
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
});
