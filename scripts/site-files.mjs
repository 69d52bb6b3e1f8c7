// Shared by the build checks: the prerendered pages of build/client and the files each one loads.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const CLIENT = "build/client";

/**
 * Every prerendered page: { path, file }, path as a visitor types it ("/about"). The one listing
 * of built pages that the build scripts share (post-build, checks, budgets, bench). The 404 page
 * is "/404.html" (its prerendered copy at /404 is left out).
 */
export function builtPages(client = CLIENT) {
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html") && !e.name.startsWith("__"))
    .map((e) => {
      const file = join(e.parentPath, e.name);
      const rel = relative(client, file).split(sep).join("/");
      const path = rel === "index.html" ? "/" : `/${rel.replace(/\/?index\.html$/, "")}`;
      return { path, file };
    })
    .filter((page) => page.path !== "/404")
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Attribute values of tags in an HTML string, e.g. attrs(html, "img", "src"). */
export function attrs(html, tag, name) {
  const values = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "gi"))) {
    const v = m[0].match(new RegExp(`\\s${name}="([^"]*)"`, "i"));
    if (v) values.push(v[1].replaceAll("&amp;", "&"));
  }
  return values;
}

/** The files a page loads before any interaction, grouped by kind (site paths, deduplicated). */
export function firstLoadFiles(html) {
  const js = new Set();
  for (const href of attrs(html, "link", "href").filter((h) => h.endsWith(".js"))) js.add(href);
  for (const src of attrs(html, "script", "src")) js.add(src);
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    js.add(m[1]);
  for (const m of html.matchAll(/import\(["'](\/assets\/[^"']+\.js)["']\)/g)) js.add(m[1]);
  // Module preloads issued by the deferred boot script (scripts/post-build.ts).
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]);
  const css = new Set(
    [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
      .map((m) => m[0].match(/href="([^"]+)"/)?.[1])
      .filter(Boolean),
  );
  const images = new Set();
  for (const src of attrs(html, "img", "src")) images.add(src);
  // A <picture> source: the browser picks one candidate; count the largest, to be safe.
  for (const set of attrs(html, "source", "srcset")) {
    const last = set
      .split(",")
      .map((c) => c.trim().split(/\s+/)[0])
      .at(-1);
    if (last) images.add(last);
  }
  for (const href of attrs(html, "link", "href").filter((h) => /\.(svg|png|ico)$/.test(h)))
    images.add(href);
  // Fonts the page preloads (the Ethiopic face of Amharic pages).
  const fonts = new Set(
    [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>/g)]
      .map((m) => m[0].match(/href="([^"]+)"/)?.[1])
      .filter(Boolean),
  );
  return {
    js: [...js],
    css: [...css],
    images: [...images].filter((p) => p.startsWith("/")),
    fonts: [...fonts],
  };
}

/** The bytes of a site path in the build. */
export function readSiteFile(path) {
  return readFileSync(join(CLIENT, decodeURIComponent(path.split(/[?#]/)[0])));
}

/**
 * The languages of the site, as the build wrote them from app/i18n/locales.ts: the default one
 * at the root, every other under its prefix. `buildDirectory`: another copy of the build (the
 * server's BUILD_DIR).
 * @param {string} [buildDirectory]
 * @returns {{ defaultLocale: string, locales: string[], prefixed: string[], prefix: RegExp }}
 */
export function builtLanguages(buildDirectory = "build") {
  const { defaultLocale, locales } = JSON.parse(
    readFileSync(`${buildDirectory}/server/languages.json`, "utf8"),
  );
  const prefixed = locales.filter((locale) => locale !== defaultLocale);
  return {
    defaultLocale,
    locales,
    prefixed,
    prefix: new RegExp(`^/(?:${prefixed.join("|")})(?=/|$)`),
  };
}
