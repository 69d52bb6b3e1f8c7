import type { IllustrationKey } from "./illustrations";
import type { ReportId } from "./report-ids";

/** What a report's card, meta tags and page header show (spec section 3, "Blog report"). */
export interface ReportSummary {
  readonly id: ReportId;
  readonly title: string;
  /** Two sentences for the card and the page description. */
  readonly excerpt: string;
  /** Who wrote it (placeholder name) and their role. */
  readonly author: { readonly name: string; readonly role: string };
  /** Publication date, ISO 8601 (YYYY-MM-DD). */
  readonly date: string;
  /** Reading time in minutes, shown through the `readTime` template of `blog.ts`. */
  readonly readMinutes: number;
  /** Card and page illustration. */
  readonly image: IllustrationKey;
  /** Kind of report, shown as a label. */
  readonly category: string;
  readonly tags: readonly string[];
}

/**
 * The two reports' card fields, in English (their translations: `blog.ts`), keyed by the ids of report-ids.ts. Kept apart from the full
 * text (reports.ts) so that pages needing only a title and excerpt stay light.
 */
export const reportSummaries = {
  "solar-pumps-moa": {
    id: "solar-pumps-moa",
    title: "60 Solar Pump Sets in 8 Days for the Ministry of Agriculture",
    excerpt:
      "How our logistics and installation crews delivered 60 solar pump sets to smallholder schemes in 3 regions and 5 woredas in just 8 days, and what the first season of pumping has shown.",
    author: { name: "Meron Tadesse", role: "Project Manager" },
    date: "2026-06-12",
    readMinutes: 7,
    image: "pump-distribution",
    category: "Project report",
    tags: ["Ministry of Agriculture", "Solar pumps", "Small-scale irrigation", "Logistics"],
  },
  "nahom-construction-partnership": {
    id: "nahom-construction-partnership",
    title: "Drilling Partnership with Nahom Construction: Boreholes for Cooperatives",
    excerpt:
      "Our partnership with Nahom Construction pairs their drilling rigs with our solar pumping and irrigation design. Cooperatives on the first boreholes report yields up 185% and water use down 68%.",
    author: { name: "Dawit Bekele", role: "Head of Engineering" },
    date: "2026-08-27",
    readMinutes: 6,
    image: "borehole-drilling",
    category: "Partnership update",
    tags: ["Partnership", "Borehole drilling", "Cooperatives", "Drip irrigation"],
  },
} as const satisfies Record<ReportId, ReportSummary>;

/** The reports in the order of the blog page. */
export const reportSummaryList: readonly ReportSummary[] = Object.values(reportSummaries);
