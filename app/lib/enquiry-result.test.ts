import { describe, expect, it } from "vitest";
import { formPage, sitePath } from "./enquiry-result";

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

describe("formPage (where the answer page's language links lead)", () => {
  it("is the page the form was sent from, with its query", () => {
    expect(formPage("/am/contact", "contact")).toBe("/am/contact");
    expect(formPage("/om/get-started?package=starter", "quote")).toBe(
      "/om/get-started?package=starter",
    );
    expect(formPage("/projects/3", "callback")).toBe("/projects/3");
  });

  it("is the form's own page when the page is unknown, foreign or the answer itself", () => {
    expect(formPage(undefined, "contact")).toBe("/contact");
    expect(formPage("//evil.example", "quote")).toBe("/get-started");
    expect(formPage("/am/enquiry", "visit")).toBe("/site-visit");
    expect(formPage("/enquiry/", "home")).toBe("/");
    expect(formPage(undefined, null)).toBe("/contact");
  });
});
