import { describe, expect, it } from "vitest";
import { localizedForm } from "~/content/enquiry-text";
import { quoteForm } from "~/content/quote-form";
import { quotePresetsFromSearch } from "./quote-presets";

const presets = (params: URLSearchParams) =>
  quotePresetsFromSearch(params, quoteForm, "Water source: {source}");

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
    expect(presets(params)).toEqual({
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
    const chosen = presets(params);
    expect(chosen.farmSize).toBeUndefined();
    expect(chosen.region).toBeUndefined();
    expect(chosen.irrigation).toBe("diesel-pump");
    expect(chosen.estimate).toHaveLength(1000);
    expect(presets(new URLSearchParams("farmSize=999999")).farmSize).toBeUndefined();
  });

  it("preselects the service, package or product a link names, each with its label", () => {
    const interest = quoteForm.fields.find((field) => field.name === "interest");
    const label = (value: string | undefined) =>
      interest?.options?.find((option) => option.value === value)?.label;
    for (const [query, value, shown] of [
      ["service=solar-pump-installation", "service:solar-pump-installation", undefined],
      ["package=professional", "package:professional", "Professional package"],
      ["product=solar-pumps", "product:solar-pumps", "Solar Pumps"],
    ] as const) {
      const chosen = presets(new URLSearchParams(query)).interest;
      expect(chosen, query).toBe(value);
      if (shown) expect(label(chosen), query).toBe(shown);
    }
  });

  it("words the water source and keeps the choice's value in the page's language", () => {
    const params = new URLSearchParams({ source: "የውሃ ጉድጓድ", product: "solar-pumps" });
    const form = localizedForm("quote", "am");
    const chosen = quotePresetsFromSearch(params, form, "የውሃ ምንጭ፦ {source}");
    expect(chosen.requirements).toBe("የውሃ ምንጭ፦ የውሃ ጉድጓድ");
    expect(chosen.interest).toBe("product:solar-pumps");
    const interest = form.fields.find((field) => field.name === "interest");
    expect(interest?.options?.find((option) => option.value === chosen.interest)?.label).toBe(
      "የፀሐይ ኃይል የውሃ ፓምፖች",
    );
    expect(quotePresetsFromSearch(new URLSearchParams("package=gold"), form, "").interest).toBe(
      undefined,
    );
  });

  it("shows no answer of an estimate as a word until the page's loader has worded it", () => {
    // The sizing tool's link: ids and numbers, which the quote page's loader words
    // (app/server/quote-estimate.server.ts). Read as they are, "borehole" would be the water source.
    const params = new URLSearchParams(
      "crop=onion&area=1&unit=ha&region=Oromia&town=batu&source=borehole&depth=35&package=starter",
    );
    expect(presets(params)).toEqual({ interest: "package:starter" });
  });
});
