import { describe, expect, it } from "vitest";
import { formatPhone, toE164 } from "./phone";

describe("toE164", () => {
  it.each([
    ["0911 23 45 67", "+251911234567"],
    ["+251 911 234567", "+251911234567"],
    ["251911234567", "+251911234567"],
    ["00251-911-234-567", "+251911234567"],
    ["911 234 567", "+251911234567"],
    ["0712 345 678", "+251712345678"],
    ["(011) 555-0100", "+251115550100"],
    ["+251 46 555 0130", "+251465550130"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("reads %j as %s", (typed, e164) => expect(toE164(typed)).toBe(e164));

  it.each([
    "",
    "0911",
    "09112345678",
    "0811234567",
    "+251 811 234 567",
    "call me",
    "+0 123",
    "+1234567890123456",
  ])("refuses %j", (typed) => expect(toE164(typed)).toBeNull());
});

describe("formatPhone", () => {
  it("groups mobile and landline numbers as Ethiopians read them", () => {
    expect(formatPhone("+251911234567")).toBe("+251 911 234 567");
    expect(formatPhone("+251115550100")).toBe("+251 11 555 0100");
    expect(formatPhone("+442079460958")).toBe("+442079460958");
  });
});
