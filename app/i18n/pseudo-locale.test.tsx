/**
 * A new language must mean translations only (issue 12, docs/decisions/0025). This test swaps the
 * Amharic translation of every text module for a generated pseudo-language (each English text
 * wrapped in ⟦…⟧), renders every page template with the real route loaders and components, and
 * fails on any text a visitor could see or hear that did not come from the translations: a
 * string left in a component, or a text module a page forgot to localize.
 */
import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, Outlet, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { chromeText } from "~/content/chrome";
import { site } from "~/content/site";
import { localeInfo } from "~/i18n/locales";

/** The pseudo-translation of a value: every string wrapped, `{placeholders}` kept. */
function pseudo(value: unknown): unknown {
  if (typeof value === "string") return value === "" ? value : `⟦${value}⟧`;
  if (Array.isArray(value)) return value.map(pseudo);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudo(item)]));
  return value;
}

/** Whether an export is a `Localized` text module: an object keyed by exactly the locales. */
function isLocalized(value: unknown): value is { en: unknown; am: unknown } {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).sort().join() === "am,en"
  );
}

const contentModules = import.meta.glob<Record<string, unknown>>(
  ["../content/*.ts", "!../content/*.test.ts"],
  {
    eager: true,
  },
);

interface RouteModule {
  default: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  handle?: { translated?: boolean };
}
const routeModules = import.meta.glob<RouteModule>("../routes/*.tsx", { eager: true });

/** One page of every public template, in the pseudo-language (which borrows Amharic's URLs). */
const pages: { file: string; path: string; pattern: string }[] = [
  { file: "home", path: "/am", pattern: "am" },
  { file: "about", path: "/am/about", pattern: "am/about" },
  { file: "services", path: "/am/services", pattern: "am/services" },
  { file: "contact", path: "/am/contact", pattern: "am/contact" },
  { file: "get-started", path: "/am/get-started", pattern: "am/get-started" },
  { file: "projects", path: "/am/projects", pattern: "am/projects" },
  {
    file: "project-detail",
    path: "/am/projects/project-1",
    pattern: "am/projects/:projectId",
  },
  {
    file: "project-report",
    path: "/am/projects/solar-pumps-moa",
    pattern: "am/projects/solar-pumps-moa",
  },
  { file: "blog", path: "/am/blog", pattern: "am/blog" },
  { file: "products", path: "/am/products", pattern: "am/products" },
  { file: "size-your-system", path: "/am/size-your-system", pattern: "am/size-your-system" },
  { file: "site-visit", path: "/am/site-visit", pattern: "am/site-visit" },
  { file: "privacy", path: "/am/privacy", pattern: "am/privacy" },
  { file: "not-found", path: "/am/no-such-page", pattern: "am/*" },
];

/** Texts that are the same in every language: names, numbers for machines, contact details. */
const universal = [
  site.brand,
  site.legalName,
  site.phone,
  site.email,
  ...site.offices.flatMap((office) => [office.phone, office.email]),
  ...site.social.map((link) => link.name),
  // The language switch names each language in itself.
  ...Object.values(localeInfo).map((info) => info.name),
];

/** Whether a visible text came from a translation (or needs none). */
function translated(text: string): boolean {
  let rest = text;
  for (const fixed of universal) rest = rest.split(fixed).join(" ");
  // A template filled with translated values nests ("⟦⟦Jimma⟧, ⟦Oromia⟧ region⟧"): strip
  // pseudo-text from the innermost out.
  for (let before = ""; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  // Ge'ez can only come from Intl here (dates, in the calendar of the borrowed locale): every
  // translation is pseudo-text.
  rest = rest.replace(/[\u1200-\u139f]+/g, " ");
  // What is left may only be numbers, punctuation, symbols and unit symbols.
  return /^[\s\d\p{P}\p{S}]*(?:(?:kWp?|Wp|kWh|m|mm|km|ha|l|x|ETB|USD)[\s\d\p{P}\p{S}]*)*$/u.test(
    rest,
  );
}

/** Every text node and accessible text attribute under an element that is not pseudo-text. */
function untranslated(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest("script, style, svg")) continue;
    const text = node.textContent ?? "";
    if (!translated(text)) found.push(text.trim());
  }
  for (const element of root.querySelectorAll("*")) {
    for (const name of ["aria-label", "alt", "title", "placeholder"]) {
      const value = element.getAttribute(name);
      if (value && !translated(value)) found.push(`${name}="${value}"`);
    }
  }
  return [...new Set(found)];
}

/** The real Amharic translations, put back after the test (modules may be shared with others). */
const originals = new Map<{ am: unknown }, unknown>();

afterAll(() => {
  for (const [module, am] of originals) module.am = am;
});

beforeAll(() => {
  // Browser APIs jsdom lacks, which widgets use once mounted.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // The pseudo-language replaces Amharic's translations, module by module.
  let swapped = 0;
  originals.clear();
  for (const module of Object.values(contentModules)) {
    for (const value of Object.values(module)) {
      if (!isLocalized(value)) continue;
      originals.set(value, value.am);
      (value as { am: unknown }).am = pseudo(value.en);
      swapped += 1;
    }
  }
  expect(swapped).toBeGreaterThan(1);
});

describe("a language is translations only: pseudo-language pages", () => {
  it("found every page's route module", () => {
    for (const { file } of pages) expect(routeModules[`../routes/${file}.tsx`], file).toBeDefined();
  });

  // Pages whose route declares its texts translated (`handle.translated`); the others still
  // show their English content, marked lang="en" (docs/decisions/0025).
  const translated = pages.filter(
    ({ file }) => routeModules[`../routes/${file}.tsx`]?.handle?.translated,
  );

  it("covers at least one page", () => expect(translated.length).toBeGreaterThan(0));

  for (const { file, path, pattern } of translated) {
    it(`${path} shows only translated text`, async () => {
      const route = routeModules[`../routes/${file}.tsx`];
      if (!route) throw new Error(`no route module ${file}`);
      const Page = route.default;
      const Stub = createRoutesStub([
        {
          id: "root",
          path: "/",
          loader: () => ({ locale: "am", chrome: chromeText.am }),
          Component: () => (
            <>
              <SiteHeader />
              <main id="main">
                <Outlet />
              </main>
              <SiteFooter />
            </>
          ),
          children: [{ path: pattern, loader: route.loader, Component: Page }],
        },
      ]);
      const { container } = render(<Stub initialEntries={[path]} />);
      await screen.findAllByRole("heading", { level: 1 });
      const leftovers = untranslated(container);
      if (leftovers.length > 0) console.error(path, leftovers);
      expect(leftovers).toEqual([]);
    });
  }
});
