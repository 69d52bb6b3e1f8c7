import { describe, expect, it } from "vitest";
import { formatBirr, formatUsdInBirr, roundBirr } from "./format";

describe("birr", () => {
  it("rounds as a price is spoken", () => {
    expect(roundBirr(843)).toBe(840);
    expect(roundBirr(7_466.67)).toBe(7_500);
    expect(roundBirr(99_949)).toBe(99_900);
    expect(roundBirr(1_126_480)).toBe(1_126_000);
    expect(roundBirr(0)).toBe(0);
  });

  it("never goes down when the amount goes up", () => {
    let previous = -Infinity;
    for (let birr = 0; birr < 300_000; birr += 97) {
      const rounded = roundBirr(birr);
      expect(rounded).toBeGreaterThanOrEqual(previous);
      previous = rounded;
    }
  });

  it("writes birr in each language, the dollars beside a converted price", () => {
    expect(formatBirr("en", 7_466.67)).toBe("7,500 birr");
    expect(formatBirr("am", 7_466.67)).toBe("7,500 ብር");
    expect(formatUsdInBirr("en", 7_500, 150)).toBe("1,125,000 birr ($7,500)");
    expect(formatUsdInBirr("am", 7_500, 150)).toBe("1,125,000 ብር ($7,500)");
  });
});
