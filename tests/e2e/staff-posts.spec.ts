/**
 * Reports and news posts (issue 19): an editor writes a post in English and Amharic without
 * JavaScript, previews it, publishes it, and finds it first on /blog and /am/blog and on its own
 * page, as static files renewed by the server and served by nginx; the two first reports keep
 * their addresses; a stale edit is refused with the text kept; history restores a version;
 * hostile HTML shows as text; a salesperson is refused; taking the post off answers 410. A real
 * server and database of their own, on a copy of the build (publishing rewrites its files).
 */
import { existsSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { blogText } from "../../app/content/catalogues";
import { expectAccessibleAtWidths, shot } from "./accessibility";
import {
  longLink,
  sendForm,
  signedInPage,
  startContentSite,
  type ContentSite,
} from "./content-harness";
import { htmlDocument } from "./html";
import { textOutsideItsBox } from "./layout";
import { post, signIn, type TestServer } from "./server-harness";
import { waitForHydration } from "./support";

test.describe.configure({ mode: "serial" });

const editor = { email: "tigist@tsehaysolar.example", password: "an editor's long password" };
const sales = { email: "yonas@tsehaysolar.example", password: "a salesperson's password" };
const hostile = `<img src=x onerror="document.title='owned'"> Ziway <b>bold</b>`;
const title = "Ten Solar Pumps Reach Ziway Farmers";
const amharicTitle = "አሥር የፀሐይ ፓምፖች ለዝዋይ አርሶ አደሮች ደረሱ";
const summary = "Ten solar pump sets now water onion and tomato plots around Lake Ziway.";
let site: ContentSite;
/** nginx over the site's files, once a test has started it. */
let nginxBase: string | undefined;
let server: TestServer;

test.beforeAll(async () => {
  site = await startContentSite("posts", { editor, sales });
  server = site.server;
});

test.afterAll(async () => {
  await site?.stop();
});

const editorPage = (browser: Browser, javaScriptEnabled = false, path?: string): Promise<Page> =>
  signedInPage(browser, server, editor, javaScriptEnabled, path);

test("a salesperson is refused every post route, read or write", async () => {
  const cookie = await signIn(server, sales.email, sales.password);
  for (const path of [
    "/staff/content/posts/solar-pumps-moa",
    "/staff/content/posts/solar-pumps-moa/preview",
    "/staff/content/posts/solar-pumps-moa/history",
  ]) {
    const read = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
    expect(read.status, `GET ${path}`).toBe(403);
  }
  for (const [path, body] of [
    ["/staff/content", "intent=new-post"],
    ["/staff/content/posts/solar-pumps-moa", "intent=publish&revision=2"],
    ["/staff/content/posts/solar-pumps-moa/history", "version=1&revision=2"],
  ] as const) {
    const write = await post(server, path, body, { Cookie: cookie });
    expect(write.status, `POST ${path}`).toBe(403);
  }
  expect(server.query("SELECT id FROM content_items WHERE kind = 'post'")).toHaveLength(2);
});

test("an editor writes a post in English and Amharic, previews and publishes it, without JavaScript", async ({
  browser,
}) => {
  const page = await editorPage(browser);
  // Posts are listed beside projects, newest first.
  const posts = page.getByRole("region", { name: "Reports and news" });
  await expect(posts.getByRole("link").first()).toHaveText(
    "Drilling Partnership with Nahom Construction: Boreholes for Cooperatives",
  );
  await posts.getByRole("button", { name: "Add a post" }).click();
  await expect(page).toHaveURL(/\/staff\/content\/posts\/post-1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New post");

  // Missing required fields: a clear message, and what was typed stays.
  await page.getByLabel("Title (አማርኛ)").fill(amharicTitle);
  await page.getByLabel("Text (አማርኛ)").fill("ዝዋይ ሐይቅ አካባቢ አሥር ፓምፖች ተተከሉ።");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert")).toContainText("There are problems with");
  await expect(page.getByLabel("Title (English)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title (አማርኛ)")).toHaveValue(amharicTitle);
  await expect(page.getByLabel("Text (አማርኛ)")).toHaveValue("ዝዋይ ሐይቅ አካባቢ አሥር ፓምፖች ተተከሉ።");

  // Twice the longest text, in Ge'ez letters (720 KB once the form encodes them): the text's own
  // limit answers, with everything typed given back, not the door's "too large".
  const tooLong = Array.from({ length: 20_000 }, () => "ፓምፕ").join(" ");
  // Pasted at once, as a paste does (typing it would lay the text out letter by letter).
  await page.getByLabel("Text (አማርኛ)").evaluate((box, text) => {
    (box as HTMLTextAreaElement).value = text;
  }, tooLong);
  expect(await sendForm(page, "Save draft")).toBe(422);
  await expect(page.getByRole("alert")).toContainText("There are problems with");
  await expect(page.getByLabel("Text (አማርኛ)")).toHaveValue(tooLong);
  await page.getByLabel("Text (አማርኛ)").fill("ዝዋይ ሐይቅ አካባቢ አሥር ፓምፖች ተተከሉ።");

  // Every body mistake names its line, each on a line of its own; the text stays as typed.
  const body = [
    "In November our crews installed ten solar pump sets for farmers around Lake Ziway.",
    "",
    "## Hand-over",
    `Each group ran its pump before the crew left. ${hostile}`,
    "[figure] 10 | Pump sets installed",
    "[figure] 3",
    "[picture] sunset",
    `The ministry's guideline: ${longLink}`,
  ].join("\n");
  await page.getByLabel("Title (English)").fill(title);
  await page.getByLabel("Summary, for the card and search engines (English)").fill(summary);
  await page.getByLabel("Author (English)").fill("Meron Tadesse");
  await page.getByLabel("Author's role (English)").fill(hostile);
  await page.getByLabel("Kind of post, e.g. “Project report” (English)").fill("News");
  await page.getByLabel("Tags (English)").fill("Ziway\nSolar pumps");
  await page.getByLabel("Text (English)").fill(body);
  // The day is picked from a calendar, and its hint says so (not a format the picker does not show).
  await expect(page.getByLabel("Date", { exact: true })).toHaveAttribute("type", "date");
  await expect(page.getByLabel("Date", { exact: true })).toHaveAccessibleDescription(
    "Pick the day from the calendar: the blog lists the newest first.",
  );
  await page.getByLabel("Date", { exact: true }).fill("2026-11-25");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert")).toContainText("Line 6: write a figure as");
  const problems = page.locator("p").filter({ hasText: /^!Line 6: write a figure as/ });
  // One line each, as the editor reads them (what is rendered: a newline kept, not a space).
  expect(await problems.evaluate((element) => (element as HTMLElement).innerText)).toMatch(
    /Line 6: write a figure as .*\nLine 7: no picture is called "sunset"/,
  );
  await shot(problems, "posts-body-problems");
  await expect(page.getByLabel("Text (English)")).toHaveValue(body);

  await page.getByLabel("Text (English)").fill(body.replace("\n[figure] 3\n[picture] sunset", ""));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await expect(page.getByLabel("Title (አማርኛ)")).toHaveValue(amharicTitle);
  // The Amharic text is an introduction alone: the editor says what its page will lack, under
  // that text (the Oromo one, empty, shows the English whole).
  await expect(page.getByText(/^Shorter than the English: 1 section missing\. /)).toHaveCount(1);
  await expect(page.locator('[lang="am"]', { has: page.getByLabel("Text (አማርኛ)") })).toContainText(
    "Shorter than the English: 1 section missing.",
  );

  // A draft is not public.
  expect((await fetch(`${server.url}/blog/post-1`)).status).toBe(404);

  // The preview is the real page with the draft, to staff only.
  const preview = await page.context().newPage();
  await preview.goto(`${server.url}/staff/content/posts/post-1/preview?lang=am`);
  await expect(preview.getByRole("status")).toContainText("Preview of a draft");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(amharicTitle);
  await expect(preview.getByText("ዝዋይ ሐይቅ አካባቢ አሥር ፓምፖች ተተከሉ።")).toBeVisible();
  await preview.close();
  expect(
    (await fetch(`${server.url}/staff/content/posts/post-1/preview`, { redirect: "manual" }))
      .status,
  ).toBe(302);

  // The form as a second press of Save and publish sends it again, on a slow network.
  const form = await page
    .locator('form:has(button[value="publish"])')
    .evaluate((element) =>
      Object.fromEntries(
        [...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)]),
      ),
    );
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  const versions = () =>
    server.query("SELECT version FROM content_versions WHERE kind = 'post' AND id = 'post-1'");
  expect(versions()).toHaveLength(1);
  // Sent again from the page the first press was made on (stale by that publication): answered
  // as published, nothing published twice.
  const again = await page.request.post(`${server.url}/staff/content/posts/post-1`, {
    form: { ...form, intent: "publish" },
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  expect(again.headers().location).toBe("/staff/content/posts/post-1?done=published");
  // A second click landing on the page the first answered with: published too, no red refusal.
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Published: the site shows it, in every language.",
  );
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(versions()).toHaveLength(1);
});

test("once published, the post is first on /blog and /am/blog, on its own page and in the sitemap; the reports keep their addresses", async ({
  page,
}) => {
  await page.goto(`${server.url}/blog`);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(title);
  await expect(cards.first().locator('time[datetime="2026-11-25"]')).toBeVisible();
  await expect(cards.first().getByRole("list", { name: "Tags" })).toContainText("Solar pumps");
  // Hostile HTML is text: shown, never run.
  await expect(cards.first().getByText(hostile)).toBeVisible();
  expect(await page.title()).not.toBe("owned");

  await page.goto(`${server.url}/am/blog`);
  await expect(page.getByRole("article").first().getByRole("heading", { level: 2 })).toHaveText(
    amharicTitle,
  );
  // No Amharic summary: the English, marked as English.
  await expect(page.getByRole("article").first().getByText(summary)).toHaveAttribute("lang", "en");

  await page.goto(`${server.url}/am/blog/post-1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(amharicTitle);
  await expect(page.getByText("ዝዋይ ሐይቅ አካባቢ አሥር ፓምፖች ተተከሉ።")).toBeVisible();
  await page.goto(`${server.url}/blog/post-1`);
  await expect(page.getByRole("heading", { level: 2, name: "Hand-over" })).toBeVisible();
  await expect(page.getByText("Pump sets installed")).toBeVisible();
  await expect(page.getByText(hostile).first()).toBeVisible();
  expect(await page.title()).not.toBe("owned");
  // A link pasted into the text breaks on a phone rather than widen the page.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByText(`The ministry's guideline: ${longLink}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  expect(await textOutsideItsBox(page)).toEqual([]);

  // The route data for in-site navigation, the sitemap, and the reports' old addresses.
  const data = await (await fetch(`${server.url}/blog.data`)).text();
  expect(data).toContain(title);
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("/blog/post-1</loc>");
  expect(sitemap).toContain("/am/blog/post-1</loc>");
  for (const path of [
    "/projects/solar-pumps-moa",
    "/am/projects/nahom-construction-partnership",
    "/om/projects/solar-pumps-moa",
  ])
    expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
  const unknown = await fetch(`${server.url}/am/blog/no-such-post`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain(blogText.am.notFound.title);
});

test("nginx serves the published post and the blog as files", async ({ playwright }) => {
  test.skip(!existsSync("/usr/sbin/nginx"), "nginx is not installed (the gate installs it)");
  const base = await site.startNginx();
  nginxBase = base;
  // The files' status and headings, read as nginx sends them: no browser needed.
  const request = await playwright.request.newContext({ ignoreHTTPSErrors: true });
  /** The text of the first `name` element inside the first element `container` matches. */
  const heading = (html: string, container: string, name: string) =>
    htmlDocument(html).querySelector(container)?.querySelector(name)?.textContent;
  for (const path of ["/blog", "/am/blog"]) {
    const answer = await request.get(`${base}${path}`);
    expect(answer.status(), path).toBe(200);
    // The first card's heading.
    expect(heading(await answer.text(), "article", "h2"), path).toBe(
      path === "/blog" ? title : amharicTitle,
    );
  }
  const post = await request.get(`${base}/blog/post-1`);
  expect(post.status()).toBe(200);
  expect(heading(await post.text(), "main", "h1")).toBe(title);
  expect((await request.get(`${base}/projects/solar-pumps-moa`)).status()).toBe(200);
  await request.dispose();
});

test("a stale edit is refused with 409 and the text kept; history restores a version", async ({
  browser,
}) => {
  const first = await editorPage(browser, false, "/staff/content/posts/post-1");
  const second = await editorPage(browser, false, "/staff/content/posts/post-1");
  // A title with a word longer than a phone's line: an address pasted into it.
  const longTitle = `Ten Solar Pumps Water Ziway's Onion Fields: ${longLink}`;
  await first.getByLabel("Title (English)").fill(longTitle);
  await first.getByRole("button", { name: "Save and publish" }).click();
  await expect(first.getByRole("status")).toContainText("Published");
  // The staff lists that name it break the word rather than widen the page on a phone.
  await first.setViewportSize({ width: 320, height: 700 });
  for (const path of ["/staff/content", "/staff/content/translations"]) {
    await first.goto(`${server.url}${path}`);
    expect(await first.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
  }
  await first.goto(`${server.url}/staff/content/posts/post-1`);

  await second.getByLabel("Tags (English)").fill("Ziway\nSolar pumps\nOnions");
  const answer = second.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("post-1"),
  );
  await second.getByRole("button", { name: "Save draft" }).click();
  expect((await answer).status()).toBe(409);
  await expect(second.getByRole("alert")).toContainText("changed this post");
  await expect(second.getByLabel("Tags (English)")).toHaveValue("Ziway\nSolar pumps\nOnions");

  // History: version 2 changed the title; restoring version 1 publishes it again as version 3.
  await first.getByRole("link", { name: "History" }).click();
  await expect(
    first.getByRole("region", { name: /Version 2, published by/ }).getByText(longTitle),
  ).toBeVisible();
  expect(await first.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  await first.getByRole("button", { name: "Restore version 1" }).click();
  await expect(first.getByRole("status")).toHaveText(
    "Version 1 is on the site again, as version 3.",
  );
  const blog = await (await fetch(`${server.url}/blog`)).text();
  expect(blog).toContain("Ten Solar Pumps Reach Ziway Farmers");
});

test("the post pages have no accessibility findings at 390 and 1280 px", async ({ browser }) => {
  test.setTimeout(120_000);
  // The content list and the translations to do, where the post is a row or a section of the
  // same markup as a project's, are checked by staff-content.spec.ts.
  const paths = [
    "/staff/content/posts/post-1",
    "/staff/content/posts/post-1/history",
    "/blog/post-1",
  ];
  // The checkers run as scripts in the page. It opens on the first page to check (without the
  // session it would be the sign-in form); the checks set their own widths.
  const page = await editorPage(browser, true, paths[0]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit: ${title}`);
  for (const path of paths) {
    if (path !== paths[0]) await page.goto(`${server.url}${path}`);
    await expectAccessibleAtWidths(page, path);
    await shot(page, `posts-${path.slice(1).replaceAll("/", "_")}`, true);
  }
});

test("the translations to do list the post's missing Amharic and Afaan Oromo texts", async ({
  browser,
}) => {
  const page = await editorPage(browser);
  await page.getByRole("link", { name: "Translations to do" }).click();
  const post = page.getByRole("region", { name: title });
  await expect(post).toContainText("Summary, for the card and search engines, አማርኛ (am)");
  await expect(post).toContainText("Text, Afaan Oromoo (om)");
  // The Amharic text, an introduction alone, is translated from this English but shorter.
  await expect(post).toContainText("Text, አማርኛ (am): Shorter than the English");
  await shot(page, "posts-translations-to-do", true);
  // Said truthfully: a missing text shows the English, an out-of-date one its old translation.
  await expect(page.getByText(/^Text that is missing in a language/)).toContainText(
    "Where a translation is missing, pages show the English; where it is out of date, they show the old translation until it is updated.",
  );
  // Edit opens the editor at the first text to do, not at the top of its long form.
  await post.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/staff\/content\/posts\/post-1#field-summary\.am$/);
  const field = page.getByLabel("Summary, for the card and search engines (አማርኛ)");
  await expect(field).toHaveAttribute("id", "field-summary.am");
  await expect(field).toBeInViewport();
  // Each text listed opens at its own field.
  await page.goBack();
  await post.getByRole("link", { name: "Text", exact: true }).last().click();
  await expect(page).toHaveURL(/\/staff\/content\/posts\/post-1#field-body\.om$/);
  await expect(page.getByLabel("Text (Afaan Oromoo)")).toBeInViewport();
});

test("taking the post off the site answers 410 and removes it from the blog and the sitemap", async ({
  browser,
}) => {
  const page = await editorPage(browser, false, "/staff/content/posts/post-1");
  await page.getByRole("checkbox", { name: /^Yes, take it off the site now/ }).check();
  await page.getByRole("button", { name: "Take off the site" }).click();
  await expect(page.getByRole("status")).toContainText("Taken off the site");
  await expect(
    page.getByText(/^Taken off the site: version 3 was the last one on it\./),
  ).toBeVisible();
  await expect(page.getByText("is on the site")).toHaveCount(0);
  for (const path of ["/blog/post-1", "/am/blog/post-1", "/om/blog/post-1"])
    expect((await fetch(`${server.url}${path}`)).status, path).toBe(410);
  // nginx (started by the test before, and reloaded by the publication) answers 410 with the
  // 404 page of the address's language.
  if (nginxBase) {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const gone = await context.newPage();
    expect((await gone.goto(`${nginxBase}/am/blog/post-1`))?.status()).toBe(410);
    await expect(gone.locator("html")).toHaveAttribute("lang", "am");
    // The post route's own "Report Not Found", so it comes alive without a second page.
    await expect(gone.getByRole("heading", { level: 1 })).toHaveText(blogText.am.notFound.title);
    await waitForHydration(gone);
    await expect(gone.getByRole("heading", { level: 1 })).toHaveText(blogText.am.notFound.title);
    await context.close();
  }
  const blog = await (await fetch(`${server.url}/blog`)).text();
  expect(blog).not.toContain("Ziway");
  expect(blog).toContain("Nahom Construction");
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain("post-1");
});
