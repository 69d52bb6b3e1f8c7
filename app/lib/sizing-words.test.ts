import { describe, expect, it } from "vitest";
import { sizingText } from "~/content/catalogues";
import type { SizingResult } from "./sizing";
import { largestPackageName, shownPackageName } from "./sizing-words";

/** The only parts of a result that name its package. */
const result = (part: Pick<SizingResult, "packageId" | "smallKit">) => part as SizingResult;

describe("a package's name in the sizing result's sentences", () => {
  const text = {
    ...sizingText.om,
    packages: { ...sizingText.om.packages, starter: "Family Farm" },
  };

  it("is marked English only where the language lacks the published name", () => {
    expect(
      shownPackageName(text, result({ packageId: "starter", smallKit: false }), ["starter"]),
    ).toEqual({
      name: "Family Farm",
      lang: "en",
    });
    expect(
      shownPackageName(text, result({ packageId: "professional", smallKit: false }), ["starter"]),
    ).toEqual({ name: sizingText.om.packages.professional });
    // The kit and a custom system are the tool's own words, never a published name.
    expect(shownPackageName(text, result({ smallKit: true }), ["starter"])).toEqual({
      name: sizingText.om.packages.kit,
    });
    expect(shownPackageName(text, result({ smallKit: false }), ["starter"])).toEqual({
      name: sizingText.om.packages.custom,
    });
  });

  it("names the largest package where a farm outgrows it", () => {
    const renamed = { ...text, packages: { ...text.packages, enterprise: "Estate" } };
    expect(largestPackageName(renamed, ["enterprise"])).toEqual({ name: "Estate", lang: "en" });
    expect(largestPackageName(sizingText.am, [])).toEqual({
      name: sizingText.am.packages.enterprise,
    });
  });
});
