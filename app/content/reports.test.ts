import { describe, expect, it } from "vitest";
import { illustrations } from "./illustrations";
import { reportIds } from "./report-ids";
import { reportSummaryList } from "./report-summaries";
import { findReport, reports } from "./reports";

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
