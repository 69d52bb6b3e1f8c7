// Runs at the end of `react-router build` (buildEnd in react-router.config.ts). Writes what a
// static host needs beside the prerendered pages:
// - 404.html (the catch-all route prerendered at /404);
// - sitemap.xml (canonical pages only) and robots.txt, on the site config's base URL;
// - the Content-Security-Policy of each page, with sha256 hashes of the inline scripts React
//   Router writes into it, as an nginx map (build/server/csp-map.conf) and a Netlify/Cloudflare
//   Pages `_headers` file, so no policy ever needs 'unsafe-inline' for scripts.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { projects } from "../app/content/projects";
import { site } from "../app/content/site";
import { prerenderPaths } from "../app/content/site-map";

/** Everything but the per-page script hashes; nginx and _headers share it. */
export function contentSecurityPolicy(scriptHashes: string): string {
  const videoOrigin = new URL(site.demoVideo.embedUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${videoOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
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

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith(".html") && !entry.name.startsWith("__"),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** URL path of a built HTML file: "about/index.html" → "/about", "404.html" → "/404.html". */
function urlPathOf(client: string, file: string): string {
  const rel = relative(client, file).split(sep).join("/");
  if (rel === "index.html") return "/";
  return `/${rel.replace(/\/index\.html$/, "")}`;
}

/** How many module preload links the boot adds in one task. */
const preloadsPerTask = 6;

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
 * A page whose boot script does not have the expected shape is left as it is (and reported).
 */
export function deferHydration(html: string): string | undefined {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
    (m) => m[1] ?? "",
  );
  const boot = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/);
  if (!boot || preloads.length === 0) return undefined;
  const body = boot[1] ?? "";
  const sideEffect = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1] ?? "");
  const named = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => [
    m[1],
    m[2],
  ]);
  const modules = body.match(/window\.__reactRouterRouteModules = (\{[^;]*\});/)?.[1];
  const entry = body.match(/^import\("([^"]+)"\);$/m)?.[1];
  if (!modules || !entry || named.length === 0) return undefined;
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
    `  await import(${JSON.stringify(entry)});`,
    `};`,
    `if (document.readyState === "complete") boot();`,
    `else addEventListener("load", boot, { once: true });`,
  ].join("\n");
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(boot[0], `<script type="module">${script}</script>`);
}

export async function postBuild(buildDirectory: string): Promise<void> {
  const client = join(buildDirectory, "client");

  for (const file of await htmlFiles(client)) {
    const html = await readFile(file, "utf8");
    const deferred = deferHydration(html);
    if (deferred) await writeFile(file, deferred);
    else console.warn(`post-build: boot script of ${file} not deferred (unexpected shape)`);
  }
  await copyFile(join(client, "404", "index.html"), join(client, "404.html"));

  // sitemap.xml: canonical URLs only (not /projects/N, not /404).
  const numeric = new Set(projects.map((p) => `/projects/${p.serialNumber}`));
  const urls = prerenderPaths().filter((path) => !numeric.has(path));
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(
    join(client, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map(
        (path) =>
          `  <url><loc>${new URL(path, site.baseUrl).href}</loc><lastmod>${today}</lastmod></url>`,
      )
      .join("\n")}\n</urlset>\n`,
  );
  await writeFile(
    join(client, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", site.baseUrl).href}\n`,
  );

  // Per-page CSP with inline-script hashes.
  const pages: { path: string; csp: string }[] = [];
  for (const file of await htmlFiles(client)) {
    const html = await readFile(file, "utf8");
    pages.push({
      path: urlPathOf(client, file),
      csp: contentSecurityPolicy(inlineScriptHashes(html).join(" ")),
    });
  }
  pages.sort((a, b) => a.path.localeCompare(b.path));
  const notFound = pages.find((page) => page.path === "/404.html");

  await mkdir(join(buildDirectory, "server"), { recursive: true });
  const mapLines = pages.flatMap(({ path, csp }) => {
    const keys =
      path === "/"
        ? ["/", "/index.html"]
        : path.endsWith(".html")
          ? [path]
          : [path, `${path}/`, `${path}/index.html`];
    return keys.map((key) => `    "${key}" "${csp}";`);
  });
  await writeFile(
    join(buildDirectory, "server", "csp-map.conf"),
    `# Generated by scripts/post-build.ts: the Content-Security-Policy of every page.\nmap_hash_bucket_size 128;\nmap $uri $page_csp {\n    default "${notFound?.csp ?? contentSecurityPolicy("")}";\n${mapLines.join("\n")}\n}\n`,
  );

  const common = [
    "  Strict-Transport-Security: max-age=63072000; includeSubDomains",
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "  X-Frame-Options: DENY",
  ];
  const headerRules = [
    ["/*", ...common].join("\n"),
    ["/assets/*", "  Cache-Control: public, max-age=31536000, immutable"].join("\n"),
    ...pages
      .filter(({ path }) => path !== "/404.html")
      .map(({ path, csp }) => [path, `  Content-Security-Policy: ${csp}`].join("\n")),
  ];
  await writeFile(join(client, "_headers"), `${headerRules.join("\n\n")}\n`);
}
