import { describe, expect, it } from "vitest";
import { foldGeezSpelling, searchForm } from "./geez-spelling";

describe("foldGeezSpelling", () => {
  it("reads each variant series as its common one, every vowel order", () => {
    expect(foldGeezSpelling("ሐሑሒሓሔሕሖ")).toBe("ሀሁሂሃሄህሆ");
    expect(foldGeezSpelling("ኀኁኂኃኄኅኆ")).toBe("ሀሁሂሃሄህሆ");
    expect(foldGeezSpelling("ሠሡሢሣሤሥሦ")).toBe("ሰሱሲሳሴስሶ");
    expect(foldGeezSpelling("ዐዑዒዓዔዕዖ")).toBe("አኡኢኣኤእኦ");
    expect(foldGeezSpelling("ፀፁፂፃፄፅፆ")).toBe("ጸጹጺጻጼጽጾ");
  });

  it("makes the spellings people use of one word equal", () => {
    expect(foldGeezSpelling("ሐዋሳ")).toBe(foldGeezSpelling("ሀዋሳ"));
    expect(foldGeezSpelling("ማኅበር")).toBe(foldGeezSpelling("ማህበር"));
    expect(foldGeezSpelling("ኅብረት")).toBe(foldGeezSpelling("ህብረት"));
    expect(foldGeezSpelling("ሥልጠና")).toBe(foldGeezSpelling("ስልጠና"));
    expect(foldGeezSpelling("ፀሐይ")).toBe(foldGeezSpelling("ጸሀይ"));
    expect(foldGeezSpelling("ዓመት")).toBe(foldGeezSpelling("ኣመት"));
  });

  it("leaves other syllables, Latin letters and digits alone", () => {
    expect(foldGeezSpelling("ሰላም ውሃ ጸጋ አበባ")).toBe("ሰላም ውሃ ጸጋ አበባ");
    expect(foldGeezSpelling("Tsehay 2018")).toBe("Tsehay 2018");
    // ሀ's neighbours: ለ (after the ሀ series) and ሏ stay themselves.
    expect(foldGeezSpelling("ለሏ")).toBe("ለሏ");
    expect(foldGeezSpelling("ሀሁ")).toBe("ሀሁ");
  });
});

describe("searchForm", () => {
  it("ignores case and extra white space", () => {
    expect(searchForm("  Bahir   DAR ")).toBe("bahir dar");
  });

  it("folds the Ge'ez variants too", () => {
    expect(searchForm(" የኅብረት  ሥራ ማኅበር ")).toBe("የህብረት ስራ ማህበር");
  });
});
