/**
 * The products' and packages' names and the recommended package, edited by staff (issue 19): an
 * editor renames the Starter package in English and Amharic without JavaScript, leaves its Oromo
 * name empty, marks it "Most Popular", publishes, and finds the new name on /products and
 * /am/products served by nginx, in the quote form's choices and in the sizing tool's result, with
 * Oromo showing the English marked lang="en". Bad input is refused with 422 and the typed text
 * kept, a stale edit with 409, a salesperson with 403. A real server, database and nginx, on a
 * copy of the build (publishing rewrites its files).
 */
import { existsSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { accessibilityFindings, expectAccessibleAtWidths } from "./accessibility";
import {
  sendForm as send,
  signedInPage,
  startContentSite,
  type ContentSite,
} from "./content-harness";
import { post, signIn, type TestServer } from "./server-harness";

test.describe.configure({ mode: "serial" });

const editor = { email: "hana@tsehaysolar.example", password: "an editor's long password" };
const sales = { email: "abebe@tsehaysolar.example", password: "a salesperson's password" };
const hostile = `<img src=x onerror="document.title='owned'"><b>Monitor</b>`;
const english = "Family Farm";
const amharic = "የቤተሰብ ማሳ";
let site: ContentSite;
let server: TestServer;

test.beforeAll(async () => {
  site = await startContentSite("names", { editor, sales });
  server = site.server;
});

test.afterAll(async () => site?.stop());

/** A page signed in as the editor on the products' words, JavaScript off unless asked. */
async function editorPage(browser: Browser, javaScriptEnabled = false): Promise<Page> {
  const page = await signedInPage(
    browser,
    server,
    editor,
    javaScriptEnabled,
    "/staff/content/products",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Products and packages: names, descriptions and selling points",
  );
  return page;
}

const publishWords = "Publish the names and descriptions";

test("a salesperson is refused the products' words, read or write", async () => {
  const cookie = await signIn(server, sales.email, sales.password);
  const read = await fetch(`${server.url}/staff/content/products`, { headers: { Cookie: cookie } });
  expect(read.status).toBe(403);
  const write = await post(
    server,
    "/staff/content/products",
    `revision=1&package.starter.en.name=Sold`,
    { Cookie: cookie },
  );
  expect(write.status).toBe(403);
  expect(server.query("SELECT version FROM content_items WHERE id = 'catalogue-words'")).toEqual([
    { version: 1 },
  ]);
});

test("an empty English name and a name used twice are refused with 422, the typed text kept", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The checkers run as scripts in the page; the page itself ships none, so it is the same form.
  const page = await editorPage(browser, true);
  const starter = page.getByRole("group", { name: "Starter" });
  const enterprise = page.getByRole("group", { name: "Enterprise" });
  await starter.getByLabel("Name (English)").fill("");
  await starter.getByLabel("Name (አማርኛ)").fill(amharic);
  await enterprise.getByLabel("Name (አማርኛ)").fill(amharic);
  expect(await send(page, publishWords)).toBe(422);
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Write its name in English");
  await expect(summary).toContainText(`Another package is already called “${amharic}”`);
  await expect(starter.getByLabel("Name (English)")).toHaveAttribute("aria-invalid", "true");
  await expect(enterprise.getByLabel("Name (አማርኛ)")).toHaveAttribute("aria-invalid", "true");
  await expect(starter.getByLabel("Name (አማርኛ)")).toHaveValue(amharic);
  await expect(enterprise.getByLabel("Name (አማርኛ)")).toHaveValue(amharic);
  // The refused form passes the accessibility checks too, at a phone's and a desktop's width.
  await expectAccessibleAtWidths(page, "refused form");
  expect(server.query("SELECT version FROM content_items WHERE id = 'catalogue-words'")).toEqual([
    { version: 1 },
  ]);
  await page.context().close();
});

test("an editor renames the Starter package and marks it Most Popular, without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const checked = await editorPage(browser, true);
  for (const width of [390, 1280]) {
    await checked.setViewportSize({ width, height: 900 });
    expect(await accessibilityFindings(checked), `products' words at ${width} px`).toEqual([]);
  }
  await checked.context().close();
  const page = await editorPage(browser);
  const starter = page.getByRole("group", { name: "Starter" });
  await starter.getByLabel("Name (English)").fill(english);
  await starter.getByLabel("Name (አማርኛ)").fill(amharic);
  await starter.getByLabel("Name (Afaan Oromoo)").fill("");
  await page
    .getByRole("group", { name: "Remote Monitoring" })
    .getByLabel("Name (English)")
    .fill(hostile);
  expect(await send(page, publishWords)).toBe(302);
  await expect(page.getByRole("status")).toHaveText(
    "The new names and descriptions are on the site.",
  );
  // The form shows the package under its new name.
  await expect(page.getByRole("group", { name: english })).toBeVisible();

  // "Most Popular" moves with the list prices, the packages named as published.
  await page.goto(`${server.url}/staff/content/settings`);
  await expect(page.getByLabel(`${english} package`)).toHaveValue("3500");
  await page.getByLabel("Marked “Most Popular”").selectOption({ label: english });
  expect(await send(page, "Publish the list prices")).toBe(302);
  await expect(page.getByRole("status")).toHaveText("The new list prices are on the site.");
  await page.context().close();
});

test("the new name is on /products and /am/products served by nginx, Oromo in English marked lang=en", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  test.skip(!existsSync("/usr/sbin/nginx"), "nginx is not installed (the gate installs it)");
  const base = await site.startNginx();
  const context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled: false });
  const visitor = await context.newPage();
  const card = (name: string) =>
    visitor
      .locator("#packages")
      .getByRole("article")
      .filter({ has: visitor.getByRole("heading", { name, exact: true }) });

  expect((await visitor.goto(`${base}/products`))?.status()).toBe(200);
  await expect(card(english)).toContainText("Most Popular");
  await expect(card(english).getByRole("link")).toHaveText(`Choose ${english}`);
  await expect(card("Professional")).not.toContainText("Most Popular");
  await expect(visitor.locator("#packages h3").filter({ hasText: "Starter" })).toHaveCount(0);
  // The hostile name is text, not markup.
  await expect(visitor.locator("#components h3").nth(4)).toHaveText(hostile);
  expect(await visitor.title()).not.toBe("owned");

  expect((await visitor.goto(`${base}/am/products`))?.status()).toBe(200);
  await expect(card(amharic)).toContainText("በብዛት የሚመረጠው");
  await expect(visitor.locator("#packages h3").filter({ hasText: "መነሻ" })).toHaveCount(0);

  // Oromo has no name for it: the English, marked as English; the other names stay Oromo.
  expect((await visitor.goto(`${base}/om/products`))?.status()).toBe(200);
  await expect(visitor.locator('#packages h3[lang="en"]')).toHaveText(english);
  await expect(visitor.locator("#packages h3:not([lang])")).toHaveText([
    "Ogummaa",
    "Intarpiraayizii",
  ]);
  await context.close();
});

test("the quote form's choices and the sizing tool's result name the package as published", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const interest = visitor.getByLabel("What are you interested in? (optional)");

  await visitor.goto(`${server.url}/get-started?package=starter`);
  await expect(interest.locator('option[value="package:starter"]')).toHaveText(
    `${english} package`,
  );
  await visitor.goto(`${server.url}/am/get-started`);
  await expect(visitor.locator('option[value="package:starter"]')).toHaveText(`${amharic} ፓኬጅ`);
  // Oromo has none: an <option> holds text only, so the English name alone, marked as English.
  await visitor.goto(`${server.url}/om/get-started`);
  await expect(visitor.locator('option[value="package:starter"]')).toHaveText(english);
  await expect(visitor.locator('option[value="package:starter"]')).toHaveAttribute("lang", "en");

  // A half-hectare plot is offered the Starter package, by its new name, in each language.
  const offered = (label: string) =>
    visitor
      .getByTestId("key-figures")
      .locator("div")
      .filter({ has: visitor.locator("dt", { hasText: label }) })
      .locator("dd")
      .first();
  await visitor.goto(`${server.url}/size-your-system?area=0.3`);
  await expect(offered("Package")).toHaveText(english);
  await visitor.goto(`${server.url}/am/size-your-system?area=0.3`);
  await expect(offered("ፓኬጅ")).toHaveText(amharic);
  await expect(offered("ፓኬጅ").locator("[lang]")).toHaveCount(0);
  // Oromo has none: the English, marked as English.
  await visitor.goto(`${server.url}/om/size-your-system?area=0.3`);
  await expect(visitor.getByTestId("key-figures").locator('dd span[lang="en"]')).toHaveText(
    english,
  );
  await context.close();
});

test("a stale edit is refused with 409, merged with the colleague's words, the typed text kept", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const first = await editorPage(browser);
  const second = await editorPage(browser);
  const batteries = (page: Page) => page.getByRole("group", { name: "Batteries" });
  const name = (page: Page) => batteries(page).getByLabel("Name (English)");
  const description = (page: Page) => batteries(page).getByLabel("What it is (English)");
  const colleagues = "Lithium batteries that store the day's sun for pumping at night.";
  await name(first).fill("Storage Batteries");
  await description(first).fill(colleagues);
  expect(await send(first, publishWords)).toBe(302);
  await name(second).fill("Deep-cycle Batteries");
  expect(await send(second, publishWords)).toBe(409);
  await expect(second.getByRole("alert")).toContainText(editor.email);
  // The batteries are named as the page named them when it was opened, in their heading and in
  // the message, not by the name the colleague has just given them.
  await expect(second.getByRole("group", { name: "Batteries", exact: true })).toBeVisible();
  await expect(second.getByRole("alert")).toContainText(
    "You both changed Batteries · Name (English): your text is kept there",
  );
  await expect(second.getByRole("alert")).not.toContainText("Storage Batteries ·");
  // Both renamed the batteries: the typed name kept, the colleague's beside it; the description
  // only the colleague changed is theirs now.
  await expect(name(second)).toHaveValue("Deep-cycle Batteries");
  // In the summary and beside the field.
  await expect(
    second.getByText(`${editor.email} changed this too, to: “Storage Batteries”.`),
  ).toHaveCount(2);
  await expect(description(second)).toHaveValue(colleagues);
  // Pressed again, the typed name is published with the colleague's description.
  expect(await send(second, publishWords)).toBe(302);
  const [latest] = server.query<{ document: string }>(
    "SELECT document FROM content_versions WHERE id = 'catalogue-words' ORDER BY version DESC LIMIT 1",
  );
  expect(latest?.document).toContain('"name":"Deep-cycle Batteries"');
  expect(latest?.document).toContain(colleagues);
  await first.context().close();
  await second.context().close();
});
