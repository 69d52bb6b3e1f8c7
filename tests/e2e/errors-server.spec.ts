/**
 * Every bad request gets a designed answer, with the right status, in the page's language, and
 * the server's log says what happened without a crash: the production server on its own SQLite
 * file, requests as a browser or a script sends them. No browser is needed to read the answers.
 */
import { existsSync } from "node:fs";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { staffText } from "../../app/content/staff";
import { fill } from "../../app/i18n/translation";
import { localeInfo } from "../../app/i18n/locales";
import { site } from "../../app/content/site";
import {
  addStaffAccounts,
  enquiryBody,
  post,
  signIn,
  stackFrame,
  startServer,
  type TestServer,
} from "./server-harness";
import { startContentSite } from "./content-harness";
import { rootHydrated, waitForHydration } from "./support";

/** The password of the salesperson the staff pages' 405 is sent by. */
const seller = "a salesperson's long password";
import { chromeText, enquiryText, notFoundText } from "../../app/content/catalogues";

test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer({ MIN_FILL_MS: "0", RATE_LIMITS: "false" });
});
test.afterAll(async () => server.stop());

/** What the server logged about one request, by the id it answered with. */
function logOf(requestId: string | null): string[] {
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes(`[${requestId}]`));
}

/**
 * What the server printed during the running test: two tests break the store on purpose, and the
 * faults they cause are logged with their stacks, which a later test's check must not read.
 */
let printedBefore = 0;
test.beforeEach(() => {
  printedBefore = server.output().length;
});
const printedNow = () => server.output().slice(printedBefore);

test("an unknown address under /staff answers 404 inside the staff pages, not the public 404 with 200", async () => {
  const response = await fetch(`${server.url}/staff/nope`);
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain(staffText.noSuchPage);
  expect(html).toContain('<a href="/staff"');
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  // An ordinary answer: nothing to log.
  expect(logOf(response.headers.get("x-request-id"))).toEqual([]);
  expect(printedNow()).not.toMatch(stackFrame);
});

test("a page under a first segment that is no language answers 404, and every 404 page carries its policy", async () => {
  // One route tree serves every language: its optional first segment must name one of them.
  for (const path of ["/xx/about", "/en/contact", "/xx/size-your-system/lender-sheet"]) {
    const read = await fetch(`${server.url}${path}`);
    expect(read.status, `GET ${path}`).toBe(404);
    expect(await read.text(), `GET ${path}`).toContain('<html lang="en"');
  }
  // Every 404 page carries its policy, the English one as the others (`npm start` serves the
  // site without nginx, whose map has it too).
  for (const path of ["/no-such-page", "/am/no-such-page", "/om/no-such-page", "/projects/nope"]) {
    const policy = (await fetch(`${server.url}${path}`)).headers.get("content-security-policy");
    expect(policy, `GET ${path}`).toMatch(/script-src 'self' 'sha256-/);
  }
  expect(printedNow()).not.toMatch(stackFrame);
});

test("only GET, HEAD and POST reach the application", async () => {
  // A staff action does not run for PUT, PATCH or DELETE (they passed its checks and changed
  // the lead).
  for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
    const response = await fetch(`${server.url}/staff/leads/TS-2026-0001`, {
      method,
      body: method === "OPTIONS" ? undefined : "intent=note&note=x",
    });
    expect(response.status, method).toBe(405);
    expect(response.headers.get("allow"), method).toBe("GET, HEAD, POST");
  }
});

for (const [locale, path] of [
  ["en", "/contact"],
  ["am", "/am/contact"],
  ["am", "/am/projects/project-1"],
] as const) {
  test(`a form sent to ${path}, which takes none, answers 405 with Allow and a page in its language`, async () => {
    const response = await post(server, path, "message=Hello");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    const html = await response.text();
    const text = chromeText[locale].errors.methodNotAllowed;
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${text.heading}</h1>`));
    // Its title says so too, the brand in the language's script ("… | ፀሐይ ሶላር" in Amharic).
    expect(html).toContain(
      `<title>${text.heading} | ${localeInfo[locale].brand ?? site.brand}</title>`,
    );
    // The page's own address, to open it again and use its form, and the way home.
    expect(html).toContain(`href="${path}"`);
    expect(html).toContain(chromeText[locale].errors.home);
    // Inside the site's frame: its header and footer in the same language.
    expect(html).toContain(chromeText[locale].skipLink);
    // The server's log reaches the test through a pipe, a moment after the answer may.
    await expect
      .poll(() => logOf(response.headers.get("x-request-id")))
      .toEqual([expect.stringMatching(new RegExp(`POST ${path}: 405 Method Not Allowed$`))]);
    expect(printedNow()).not.toMatch(stackFrame);
  });
}

test("a form sent to a staff page that takes none answers 405 with Allow and says the page takes no form, once its sender may read the page", async () => {
  // Signed out, the sender is first sent to sign in, as a reader of the page would be.
  for (const path of [
    "/staff/dashboard",
    "/staff?index",
    "/staff/access-log",
    "/staff/security-log",
    "/staff/content/translations",
  ]) {
    const response = await post(server, path, "note=Hello");
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toBe(
      `/staff/sign-in?next=${encodeURIComponent(path)}`,
    );
  }
  addStaffAccounts(server.dbPath, [{ email: "sales@errors.example", password: seller }]);
  const session = await signIn(server, "sales@errors.example", seller);
  for (const path of ["/staff/dashboard", "/staff?index"]) {
    const response = await post(server, path, "note=Hello", { Cookie: session });
    expect(response.status, path).toBe(405);
    expect(response.headers.get("allow"), path).toBe("GET, HEAD");
    const html = await response.text();
    expect(html, path).toMatch(
      new RegExp(`<h1[^>]*>${chromeText.en.errors.methodNotAllowed.heading}</h1>`),
    );
    expect(html, path).toContain(staffText.takesNoForm.message);
    expect(html, path).not.toContain(staffText.fault);
    // The way back to the page, to use it.
    expect(html, path).toContain(`href="${path.split("?")[0]}"`);
  }
  expect(printedNow()).not.toMatch(stackFrame);
});

test("in a browser, the 405 page shows in the frame of its language and comes alive without an error", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    // The browser notes the document's own status; anything else is a problem.
    if (message.type() === "error" && !/status of 405/.test(message.text()))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto(`${server.url}/am/contact`);
  // A form of another page (or an old bookmark's) posting here, as a browser sends it.
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/am/contact";
    document.body.append(form);
    form.submit();
  });
  const text = chromeText.am.errors.methodNotAllowed;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
  await rootHydrated(page);
  await expect(page).toHaveTitle(`${text.heading} | ፀሐይ ሶላር`);
  await expect(page.getByRole("link", { name: text.action })).toHaveAttribute(
    "href",
    "/am/contact",
  );
  await expect(page.getByRole("navigation").first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("a store that fails answers 500 with the form given back in the visitor's language, and logs the fault by the request's reference", async () => {
  // The fault: the enquiries' table is gone from under the running server.
  const db = new Database(server.dbPath);
  db.exec("ALTER TABLE enquiries RENAME TO enquiries_gone");
  try {
    const response = await post(
      server,
      "/am/enquiry",
      enquiryBody({ kind: "home", firstName: "አበበ", phone: "0911234567", language: "am" }),
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    const requestId = response.headers.get("x-request-id");
    expect(html).toContain('<html lang="am"');
    // Told in Amharic that nothing was saved, with what was typed in the form to send again.
    expect(html).toContain(enquiryText.am.words.messages.serverError);
    expect(html).toMatch(/name="firstName"[^>]*value="አበበ"/);
    // Nothing of the fault's internals reaches the visitor.
    expect(html).not.toMatch(/SQLITE|no such table|enquiries_gone|\.js:\d+/);
    // The log names the fault once, by the same reference, with its stack.
    // The server's log reaches the test through a pipe, a moment after the answer may.
    await expect.poll(() => logOf(requestId)).toHaveLength(1);
    expect(logOf(requestId)[0]).toMatch(/POST \/am\/enquiry: not saved: SqliteError/);
    expect(printedNow()).toMatch(stackFrame);
  } finally {
    db.exec("ALTER TABLE enquiries_gone RENAME TO enquiries");
    db.close();
  }
});

test("when the site's frame cannot be built, the fault page is in the visitor's language with the request's reference", async () => {
  // The fault: the content store (which the frame's prices come from) is gone from under the
  // running server, so the root route's own data fails, above every page's boundary. The pages
  // the server renders itself: a shared estimate and a lender sheet.
  const db = new Database(server.dbPath);
  db.exec("ALTER TABLE content_items RENAME TO content_items_gone");
  try {
    for (const [locale, path] of [
      ["om", "/om/size-your-system?area=2"],
      ["am", "/am/size-your-system/lender-sheet?area=2"],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(500);
      const html = await response.text();
      const requestId = response.headers.get("x-request-id");
      const text = chromeText[locale].errors.serverError;
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${text.heading}</h1>`));
      expect(html).toContain(fill(text.reference, { id: requestId ?? "" }));
      expect(html).toContain('href="tel:+251115550100"');
      expect(html).not.toMatch(/SQLITE|no such table|content_items_gone|\.js:\d+/);
      // Logged by the same reference, with what failed (the page's own data failed too).
      // The server's log reaches the test through a pipe, a moment after the answer may.
      await expect.poll(() => logOf(requestId).length).toBeGreaterThan(0);
      const log = logOf(requestId);
      for (const line of log) expect(line).toContain(`GET ${path.split("?")[0]}: SqliteError`);
    }
    expect(printedNow()).toMatch(stackFrame);
  } finally {
    db.exec("ALTER TABLE content_items_gone RENAME TO content_items");
    db.close();
  }
});

test("a file goes out in the encoding the client accepts: Brotli, else gzip, else as it is", async () => {
  /** One GET with the given Accept-Encoding, read as raw bytes (no client decoding). */
  const get = (path: string, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const url = new URL(path, server.url);
      request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            encoding: response.headers["content-encoding"],
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
        .on("error", reject)
        .end();
    });
  const page = await get("/about", "identity");
  expect(page.encoding).toBeUndefined();
  const html = page.body.toString("utf8");
  expect(html).toContain('<html lang="en"');
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0] ?? "";
  expect(asset).not.toBe("");
  const plain = await get(asset, "identity");
  expect(plain.encoding).toBeUndefined();
  // Asked in either order, and again once the server keeps each form.
  for (const accepts of ["gzip, deflate, br", "br", "gzip, deflate, br"]) {
    const br = await get(asset, accepts);
    expect(br.encoding, accepts).toBe("br");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  }
  for (const accepts of ["gzip", "gzip, deflate"]) {
    const gzip = await get(asset, accepts);
    expect(gzip.encoding, accepts).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  }
  expect(brotliDecompressSync((await get("/about", "br")).body).toString("utf8")).toBe(html);
});

test("a post too large to read gets the 413 page of its address's language, a staff form's as well", async () => {
  for (const [path, bytes, locale] of [
    ["/am/contact", 65 * 1024, "am"],
    ["/om/about", 65 * 1024, "om"],
    ["/staff/leads/1", 2 * 1024 * 1024 + 1, "en"],
  ] as const) {
    const answer = await post(server, path, "a".repeat(bytes));
    expect(answer.status, path).toBe(413);
    expect(answer.headers.get("content-type"), path).toContain("text/html");
    const html = await answer.text();
    expect(html, path).toContain(`<html lang="${locale}"`);
    expect(html, path).toContain(notFoundText[locale].tooLarge.heading);
  }
});

test("an address with a trailing slash is sent to the same site without it, never to another host", async () => {
  /** The answer's status and Location to a GET of the path exactly as given (no normalising). */
  const redirectOf = (path: string) =>
    new Promise<{ status: number | undefined; location: string | undefined }>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      request({ hostname, port, path }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, location: response.headers.location });
      })
        .on("error", reject)
        .end();
    });
  expect(await redirectOf("/am/about/")).toEqual({ status: 301, location: "/am/about" });
  expect(await redirectOf("/projects/?q=borehole")).toEqual({
    status: 301,
    location: "/projects?q=borehole",
  });
  for (const path of ["/%2F%2Fevil.example/", "/%5Cevil.example/", "/%2F%5Cevil.example/"]) {
    const { status, location } = await redirectOf(path);
    expect(status, path).toBe(301);
    expect(new URL(location ?? "", server.url).host, path).toBe(new URL(server.url).host);
  }
});

test("an address with an encoded slash answers the 404 page of the address as sent, wherever its dots climb", async () => {
  /** The answer to a GET of the path exactly as given (fetch would resolve its dots first). */
  const answerOf = (path: string) =>
    new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      request({ hostname, port, path }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode, body }));
      })
        .on("error", reject)
        .end();
    });
  for (const path of [
    "/x/..%2f_headers",
    "/x/%2e%2e%2f_headers",
    "/am/..%2F_headers",
    "/x/..%2f__spa-fallback.html",
    "/x/..%2f__spa-fallback",
    "/..%2f..%2fserver/index.js",
    "/..%2fclient/index.html",
    "/%2e%2e/client/about.html",
  ]) {
    const { status, body } = await answerOf(path);
    expect(status, path).toBe(404);
    expect(body, path).toContain(notFoundText[path.startsWith("/am/") ? "am" : "en"].heading);
    expect(body, path).not.toContain("Content-Security-Policy:");
  }
  // Where it lands inside the site is no page either: the browser's router would read the encoded
  // slash inside a part, and the page there would not come alive. Its 404 page is the one of the
  // address as sent: under /am/, Amharic, whichever language it climbs to.
  const about = await answerOf("/x/..%2fabout");
  expect(about.status).toBe(404);
  expect(about.body).toContain(notFoundText.en.heading);
  const oromo = await answerOf("/am/%2e%2e%2fom");
  expect(oromo.status).toBe(404);
  expect(oromo.body).toContain(notFoundText.am.heading);
});

test("the pages the server answers with answer 404 at their own address, each unknown address the one of its route", async () => {
  /** The route the page comes alive on in the browser: the last whose module its boot loads. */
  const routeOf = (html: string) =>
    [...(/__reactRouterRouteModules = \{([^}]*)\}/.exec(html)?.[1] ?? "").matchAll(/"([^"]+)":/g)]
      .map(([, id]) => id)
      .at(-1);
  for (const path of [
    "/404",
    "/404.html",
    "/413",
    "/am/413",
    "/not-found/404",
    "/projects/not-found",
  ]) {
    expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
  }
  // One part: the tree's index route; more: its `*` route, in English as under a prefix.
  for (const [path, route] of [
    ["/no-such", "not-found-here"],
    ["/no-such/page", "routes/not-found"],
    ["/no-such/page/deeper", "routes/not-found"],
    ["/am/no-such/page", "routes/not-found"],
  ] as const) {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(404);
    expect(routeOf(await response.text()), path).toBe(route);
  }
  // A page under a prefix that is no language's, and the forms' answer without a confirmation's
  // kind and reference: the browser's router matches the page's route there, so the server renders
  // the 404 page on it (in the address's language), not a prerendered one that would come alive
  // as "Error 500".
  for (const [path, route, locale] of [
    ["/en/contact", "routes/contact", "en"],
    ["/xx/about", "routes/about", "en"],
    ["/projects/contact", "routes/contact", "en"],
    ["/enquiry", "routes/enquiry", "en"],
    ["/am/enquiry", "routes/enquiry", "am"],
    ["/om/enquiry?kind=quote&reference=TS-26-1", "routes/enquiry", "om"],
    ["/enquiry?kind=order&reference=TS-2026-0001", "routes/enquiry", "en"],
  ] as const) {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(404);
    const html = await response.text();
    expect(routeOf(html), path).toBe(route);
    expect(html, path).toContain(notFoundText[locale].heading);
    expect(html, path).toContain(`<title>${notFoundText[locale].title} | `);
    expect(html.match(/<main\b/g), path).toHaveLength(1);
  }
  expect(printedNow()).not.toMatch(stackFrame);
});

test("with the Node server down, nginx answers a form sent without scripts, or a page its query makes, with 503 and the page of its language, never its own, and the page starts no scripts", async ({
  playwright,
  browser,
}) => {
  test.skip(!existsSync("/usr/sbin/nginx"), "nginx is not installed (the gate installs it)");
  const site = await startContentSite("unavailable");
  try {
    const base = await site.startNginx();
    await site.server.stop();
    const client = await playwright.request.newContext({ ignoreHTTPSErrors: true });
    for (const [path, locale] of [
      ["/am/enquiry", "am"],
      ["/om/enquiry", "om"],
      ["/enquiry", "en"],
      ["/staff/leads", "en"],
      // Through the named location @app: a page posted to its own address.
      ["/am/contact", "am"],
    ] as const) {
      const answer = await client.post(`${base}${path}`, {
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
        data: "kind=contact&name=Almaz&phone=0911234567&message=Hello",
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(503);
      const html = await answer.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).toContain(notFoundText[locale].unavailable.heading);
      expect(html, path).not.toContain("nginx");
    }
    // Through @app as well: a page whose HTML its query makes (a shared estimate's link).
    const shared = await client.get(`${base}/om/size-your-system?area=2`, { maxRedirects: 0 });
    expect(shared.status()).toBe(503);
    expect(await shared.text()).toContain(notFoundText.om.unavailable.heading);
    await client.dispose();
    // In a browser whose scripts run, sent natively (before they ran, on a slow phone): the answer
    // reads whole at the address posted to, and never starts its scripts there, where the router
    // would find the confirmation page and fetch its data from the server that is down.
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    await page.goto(`${base}/am/privacy`);
    await waitForHydration(page);
    const answered = page.waitForResponse((response) => response.url().endsWith("/am/enquiry"));
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/am/enquiry";
      form.append(
        Object.assign(document.createElement("input"), { name: "kind", value: "contact" }),
      );
      form.append(
        Object.assign(document.createElement("button"), { id: "native-send", textContent: "Send" }),
      );
      document.body.append(form);
    });
    await page.locator("#native-send").click();
    expect((await answered).status()).toBe(503);
    await page.waitForLoadState("load");
    // The boot waits for the load event and then an idle period before it fetches anything.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      notFoundText.am.unavailable.heading,
    );
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(failures).toEqual([]);
    await context.close();
  } finally {
    await site.stop();
  }
});
