import { describe, expect, it } from "vitest";
import { formatDate, formatNumber } from "./format";
import { localeFromPath, localizePath, requestLocale, unlocalizedPath } from "./locales";
import { fill } from "./translation";

describe("localized paths", () => {
  it("reads the language from the first segment only", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/am")).toBe("am");
    expect(localeFromPath("/am/projects/project-1")).toBe("am");
    expect(localeFromPath("/amharic")).toBe("en");
    expect(localeFromPath("/projects/am")).toBe("en");
    expect(localeFromPath("/en/about")).toBe("en");
    expect(requestLocale(new Request("https://x.example/am/contact?x=1"))).toBe("am");
  });

  it("puts a path into a language, keeping its query and anchor", () => {
    expect(localizePath("/", "am")).toBe("/am");
    expect(localizePath("/projects?q=pump#list", "am")).toBe("/am/projects?q=pump#list");
    expect(localizePath("/am/projects?q=pump", "en")).toBe("/projects?q=pump");
    expect(localizePath("/am", "en")).toBe("/");
    expect(localizePath("/am/about", "am")).toBe("/am/about");
    for (const other of ["#main", "mailto:a@b.example", "https://x.example/", "//x.example/a"])
      expect(localizePath(other, "am")).toBe(other);
    expect(unlocalizedPath("/am/privacy")).toBe("/privacy");
  });
});

describe("formatting", () => {
  it("groups numbers in Arabic numerals in both languages", () => {
    expect(formatNumber("en", 12500)).toBe("12,500");
    expect(formatNumber("am", 12500)).toBe("12,500");
    expect(formatNumber("am", 3.456, 1)).toBe("3.5");
  });

  it("dates Amharic pages in the Ethiopian calendar", () => {
    expect(formatDate("en", "2025-09-20")).toBe("20 September 2025");
    // 20 September 2025 is 10 Meskerem 2018 in the Ethiopian calendar.
    expect(formatDate("am", "2025-09-20")).toBe("መስከረም 10 ቀን 2018\u00a0ዓ.ም.");
    expect(formatDate("am", "2025-09-20", "month")).toBe("መስከረም 2018\u00a0ዓ.ም.");
  });

  it("fills templates by name, in any word order", () => {
    expect(fill("{count} projects in {region}", { count: 3, region: "Amhara" })).toBe(
      "3 projects in Amhara",
    );
    expect(fill("በ{region} {count} ፕሮጀክቶች", { count: 3, region: "አማራ" })).toBe("በአማራ 3 ፕሮጀክቶች");
    expect(fill("{missing} stays", {})).toBe("{missing} stays");
  });
});
