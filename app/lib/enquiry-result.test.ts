import { describe, expect, it } from "vitest";
import { formPage, sentAddress, sentFromSearch, sitePath } from "./enquiry-result";

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

describe("a saved enquiry's confirmation address", () => {
  it("names the kind and reference, in the form's language, and reads back the same", () => {
    expect(sentAddress("en", "quote", "TS-2026-0042")).toBe(
      "/enquiry?kind=quote&reference=TS-2026-0042",
    );
    const address = sentAddress("om", "visit", "TS-2026-10042");
    expect(address).toBe("/om/enquiry?kind=visit&reference=TS-2026-10042");
    expect(sentFromSearch(new URL(address, "https://x.example").searchParams)).toEqual({
      kind: "visit",
      reference: "TS-2026-10042",
    });
  });

  it("names nothing for an unknown kind or a reference of another shape", () => {
    for (const query of [
      "",
      "kind=quote",
      "reference=TS-2026-0042",
      "kind=order&reference=TS-2026-0042",
      "kind=quote&reference=TS-26-42",
      "kind=quote&reference=TS-2026-0042<script>",
      "kind=toString&reference=TS-2026-0042",
    ]) {
      expect(sentFromSearch(new URLSearchParams(query)), query).toBeNull();
    }
  });
});
