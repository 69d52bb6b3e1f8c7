import { projects } from "./projects";
import { reportIds } from "./report-ids";

/** The pages of the spec's route table, and the sizing tool (issue 11). */
export const staticPaths = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/get-started",
  "/projects",
  "/blog",
  "/products",
  "/size-your-system",
  "/site-visit",
  "/privacy",
] as const;

/**
 * Every path prerendered to its own HTML file: the static pages, each project under its
 * canonical and its numeric URL, and the two reports.
 */
export function prerenderPaths(): string[] {
  return [
    ...staticPaths,
    ...projects.map((project) => `/projects/${project.id}`),
    ...projects.map((project) => `/projects/${project.serialNumber}`),
    ...reportIds.map((id) => `/projects/${id}`),
  ];
}
