import { describe, expect, it } from "vitest";
import { sitePath } from "./enquiry-result";

describe("sitePath", () => {
  it("keeps a page of this site, without the prerendered page's final slash", () => {
    expect(sitePath("/contact/")).toBe("/contact");
    expect(sitePath("/am/get-started?service=solar-pump")).toBe(
      "/am/get-started?service=solar-pump",
    );
    expect(sitePath("/")).toBe("/");
    expect(sitePath("/?q=a/")).toBe("/?q=a/");
  });

  it("refuses anything that is not a path of this site", () => {
    for (const value of [
      undefined,
      "",
      "contact",
      "//evil.example",
      "/\\evil.example",
      "https://x.example/",
      "/a b",
    ]) {
      expect(sitePath(value)).toBeUndefined();
    }
  });
});
