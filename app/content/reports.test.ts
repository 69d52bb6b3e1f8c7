import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { illustrations } from "./illustrations";
import { reportIds } from "./report-ids";
import { reportSummaryList } from "./report-summaries";
import { findReport, localizedReport, reports } from "./reports";
import { blogText, reportsText } from "./catalogues";

describe("reports", () => {
  it("has one report per report id, keyed by it, in the blog's order", () => {
    expect(Object.keys(reports)).toEqual([...reportIds]);
    for (const id of reportIds) expect(reports[id].id).toBe(id);
    expect(reportSummaryList.map((r) => r.id)).toEqual([...reportIds]);
    expect(findReport("solar-pumps-moa")?.title).toMatch(/60 Solar Pump Sets/);
    expect(findReport("toString")).toBeUndefined();
    expect(findReport("project-1")).toBeUndefined();
  });

  it("fills every part of a report and uses known illustrations", () => {
    for (const report of Object.values(reports)) {
      expect(illustrations[report.image]).toBeDefined();
      expect(report.tags.length).toBeGreaterThan(2);
      expect(report.content.introduction.length).toBeGreaterThan(100);
      expect(report.content.sections.length).toBeGreaterThan(1);
      expect(report.content.phases.length).toBeGreaterThan(1);
      expect(report.content.conclusion.length).toBeGreaterThan(100);
      expect(report.content.testimonial.quote.length).toBeGreaterThan(20);
      for (const section of report.content.sections) {
        if ("image" in section && section.image) expect(illustrations[section.image]).toBeDefined();
      }
    }
    expect(reports["solar-pumps-moa"].image).toBe("pump-distribution");
    expect(reports["nahom-construction-partnership"].image).toBe("borehole-drilling");
  });

  it("carries the figures of spec section 9", () => {
    const moa = JSON.stringify(reports["solar-pumps-moa"]);
    for (const figure of [
      '"60"',
      '"3"',
      '"5"',
      '"8"',
      "60 solar pump sets",
      "3 regions",
      "5 woredas",
      "8 days",
    ]) {
      expect(moa).toContain(figure);
    }
    const nahom = JSON.stringify(reports["nahom-construction-partnership"]);
    expect(nahom).toContain("+185%");
    expect(nahom).toContain("68%");
  });
});

describe("reports in every language", () => {
  /** The shape of a text: arrays by length, objects by keys, strings as "". */
  const shape = (value: unknown): unknown =>
    typeof value === "string"
      ? ""
      : Array.isArray(value)
        ? value.map(shape)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]))
          : value;

  it("every translation has the English report's items: sections, figures, phases, tasks, notes", () => {
    for (const locale of locales) {
      for (const id of reportIds) {
        expect(shape(reportsText[locale][id]), `${locale} ${id}`).toEqual(
          shape(reportsText.en[id]),
        );
      }
    }
  });

  it("puts the translation's words around the data's figures, statuses and pictures", () => {
    const report = localizedReport("solar-pumps-moa", "am");
    const [scope] = report.content.sections;
    expect(scope?.stats?.map((stat) => stat.value)).toEqual(["60", "3", "5", "8"]);
    expect(scope?.stats?.[0]?.label).toBe(
      reportsText.am["solar-pumps-moa"].sections[0]?.stats?.[0],
    );
    expect(scope?.image).toBe("pump-distribution");
    expect(report.content.phases[1]?.tasks[2]?.status).toBe("Delayed");
    expect(report.title).toBe(blogText.am.reports["solar-pumps-moa"].title);
    expect(report.dateLabel).toMatch(/ዓ\.ም\.$/);
    expect(report.readTime).toContain("7");
    const english = localizedReport("solar-pumps-moa", "en");
    expect(english.dateLabel).toBe("12 June 2026");
    expect(english.readTime).toBe("7 min read");
    expect(english.content).toEqual(reports["solar-pumps-moa"].content);
  });

  it("writes the Amharic reports in Ge'ez: no Latin words beyond unit symbols", () => {
    const words =
      strings([reportsText.am, blogText.am])
        .join(" ")
        .replace(/\{\w+\}/g, "")
        .match(/[A-Za-z]+/g) ?? [];
    expect(words.filter((word) => !["kWp", "m", "L"].includes(word))).toEqual([]);
  });
});

/** Every string in a text module (its values, not its keys). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}
