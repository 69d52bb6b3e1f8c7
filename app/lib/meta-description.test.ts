import { describe, expect, it } from "vitest";
import { metaDescription } from "./meta-description";

describe("metaDescription", () => {
  it("keeps a short text as it is", () => {
    expect(metaDescription("Solar pumps for Sidama.")).toBe("Solar pumps for Sidama.");
  });

  it("cuts a long text at a word boundary to at most 160 characters", () => {
    const text = `${"irrigation ".repeat(20)}end`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("irrigation…")).toBe(true);
  });
});
