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

/** The 404 pages, one per language ("/404", "/am/404"). */
export function notFoundPaths(): string[] {
  return locales.map((locale) => localizePath("/404", locale));
}
