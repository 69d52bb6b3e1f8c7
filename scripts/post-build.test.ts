import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { notFoundPaths } from "../app/content/site-map";
import { localizePath, locales } from "../app/i18n/locales";
import {
  BootScriptShapeError,
  checkDeferredBoot,
  contentSecurityPolicy,
  deferHydration,
  inlineScriptHashes,
  notFoundPages,
  precompressAssets,
  publicManifest,
  stageFile,
} from "./post-build";

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head><body><h1>Hi</h1><script>window.__ctx = 1;</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script><script type="application/ld+json">{"a":1}</script></body></html>`;

describe("deferHydration", () => {
  const deferred = deferHydration(page);

  it("removes the modulepreload tags and starts the boot module on the load event", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('addEventListener("load", boot, { once: true })');
    expect(deferred).not.toMatch(/^import /m);
  });

  it("keeps every module, in order: preloads, manifest, route modules, then the entry", () => {
    const order = ["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js"];
    expect(deferred).toContain(JSON.stringify(order));
    const manifest = deferred.indexOf('await import("/assets/manifest-1.js")');
    const routes = deferred.indexOf(
      'Promise.all([import("/assets/root-3.js"), import("/assets/home-4.js")])',
    );
    const modules = deferred.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1}',
    );
    const entry = deferred.indexOf('await import("/assets/entry.client-2.js")');
    expect(manifest).toBeGreaterThan(0);
    expect(routes).toBeGreaterThan(manifest);
    expect(modules).toBeGreaterThan(routes);
    expect(entry).toBeGreaterThan(modules);
  });

  it("keeps each step short: leaves the load event's task, then evaluates one shared chunk per task", () => {
    expect(deferred).toContain(
      'const boot = async () => {\n  if (document.querySelector("[data-scriptless]")) return;\n  await idle();',
    );
    const chunks = deferred.indexOf('for (const href of ["/assets/root-3.js"]) {');
    expect(chunks).toBeGreaterThan(0);
    expect(deferred.indexOf("await tick();", chunks)).toBeGreaterThan(chunks);
    // The entry, which starts hydration, is never evaluated early with the shared chunks.
    expect(deferred.indexOf('"/assets/entry.client-2.js"', chunks)).toBe(
      deferred.indexOf('await import("/assets/entry.client-2.js")') + "await import(".length,
    );
  });

  it("passes its own check of a built page", () => {
    expect(
      checkDeferredBoot(`${deferred}<script>window.__reactRouterContext = {};</script>`),
    ).toMatchObject({ problems: [] });
    expect(checkDeferredBoot(page).problems).toContain("the boot script is not deferred");
  });

  it("throws on a page without a boot script", () => {
    expect(() => deferHydration("<html><body><script>1</script></body></html>")).toThrow(
      BootScriptShapeError,
    );
  });

  it("evaluates the entry without a stack trace limit, and puts the limit back whatever happens", () => {
    const entry = deferred.indexOf('await import("/assets/entry.client-2.js")');
    const removed = deferred.lastIndexOf("delete Error.stackTraceLimit;", entry);
    const restored = deferred.indexOf("} finally {\n    Error.stackTraceLimit = limit;", entry);
    expect(deferred.lastIndexOf("const limit = Error.stackTraceLimit;", removed)).toBeGreaterThan(
      0,
    );
    expect(removed).toBeGreaterThan(deferred.indexOf("window.__reactRouterRouteModules"));
    expect(restored).toBeGreaterThan(entry);
    // Nothing else is imported without the limit.
    expect(deferred.slice(removed, restored).match(/import\(/g)).toHaveLength(1);
  });

  it("throws when a route is split into several chunks (a shape it cannot rewrite)", () => {
    const split = page.replace(
      'import * as route1 from "/assets/home-4.js";',
      'import * as route1_clientLoader from "/assets/home-loader-5.js";\nimport * as route1_main from "/assets/home-4.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    expect(() => deferHydration(split)).toThrow(/unknown line/);
  });

  it("throws on a lazily discovered manifest or an import map", () => {
    const fogOfWar = page.replace(
      "window.__reactRouterRouteModules",
      'window.__reactRouterManifest = {"a":1};\n  window.__reactRouterRouteModules',
    );
    expect(() => deferHydration(fogOfWar)).toThrow(BootScriptShapeError);
    const sri = page.replace("<head>", '<head><script type="importmap">{}</script>');
    expect(() => deferHydration(sri)).toThrow(/import map/);
  });
});

describe("the browser's route manifest", () => {
  it("leaves out the staff routes, which ship no script, and keeps every public one", () => {
    const routes = {
      root: { id: "root", path: "" },
      "routes/home": { id: "routes/home", parentId: "root", index: true },
      "routes/staff/layout": { id: "routes/staff/layout", parentId: "root", path: "staff" },
      "routes/staff/leads": { id: "routes/staff/leads", parentId: "routes/staff/layout" },
    };
    const source = `window.__reactRouterManifest=${JSON.stringify({ entry: { module: "/e.js" }, routes, version: "1" })};`;
    const result = publicManifest(source);
    const manifest = JSON.parse(result.slice("window.__reactRouterManifest=".length, -1)) as {
      routes: Record<string, unknown>;
      version: string;
    };
    expect(Object.keys(manifest.routes)).toEqual(["root", "routes/home"]);
    expect(manifest.version).toBe("1");
    expect(() => publicManifest("export const x = 1;")).toThrow(/unknown shape/);
  });
});

describe("CSP hashes", () => {
  it("hashes executable inline scripts only, never external or JSON-LD ones", () => {
    const hashes = inlineScriptHashes(deferHydration(page));
    const expected = `'sha256-${createHash("sha256").update("window.__ctx = 1;").digest("base64")}'`;
    expect(hashes).toContain(expected);
    expect(hashes).toHaveLength(2);
  });

  it("never allows inline scripts wholesale and frames only the video host", () => {
    const csp = contentSecurityPolicy("'sha256-abc'");
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("the 404 pages", () => {
  /** The route tree as React Router matches it, each route by the id the build gives it. */
  const toRoutes = (entries: readonly RouteConfigEntry[]): RouteObject[] =>
    entries.map((entry) => ({
      id: entry.id ?? entry.file.replace(/\.[^.]+$/, ""),
      path: entry.path,
      index: entry.index,
      children: entry.children ? toRoutes(entry.children) : undefined,
    })) as RouteObject[];
  const tree = toRoutes(routes);
  const routeIds = (path: string) => matchRoutes(tree, path)?.map((match) => match.route.id) ?? [];

  it("answer an unknown address with a page prerendered on the route the browser matches there, so it comes alive", () => {
    // An address as the browser sends it: one, two and three parts, in every language, and one
    // whose encoded slash the browser's router reads inside a part ("/am/..%2fom").
    const addresses = [
      ...locales.flatMap((locale) =>
        ["/no-such", "/no-such/page", "/no-such/page/deeper", "/a/..%2fom", "/projects/999"].map(
          (path) => localizePath(path, locale),
        ),
      ),
      "/..%2fabout",
      "/%2e%2e/client/about.html",
    ];
    // Addresses the browser's router matches to a page that is not there: a prefix that is no
    // language's, or the forms' answer, which has no address. No prerendered 404 page is on their
    // route: the application renders theirs ("@app").
    const rendered = [
      "/en/contact",
      "/xx/about",
      "/about/contact",
      "/projects/contact",
      "/xx/projects/project-1",
      "/en/size-your-system/lender-sheet",
      "/enquiry",
      "/am/enquiry",
    ];
    for (const address of [...addresses, ...rendered]) {
      const page = notFoundPages().find(({ pattern }) => new RegExp(pattern).test(address))?.page;
      if (rendered.includes(address)) {
        expect(page, address).toBe("@app");
        expect(routeIds(address).at(-1), address).not.toMatch(/not-found/);
        continue;
      }
      const prerendered = (page ?? "/404.html").replace(/\.html$/, "");
      expect(notFoundPaths(), address).toContain(prerendered);
      expect(routeIds(prerendered), address).toEqual(routeIds(address));
    }
  });

  it("send every page's address under a prefix that is no language's to the application", () => {
    const pages = routes.find((route) => route.id === "frame")?.children ?? [];
    const rendered = notFoundPages()[0];
    expect(rendered?.page).toBe("@app");
    const paths = pages.flatMap((route) => (route.path && route.path !== "*" ? [route.path] : []));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const address = `/xx/${path.replace(/:[^/]+/g, "some-id")}`;
      expect(new RegExp(rendered?.pattern ?? "$^").test(address), address).toBe(true);
    }
  });

  it("never answer at their own address in nginx: only error_page's internal redirect reaches them", () => {
    const conf = readFileSync("deploy/nginx/site.conf", "utf8");
    const internal = [...conf.matchAll(/location ~ "([^"]+)" \{([^}]*)\}/g)]
      .filter(([, , block]) => block?.includes("internal;"))
      .map(([, pattern]) => new RegExp(pattern ?? "$^"));
    for (const path of notFoundPaths()) {
      for (const address of [path, `${path}.html`])
        expect(
          internal.some((pattern) => pattern.test(address)),
          address,
        ).toBe(true);
    }
    for (const address of ["/", "/about", "/am/projects", "/projects/project-1", "/blog/post-1"])
      expect(
        internal.some((pattern) => pattern.test(address)),
        address,
      ).toBe(false);
  });
});

describe("stageFile", () => {
  it("writes a page's new file beside it, unseen, until it is put in place; discarded, it leaves nothing, a new page's folder included", async () => {
    const client = mkdtempSync(join(tmpdir(), "stage-"));
    try {
      const old = join(client, "projects/project-1/index.html");
      await stageFile(old, "first").then((file) => file.put());
      const renewed = await stageFile(old, "second");
      // Until it is put in place, the page is the old one, and no other page name shows.
      expect(readFileSync(old, "utf8")).toBe("first");
      expect(
        readdirSync(join(client, "projects/project-1")).filter((name) => !name.startsWith(".")),
      ).toEqual(["index.html"]);
      await renewed.put();
      expect(readFileSync(old, "utf8")).toBe("second");
      expect(readdirSync(join(client, "projects/project-1"))).toEqual(["index.html"]);

      // A new page whose publication is not committed: its file and its folder go.
      const added = await stageFile(join(client, "am/projects/project-21/index.html"), "new");
      await added.discard();
      expect(existsSync(join(client, "am"))).toBe(false);
      // An old page's discarded file leaves the old page as it was.
      const refused = await stageFile(old, "third");
      await refused.discard();
      expect(readdirSync(join(client, "projects/project-1"))).toEqual(["index.html"]);
      expect(readFileSync(old, "utf8")).toBe("second");

      // A folder the server cannot write to (here a file in its way): refused before anything.
      writeFileSync(join(client, "blog"), "not a folder");
      await expect(stageFile(join(client, "blog/post/index.html"), "x")).rejects.toThrow();
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});

describe("precompressAssets", () => {
  it("writes each script, style and drawing beside its Brotli and gzip forms, which read back to it; not a form no smaller, nor another kind of file", async () => {
    const assets = mkdtempSync(join(tmpdir(), "assets-"));
    try {
      const script = `export const words = ${JSON.stringify("solar pump ".repeat(400))};\n`;
      writeFileSync(join(assets, "home-1a2b.js"), script);
      writeFileSync(join(assets, "root-3c4d.css"), "main{color:#000}".repeat(200));
      writeFileSync(join(assets, "tiny-5e6f.js"), "1");
      writeFileSync(join(assets, "font-7a8b.woff2"), "already compressed".repeat(100));
      await precompressAssets(assets);
      expect(readdirSync(assets).sort()).toEqual([
        "font-7a8b.woff2",
        "home-1a2b.js",
        "home-1a2b.js.br",
        "home-1a2b.js.gz",
        "root-3c4d.css",
        "root-3c4d.css.br",
        "root-3c4d.css.gz",
        "tiny-5e6f.js",
      ]);
      const brotli = readFileSync(join(assets, "home-1a2b.js.br"));
      const gzipped = readFileSync(join(assets, "home-1a2b.js.gz"));
      expect(brotliDecompressSync(brotli).toString()).toBe(script);
      expect(gunzipSync(gzipped).toString()).toBe(script);
      expect(brotli.length).toBeLessThan(gzipped.length);
    } finally {
      rmSync(assets, { recursive: true, force: true });
    }
  });
});
