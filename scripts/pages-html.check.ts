// What every prerendered page's HTML says for itself, read from the build (the bytes nginx and
// the Node server send unchanged), without a server or a browser: one h1, a unique title and a
// description; its canonical URL, Open Graph and Twitter tags; its twins in every language, each
// linking to all the others; no resource named on another host; an old project address shows
// the same page as its canonical one; the structured data search engines read (JSON-LD); the quotation marks of each language. Run by the gate beside the browser tests
// (`vitest run -c vitest.build.config.ts`); it fails when there is no build.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pagePaths, prerenderPaths } from "../app/content/site-map";
import { projects } from "../app/content/projects";
import { site } from "../app/content/site";
import { localeFromPath, localeInfo, localizePath, locales } from "../app/i18n/locales";
import { htmlDocument, textsOf } from "../tests/e2e/html";
import { canonicalPath } from "../tests/e2e/templates";
import { CLIENT } from "./site-files.mjs";

/** The prerendered HTML of a site path ("/404" for the page of an unknown address). */
function html(path: string): string {
  const file = path === "/404" ? "404.html" : join(path.slice(1), "index.html");
  return readFileSync(join(CLIENT, file), "utf8");
}

/** The href of the language switch's link to a language, in a page's HTML. */
function switchHref(page: string, locale: string): string | undefined {
  const link = [...page.matchAll(/<a\b[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes(`hrefLang="${locale}"`));
  return link?.match(/href="([^"]*)"/)?.[1];
}

const built = existsSync(join(CLIENT, "index.html"));
const routes = prerenderPaths();

describe.runIf(built)("every prerendered page's HTML", () => {
  it("has one h1, a unique title and a meta description (the 404 page too)", () => {
    const titles = new Map<string, string>();
    for (const path of [...routes, "/404"]) {
      const page = html(path);
      expect(page.match(/<h1[\s>]/g), path).toHaveLength(1);
      const title = page.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      const description = page.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(description?.length ?? 0, path).toBeGreaterThan(40);
      // /projects/N is the same page as /projects/project-N and shares its title on purpose.
      const key = canonicalPath(path);
      const owner = [...titles.entries()].find(([, t]) => t === title)?.[0];
      if (owner) expect(owner, `${path} repeats the title of ${owner}`).toBe(key);
      titles.set(key, title);
    }
  });

  it("ends its title with the brand in its language's script: in Ge'ez on Amharic pages", () => {
    for (const path of [...routes, "/404"]) {
      const title = html(path).match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      const brand = path === "/am" || path.startsWith("/am/") ? "ፀሐይ ሶላር" : "Tsehay Solar";
      expect(title, path).toMatch(new RegExp(`\\| ${brand}$`));
    }
  });

  it("has data for a visit from another page in its own language (/am.data is Amharic's home)", () => {
    for (const path of routes) {
      const file = join(CLIENT, path === "/" ? "_.data" : `${path}.data`);
      if (!existsSync(file)) continue;
      const named = readFileSync(file, "utf8").match(/"locale","([a-z]+)"/)?.[1];
      expect(named, path).toBe(localeFromPath(path));
    }
  });

  it("names its canonical URL and has Open Graph and Twitter tags", () => {
    const meta = (page: string, attribute: string, name: string) =>
      page.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];
    for (const path of routes) {
      const page = html(path);
      const canonical = page.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(new URL(canonical ?? "").pathname, path).toBe(canonicalPath(path));
      expect(meta(page, "property", "og:title"), path).toMatch(/.+/);
      expect(meta(page, "property", "og:image"), path).toMatch(/share\.png$/);
      expect(meta(page, "name", "twitter:card"), path).toBe("summary_large_image");
    }
  });

  it("names no resource on another host", () => {
    for (const path of routes) {
      const page = html(path);
      // Canonical and alternate links name the public address; they fetch nothing.
      const named = new Set(
        [...page.matchAll(/<link rel="(?:canonical|alternate)"[^>]*\shref="([^"]+)"/g)].map(
          (match) => match[1],
        ),
      );
      // Resources the browser fetches by itself: scripts, styles, pictures, frames, preloads.
      const fetched = [
        ...page.matchAll(
          /<(?:script|img|source|iframe|link)\b[^>]*\s(?:src|srcset|href)="([^"]+)"/g,
        ),
      ]
        .map((match) => match[1] ?? "")
        .filter((url) => /^(https?:)?\/\//.test(url) && !named.has(url));
      expect(fetched, path).toEqual([]);
    }
  });

  it("shows at an old project address (/projects/N) the page of /projects/project-N, in every language", () => {
    // The browser reads each page's content once, at its canonical address (delivery.spec.ts):
    // what it would see at the old one is the same <main> and the same title, byte for byte.
    const part = (page: string, pattern: RegExp) => page.match(pattern)?.[0];
    const pairs = routes.filter((path) => canonicalPath(path) !== path);
    expect(pairs).toHaveLength(projects.length * locales.length);
    for (const path of pairs) {
      const [old, canonical] = [html(path), html(canonicalPath(path))];
      const main = part(old, /<main\b[\s\S]*<\/main>/);
      expect(main, path).toMatch(/<h1[\s>]/);
      expect(main, path).toBe(part(canonical, /<main\b[\s\S]*<\/main>/));
      expect(part(old, /<title>[^<]*<\/title>/), path).toBe(
        part(canonical, /<title>[^<]*<\/title>/),
      );
    }
  });

  it("has a twin in every language, and each links to all the others", () => {
    // /projects/N duplicates /projects/project-N: skipped.
    const numeric = new Set(projects.map((project) => `/projects/${project.serialNumber}`));
    for (const path of pagePaths().filter((english) => !numeric.has(english))) {
      const twins = locales.map((locale) => ({ locale, path: localizePath(path, locale) }));
      for (const twin of twins) {
        const page = html(twin.path);
        expect(page, twin.path).toContain(`<html lang="${twin.locale}"`);
        expect(page, twin.path).toContain(
          `<meta property="og:locale" content="${localeInfo[twin.locale].ogLocale}"/>`,
        );
        for (const other of twins) {
          expect(page, twin.path).toContain(
            `<link rel="alternate" hrefLang="${other.locale}" href="${new URL(other.path, site.baseUrl).href}"/>`,
          );
          if (other.locale !== twin.locale)
            expect(switchHref(page, other.locale), twin.path).toBe(other.path);
        }
      }
    }
  });
});

describe.runIf(built)("structured data in the prerendered pages", () => {
  /** The JSON-LD blocks of a page, as search engines read them from its HTML. */
  const jsonLd = (path: string) =>
    [...htmlDocument(html(path)).querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "null"),
    );

  it("home and contact describe the business with its three offices; contact has its FAQ", () => {
    const [business] = jsonLd("/");
    expect(business["@type"]).toBe("LocalBusiness");
    expect(business.department.map((d: { name: string }) => d.name)).toEqual([
      "Tsehay Solar Addis Ababa",
      "Tsehay Solar Bahir Dar",
      "Tsehay Solar Hawassa",
    ]);
    expect(business.openingHoursSpecification[0].opens).toBe("08:00");
    const faq = jsonLd("/contact").find((block) => block["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(4);
    expect(faq.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(20);
  });

  it("the blog describes both reports, newest first", () => {
    const [graph] = jsonLd("/blog");
    expect(graph["@graph"].map((r: { url: string }) => new URL(r.url).pathname)).toEqual([
      "/projects/nahom-construction-partnership",
      "/projects/solar-pumps-moa",
    ]);
  });
});

describe.runIf(built)("quoted words in the prerendered pages", () => {
  it("Amharic pages quote people's words between « », English pages between “ ”", () => {
    const quoted = ["/", "/services", "/get-started", "/projects/solar-pumps-moa"];
    for (const [locale, pattern] of [
      ["en", /^“[^«»“”]+”$/],
      ["am", /^«[^«»“”]+»$/],
    ] as const) {
      for (const path of quoted.map((english) => localizePath(english, locale))) {
        // Each quotation's paragraphs, as a browser reads their text.
        const quotes = textsOf(htmlDocument(html(path)), "blockquote p");
        expect(quotes.length, path).toBeGreaterThan(0);
        for (const quote of quotes) expect(quote, path).toMatch(pattern);
      }
    }
  });
});
