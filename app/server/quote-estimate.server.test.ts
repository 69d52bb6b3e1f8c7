// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { sizingText } from "~/content/catalogues";
import { sizingPricesSeed } from "~/content/pricing";
import { quoteForm } from "~/content/quote-form";
import { quotePresetsFromSearch } from "~/lib/quote-presets";
import {
  answerKeys,
  defaultAnswers,
  estimate,
  validateAnswers,
  type SizingAnswers,
} from "~/lib/sizing";
import { engineerLink } from "~/lib/sizing-words";
import { wordedQuoteQuery } from "./quote-estimate.server";

// The words use the published prices: a database of the seed, in memory.
vi.stubEnv("DATABASE_PATH", ":memory:");

/** The query of the sizing tool's link for these answers, as the quote page receives it. */
function linkFor(overrides: Partial<SizingAnswers>) {
  const { inputs } = validateAnswers({ ...defaultAnswers, ...overrides });
  if (!inputs) throw new Error("invalid answers");
  const result = estimate(inputs, sizingPricesSeed);
  return {
    params: new URL(engineerLink(inputs, result), "https://example.org").searchParams,
    result,
  };
}

const potato = {
  crop: "potato",
  region: "Sidama",
  town: "hawassa",
  method: "sprinkler",
  depth: "35",
} as const satisfies Partial<SizingAnswers>;

describe("wordedQuoteQuery", () => {
  it("words the estimate a link carries for the quote form, in English", () => {
    const { params, result } = linkFor(potato);
    const worded = new URLSearchParams(wordedQuoteQuery(params, "en"));
    expect(worded.get("farmSize")).toBe("1");
    expect(worded.get("region")).toBe("Sidama");
    expect(worded.get("crops")).toBe("Potato");
    expect(worded.get("source")).toBe("Borehole, water at 35\u00a0m");
    expect(worded.get("package")).toBe(result.packageId);
    const line = worded.get("estimate") ?? "";
    expect(line).toContain("Potato, 1\u00a0ha near Hawassa, sprinkler irrigation");
    expect(line).toContain("kWp");
    expect(line.length).toBeLessThanOrEqual(500);
    // The answers themselves are not passed on: the form reads words only.
    for (const key of answerKeys.filter((key) => !["region", "source"].includes(key)))
      expect(worded.has(key), key).toBe(false);

    // The quote form fills its fields from them.
    const presets = quotePresetsFromSearch(worded, quoteForm, "Water source: {source}");
    expect(presets).toMatchObject({
      farmSize: "1",
      region: "Sidama",
      crops: "Potato",
      requirements: "Water source: Borehole, water at 35\u00a0m",
      estimate: line,
    });
  });

  it("says when the borehole is still to be drilled, so sales know a drilling job comes with it", () => {
    const toDrill = (locale: "en" | "am" | "om") =>
      new URLSearchParams(
        wordedQuoteQuery(linkFor({ ...potato, drill: "yes" }).params, locale),
      ).get("source");
    expect(toDrill("en")).toBe("No borehole yet (to be drilled), water expected at 35\u00a0m");
    expect(toDrill("am")).toBe("የውሃ ጉድጓድ ገና አልተቆፈረም (የሚቆፈር)፣ ውሃው በ35\u00a0m ጥልቀት ይጠበቃል");
    expect(toDrill("om")).toBe(
      "Boolli bishaanii ammaaf hin jiru (ni qotama), bishaan gadi fageenya m\u00a035 irratti eegama",
    );
  });

  it("words the same link in Amharic, the region's id unchanged and the price in birr", () => {
    const { params } = linkFor({ depth: "35" });
    const worded = new URLSearchParams(wordedQuoteQuery(params, "am"));
    expect(worded.get("region")).toBe("Oromia");
    expect(worded.get("crops")).toBe("ሽንኩርት");
    expect(worded.get("source")).toBe("የውሃ ጉድጓድ፣ ውሃው በ35\u00a0m ጥልቀት");
    const line = worded.get("estimate") ?? "";
    expect(line).toContain("ባቱ (ዝዋይ)");
    expect(line).toContain("ኅዳር");
    // The price in birr at the rate, the dollar list price beside it (decisions.md, "Prices").
    expect(line).toMatch(/ግምታዊ ዋጋ ከ[\d,]+\u00a0ብር \(\$[\d,]+\) እስከ [\d,]+\u00a0ብር \(\$[\d,]+\)/);
    const latin = (line.match(/[A-Za-z]+/g) ?? []).filter(
      (word) => !["kWp", "ha", "m", "W", "h"].includes(word),
    );
    expect(latin).toEqual([]);
  });

  it("words it in Afaan Oromo with the catalogue's own names", () => {
    const { params } = linkFor(potato);
    const english = new URLSearchParams(wordedQuoteQuery(params, "en"));
    const worded = new URLSearchParams(wordedQuoteQuery(params, "om"));
    expect(worded.get("crops")).toBe(sizingText.om.crops.potato);
    expect(worded.get("estimate")).toContain(sizingText.om.towns.hawassa);
    expect(worded.get("estimate")).not.toBe(english.get("estimate"));
    expect(worded.get("farmSize")).toBe("1");
  });

  it("gives hectares from timad, and no package for a custom system", () => {
    const { params } = linkFor({
      area: "50",
      unit: "timad",
      region: "Sidama",
      town: "hawassa",
      source: "surface",
      depth: "6",
      method: "furrow",
    });
    const worded = new URLSearchParams(wordedQuoteQuery(params, "en"));
    expect(worded.get("farmSize")).toBe("12.5");
    expect(worded.get("source")).toBe("River, pond or hand-dug well, lift 6\u00a0m");
    expect(worded.has("package")).toBe(false);
    expect(worded.get("estimate")).toContain("Custom system");
  });

  it("leaves out answers that are not valid, and keeps the package", () => {
    const params = new URLSearchParams("crop=onion&area=0&depth=lots&package=starter");
    expect(wordedQuoteQuery(params, "en")).toBe("package=starter");
  });

  it("leaves a link without an estimate's answers as it is", () => {
    expect(wordedQuoteQuery(new URLSearchParams("package=starter"), "en")).toBeUndefined();
    const before = new URLSearchParams("farmSize=2&crops=Teff&estimate=An+older+link");
    expect(wordedQuoteQuery(before, "am")).toBeUndefined();
  });
});
