import { describe, expect, it } from "vitest";
import { paragraphs } from "./paragraphs";

describe("paragraphs", () => {
  it("splits at empty lines, and at lines of spaces only", () => {
    expect(paragraphs("Two hectares.\n\nA 5 HP pump.\n  \n\n\nDrip lines.")).toEqual([
      "Two hectares.",
      "A 5 HP pump.",
      "Drip lines.",
    ]);
  });

  it("keeps a single line break inside its paragraph, and a text of one paragraph whole", () => {
    expect(paragraphs("Two hectares\nof onions.")).toEqual(["Two hectares\nof onions."]);
    expect(paragraphs("One paragraph.")).toEqual(["One paragraph."]);
  });

  it("has no paragraph for an empty text or empty lines at either end", () => {
    expect(paragraphs("")).toEqual([]);
    expect(paragraphs("\n\nText.\n\n")).toEqual(["Text."]);
  });
});
