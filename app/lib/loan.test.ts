import { describe, expect, it } from "vitest";
import {
  financingHref,
  fuelAgainstInstalment,
  invalidTerms,
  loanInputsFrom,
  loanPlan,
  priceProblem,
  priceFromQuery,
  type LoanInputs,
} from "./loan";

const base: LoanInputs = {
  price: 100_000,
  downPayment: 0.2,
  annualRate: 0.12,
  method: "flat",
  months: 12,
  fee: 0,
};

describe("loanPlan", () => {
  it("matches a hand-worked flat-rate loan", () => {
    // Price 100,000 birr, 20 % down → 20,000 down, 80,000 lent.
    // Flat 12 % a year for 12 months: interest = 80,000 × 0.12 × 12/12 = 9,600.
    // Instalment = (80,000 + 9,600) / 12 = 7,466.67; each month 800 interest, 6,666.67 principal.
    // Total paid = 20,000 + 89,600 = 109,600.
    const plan = loanPlan(base);
    expect(plan.downPayment).toBe(20_000);
    expect(plan.principal).toBe(80_000);
    expect(plan.instalment).toBeCloseTo(7_466.67, 2);
    expect(plan.interest).toBeCloseTo(9_600, 6);
    expect(plan.totalPaid).toBeCloseTo(109_600, 6);
    expect(plan.schedule).toHaveLength(12);
    expect(plan.schedule[0]?.interest).toBeCloseTo(800, 6);
    expect(plan.schedule[0]?.principal).toBeCloseTo(6_666.67, 2);
    expect(plan.schedule[0]?.balance).toBeCloseTo(73_333.33, 2);
    expect(plan.schedule.at(-1)?.balance).toBe(0);
  });

  it("matches a hand-worked declining-balance (annuity) loan", () => {
    // 80,000 lent at 12 % a year on the declining balance, 12 months: r = 0.01 a month.
    // A = P·r / (1 − (1 + r)^−12) = 800 / (1 − 1/1.126825) = 800 / 0.112551 = 7,107.90.
    // Month 1: interest 80,000 × 0.01 = 800, principal 6,307.90, balance 73,692.10.
    // Month 2: interest 736.92, principal 6,370.98, balance 67,321.12.
    // Total of instalments 12 × 7,107.903 = 85,294.84 → interest 5,294.84.
    const plan = loanPlan({ ...base, method: "declining" });
    expect(plan.instalment).toBeCloseTo(7_107.9, 1);
    expect(plan.schedule[0]?.interest).toBeCloseTo(800, 6);
    expect(plan.schedule[0]?.balance).toBeCloseTo(73_692.1, 1);
    expect(plan.schedule[1]?.interest).toBeCloseTo(736.92, 2);
    expect(plan.schedule[1]?.balance).toBeCloseTo(67_321.12, 1);
    expect(plan.interest).toBeCloseTo(5_294.84, 1);
    expect(plan.totalPaid).toBeCloseTo(105_294.84, 1);
    // The last instalment clears the balance exactly.
    const last = plan.schedule.at(-1);
    expect(last?.balance).toBe(0);
    expect(last?.principal).toBeCloseTo(7_107.9 - (last?.interest ?? 0), 1);
  });

  it("charges no interest at 0 %, either way", () => {
    for (const method of ["flat", "declining"] as const) {
      const plan = loanPlan({ ...base, method, annualRate: 0 });
      expect(plan.instalment).toBeCloseTo(80_000 / 12, 6);
      expect(plan.interest).toBeCloseTo(0, 6);
      expect(plan.totalPaid).toBeCloseTo(100_000, 6);
    }
  });

  it("lends nothing with a 100 % down payment", () => {
    const plan = loanPlan({ ...base, downPayment: 1, fee: 0.05 });
    expect(plan.principal).toBe(0);
    expect(plan.instalment).toBe(0);
    expect(plan.fee).toBe(0);
    expect(plan.totalPaid).toBe(100_000);
    expect(plan.schedule.every((month) => month.payment === 0 && month.balance === 0)).toBe(true);
  });

  it("adds the fee, on the amount lent, to what is paid at the start", () => {
    // 2 % of 80,000 = 1,600; upfront = 20,000 + 1,600 = 21,600.
    const plan = loanPlan({ ...base, fee: 0.02 });
    expect(plan.fee).toBeCloseTo(1_600, 6);
    expect(plan.upfront).toBeCloseTo(21_600, 6);
    expect(plan.totalPaid).toBeCloseTo(111_200, 6);
  });

  it("asks a larger instalment for a larger price, for any terms", () => {
    for (const method of ["flat", "declining"] as const)
      for (const annualRate of [0, 0.1, 0.24])
        for (const months of [6, 24, 36]) {
          let previous = -1;
          for (let price = 0; price <= 3_000_000; price += 50_000) {
            const { instalment } = loanPlan({ ...base, price, method, annualRate, months });
            expect(instalment).toBeGreaterThan(previous);
            previous = instalment;
          }
        }
  });

  it("costs less on the declining balance than flat at the same rate", () => {
    const flat = loanPlan({ ...base, months: 24, annualRate: 0.18 });
    const declining = loanPlan({ ...base, months: 24, annualRate: 0.18, method: "declining" });
    expect(declining.totalPaid).toBeLessThan(flat.totalPaid);
  });
});

describe("invalidTerms", () => {
  it("names each typed term out of its range, and none of the valid ones", () => {
    expect(invalidTerms({ down: "20", rate: "500", months: "0", fee: "-2" })).toEqual([
      "rate",
      "months",
      "fee",
    ]);
    expect(invalidTerms({ down: "", rate: "18", months: "36.5", fee: "2,5" })).toEqual([
      "down",
      "months",
    ]);
    expect(invalidTerms({ down: "0", rate: "100", months: "120", fee: "0" })).toEqual([]);
  });

  it("reads a comma as every figure typed on the site reads it: before three digits, thousands", () => {
    // "1,000" % is a thousand per cent, out of range: never 1 % read from its comma.
    expect(invalidTerms({ down: "20", rate: "1,000", months: "24", fee: "2" })).toEqual(["rate"]);
    const terms = { down: "20,5", rate: "18", method: "flat" as const, months: "24", fee: "0" };
    // A price with a decimal comma is that price, not a hundred times it.
    expect(loanInputsFrom({ ...terms, price: "1298000,50" })).toMatchObject({
      price: 1_298_000.5,
      downPayment: 0.205,
    });
    for (const price of ["1,298,000", "1 298 000", "1298000"])
      expect(loanInputsFrom({ ...terms, price })?.price, price).toBe(1_298_000);
    expect(loanInputsFrom({ ...terms, price: "1,2980,00" })).toBeUndefined();
  });
});

describe("the price an estimate hands /financing", () => {
  it("is the estimate's own price, in whole birr, read back as it was sent", () => {
    const href = financingHref(1_297_500.4);
    expect(href).toBe("/financing?price=1297500#calculator");
    expect(priceFromQuery(new URL(href, "http://x").searchParams)).toBe(1_297_500);
    // With the estimate's own terms, as its address has them.
    expect(financingHref(1_297_500, "loanMonths=36&loanRate=24")).toBe(
      "/financing?price=1297500&loanMonths=36&loanRate=24#calculator",
    );
  });

  it("is none when the address has none, or one that is not above 0", () => {
    for (const query of ["", "price=", "price=0", "price=abc", "price=-5"]) {
      expect(priceFromQuery(new URLSearchParams(query))).toBeUndefined();
    }
  });
});

describe("the fuel saved against the instalment", () => {
  it("differs by the two figures as shown: 222,000 against 75,500 is 146,500", () => {
    // 221,600 shows as 222,000 and 75,540 as 75,500; the exact 146,060 would show as 146,000.
    expect(fuelAgainstInstalment(75_540, 221_600)).toEqual({ fuelIsMore: false, amount: 146_500 });
    expect(fuelAgainstInstalment(15_640, 11_960)).toEqual({ fuelIsMore: true, amount: 3_600 });
  });
});

describe("a typed price's problem", () => {
  it("says how to write a price written other than in figures, and only then", () => {
    for (const typed of ["1.297.500", "1297500 birr", "abc"]) {
      expect(priceProblem(typed), typed).toBe("notFigures");
    }
    for (const typed of ["", " ", "0", "-5"])
      expect(priceProblem(typed), typed).toBe("notAboveZero");
    for (const typed of ["1297500", "1,297,500", "1 297 500"]) {
      expect(priceProblem(typed), typed).toBeUndefined();
    }
  });
});
