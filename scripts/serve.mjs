// The production server: one Node process (React Router's server runtime on Node's own HTTP
// server) that
// - serves the prerendered site from build/client exactly as a static host would: each page at its
//   pretty URL, unknown paths answered with 404.html (an unknown project id with "Project Not
//   Found") and status 404, hashed assets cached for a year, and every header of
//   build/client/_headers (security headers, each page's CSP);
// - hands everything else to React Router: form posts (enquiries), the staff inbox at /staff,
//   the pages rendered from their query (scripts/server-pages.mjs);
// - opens (creating and migrating) the SQLite database and runs the notification outbox.
// In production nginx serves the files itself and passes the rest here (deploy/nginx).
//   PORT (default 3000), HOST (default 127.0.0.1), BUILD_DIR (default build), NGINX_PID_FILE (nginx
//   to reload after publishing); see docs/deployment.md for the rest.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { renderedAlways, renderedWithQuery } from "./server-pages.mjs";
import { builtLanguages } from "./site-files.mjs";

// React's production build: React picks it by NODE_ENV when it is first loaded, below.
process.env.NODE_ENV ??= "production";
const { createRequestListener } = await import("@remix-run/node-fetch-server");
const { createRequestHandler } = await import("react-router");

const port = Number(process.env.PORT ?? "3000");
const host = process.env.HOST ?? "127.0.0.1";
// BUILD_DIR: another copy of the build (tests that publish content work on a copy of their own).
const buildDirectory = resolve(process.env.BUILD_DIR ?? "build");
const root = join(buildDirectory, "client");
const serverBuild = join(buildDirectory, "server/index.js");

if (!existsSync(join(root, "index.html")) || !existsSync(serverBuild)) {
  console.error("No production build found: run `npm run build` first (or `npm start`).");
  process.exit(1);
}

const build = await import(pathToFileURL(serverBuild).href);
// The languages' prefixes, as the build wrote them from app/i18n/locales.ts.
const { prefix: languagePrefix } = builtLanguages(buildDirectory);
const serverEntry = build.entry.module;
try {
  serverEntry.startServerRuntime();
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** Header rules of build/client/_headers (Netlify format): [{ pattern, headers }]. */
function readHeaderRules() {
  const rules = [];
  let current;
  for (const line of readFileSync(join(root, "_headers"), "utf8").split("\n")) {
    if (line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      current = { pattern: line.trim(), headers: [] };
      rules.push(current);
    } else if (current) {
      const at = line.indexOf(":");
      current.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}
/** Pages staff took off the site: answered 410 with the 404 page (build/server/gone.json). */
function readGone() {
  const file = join(buildDirectory, "server/gone.json");
  return new Set(existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : []);
}
let gone = readGone();
/** Which page answers an unknown path with 404, first match first (scripts/post-build.ts). */
const notFoundPages = JSON.parse(
  readFileSync(join(buildDirectory, "server/not-found.json"), "utf8"),
).map(({ pattern, page }) => ({ pattern: new RegExp(pattern), page }));
/**
 * The page that answers an unknown address with 404, chosen from its path as the browser sent it
 * (still encoded), as nginx's `$not_found_page`: the browser's router matches the parts of that
 * path, and the page comes alive only on the route it was prerendered on.
 */
function notFoundPage(encodedPath) {
  return notFoundPages.find(({ pattern }) => pattern.test(encodedPath))?.page ?? "/404.html";
}
/**
 * The "page" of an unknown address that the browser's router matches to a page route (/en/contact,
 * a GET of /enquiry, whose confirmations it renders too): the application renders its 404 on
 * that route (nginx: `@app`).
 */
const RENDERED = "@app";

// Read again whenever staff publish (the publisher rewrites _headers with the pages' policies).
let headerRules = readHeaderRules();
let commonHeaders = headerRules.find((rule) => rule.pattern === "/*")?.headers ?? [];

function headersFor(urlPath) {
  const headers = new Map();
  for (const rule of headerRules) {
    const match = rule.pattern.endsWith("/*")
      ? urlPath.startsWith(rule.pattern.slice(0, -1)) || rule.pattern === "/*"
      : rule.pattern === urlPath;
    if (match) for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
};
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
  ".data",
]);
/**
 * Files of build/client that are never served, by whatever path reaches them: the host's files,
 * and the pages the server answers with itself (the 404 pages, the 413 pages), which at their own
 * address ("/404", "/am/413") are unknown like any other: 404, with the 404 page. A 413 is the
 * answer to a post too large to read, not to a GET.
 */
const hidden = new Set([
  join(root, "_headers"),
  join(root, "__spa-fallback.html"),
  ...serverEntry.notFoundPaths().map((path) => join(root, `${path}.html`)),
]);

/**
 * The path an address names, as every check below reads it: percent-decoded once, then its "."
 * and ".." segments resolved, so that "/x/..%2f_headers" is "/_headers" to the hidden files, to
 * the pages taken off the site and to the files alike (the URL parser resolves only the dots it
 * sees before decoding). Undefined when it climbs above the site's root ("/..%2fserver"); throws
 * on an address that is not valid percent-encoding or holds a NUL.
 */
function sitePath(pathname) {
  const decoded = decodeURIComponent(pathname);
  if (decoded.includes("\0")) throw new URIError("A NUL in the address");
  const segments = [];
  for (const segment of decoded.split("/").slice(1)) {
    if (segment === "..") {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else if (segment !== ".") segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/**
 * An encoded slash or backslash ("/am/..%2fom"): no page's name holds one. The browser's router
 * reads it inside a part of the address, where `sitePath` reads a new part (and climbs with its
 * dots), so the page there would not be the one the browser's router matches and brings to life.
 * Such an address names no page: 404 (Apache's answer by default), as nginx answers it.
 */
const encodedSlash = /%(2f|5c)/i;

/** The file a GET for `urlPath` (a `sitePath`) serves, or undefined. */
function resolveFile(urlPath) {
  const base = join(root, urlPath);
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  for (const candidate of [base, join(base, "index.html"), `${base}.html`]) {
    try {
      if (statSync(candidate).isFile()) return hidden.has(candidate) ? undefined : candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/**
 * Each file's bytes, and each compressed form the first time a client asks for it (browsers ask
 * for Brotli; the gzip form is made only for a client without it); dropped when staff publish
 * (the only time files change under a running server).
 */
const cache = new Map();
function load(file) {
  let entry = cache.get(file);
  if (!entry) {
    const body = readFileSync(file);
    const ext = extname(file);
    entry = {
      file,
      body,
      ext,
      etag: `"${statSync(file).mtimeMs.toString(36)}-${body.length.toString(36)}"`,
      compressible: compressible.has(ext) && body.length > 512,
    };
    cache.set(file, entry);
  }
  return entry;
}

/** The form of a file the build compressed beforehand (`.br`, `.gz` beside it), if there is one. */
function madeBeforehand(entry, suffix) {
  const path = `${entry.file}${suffix}`;
  return existsSync(path) ? readFileSync(path) : undefined;
}

/**
 * The file's body in the best encoding the request accepts: Brotli, gzip, or none. The build's
 * scripts, styles and drawings come compressed beforehand, at their best (scripts/post-build.ts),
 * as nginx sends them; other files are compressed at the production nginx's levels
 * (deploy/nginx: `brotli_comp_level 5`, `gzip_comp_level 6`), so both servers compress alike.
 * Brotli's quality 9 made the build's files 1 % smaller for 15 times the CPU (5.0 s against
 * 0.34 s for all of build/client), paid again after every publication.
 */
function encoded(entry, accepts) {
  if (!entry.compressible) return { body: entry.body };
  if (/\bbr\b/.test(accepts)) {
    entry.br ??=
      madeBeforehand(entry, ".br") ??
      brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: entry.br, encoding: "br" };
  }
  if (/\bgzip\b/.test(accepts)) {
    entry.gzip ??= madeBeforehand(entry, ".gz") ?? gzipSync(entry.body, { level: 6 });
    return { body: entry.gzip, encoding: "gzip" };
  }
  return { body: entry.body };
}

function cacheControl(urlPath, ext) {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (ext === ".html" || ext === ".webmanifest" || ext === ".data") return "no-cache";
  if (urlPath.startsWith("/generated/") || ext === ".avif") return "public, max-age=604800";
  return "public, max-age=3600";
}

function sendFile(req, res, file, status, urlPath) {
  const entry = load(file);
  const headers = headersFor(urlPath);
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader("Content-Type", types[entry.ext] ?? "application/octet-stream");
  res.setHeader("Cache-Control", cacheControl(urlPath, entry.ext));
  res.setHeader("Vary", "Accept-Encoding");
  if (status === 200) {
    res.setHeader("ETag", entry.etag);
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304).end();
      return;
    }
  }
  const { body, encoding } = encoded(entry, String(req.headers["accept-encoding"] ?? ""));
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.writeHead(status);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Paths React Router answers on GET: the staff inbox, route data, and the public pages rendered
 * from their query (scripts/server-pages.mjs: the lender sheet always, the sizing tool when its
 * address carries a shared estimate's answers; without a query it is the prerendered file).
 */
function isServerPath(urlPath, search) {
  const page = urlPath.replace(languagePrefix, "") || "/";
  return (
    urlPath === "/staff" ||
    urlPath.startsWith("/staff/") ||
    urlPath.startsWith("/api/") ||
    urlPath.endsWith(".data") ||
    renderedAlways.has(page) ||
    (search.length > 1 && renderedWithQuery.has(page))
  );
}

const { trustProxy } = serverEntry.serverOptions();
const handleRequest = createRequestHandler(build, "production");
const routerListener = createRequestListener(
  (request, client) =>
    serverEntry.refuseCrossSite(request) ??
    handleRequest(request, serverEntry.getLoadContext(request, client)),
  { trustProxy },
);

function fail(res, status, message, requestId) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of commonHeaders) res.setHeader(name, value);
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "X-Request-Id": requestId });
  res.end(`${message}\n`);
}

/**
 * Posts to pages and staff forms. An enquiry's limit is the application's (`enquiryBodyLimit`,
 * from the forms' lengths: 256 KB), the same as nginx's for the same paths (deploy/nginx/site.conf).
 */
const MAX_BODY_BYTES = 64 * 1024;
/**
 * Staff forms. The content editor's carry a page's words in every language: a post's three texts
 * at their longest, in Ge'ez letters (9 bytes each once a form encodes them), are over 1 MB. The
 * others are let through as far too: the application refuses a form over its own limit (64 KB: a
 * note) with the staff's page and what was typed given back (CONTENT_FORM_BYTES).
 */
const MAX_STAFF_BODY_BYTES = 2 * 1024 * 1024;
/** Photo uploads: up to 10 photos of up to 20 MB each (the application checks each file). */
const MAX_UPLOAD_BODY_BYTES = 205 * 1024 * 1024;

/**
 * A post too large to read: the prerendered 413 page in the language of the address posted to
 * (nothing was sent, go back to the form), with that page's headers, as nginx answers it.
 */
function tooLarge(req, res, urlPath, requestId) {
  const page = serverEntry.tooLargePage(urlPath);
  res.setHeader("X-Request-Id", requestId);
  sendFile(req, res, join(root, page), 413, page);
}

/** The visitor's address: nginx's X-Forwarded-For when trusted, else the connection's. */
function clientAddress(req) {
  const forwarded = trustProxy
    ? String(req.headers["x-forwarded-for"] ?? "")
        .split(",")[0]
        ?.trim()
    : "";
  return forwarded || req.socket.remoteAddress || "unknown";
}

/** Writes a Web Response that the server made itself (a refusal at the door). */
async function sendResponse(res, response, requestId) {
  for (const [name, value] of commonHeaders) res.setHeader(name, value);
  res.setHeader("X-Request-Id", requestId);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = createServer((req, res) => {
  const requestId = randomUUID();
  let urlPath;
  let encodedPath;
  let search;
  try {
    const url = new URL(req.url ?? "/", "http://localhost");
    urlPath = sitePath(url.pathname);
    encodedPath = url.pathname;
    search = url.search;
  } catch {
    fail(res, 400, "Bad request: the address is not valid.", requestId);
    return;
  }
  /**
   * Answers with the 404 page of the address, or with `status` (410: taken off the site); false
   * when the application renders it (`RENDERED`).
   */
  const notFound = (status = 404) => {
    const page = notFoundPage(encodedPath);
    if (page === RENDERED) return false;
    sendFile(req, res, join(root, page), status, page);
    return true;
  };
  if (urlPath === undefined) {
    // Above the site's root: no page is there.
    req.resume();
    if (!notFound()) sendFile(req, res, join(root, "404.html"), 404, "/404.html");
    return;
  }
  const unknown = encodedSlash.test(encodedPath);
  try {
    if (
      (req.method === "GET" || req.method === "HEAD") &&
      (unknown || !isServerPath(urlPath, search))
    ) {
      if (encodedPath.length > 1 && encodedPath.endsWith("/")) {
        // The query goes along, as nginx's rewrite keeps it (a filter of /projects/?q=…). The
        // address stays encoded and starts with one slash: "/%2F%2Fhost/" must not become
        // "//host", which a browser follows to another site.
        const target = `/${encodedPath.replace(/^\/+|\/+$/g, "")}`;
        res.writeHead(301, { Location: target + search }).end();
        return;
      }
      const file = unknown || gone.has(urlPath) ? undefined : resolveFile(urlPath);
      if (file) {
        sendFile(req, res, file, 200, urlPath);
        return;
      }
      // Unknown paths get their page of build/server/not-found.json: under a language prefix,
      // that language's (an unknown project id, its "Project Not Found"). Pages staff took off
      // the site get the same page, with 410. The application renders the rest, below.
      if (notFound(gone.has(urlPath) ? 410 : 404)) return;
    } else if (unknown) {
      req.resume();
      if (!notFound()) sendFile(req, res, join(root, "404.html"), 404, "/404.html");
      return;
    }
    // Pages are read with GET (or HEAD) and forms sent with POST: nothing else reaches the
    // application, whose actions would otherwise run for PUT, PATCH and DELETE too.
    if (!["GET", "HEAD", "POST"].includes(req.method ?? "")) {
      req.resume();
      res.setHeader("Allow", "GET, HEAD, POST");
      fail(
        res,
        405,
        "Method not allowed: pages are read with GET, forms sent with POST.",
        requestId,
      );
      return;
    }
    const refused = serverEntry.refuseAtTheDoor(req.method, urlPath, clientAddress(req));
    if (refused) {
      req.resume();
      sendResponse(res, refused, requestId);
      return;
    }
    const enquiryLimit = serverEntry.enquiryBodyLimit(urlPath);
    const limit =
      urlPath === "/staff/content/photos"
        ? MAX_UPLOAD_BODY_BYTES
        : urlPath === "/staff" || urlPath.startsWith("/staff/")
          ? MAX_STAFF_BODY_BYTES
          : (enquiryLimit ?? MAX_BODY_BYTES);
    if (Number(req.headers["content-length"] ?? "0") > limit) {
      req.resume();
      // Any post over the door's limit (an enquiry's, a page's, a staff form's 2 MB) gets the
      // "too long, nothing was sent" page of its address's language, as nginx answers it.
      tooLarge(req, res, urlPath, requestId);
      return;
    }
    for (const [name, value] of commonHeaders) res.setHeader(name, value);
    res.setHeader("X-Request-Id", requestId);
    // The application logs and shows the same id (app/entry.server.tsx); a client's own is replaced.
    req.headers["x-request-id"] = requestId;
    // nginx tells the visitor's address, scheme and host in X-Forwarded-* headers, replacing the
    // visitor's own. A `Forwarded` header can only be the visitor's, and the request reader would
    // believe it first: their address chosen per request would escape every limit counted by it.
    delete req.headers.forwarded;
    Promise.resolve(routerListener(req, res)).catch((error) => {
      console.error(`[${requestId}] ${req.method} ${urlPath}:`, error);
      fail(res, 500, "Something went wrong on our side. Please try again.", requestId);
    });
  } catch (error) {
    console.error(`[${requestId}] ${req.method} ${urlPath}:`, error);
    fail(res, 500, "Something went wrong on our side. Please try again.", requestId);
  }
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 20_000;
server.requestTimeout = 30_000;

/**
 * After staff publish: forget cached files and headers, and ask nginx (NGINX_PID_FILE, when it
 * runs beside this server) to read its Content-Security-Policy map again.
 */
function filesChanged() {
  cache.clear();
  gone = readGone();
  headerRules = readHeaderRules();
  commonHeaders = headerRules.find((rule) => rule.pattern === "/*")?.headers ?? [];
  const pidFile = process.env.NGINX_PID_FILE;
  if (pidFile && existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, "utf8").trim()), "SIGHUP");
    } catch (error) {
      console.error(
        `Could not ask nginx to reload: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}

// Published content is rendered into build/client by this process (app/server/publish.server.ts);
// at start, pages are brought in line with the store when it differs from the build's seed.
try {
  await serverEntry.startPublishing({
    buildDirectory,
    render: (request) =>
      handleRequest(request, serverEntry.getLoadContext(request, { address: "127.0.0.1" })),
    changed: filesChanged,
  });
} catch (error) {
  console.error(
    `Could not bring the pages in line with the published content: ${error instanceof Error ? error.message : String(error)}`,
  );
}

// PORT=0 lets the system choose a free port (the tests' servers do); the line names the one bound.
server.listen(port, host, () => {
  const bound = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
  console.log(`Serving the production site at http://${host}:${bound} (staff inbox: /staff)`);
});

function shutdown() {
  server.close(() => {
    serverEntry.stopServerRuntime();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
