import { describe, expect, it } from "vitest";
import { readSubmitted, submittedLabel } from "./submitted-fields";

describe("what a refused staff form gives back", () => {
  it("is labelled as its form labels it, or by its name", () => {
    expect(submittedLabel("overview.en")).toBe("Overview (the project page) (English)");
    expect(submittedLabel("note")).toBe("Internal note");
    expect(submittedLabel("team.0.name")).toBe("Field “team.0.name”");
    expect(submittedLabel("overview.xx")).toBe("Field “overview.xx”");
  });

  it("reads only well-formed fields from a refusal's data", () => {
    expect(readSubmitted({ submitted: [{ name: "note", value: "x" }, { name: 1 }] })).toEqual([
      { name: "note", value: "x" },
    ]);
    expect(readSubmitted({ message: "no" })).toEqual([]);
    expect(readSubmitted(undefined)).toEqual([]);
  });
});
