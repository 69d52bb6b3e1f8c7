import { describe, expect, it } from "vitest";
import { exampleTerms } from "~/content/financing-terms";
import { pricingSeed, sizingPricesSeed } from "~/content/pricing";
import {
  cropIncome,
  lenderSheet,
  monthlyCashFlow,
  sheetFromParams,
  sheetParams,
} from "./lender-sheet";
import { LENDER_SHEET_PATH, loanFields, loanTermsFrom, sheetQuery } from "./lender-sheet-fields";
import { loanPlan, typedLoanTerms } from "./loan";
import { defaultAnswers, estimate, validateAnswers } from "./sizing";
import { roundBirr } from "~/i18n/format";

const noIncome = { crop: "", yield: "", price: "", harvests: "1" };

describe("monthlyCashFlow", () => {
  it("sets the instalment against the fuel saved and the crop income (hand-worked)", () => {
    // 51,800 instalment, 15,600 petrol saved, 37,500 crop income (450,000 a year ÷ 12):
    // during the loan 37,500 + 15,600 − 51,800 = 1,300; after it 53,100.
    const { duringLoan, afterLoan } = monthlyCashFlow(51_800, 15_600, 37_500);
    expect(duringLoan).toEqual({
      cropIncome: 37_500,
      fuelSaved: 15_600,
      instalment: 51_800,
      net: 1_300,
      netShown: 1_300,
    });
    expect(afterLoan).toEqual({
      cropIncome: 37_500,
      fuelSaved: 15_600,
      instalment: 0,
      net: 53_100,
      netShown: 53_100,
    });
  });

  it("shows what is left as the parts as shown, added: the column adds up on paper", () => {
    // 51,750 → 51,800, 19,450 → 19,500, 39,649 → 39,600: 31,700 as printed (the exact 31,551
    // rounds to 31,600 on its own).
    const { duringLoan, afterLoan } = monthlyCashFlow(39_649, 19_450, 51_750);
    expect(duringLoan.netShown).toBe(31_700);
    expect(afterLoan.netShown).toBe(71_300);
    // Thousands and hundreds mixed: 107,000 + 47,000 − 222,000, never −68,500.
    expect(monthlyCashFlow(221_600, 46_960, 107_400).duringLoan.netShown).toBe(-68_000);
  });

  it("goes below zero when the instalment is more than fuel and crop bring in", () => {
    expect(monthlyCashFlow(51_800, 15_600).duringLoan.net).toBe(-36_200);
    expect(monthlyCashFlow(51_800, 15_600).afterLoan.net).toBe(15_600);
  });
});

describe("cropIncome", () => {
  it("is yield × hectares × price × harvests, and a twelfth of it a month", () => {
    // 150 quintals a hectare on 0.5 ha at 3,000 birr a quintal, twice a year: 450,000 birr.
    const income = cropIncome(0.5, { crop: "", yield: "150", price: "3,000", harvests: "2" });
    expect(income).toEqual({
      yieldPerHa: 150,
      pricePerQuintal: 3_000,
      harvests: 2,
      perYear: 450_000,
      perMonth: 37_500,
    });
  });

  it("is optional, and refuses figures that are not numbers", () => {
    expect(cropIncome(1, noIncome)).toBeUndefined();
    expect(cropIncome(1, { ...noIncome, yield: "lots", price: "3000" })).toBe("invalid");
    expect(cropIncome(1, { ...noIncome, yield: "150" })).toBe("invalid");
    expect(cropIncome(1, { ...noIncome, yield: "-1", price: "3000" })).toBe("invalid");
    expect(cropIncome(1, { ...noIncome, yield: "150", price: "3000", harvests: "5" })).toBe(
      "invalid",
    );
    expect(cropIncome(1, { ...noIncome, yield: "150", price: "3000", harvests: "1.5" })).toBe(
      "invalid",
    );
  });
});

describe("the sheet's query", () => {
  it("round-trips the estimate's answers, the loan terms typed and the crop income", () => {
    const answers = {
      ...defaultAnswers,
      crop: "tomato" as const,
      area: "2",
      drill: "yes" as const,
    };
    const loan = { down: "30", rate: "15", method: "flat" as const, months: "36", fee: "1" };
    const income = { crop: "Tomatoes", yield: "300", price: "1500", harvests: "2" };
    const params = sheetParams(answers, loan, { engine: "diesel", income });
    const query = sheetFromParams(new URLSearchParams(params.toString()), exampleTerms);
    expect(query).toEqual({ answers, loan, engine: "diesel", income });
  });

  it("starts from the example terms, petrol and no crop income", () => {
    const query = sheetFromParams(new URLSearchParams(), exampleTerms);
    expect(query.answers).toEqual(defaultAnswers);
    expect(query.loan).toEqual(typedLoanTerms(exampleTerms));
    expect(query.loan).toEqual({
      down: "20",
      rate: "18",
      method: "declining",
      months: "24",
      fee: "2",
    });
    expect(query.engine).toBe("petrol");
    expect(query.income).toEqual(noIncome);
  });

  it("is what the estimate's link builds from the address and the terms typed", () => {
    const loan = typedLoanTerms(exampleTerms);
    const fromLink = sheetQuery("?crop=tomato&area=3", loan);
    expect(fromLink).toBe(
      "crop=tomato&area=3&loanDown=20&loanRate=18&loanInterest=declining&loanMonths=24&loanFee=2",
    );
    expect(sheetFromParams(new URLSearchParams(fromLink), exampleTerms).answers.crop).toBe(
      "tomato",
    );
    expect(LENDER_SHEET_PATH).toBe("/size-your-system/lender-sheet");
  });

  it("reads the estimate's loan terms from its address", () => {
    const address = "crop=tomato&loanRate=30&area=3&loanMonths=36";
    // Its first terms: those of the address, the example's where it has none.
    const example = typedLoanTerms(exampleTerms);
    expect(loanTermsFrom(new URLSearchParams(address), example)).toEqual({
      ...example,
      rate: "30",
      months: "36",
    });
    // A term typed wrong is kept as typed (the page says what to enter), an unknown method not.
    expect(loanTermsFrom(new URLSearchParams("loanMonths=0&loanInterest=weekly"), example)).toEqual(
      { ...example, months: "0" },
    );
    // The sizing tool tells the terms from the answers by their names' beginning.
    for (const name of Object.values(loanFields)) expect(name).toMatch(/^loan/);
    expect(Object.keys(defaultAnswers).filter((name) => name.startsWith("loan"))).toEqual([]);
  });
});

describe("lenderSheet", () => {
  it("shows the estimate's own figures, its loan and its cash flow", () => {
    const params = new URLSearchParams(
      "area=2&crop=tomato&incomeYield=300&incomePrice=1500&engine=diesel",
    );
    const sheet = lenderSheet(params, pricingSeed, exampleTerms, sizingPricesSeed);
    const { inputs } = validateAnswers({ ...defaultAnswers, area: "2", crop: "tomato" });
    const result = estimate(inputs!, sizingPricesSeed);
    expect(sheet.system?.volume).toBe(result.volume);
    expect(sheet.system?.usd).toEqual(result.price);
    // The loan is for the price the estimate's monthly cost uses: the middle of the range in
    // birr, as it is shown (rounded as a price is spoken).
    expect(sheet.system?.price).toBe(result.lifetime.solar.equipment);
    expect(sheet.loan?.inputs.price).toBe(roundBirr(result.lifetime.solar.equipment));
    expect(sheet.loan?.inputs.price).not.toBe(Math.round(result.lifetime.solar.equipment));
    const plan = loanPlan({
      price: roundBirr(result.lifetime.solar.equipment),
      downPayment: 0.2,
      annualRate: 0.18,
      method: "declining",
      months: 24,
      fee: 0.02,
    });
    expect(sheet.loan?.plan.instalment).toBeCloseTo(plan.instalment, 6);
    // 300 quintals × 2 ha × 1,500 birr = 900,000 a year, 75,000 a month.
    expect(sheet.income).toMatchObject({ perYear: 900_000, perMonth: 75_000 });
    const dieselMonth = result.lifetime.diesel.fuelPerYear / 12;
    expect(sheet.cashFlow?.duringLoan.net).toBeCloseTo(75_000 + dieselMonth - plan.instalment, 6);
    expect(sheet.cashFlow?.afterLoan.net).toBeCloseTo(75_000 + dieselMonth, 6);
    expect(sheet.system?.drilling).toBeUndefined();
  });

  it("adds the drilling estimate when the borehole is still to drill", () => {
    const sheet = lenderSheet(
      new URLSearchParams("drill=yes&depth=35"),
      pricingSeed,
      exampleTerms,
      sizingPricesSeed,
    );
    // 35 + 10 + 20 = 65 → 70 m at the seed's 12,000 birr a metre.
    expect(sheet.system?.drilling).toEqual({
      metres: 70,
      birr: 840_000,
      usd: 5_600,
      beyondOwnRigs: true,
    });
    // A surface source has no borehole to drill.
    const surface = lenderSheet(
      new URLSearchParams("drill=yes&source=surface&depth=3"),
      pricingSeed,
      exampleTerms,
      sizingPricesSeed,
    );
    expect(surface.system?.drilling).toBeUndefined();
  });

  it("counts no fuel saved for a farmer with no engine pump today, the default when the borehole is still to drill", () => {
    const sheetOf = (query: string) =>
      lenderSheet(new URLSearchParams(query), pricingSeed, exampleTerms, sizingPricesSeed);
    const income = "area=2&crop=tomato&incomeYield=300&incomePrice=1500";
    const none = sheetOf(`${income}&engine=none`);
    expect(none.query.engine).toBe("none");
    const instalment = none.loan!.plan.instalment;
    // 300 quintals × 2 ha × 1,500 birr = 75,000 birr a month, and nothing else comes in.
    expect(none.cashFlow?.duringLoan).toMatchObject({ fuelSaved: 0, cropIncome: 75_000 });
    expect(none.cashFlow?.duringLoan.net).toBeCloseTo(75_000 - instalment, 6);
    expect(none.cashFlow?.afterLoan.net).toBe(75_000);
    // The fuel an engine would burn is still worked out, for the comparison.
    expect(none.system?.fuel.petrol.perMonth).toBeGreaterThan(0);
    // A borehole still to drill has no pump on it today; a farmer who says otherwise is believed.
    expect(sheetOf("drill=yes&depth=35").query.engine).toBe("none");
    expect(sheetOf("drill=yes&depth=35").cashFlow?.duringLoan.fuelSaved).toBe(0);
    expect(sheetOf("drill=yes&depth=35&engine=diesel").query.engine).toBe("diesel");
    expect(sheetOf("drill=yes&source=surface&depth=3").query.engine).toBe("petrol");
    expect(sheetOf("engine=steam").query.engine).toBe("petrol");
  });

  it("has no figures when an answer is not valid, and no loan when a term is not", () => {
    expect(
      lenderSheet(new URLSearchParams("area=abc"), pricingSeed, exampleTerms, sizingPricesSeed)
        .system,
    ).toBe(undefined);
    const noLoan = lenderSheet(
      new URLSearchParams("loanMonths=0"),
      pricingSeed,
      exampleTerms,
      sizingPricesSeed,
    );
    expect(noLoan.system).toBeDefined();
    expect(noLoan.loan).toBeUndefined();
    expect(noLoan.cashFlow).toBeUndefined();
  });
});
