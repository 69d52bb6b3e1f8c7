import { staticPaths } from "../../app/content/site-map";
import { defaultLocale, localizePath, locales } from "../../app/i18n/locales";

/** One page of every template and state, in English. */
const englishTemplates: readonly { name: string; path: string }[] = [
  ...staticPaths.map((path) => ({ name: path === "/" ? "home" : path.slice(1), path })),
  { name: "projects, filtered to no result", path: "/projects?q=no-such-project" },
  { name: "project detail", path: "/projects/project-1" },
  { name: "project detail (unknown id)", path: "/projects/project-999" },
  { name: "report", path: "/projects/solar-pumps-moa" },
  { name: "not found", path: "/this-page-does-not-exist" },
  // Rendered by the server from their query (docs/decisions/0034).
  { name: "shared estimate", path: "/size-your-system?crop=tomato&area=5&drill=yes" },
  {
    name: "lender sheet",
    path: "/size-your-system/lender-sheet?drill=yes&incomeYield=150&incomePrice=3000",
  },
];

/**
 * One page of every page template (route module) and state the accessibility sweeps check:
 * axe (a11y.spec.ts) and HTML_CodeSniffer through pa11y (pa11y.spec.ts), in every language
 * (/am/… too: Ge'ez text, longer words and another font lay out differently). Pages that share a
 * template (the 40 project pages, the two reports) are represented by one of them; what differs
 * between them is content, which the unit tests check.
 */
export const templatePages: readonly { name: string; path: string }[] = locales.flatMap((locale) =>
  englishTemplates.map(({ name, path }) =>
    locale === defaultLocale
      ? { name, path }
      : { name: `${name} [${locale}]`, path: localizePath(path, locale) },
  ),
);

/**
 * The canonical path of a page: /projects/N (and /am/projects/N) is the same page as
 * /projects/project-N and names it as canonical; every other page is its own.
 */
export function canonicalPath(path: string): string {
  return path.replace(/^((?:\/[a-z]{2})?)\/projects\/(\d+)$/, "$1/projects/project-$2");
}
