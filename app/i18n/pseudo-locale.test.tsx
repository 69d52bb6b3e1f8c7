/**
 * A new language must mean one catalogue folder plus one line in the list (issues 12 and 20,
 * docs/decisions/0025). For every translated language of `locales`, this test replaces its
 * catalogue in the registry with a generated pseudo-language (each English text wrapped in ⟦…⟧), renders every page template with the real route loaders and components, and
 * fails on any text a visitor could see or hear that did not come from the translations: a
 * string left in a component, or a text module a page forgot to localize.
 */
import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, Outlet, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { contactSeed, site } from "~/content/site";
import { companyView, figuresSeed, headlineFigures } from "~/content/company";
import { companySeed } from "~/server/company.server";
import type { Catalogue } from "~/content/catalogue";
import { catalogue, translations } from "~/content/catalogues";
import {
  defaultLocale,
  localeInfo,
  localizePath,
  locales,
  type Locale,
  type TranslatedLocale,
} from "~/i18n/locales";

/** Every language but the default, from the list: each must satisfy the test on its own. */
const translatedLocales = locales.filter(
  (locale): locale is TranslatedLocale => locale !== defaultLocale,
);

/** The pseudo-translation of a value: every string wrapped, `{placeholders}` kept. */
function pseudo(value: unknown): unknown {
  if (typeof value === "string") return value === "" ? value : `⟦${value}⟧`;
  if (Array.isArray(value)) return value.map(pseudo);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudo(item)]));
  return value;
}

interface RouteModule {
  default: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  handle?: { translated?: boolean };
}
const routeModules = import.meta.glob<RouteModule>("../routes/*.tsx", { eager: true });

/** One page of every public template, by route file, English path and route pattern. */
const templates: { file: string; path: string; pattern: string }[] = [
  { file: "home", path: "/", pattern: "" },
  { file: "about", path: "/about", pattern: "about" },
  { file: "services", path: "/services", pattern: "services" },
  { file: "contact", path: "/contact", pattern: "contact" },
  { file: "get-started", path: "/get-started", pattern: "get-started" },
  { file: "projects", path: "/projects", pattern: "projects" },
  { file: "project-detail", path: "/projects/project-1", pattern: "projects/:projectId" },
  {
    file: "project-report",
    path: "/projects/solar-pumps-moa",
    pattern: "projects/solar-pumps-moa",
  },
  { file: "blog", path: "/blog", pattern: "blog" },
  { file: "products", path: "/products", pattern: "products" },
  { file: "size-your-system", path: "/size-your-system", pattern: "size-your-system" },
  { file: "site-visit", path: "/site-visit", pattern: "site-visit" },
  { file: "privacy", path: "/privacy", pattern: "privacy" },
  { file: "not-found", path: "/no-such-page", pattern: "*" },
];

/** Every template in every translated language of the list, under the language's prefix. */
const pages = translatedLocales.flatMap((locale) =>
  templates.map(({ file, path, pattern }) => ({
    locale,
    file,
    path: localizePath(path, locale),
    pattern: pattern === "" ? locale : `${locale}/${pattern}`,
  })),
);

/** Texts that are the same in every language: names, numbers for machines, contact details. */
const universal = [
  site.brand,
  site.legalName,
  contactSeed.phone,
  contactSeed.email,
  ...contactSeed.offices.flatMap((office) => [office.phone, office.email]),
  ...contactSeed.social.map((link) => link.name),
  // The language switch names each language in itself.
  ...Object.values(localeInfo).map((info) => info.name),
];

/** The month names `Intl` writes in a language's dates: they come from the platform, not us. */
function monthNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(localeInfo[locale].dates, {
    month: "long",
    timeZone: "UTC",
  });
  return Array.from({ length: 12 }, (_, month) =>
    format.format(new Date(Date.UTC(2026, month, 15))),
  );
}

/** Whether a visible text came from a translation (or needs none). */
function translated(text: string, locale: Locale): boolean {
  let rest = text;
  // The word for birr is part of a language's line in the list of languages (`localeInfo`), like
  // its number and date formats.
  const birr = localeInfo[locale].birr.replace("{value}", "").trim();
  for (const fixed of [...universal, ...monthNames(locale), birr])
    rest = rest.split(fixed).join(" ");
  // Innermost first: a translated value filled into a translated template nests.
  while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  // Ge'ez can only come from Intl here (dates in the Ethiopian calendar, whose thirteenth month
  // the Gregorian months above miss): every translation is pseudo-text.
  rest = rest.replace(/[\u1200-\u139f]+/g, " ");
  // What is left may only be numbers, punctuation, symbols and unit symbols.
  return /^[\s\d\p{P}\p{S}]*(?:(?:kWp?|Wp|kWh|m|mm|km|ha|l|L|x|ETB|USD)[\s\d\p{P}\p{S}]*)*$/u.test(
    rest,
  );
}

/** Every text node and accessible text attribute under an element that is not pseudo-text. */
function untranslated(root: HTMLElement, locale: Locale): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest("script, style, svg")) continue;
    const text = node.textContent ?? "";
    // A template with elements in it (`TemplateText`: "⟦… {phone}.⟧" with a link) splits into
    // several text nodes; its pieces are translated when their element's whole text is.
    const whole = parent?.textContent ?? "";
    if (!translated(text, locale) && !translated(whole, locale)) found.push(text.trim());
  }
  for (const element of root.querySelectorAll("*")) {
    for (const name of ["aria-label", "alt", "title", "placeholder"]) {
      const value = element.getAttribute(name);
      if (value && !translated(value, locale)) found.push(`${name}="${value}"`);
    }
  }
  return [...new Set(found)];
}

/** The real catalogues, put back after the test (the registry may be shared with others). */
const originals = new Map<TranslatedLocale, Catalogue>();

afterAll(() => {
  for (const [locale, real] of originals) translations[locale] = real;
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
  // Each language's catalogue folder is replaced by a pseudo-language generated from English.
  originals.clear();
  const pseudoCatalogue = pseudo(catalogue(defaultLocale)) as Catalogue;
  for (const locale of translatedLocales) {
    originals.set(locale, translations[locale]);
    translations[locale] = pseudoCatalogue;
  }
  expect(originals.size).toBe(locales.length - 1);
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

  for (const { locale, file, path, pattern } of translated) {
    it(`${path} shows only translated text`, async () => {
      const route = routeModules[`../routes/${file}.tsx`];
      if (!route) throw new Error(`no route module ${file}`);
      const Page = route.default;
      const Stub = createRoutesStub([
        {
          id: "root",
          path: "/",
          loader: () => ({
            locale,
            chrome: catalogue(locale).chrome,
            // The store's texts stand for staff's translations: pseudo-text like the catalogues.
            company: pseudo(companyView(companySeed(), locale)),
            headline: headlineFigures(figuresSeed),
            // Figures only, no words: the footer's year.
            figures: { price: "", year: "2026" },
          }),
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
      await screen.findAllByRole("heading", { level: 1 }, { timeout: 15_000 });
      const leftovers = untranslated(container, locale);
      if (leftovers.length > 0) console.error(path, leftovers);
      expect(leftovers).toEqual([]);
      // Rendering a whole page in jsdom is slow on a busy machine: room enough, not a bound.
    }, 60_000);
  }
});
