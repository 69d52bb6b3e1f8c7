// Runs at the end of `react-router build` (buildEnd in react-router.config.ts). Writes what a
// static host needs beside the prerendered pages:
// - 404.html (the catch-all route prerendered at /404), and projects/not-found.html ("Project
//   Not Found", for unknown project ids), each in every language;
// - sitemap.xml (canonical pages only) and robots.txt, on the site config's base URL;
// - the Content-Security-Policy of each page, with sha256 hashes of the inline scripts React
//   Router writes into it, as an nginx map (build/server/csp-map.conf) and a Netlify/Cloudflare
//   Pages `_headers` file, so no policy ever needs 'unsafe-inline' for scripts;
// - the list of languages (build/server/languages.json) and, in the nginx map file and
//   build/server/not-found.json, which of those pages answers an unknown address.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, extname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { projects } from "../app/content/projects";
import { site } from "../app/content/site";
import {
  deepNotFoundPath,
  formTooLargePath,
  itemLists,
  itemNotFoundPath,
  notFoundPaths,
  pagePaths,
  staticPaths,
  unavailablePath,
} from "../app/content/site-map";
import { defaultLocale, localizePath, locales, type Locale } from "../app/i18n/locales";
import { videoEmbedOrigin } from "../app/lib/youtube-video";
import { contentSecurityPolicy as policyWith, headersFileLines } from "./security-headers.mjs";
import { builtPages } from "./site-files.mjs";

/**
 * The nginx maps from a URL to the page an unknown address answers with (`notFoundPages`), and to
 * its language's 413 and 503 pages, one line per translated language of the list.
 */
function languageMap(): string {
  const pages = notFoundPages().map(({ pattern, page }) => `    ~${pattern} ${page};`);
  const byLanguage = (path: string) =>
    locales
      .filter((locale) => locale !== defaultLocale)
      .map((locale) => `    ~^/${locale}(/|$) ${localizePath(path, locale)}.html;`)
      .join("\n");
  return `# The page an unknown address answers with 404 (notFoundPages in scripts/post-build.ts), from\n# the address as the browser sent it.\nmap $request_path $not_found_page {\n    default /404.html;\n${pages.join("\n")}\n}\n# The page a post too large to read answers with 413, in its address's language.\nmap $uri $too_large_page {\n    default ${formTooLargePath}.html;\n${byLanguage(formTooLargePath)}\n}\n# The page nginx answers with 503 when the Node server does not answer, in the address's language.\nmap $uri $unavailable_page {\n    default ${unavailablePath}.html;\n${byLanguage(unavailablePath)}\n}\n`;
}

/**
 * Which prerendered page answers an unknown address with 404 (or a withdrawn one with 410), the
 * first whose pattern matches the path: an unknown item of a list (one segment under a language's
 * /projects/ or /blog/) gets that language's "not found" page of the list (Project Not Found),
 * any other address under a language's prefix its 404 page, any other of two parts or more the
 * default language's 404 page of the `*` route (`deepNotFoundPath`); the rest, one part, the
 * default language's 404 page. Written for nginx (the map `$not_found_page`) and for the Node
 * server (build/server/not-found.json), from the one list of languages. The path is the address
 * as the browser sent it, still encoded: its parts are the parts the browser's router matches
 * (an encoded slash is inside one), so the page comes alive there on the route it was
 * prerendered on.
 */
export function notFoundPages(): { pattern: string; page: string }[] {
  const prefixed = locales.filter((locale) => locale !== defaultLocale);
  const languages = prefixed.join("|");
  const pages = framePagePatterns().join("|");
  return [
    // Where the browser's router matches a page that is not there, no prerendered page could come
    // alive: the application renders the 404 on that route (`noSuchPage`). A page under a prefix
    // that is no language's (/en/contact, /about/contact, /xx/projects/1), and the forms' answer
    // (a GET of /enquiry: a saved form's confirmation, or "Page not found"). First:
    // "/projects/contact" is the contact route's.
    { pattern: `^/(?!(?:${languages})/)[^/]+/(?:${pages})$`, page: "@app" },
    { pattern: `^(?:/(?:${languages}))?/enquiry$`, page: "@app" },
    ...locales.flatMap((locale) =>
      itemLists.map((list) => ({
        pattern: `^${localizePath(list, locale)}/[^/]+$`,
        page: `${localizePath(itemNotFoundPath(list), locale)}.html`,
      })),
    ),
    ...prefixed.map((locale) => ({
      pattern: `^/${locale}(/|$)`,
      page: `${localizePath("/404", locale)}.html`,
    })),
    { pattern: "^/[^/]*/", page: `${deepNotFoundPath}.html` },
  ];
}

/**
 * The pages of the public route tree (`frame` in app/routes.ts), as patterns of the address's
 * parts after a prefix: the static pages, an item of a list ("projects/[^/]+"), the lender sheet
 * and the forms' answer. Not read from the route tree itself, which imports the build's tools:
 * this module runs on the server too, when staff publish. A unit test keeps the two alike.
 */
function framePagePatterns(): string[] {
  return [
    ...staticPaths.filter((path) => path !== "/").map((path) => path.slice(1)),
    ...itemLists.map((list) => `${list.slice(1)}/[^/]+`),
    "size-your-system/lender-sheet",
    "enquiry",
  ];
}

/** The page's Content-Security-Policy (scripts/security-headers.mjs) for these script hashes. */
export function contentSecurityPolicy(scriptHashes: string): string {
  return policyWith(scriptHashes, videoEmbedOrigin);
}

/** The sha256 CSP sources of the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (
      /\ssrc=/.test(attributes) ||
      /type="application\/(ld\+)?json"/.test(attributes) ||
      body === ""
    ) {
      continue;
    }
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

/** How many module preload links the boot adds in one task. */
const preloadsPerTask = 6;

/** Marks the boot script this file writes, so checks of the build can find it. */
export const DEFERRED_BOOT_MARKER = 'data-boot="deferred"';

/** A page whose boot script React Router wrote in a shape this file does not know. */
export class BootScriptShapeError extends Error {
  override name = "BootScriptShapeError";
}

/** React Router's boot script of a page, taken apart (see docs/decisions/0020). */
interface BootScript {
  /** The whole `<script type="module" async="">…</script>` element. */
  element: string;
  /** Hrefs of the `<link rel="modulepreload">` tags, in document order. */
  preloads: string[];
  /** `import "…";` lines: the manifest, which must run before the route modules. */
  sideEffect: string[];
  /** `import * as routeN from "…";` lines, as [name, href]. */
  named: [string, string][];
  /** The object literal assigned to `window.__reactRouterRouteModules`. */
  modules: string;
  /** The entry module, imported last: it starts hydration. */
  entry: string;
}

/**
 * Parses the boot script React Router 8.4's `<Scripts>` writes into a prerendered page. Every
 * line must be one this file knows how to rewrite; anything else (a route split into several
 * chunks, an HMR runtime, a lazily discovered manifest, an import map for SRI) throws, so a
 * framework upgrade that changes the shape fails the build instead of shipping pages whose
 * hydration silently breaks.
 */
export function parseBootScript(html: string): BootScript {
  const fail = (why: string): never => {
    throw new BootScriptShapeError(`unexpected boot script: ${why}`);
  };
  const boots = [...html.matchAll(/<script type="module" async="">([\s\S]*?)<\/script>/g)];
  if (boots.length !== 1) fail(`${boots.length} async module scripts, expected 1`);
  if (html.includes('type="importmap"')) fail("an import map (SRI) is not supported");
  const [element, body = ""] = boots[0] as RegExpMatchArray as [string, string];
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
    (m) => m[1] ?? "",
  );
  if (preloads.length === 0) fail("no modulepreload links");
  if ((html.match(/rel="modulepreload"/g) ?? []).length !== preloads.length)
    fail("a modulepreload link with attributes other than href");

  const sideEffect: string[] = [];
  const named: [string, string][] = [];
  let modules: string | undefined;
  let entry: string | undefined;
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (line === "" || line === ";") continue;
    const match =
      /^import "([^"]+)";?$/.exec(line) ??
      /^import \* as (route\d+) from "([^"]+)";$/.exec(line) ??
      /^window\.__reactRouterRouteModules = (\{[^;]*\});$/.exec(line) ??
      /^import\("([^"]+)"\);$/.exec(line);
    if (!match) fail(`unknown line ${JSON.stringify(line.slice(0, 80))}`);
    const [, a = "", b] = match as RegExpExecArray;
    if (line.startsWith("import(")) entry = a;
    else if (line.startsWith("window.")) modules = a;
    else if (b !== undefined) named.push([a, b]);
    else sideEffect.push(a);
    if (entry !== undefined && !line.startsWith("import(")) fail("a line after the entry import");
  }
  if (!modules) fail("no window.__reactRouterRouteModules assignment");
  if (!entry) fail("no entry import");
  if (named.length === 0) fail("no route module imports");
  if (sideEffect.length !== 1) fail(`${sideEffect.length} side-effect imports, expected 1`);
  // Every route variable the modules object names is imported, and nothing else is referenced.
  const names = new Set(named.map(([name]) => name));
  for (const [, name = ""] of (modules as string).matchAll(/:(\w+)/g))
    if (!names.has(name)) fail(`route module ${name} is not imported by name`);
  return {
    element,
    preloads,
    sideEffect,
    named,
    modules: modules as string,
    entry: entry as string,
  };
}

/**
 * Defers the page's JavaScript until the window's `load` event, so that on a slow network the
 * prerendered page (HTML, CSS, first-screen image) gets all the bandwidth and paints first, and
 * the ~120 KB of React and router code downloads afterwards, in parallel. React Router's
 * `<link rel="modulepreload">` tags become preloads issued at that moment, and its boot module's
 * static imports become dynamic imports in the same order.
 *
 * The boot also keeps every step short, because a long main-thread task is what a visitor on a
 * low-end phone feels (and what Total Blocking Time counts): it leaves the `load` event's task and
 * waits until the browser has nothing more urgent (such as compositing the first frame), adds the
 * preload links a few at a time, and evaluates the shared chunks one per task before the manifest,
 * the route modules and finally the entry, which starts hydration. Evaluating a chunk early changes
 * nothing else: a module runs once, after its own imports, whoever imports it first.
 *
 * Throws `BootScriptShapeError` when the page's boot script does not have the expected shape.
 */
export function deferHydration(html: string): string {
  const { element, preloads, sideEffect, named, modules, entry } = parseBootScript(html);
  // Shared chunks only: the manifest and the entry have side effects that must keep their order.
  const chunks = preloads.filter((href) => href !== entry && !sideEffect.includes(href));
  const script = [
    // One step per background-priority task, which runs only when the browser has nothing more
    // urgent (input, rendering, network); a message-channel turn where the Scheduler API is
    // missing. Unlike timers, neither is throttled in a background tab.
    `const tick = () => window.scheduler?.postTask ? scheduler.postTask(() => {}, { priority: "background" }) : new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); });`,
    // An idle period comes after the first frame is composited; a plain turn where it is missing.
    `const idle = () => new Promise((resolve) => window.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 500 }) : tick().then(resolve));`,
    `const boot = async () => {`,
    // An answer shown at another page's address (the 413 and 503 pages) reads without scripts:
    // the router there would find that other page.
    `  if (document.querySelector("[data-scriptless]")) return;`,
    `  await idle();`,
    `  const preloads = ${JSON.stringify(preloads)};`,
    `  for (let i = 0; i < preloads.length; i += 1) {`,
    `    const link = document.createElement("link");`,
    `    link.rel = "modulepreload";`,
    `    link.href = preloads[i];`,
    `    document.head.append(link);`,
    `    if (i % ${preloadsPerTask} === ${preloadsPerTask - 1}) await tick();`,
    `  }`,
    `  for (const href of ${JSON.stringify(chunks)}) {`,
    `    await import(href);`,
    `    await tick();`,
    `  }`,
    ...sideEffect.map((href) => `  await import(${JSON.stringify(href)});`),
    `  const [${named.map(([name]) => name).join(", ")}] = await Promise.all([${named
      .map(([, href]) => `import(${JSON.stringify(href)})`)
      .join(", ")}]);`,
    `  window.__reactRouterRouteModules = ${modules};`,
    `  await tick();`,
    // React DOM, in the entry, creates five errors as it is evaluated (sentinels it never shows).
    // Where an inspector watches the page (Lighthouse, PageSpeed Insights, open DevTools), V8 then
    // parses the whole entry again for their stacks' source positions: 110–140 ms at 4× CPU. With
    // no Error.stackTraceLimit it records no stack for them; the limit is back before any other
    // task runs (docs/decisions/0046-no-stacks-for-react-dom-sentinels.md).
    `  const limit = Error.stackTraceLimit;`,
    `  delete Error.stackTraceLimit;`,
    `  try {`,
    `    await import(${JSON.stringify(entry)});`,
    `  } finally {`,
    `    Error.stackTraceLimit = limit;`,
    `  }`,
    `};`,
    `if (document.readyState === "complete") boot();`,
    `else addEventListener("load", boot, { once: true });`,
  ].join("\n");
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(element, () => `<script type="module" ${DEFERRED_BOOT_MARKER}>${script}</script>`);
}

/**
 * Checks a built page's boot, as it ships: exactly one module script, the deferred boot, which
 * imports the entry last and the route modules before it, and nothing that would load scripts
 * before `load` (no modulepreload link, no other module or external script). Returns the
 * problems found (none: the page is fine) and the script URLs the boot imports.
 */
export function checkDeferredBoot(html: string): { problems: string[]; imports: string[] } {
  const problems: string[] = [];
  const modules = [...html.matchAll(/<script type="module"([^>]*)>([\s\S]*?)<\/script>/g)];
  if (modules.length !== 1) problems.push(`${modules.length} module scripts, expected 1`);
  const boot = modules[0];
  const body = boot?.[2] ?? "";
  if (!boot?.[1]?.includes(DEFERRED_BOOT_MARKER)) problems.push("the boot script is not deferred");
  if (/<link[^>]+rel="modulepreload"/.test(html)) problems.push("a modulepreload link remains");
  if (/<script[^>]+src=/.test(html)) problems.push("an external script tag");
  if (!body.includes('addEventListener("load", boot, { once: true })'))
    problems.push("the boot does not wait for the load event");
  if (!/window\.__reactRouterRouteModules = \{[^;]+\};/.test(body))
    problems.push("the boot does not set window.__reactRouterRouteModules");
  const imports = [...body.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1] ?? "");
  const entry = imports.at(-1);
  if (!entry || !/entry\.client/.test(entry)) problems.push("the entry is not imported last");
  if (!/const \[route0(, route\d+)*\] = await Promise\.all/.test(body))
    problems.push("the route modules are not imported");
  if (!html.includes("window.__reactRouterContext = "))
    problems.push("no router context script (hydration data)");
  return { problems, imports };
}

const MANIFEST_PREFIX = "window.__reactRouterManifest=";

/**
 * The browser's route manifest without the staff routes. Staff pages are rendered by the server
 * and ship no script, and no public page links to them, so the browser never routes to them; each
 * staff route would otherwise add its entry to every public page's first load.
 */
export function publicManifest(source: string): string {
  const body = source.trim();
  if (!body.startsWith(MANIFEST_PREFIX) || !body.endsWith(";"))
    throw new Error("post-build: the client manifest has an unknown shape");
  const manifest = JSON.parse(body.slice(MANIFEST_PREFIX.length, -1)) as {
    routes: Record<string, { id: string; parentId?: string }>;
  };
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (id.startsWith("routes/staff/") || route.parentId?.startsWith("routes/staff/"))
      delete manifest.routes[id];
  }
  return `${MANIFEST_PREFIX}${JSON.stringify(manifest)};`;
}

export async function postBuild(buildDirectory: string): Promise<void> {
  const client = join(buildDirectory, "client");

  for (const file of await readdir(join(client, "assets"))) {
    if (!/^manifest-[\w-]+\.js$/.test(file)) continue;
    const path = join(client, "assets", file);
    await writeFile(path, publicManifest(await readFile(path, "utf8")));
  }

  // The catch-all route prerendered at /404 becomes the 404.html static hosts serve for unknown
  // paths (with status 404); /404 itself is then an unknown path like any other.
  // Each language has its own: /am/404 becomes am/404.html, served for unknown paths under /am/.
  // So does "Project Not Found": /am/projects/not-found becomes am/projects/not-found.html,
  // served for an unknown project id under /am/projects/ (`notFoundPages`).
  for (const path of notFoundPaths()) {
    const dir = join(client, path);
    await copyFile(join(dir, "index.html"), `${dir}.html`);
    await rm(dir, { recursive: true });
  }
  const pages = builtPages(client);

  // Any page whose boot script has an unknown shape fails the build (non-zero exit).
  const failures: string[] = [];
  for (const { file } of pages) {
    const html = await readFile(file, "utf8");
    try {
      await writeFile(file, deferHydration(html));
    } catch (error) {
      if (!(error instanceof BootScriptShapeError)) throw error;
      failures.push(`${relative(client, file)}: ${error.message}`);
    }
  }
  if (failures.length > 0) {
    throw new BootScriptShapeError(
      `post-build: cannot defer hydration of ${failures.length} page(s); see docs/decisions/0020-deferred-hydration-boot-script.md\n${failures.join("\n")}`,
    );
  }

  // sitemap.xml: canonical URLs only (not /projects/N, not /404).
  const numeric = new Set(projects.map((p) => `/projects/${p.serialNumber}`));
  await writeSitemap(
    client,
    pagePaths().filter((path) => !numeric.has(path)),
  );
  await writeSecurityFiles(buildDirectory);
  await precompressAssets(join(client, "assets"));
}

/** The build's assets a server compresses: scripts, styles and drawings. */
const compressibleAsset = new Set([".js", ".css", ".svg"]);

/**
 * Each script, style sheet and drawing of `assets` beside its two compressed forms, made once at
 * their best: `.br` (Brotli at quality 11) and `.gz` (gzip at level 9), which nginx sends as they
 * are (`brotli_static`, `gzip_static`) and the Node server reads. The hashed assets never change
 * after the build, so a visitor's phone gets about 8 % fewer bytes than nginx's Brotli at quality 5
 * made on the fly, for about 2 CPU-seconds of the build's (docs/decisions/0075). A form no smaller
 * than the file is not written.
 */
export async function precompressAssets(assets: string): Promise<void> {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const files = (await readdir(assets)).filter((file) => compressibleAsset.has(extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const path = join(assets, file);
      const body = await readFile(path);
      const forms = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }).then((bytes) => ({ suffix: ".br", bytes })),
        gzipped(body, { level: 9 }).then((bytes) => ({ suffix: ".gz", bytes })),
      ]);
      for (const { suffix, bytes } of forms)
        if (bytes.length < body.length) await writeFile(`${path}${suffix}`, bytes);
    }),
  );
}

/**
 * sitemap.xml and robots.txt: the canonical pages (English paths), every language, each with its
 * alternates in the other languages (hreflang) and x-default (English).
 */
export async function writeSitemap(client: string, canonical: readonly string[]): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const href = (path: string, locale: Locale) =>
    new URL(localizePath(path, locale), site.baseUrl).href;
  const entries = canonical.flatMap((path) =>
    locales.map((locale) =>
      [
        `  <url><loc>${href(path, locale)}</loc><lastmod>${today}</lastmod>`,
        ...locales.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${href(path, other)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(path, defaultLocale)}"/>`,
        "  </url>",
      ].join("\n"),
    ),
  );
  await replaceFile(
    join(client, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`,
  );
  await replaceFile(
    join(client, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", site.baseUrl).href}\n`,
  );
}

/**
 * Replaces a file atomically: the new content is written beside it and renamed over it, so a
 * reader (nginx, the Node server) sees the old file or the new one, never half of one.
 */
export async function replaceFile(path: string, contents: string): Promise<void> {
  await (await stageFile(path, contents)).put();
}

/** A file's new content written beside it, to be put in its place or discarded. */
export interface StagedFile {
  /** Renames it over the file: a reader sees the old file or the new one, never half of one. */
  put(): Promise<void>;
  /** Removes it, and the folders made for it (a new page's), leaving the site as it was. */
  discard(): Promise<void>;
}

/**
 * Writes `contents` beside `path` under a name no page has, so that every file of a publication
 * can be written (a full disk, a folder the server cannot write, refuses it here) before any is
 * put in place.
 */
export async function stageFile(path: string, contents: string): Promise<StagedFile> {
  const made = await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(temporary, contents);
  } catch (error) {
    await rm(temporary, { force: true });
    if (made) await rm(made, { recursive: true, force: true });
    throw error;
  }
  return {
    put: () => rename(temporary, path),
    discard: async () => {
      await rm(temporary, { force: true });
      if (made) await rm(made, { recursive: true, force: true });
    },
  };
}

/**
 * The Content-Security-Policy of every built page, with the hashes of its inline scripts: an
 * nginx map (build/server/csp-map.conf) and the `_headers` file of static hosts and the Node
 * server; and the paths of pages taken off the site, which answer 410 (the map `$gone_page` in
 * the same file for nginx, `gone.json` for the Node server). Run after any page changes.
 */
export async function writeSecurityFiles(
  buildDirectory: string,
  gone: readonly string[] = [],
): Promise<void> {
  const client = join(buildDirectory, "client");
  const pages = builtPages(client);
  const policies: { path: string; csp: string }[] = [];
  for (const { path, file } of pages) {
    const html = await readFile(file, "utf8");
    policies.push({ path, csp: contentSecurityPolicy(inlineScriptHashes(html).join(" ")) });
  }
  const notFound = policies.find((page) => page.path === "/404.html");

  await mkdir(join(buildDirectory, "server"), { recursive: true });
  const mapLines = policies.flatMap(({ path, csp }) => {
    const keys =
      path === "/"
        ? ["/", "/index.html"]
        : path.endsWith(".html")
          ? [path]
          : [path, `${path}/`, `${path}/index.html`];
    return keys.map((key) => `    "${key}" "${csp}";`);
  });
  await replaceFile(
    join(buildDirectory, "server", "csp-map.conf"),
    `# Generated by scripts/post-build.ts: the Content-Security-Policy of every page, and the pages\n# taken off the site (410 Gone).\nmap_hash_bucket_size 128;\nmap $uri $page_csp {\n    default "${notFound?.csp ?? contentSecurityPolicy("")}";\n${mapLines.join("\n")}\n}\nmap $uri $gone_page {\n    # Read again after the 410 goes to its 404 page, which is not gone.\n    volatile;\n    default 0;\n${gone.map((path) => `    "${path}" 1;`).join("\n")}\n}\n${languageMap()}`,
  );

  // The list of languages, for the scripts that are not TypeScript (serve, budgets, benches).
  await replaceFile(
    join(buildDirectory, "server", "languages.json"),
    `${JSON.stringify({ defaultLocale, locales }, null, 2)}\n`,
  );
  await replaceFile(join(buildDirectory, "server", "gone.json"), `${JSON.stringify(gone)}\n`);
  await replaceFile(
    join(buildDirectory, "server", "not-found.json"),
    `${JSON.stringify(notFoundPages(), null, 2)}\n`,
  );

  const headerRules = [
    ["/*", ...headersFileLines()].join("\n"),
    ["/assets/*", "  Cache-Control: public, max-age=31536000, immutable"].join("\n"),
    // The 404 pages' rules too: the Node server answers an unknown path with its 404 page's
    // headers (scripts/serve.mjs).
    ...policies.map(({ path, csp }) => [path, `  Content-Security-Policy: ${csp}`].join("\n")),
  ];
  await replaceFile(join(client, "_headers"), `${headerRules.join("\n\n")}\n`);
}
