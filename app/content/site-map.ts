import { defaultLocale, localizePath, locales } from "../i18n/locales";
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
  "/financing",
  "/site-visit",
  "/privacy",
] as const;

/**
 * Every English path prerendered to its own HTML file: the static pages, each project under its
 * canonical and its numeric URL, and the two reports.
 */
export function pagePaths(): string[] {
  return [
    ...staticPaths,
    ...projects.map((project) => `/projects/${project.id}`),
    ...projects.map((project) => `/projects/${project.serialNumber}`),
    ...reportIds.map((id) => `/projects/${id}`),
  ];
}

/** Every path prerendered, in every language: each English page and its twins (/am/…). */
export function prerenderPaths(): string[] {
  const english = pagePaths();
  return [
    ...english,
    ...locales
      .filter((locale) => locale !== defaultLocale)
      .flatMap((locale) => english.map((path) => localizePath(path, locale))),
  ];
}

/**
 * Where "Project Not Found" is prerendered: the page an unknown project id (/projects/999)
 * answers with 404. No project has this id (their ids are `project-N`).
 */
export const projectNotFoundPath = "/projects/not-found";

/**
 * The 404 pages, one per language ("/404", "/am/404"), and each language's "Project Not Found"
 * ("/projects/not-found", "/am/projects/not-found"); the build turns each into an .html file
 * that the servers answer unknown addresses with (scripts/post-build.ts, `notFoundPages`).
 */
export function notFoundPaths(): string[] {
  return locales.flatMap((locale) => [
    localizePath("/404", locale),
    localizePath(projectNotFoundPath, locale),
  ]);
}
