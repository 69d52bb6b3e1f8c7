/**
 * Project status categories (decisions.md, "Status"): the badge shows a project's own status
 * text coloured by its category; filters and counts use the category.
 */

export const statusCategories = ["Completed", "In Progress", "Planning", "Other"] as const;
export type StatusCategory = (typeof statusCategories)[number];

/** The categories a visitor can filter by. */
export const filterableStatuses = [
  "Completed",
  "In Progress",
  "Planning",
] as const satisfies readonly StatusCategory[];

const statusTexts: Readonly<Record<Exclude<StatusCategory, "Other">, readonly string[]>> = {
  Completed: ["Successfully Completed", "Completed", "Delivered"],
  "In Progress": ["On Progress", "In Progress", "90% Completed", "On Progress (90% Completed)"],
  Planning: ["Planning"],
};

/** The category of a status text, case- and space-insensitive; unknown texts are "Other". */
export function statusCategory(status: string): StatusCategory {
  const normal = status.trim().toLowerCase().replace(/\s+/g, " ");
  for (const [category, texts] of Object.entries(statusTexts)) {
    if (texts.some((text) => text.toLowerCase() === normal)) return category as StatusCategory;
  }
  return "Other";
}
