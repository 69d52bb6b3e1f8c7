import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "./tab";
import { itemLists, itemNotFoundPath, prerenderPaths } from "../../app/content/site-map";
import {
  localeFromPath,
  localeInfo,
  localizePath,
  locales,
  type Locale,
  unlocalizedPath,
} from "../../app/i18n/locales";
import { canonicalPath, templatePages } from "./templates";
import { rootHydrated } from "./support";
import { leftoverWords } from "./words";

const routes = prerenderPaths();
const viaNginx = Boolean(process.env.BASE_URL);
/** nginx's module that sends the build's compressed assets as they are (scripts/nginx.mjs). */
const brotliStatic = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
/** Where scripts/nginx.mjs runs the test nginx (its configuration and logs). */
const nginxRunDirectory = process.env.NGINX_RUN_DIR ?? join("build", "nginx-run");

// What each page's HTML names (canonical URL, Open Graph and Twitter tags, no resource on another
// host) is read from the build without a server: scripts/pages-html.check.ts.

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  // Every prerendered page at its canonical address, and the pages of a template or state no
  // route is (a query, an unknown address), of each language (from the list of languages), in
  // chunks of 12 read side by side. An old project address (/projects/N) is the same page as
  // /projects/project-N, byte for byte in its <main> (scripts/pages-html.check.ts): it is served
  // below, and not read again here.
  const templates = new Set(templatePages.map(({ path }) => path));
  const extras = [...templates].filter((path) => !routes.includes(path));
  const pages = routes.filter((route) => canonicalPath(route) === route);
  const chunks = locales.flatMap((locale) => {
    const paths = [...pages, ...extras].filter(
      (route) => localeFromPath(new URL(route, "http://x").pathname) === locale,
    );
    return Array.from({ length: Math.ceil(paths.length / 12) }, (_, index) => ({
      name: `${locale} ${index + 1} of ${Math.ceil(paths.length / 12)}`,
      locale,
      paths: paths.slice(index * 12, index * 12 + 12),
    }));
  });
  for (const { name, locale, paths } of chunks) {
    test(`every page shows its content, nothing stuck invisible, in its language only; each template's shows the other languages on a phone's first screen (${name})`, async ({
      page,
    }) => {
      const leftovers: string[] = [];
      for (const path of paths) {
        // One page of every template and state is opened on a phone first.
        const phone = templates.has(path);
        if (phone) await page.setViewportSize({ width: 390, height: 844 });
        const response = await page.goto(path);
        // Every route is a page; an unknown address or project is answered by the 404 page.
        if (routes.includes(path)) expect(response?.status(), path).toBe(200);
        await expect(page.locator("h1"), path).toBeVisible();
        if (phone) {
          await expectLanguageSwitch(page, path, response?.status() === 404);
          await page.setViewportSize({ width: 1280, height: 800 });
        }

        const hidden = await page.locator("main").evaluate((main) =>
          [...main.querySelectorAll<HTMLElement>("h1, h2, h3, p, li, a, img")]
            .filter((el) => {
              const style = getComputedStyle(el);
              const invisible = style.opacity === "0" || style.visibility === "hidden";
              const srOnly = el.closest(".sr-only") !== null;
              const inClosedDetails = el.closest("details:not([open])") !== null;
              const inDialog = el.closest("dialog") !== null;
              // Decorative pictures (alt="", e.g. the rotating hero backgrounds) may rest hidden.
              const decorative = el instanceof HTMLImageElement && el.alt === "";
              return invisible && !srOnly && !inClosedDetails && !inDialog && !decorative;
            })
            .map((el) => el.outerHTML.slice(0, 80)),
        );
        expect(hidden, path).toEqual([]);
        const words = await leftoverWords(page, locale);
        if (words) leftovers.push(words);
      }
      expect(leftovers, "English words left").toEqual([]);
    });
  }
});

/**
 * On a phone (one page of every template and state), without the menu or scripts, the header links to the same page in every other
 * language on the first screen, each a 24 px target at least (WCAG 2.2). The 404 page's switch
 * leads to the other languages' 404 pages, a list's not-found page (Project Not Found) to theirs.
 */
async function expectLanguageSwitch(page: Page, path: string, notFound: boolean) {
  const pathname = new URL(path, "http://x").pathname;
  const list = itemLists.find((list) =>
    new RegExp(`^${list}/[^/]+$`).test(unlocalizedPath(pathname)),
  );
  const notFoundPage = list ? itemNotFoundPath(list) : "/404";
  const shown = notFound ? notFoundPage : pathname;
  const here = (await page.locator("html").getAttribute("lang")) as Locale;
  for (const locale of locales) {
    if (locale === here) continue;
    const link = page
      .getByRole("banner")
      .getByRole("link", { name: localeInfo[locale].name, exact: true });
    await expect(link, path).toBeVisible();
    const box = await link.boundingBox();
    expect(
      box && box.y + box.height <= 844,
      `${path}: ${localeInfo[locale].name} on the first screen`,
    ).toBe(true);
    expect(new URL((await link.getAttribute("href")) ?? "", "http://x").pathname, path).toBe(
      localizePath(shown, locale),
    );
    expect(box!.height, path).toBeGreaterThanOrEqual(24);
  }
}

test("the page paints before any JavaScript downloads: scripts start after the load event", async ({
  page,
}) => {
  await page.goto("/services");
  await rootHydrated(page);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
    return { load: navigation.loadEventStart, scripts: scripts.map((s) => s.startTime) };
  });
  expect(timing.scripts.length).toBeGreaterThan(5);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.load);
});

test.describe("search and sharing", () => {
  test("sitemap.xml lists every canonical page, robots.txt points to it, the manifest has icons", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of routes.filter((p) => canonicalPath(p) === p)) {
      expect(sitemap).toContain(`${path === "/" ? "/" : path}</loc>`);
    }
    expect(sitemap).not.toMatch(/\/projects\/\d+</);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    const manifest = await (await request.get("/generated/manifest.webmanifest")).json();
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });

  test("an old project address (/projects/N) answers with the page of /projects/project-N, in every language", async ({
    request,
  }) => {
    const old = routes.filter((path) => canonicalPath(path) !== path);
    expect(old.length).toBeGreaterThan(0);
    for (const path of old) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const canonical = (await response.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(new URL(canonical ?? "", "http://x").pathname, path).toBe(canonicalPath(path));
    }
  });

  // The About page shows the sample photo through <picture> with AVIF and WebP sources, sized,
  // and takes the AVIF: photo-widths.spec.ts, on its load of the page at 1280 px.

  test("the sample photo is served as AVIF and WebP at three widths", async ({ request }) => {
    for (const width of [480, 960, 1440]) {
      for (const [ext, type] of [
        ["avif", "image/avif"],
        ["webp", "image/webp"],
      ]) {
        const response = await request.get(`/generated/photos/team-field-photo-${width}.${ext}`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe(type);
      }
    }
  });
});

test.describe("the production web server (nginx)", () => {
  test.skip(!viaNginx, "runs when the browser tests run against nginx (CI)");

  test("sends security headers, a strict CSP, caching and compression", async ({ request }) => {
    const page = await request.get("/about", { headers: { "Accept-Encoding": "br, gzip" } });
    const headers = page.headers();
    expect(page.status()).toBe(200);
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);

    const html = await page.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0] ?? "";
    const assetResponse = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(assetResponse.headers()["content-encoding"]).toBe("gzip");
    // A browser that takes Brotli gets the form the build made at quality 11, as it is (its
    // length is the file's), when nginx has the module that sends it (.ci/run installs it).
    if (existsSync(brotliStatic)) {
      const brotli = await request.get(asset, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(brotli.headers()["content-encoding"]).toBe("br");
      expect(Number(brotli.headers()["content-length"])).toBe(
        statSync(join("build/client", `${asset}.br`)).size,
      );
    }

    const missing = await request.get("/no/such/page");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Oops! Page not found");
    const slash = await request.get("/about/", { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers()["location"]).toBe("/about");
    // Never to another site: a browser reads a Location "/\host" or "//host" as that host.
    for (const path of ["/%2F%2Fevil.example/", "/%5Cevil.example/"]) {
      const location = (await request.get(path, { maxRedirects: 0 })).headers()["location"];
      expect(location ?? "/ (none)", path).toMatch(/^\/[^/\\]/);
    }
  });

  test("logs paths only: a staff search's query, the pages' referrers and an invitation's token stay out of the access log", async ({
    request,
  }) => {
    const marker = `Zewditu${Date.now().toString(36)}`;
    await request.get(`/staff?q=${marker}`, { maxRedirects: 0 });
    await request.get(`/staff/invite/${marker}`, { maxRedirects: 0 });
    await request.get(`/about?from=${marker}`, { headers: { Referer: `/staff?q=${marker}` } });
    // nginx writes each line as its request ends (scripts/nginx.mjs keeps the log in its run folder).
    const log = () => readFileSync(join(nginxRunDirectory, "access.log"), "utf8");
    await expect.poll(() => /"GET \/about HTTP\/[\d.]+" 200/.test(log())).toBe(true);
    expect(log()).toMatch(/"GET \/staff HTTP\/[\d.]+" 30\d/);
    expect(log()).toMatch(/"GET \/staff\/invite\/\(token\) HTTP\/[\d.]+" \d{3}/);
    expect(log()).not.toContain(marker);
  });

  test("answers over HTTPS with HTTP/2; plain HTTP redirects there, except ACME challenges", async ({
    page,
    request,
    baseURL,
  }) => {
    const base = new URL(baseURL ?? "");
    expect(base.protocol).toBe("https:");
    await page.goto("/about");
    expect(
      await page.evaluate(
        () =>
          (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
            .nextHopProtocol,
      ),
    ).toBe("h2");
    // scripts/nginx.mjs puts the port-80 server on the HTTPS port + 1.
    const http = `http://${base.hostname}:${Number(base.port) + 1}`;
    const redirect = await request.get(`${http}/about?x=1`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()["location"]).toBe(`${base.origin}/about?x=1`);
    expect(redirect.headers()["strict-transport-security"]).toBeUndefined();
    const challenge = await request.get(`${http}/.well-known/acme-challenge/missing`, {
      maxRedirects: 0,
    });
    expect(challenge.status()).toBe(404);
  });

  test("answers an address it cannot read as the Node server does: 400, in a line of words", async ({
    request,
  }) => {
    for (const path of ["/..%2fabout", "/%zz", "/a%00b", "/am/%E0%A4%A"]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(400);
      expect(answer.headers()["content-type"], path).toBe("text/plain; charset=utf-8");
      expect(answer.headers()["strict-transport-security"], path).toMatch(/max-age=/);
      expect(await answer.text(), path).toBe("Bad request: the address is not valid.\n");
    }
  });

  test("passes form posts and /staff to the Node server, refusing bodies over 64 KB", async ({
    request,
  }) => {
    const upstream = `http://${process.env.APP_UPSTREAM ?? "127.0.0.1:4174"}`;
    // A form post reaches the Node server (which stamps every answer with X-Request-Id) and
    // gets the same answer as sent to it directly: here, an incomplete call-back request.
    const form = { kind: "callback", name: "Abebe" };
    const direct = await request.post(`${upstream}/enquiry`, { form });
    const viaNginx = await request.post("/enquiry", { form });
    expect(direct.status()).toBe(422);
    expect(viaNginx.status()).toBe(direct.status());
    expect(viaNginx.headers()["x-request-id"]).toMatch(/^[\w-]{36}$/);
    // A saved form's confirmation, where the answer redirects, is the Node server's page and data
    // (its language links, once scripts run); without its query it is "Page not found".
    const confirmation = "/am/enquiry?kind=callback&reference=TS-2026-0001";
    const sent = await request.get(confirmation);
    expect(sent.status()).toBe(200);
    expect(sent.headers()["x-request-id"]).toMatch(/^[\w-]{36}$/);
    expect(sent.headers()["cache-control"]).toBe("no-store");
    expect(sent.headers()["content-security-policy"]).toContain("default-src 'self'");
    expect(await sent.text()).toContain("TS-2026-0001");
    const data = await request.get(confirmation.replace("enquiry?", "enquiry.data?"));
    expect(data.status()).toBe(200);
    expect(await data.text()).toContain("TS-2026-0001");
    expect((await request.get("/am/enquiry")).status()).toBe(404);
    // A page that takes no form says so, with the methods it does take.
    const page = await request.post("/contact", { form: { name: "Abebe" } });
    expect(page.headers()["x-request-id"]).toBeDefined();
    expect(page.status()).toBe(405);
    expect(page.headers()["allow"]).toBe("GET, HEAD");
    const staff = await request.get("/staff", { maxRedirects: 0 });
    expect(staff.status()).toBe(
      (await request.get(`${upstream}/staff`, { maxRedirects: 0 })).status(),
    );
    // Not a static page of nginx's: those carry the page's Content-Security-Policy.
    expect(staff.headers()["content-security-policy"]).toBeUndefined();
    expect(staff.headers()["strict-transport-security"]).toMatch(/max-age=/);
    const tooBig = await request.post("/contact", { data: "x".repeat(70 * 1024) });
    expect(tooBig.status()).toBe(413);
  });
});

// The structured data (JSON-LD) is read from the prerendered HTML: scripts/pages-html.check.ts.
