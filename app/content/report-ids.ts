/**
 * Ids of the two project reports. Each report has a page at /projects/{id}
 * (decisions.md) and a card on /blog; their content lives in reports.ts.
 */
export const reportIds = ["solar-pumps-moa", "nahom-construction-partnership"] as const;
export type ReportId = (typeof reportIds)[number];
