import { describe, expect, it } from "vitest";
import { drillingEstimate } from "./sizing-drilling";

describe("drillingEstimate", () => {
  it("drills to the water level, the drawdown allowance and 20 m below it, by whole 10 m", () => {
    // Water at 20 m: 20 + 10 drawdown + 20 = 50 m; at 12,000 birr a metre, 600,000 birr;
    // at 150 birr to the dollar, $4,000.
    expect(drillingEstimate(20, 12_000, 150)).toEqual({
      metres: 50,
      birr: 600_000,
      usd: 4_000,
      beyondOwnRigs: false,
    });
    // Water at 35 m: 65 m, rounded up to 70 m.
    expect(drillingEstimate(35, 10_000, 162.5)).toEqual({
      metres: 70,
      birr: 700_000,
      usd: 700_000 / 162.5,
      beyondOwnRigs: true,
    });
  });

  it("says when the borehole is deeper than the company's own rigs drill (60 m): water below 30 m", () => {
    expect(drillingEstimate(30, 12_000, 150)).toMatchObject({ metres: 60, beyondOwnRigs: false });
    expect(drillingEstimate(30.5, 12_000, 150)).toMatchObject({ metres: 70, beyondOwnRigs: true });
  });

  it("never drills less as the water lies deeper", () => {
    let before = 0;
    for (let depth = 0; depth <= 300; depth += 0.5) {
      const { metres } = drillingEstimate(depth, 12_000, 150);
      expect(metres).toBeGreaterThanOrEqual(before);
      expect(metres).toBeGreaterThanOrEqual(depth + 30);
      expect(metres % 10).toBe(0);
      before = metres;
    }
  });

  it("gives no dollars at a rate of 0 (no division by zero)", () => {
    expect(drillingEstimate(20, 12_000, 0).usd).toBe(0);
  });
});
