import { describe, expect, it } from "vitest";
import { readTypedNumber } from "./typed-number";

describe("readTypedNumber", () => {
  it("reads a comma before exactly three digits as a thousands separator", () => {
    expect(readTypedNumber("1,550")).toEqual({ value: 1550 });
    expect(readTypedNumber("12,000")).toEqual({ value: 12000 });
    expect(readTypedNumber("1,234,567.5")).toEqual({ value: 1234567.5 });
  });

  it("reads a point as the decimal point and ignores spaces", () => {
    expect(readTypedNumber("1.55")).toEqual({ value: 1.55 });
    expect(readTypedNumber(" 1 550 ")).toEqual({ value: 1550 });
    expect(readTypedNumber("162.5")).toEqual({ value: 162.5 });
  });

  it("refuses a comma that could be a decimal comma, offering both numbers", () => {
    expect(readTypedNumber("1,55", "Birr to one US dollar")).toEqual({
      unclear:
        "Birr to one US dollar: “1,55” is unclear. Write 1.55 or 155: a point for decimals, a comma only before three digits (1,550 is 1550).",
    });
    expect(readTypedNumber("1234,567")).toHaveProperty("unclear");
    expect(readTypedNumber("131,5")).toHaveProperty("unclear");
  });

  it("never reads a first group of 0 as thousands: “0,250” is not 250", () => {
    expect(readTypedNumber("0,250")).toEqual({
      unclear:
        "“0,250” is unclear. Write 0.250: a point for decimals, a comma only before three digits (1,550 is 1550).",
    });
  });

  it("refuses what is not a number", () => {
    expect(readTypedNumber("")).toEqual({ invalid: true });
    expect(readTypedNumber("abc")).toEqual({ invalid: true });
    expect(readTypedNumber("1.5.5")).toEqual({ invalid: true });
    expect(readTypedNumber("-3")).toEqual({ invalid: true });
  });
});
