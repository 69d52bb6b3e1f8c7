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
 * The lists whose items have pages of their own (/projects/{id}, /blog/{id}). An address under
 * one that names no item, or an item taken off the site, answers with the list's "not found"
 * page, prerendered by the item's own route at `{list}/not-found` (no item has that id), so that
 * it comes alive in the browser at the visitor's address without a mismatch.
 */
export const itemLists = ["/projects", "/blog"] as const;

/** Where a list's "not found" page is prerendered: "/projects/not-found" (Project Not Found). */
export function itemNotFoundPath(list: (typeof itemLists)[number]): string {
  return `${list}/not-found`;
}

/** Where "Project Not Found" is prerendered: the page an unknown project id (/projects/999) answers. */
export const projectNotFoundPath = itemNotFoundPath("/projects");

/**
 * Where the page a form's post over the body limit is answered with is prerendered (413, in the
 * language of the post's address: scripts/serve.mjs and deploy/nginx/site.conf serve its file).
 */
export const formTooLargePath = "/413";

/**
 * Where the page nginx answers with when the Node server does not answer (503, a restart) is
 * prerendered, in the language of the request's address (deploy/nginx/site.conf serves its file).
 */
export const unavailablePath = "/503";

/**
 * Where the 404 page of an English address of two parts or more (/no-such/page) is prerendered.
 * A 404 page comes alive in the browser only at an address the browser's router matches to the
 * route it was prerendered on: an English address of one part (/no-such-page, /404) is the tree's
 * index route, one of more parts its `*` route, so English has a 404 page of each. Under a
 * language's prefix every unknown address is of two parts or more, as its /am/404 is: its twins
 * here (/am/not-found/404), written as every page is, answer nothing.
 */
export const deepNotFoundPath = "/not-found/404";

/**
 * The English paths of the pages the servers answer with themselves: the 404 pages and each
 * list's (unknown addresses), the 413 page (a form's post too large to read) and the 503 page
 * (nginx's, when the Node server does not answer). None answers
 * at its own address but with its status (scripts/serve.mjs, deploy/nginx/site.conf).
 */
export function englishNotFoundPaths(): string[] {
  return [
    "/404",
    deepNotFoundPath,
    formTooLargePath,
    unavailablePath,
    ...itemLists.map(itemNotFoundPath),
  ];
}

/**
 * The 404 pages, one per language ("/404", "/am/404"), and each language's "not found" page of
 * each list ("/projects/not-found", "/am/blog/not-found"); the build turns each into an .html
 * file that the servers answer unknown addresses with (scripts/post-build.ts, `notFoundPages`).
 */
export function notFoundPaths(): string[] {
  return locales.flatMap((locale) =>
    englishNotFoundPaths().map((path) => localizePath(path, locale)),
  );
}
