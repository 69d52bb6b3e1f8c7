/**
 * The history of the company's settings (issue 19): an editor changes the main phone and an FAQ
 * answer without JavaScript, opens each history from its page, reads the changes named field by
 * field, restores the earlier version, and the public pages served by nginx show the old value
 * again; the translations to do list the answer whose English changed after its Amharic; a
 * salesperson gets 403. A real server, database and nginx, on a copy of the build.
 */
import { existsSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessibleAtWidths, shot } from "./accessibility";
import {
  sendForm as send,
  signedInPage,
  startContentSite,
  type ContentSite,
  withOutdatedNotice,
} from "./content-harness";
import { post, signIn, type TestServer } from "./server-harness";

test.describe.configure({ mode: "serial" });

const editor = { email: "selam@tsehaysolar.example", password: "an editor's long password" };
const sales = { email: "abebe@tsehaysolar.example", password: "a salesperson's password" };
const oldPhone = "+251 11 555 0100";
const newPhone = "+251 11 555 0142";
const oldAnswer =
  "Most solar pump and irrigation installations take 3-5 days on site, after a site survey of 1-2 days. Borehole drilling, when needed, adds a few days before that.";
// Typed markup is text: the history and the page show it as typed.
const newAnswer = "Two to four days on site, after a <b>one-day</b> survey.";
// The question named by its English, as the editor shows it, not by its place.
const answerLabel = "Contact page (/contact) · How long does an installation take? · Answer";
let site: ContentSite;
let server: TestServer;

test.beforeAll(async () => {
  site = await startContentSite("settings-history", { editor, sales });
  server = site.server;
});

test.afterAll(async () => site?.stop());

/** A page signed in as the editor, JavaScript off unless asked. */
function editorPage(browser: Browser, javaScriptEnabled = false, path?: string): Promise<Page> {
  return signedInPage(browser, server, editor, javaScriptEnabled, path);
}

/** The versions of a setting in the store, oldest first. */
function versionsOf(id: string) {
  return server.query(
    `SELECT version, restored_from FROM content_versions WHERE kind = 'settings' AND id = '${id}' ORDER BY version`,
  );
}

test("a salesperson is refused the history and the restore (403), and nothing changes", async () => {
  const cookie = await signIn(server, sales.email, sales.password);
  for (const id of ["company", "faqs"]) {
    const path = `/staff/content/settings/${id}/history`;
    const read = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
    expect(read.status, `GET ${path}`).toBe(403);
    const write = await post(server, path, "version=1&revision=2", { Cookie: cookie });
    expect(write.status, `POST ${path}`).toBe(403);
    expect(versionsOf(id)).toEqual([{ version: 1, restored_from: null }]);
  }
});

test("an unknown setting's history answers 404", async () => {
  const cookie = await signIn(server, editor.email, editor.password);
  const answer = await fetch(`${server.url}/staff/content/settings/nothing/history`, {
    headers: { Cookie: cookie },
  });
  expect(answer.status).toBe(404);
});

test("the phone and an answer changed, the history names both changes, without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const page = await editorPage(browser, false, "/staff/content/company");
  await page.getByLabel("Main phone").fill(newPhone);
  expect(await send(page, "Publish the contact details")).toBe(302);
  await expect(page.getByRole("status")).toHaveText("The new contact details are on the site.");

  await page.goto(`${server.url}/staff/content/faqs`);
  const contact = page.getByRole("region", { name: "Contact page (/contact)" });
  await contact.getByLabel("Answer (English)").first().fill(newAnswer);
  expect(await send(page, "Publish the questions")).toBe(302);
  await expect(page.getByRole("status")).toHaveText(
    withOutdatedNotice("The questions are on the site."),
  );

  // The company page's head links to its history; the newest version names the phone.
  await page.goto(`${server.url}/staff/content/company`);
  await page.getByRole("link", { name: "History: contact details" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("History: Contact details");
  const latest = page.getByRole("region", { name: /^Version 2, published by/ });
  await expect(latest).toContainText(editor.email);
  await expect(latest.locator("dt")).toHaveText(["Main phone"]);
  await expect(latest.locator("dd")).toContainText(oldPhone);
  await expect(latest.locator("dd")).toContainText(newPhone);
  await expect(latest).toContainText("On the site now");

  await page.goto(`${server.url}/staff/content/faqs`);
  await page.getByRole("link", { name: "History: questions and answers" }).click();
  const answer = page.getByRole("region", { name: /^Version 2, published by/ });
  await expect(answer.locator("dt")).toHaveText([`${answerLabel} (English)`]);
  await expect(answer.locator("dd")).toContainText(oldAnswer);
  await expect(answer.locator("dd")).toContainText(newAnswer);
  await page.context().close();
});

test("the answer whose English changed after its Amharic is on the translations to do and marked in the editor, where its row moves", async ({
  browser,
}) => {
  const page = await editorPage(browser, false, "/staff/content/translations");
  const faqs = page.getByRole("region", { name: "Questions and answers" });
  await expect(faqs.getByRole("listitem")).toHaveText([
    `${answerLabel}, አማርኛ (am): Out of date: the English changed since this was translated`,
    `${answerLabel}, Afaan Oromoo (om): Out of date: the English changed since this was translated`,
  ]);
  // Contact details: only the phone changed, whose translations are not texts.
  await expect(page.getByRole("region", { name: "Contact details" })).toHaveCount(0);
  await faqs.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questions and answers");
  const answers = page
    .getByRole("region", { name: "Contact page (/contact)" })
    .getByRole("group", { name: "Answer" })
    .first();
  await expect(answers.getByText("Out of date: the English changed")).toHaveCount(2);
  // Confirming the Afaan Oromoo translation takes it off the list.
  await answers.getByLabel("This translation is still right for the new English").last().check();
  expect(await send(page, "Publish the questions")).toBe(302);
  await page.goto(`${server.url}/staff/content/translations`);
  await expect(
    page.getByRole("region", { name: "Questions and answers" }).getByRole("listitem"),
  ).toHaveText([
    `${answerLabel}, አማርኛ (am): Out of date: the English changed since this was translated`,
  ]);

  // Moved down, the question keeps its mark and its box: they are the second question's now.
  await page.goto(`${server.url}/staff/content/faqs`);
  const contact = page.getByRole("region", { name: "Contact page (/contact)" });
  const marked = (place: number) =>
    contact
      .getByRole("group", { name: "Answer" })
      .nth(place)
      .getByText("Out of date: the English changed");
  await expect(marked(0)).toHaveCount(1);
  expect(await send(page, "Move question 1 (contact page) down")).toBe(200);
  await expect(page.getByRole("status")).toContainText("The list changed on this page only.");
  await expect(contact.getByLabel("Answer (English)").nth(1)).toHaveValue(newAnswer);
  await expect(marked(1)).toHaveCount(1);
  await expect(
    contact
      .getByRole("group", { name: "Answer" })
      .nth(1)
      .getByLabel("This translation is still right for the new English"),
  ).toHaveCount(1);
  await expect(marked(0)).toHaveCount(0);
  await page.context().close();
});

test("restoring the earlier versions puts the old phone and answer back on the public pages, served by nginx", async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const page = await editorPage(browser, false, "/staff/content/settings/faqs/history");
  expect(await send(page, "Restore version 1")).toBe(302);
  await expect(page.getByRole("status")).toHaveText(
    "Version 1 is on the site again, as a new version.",
  );
  const restored = page.getByRole("region", { name: /^Version 4, published by/ });
  await expect(restored).toContainText("(restored version 1)");
  await expect(restored).toContainText("On the site now");
  expect(versionsOf("faqs").at(-1)).toEqual({ version: 4, restored_from: 1 });
  // The version that only confirmed a translation says so.
  await expect(page.getByRole("region", { name: /^Version 3, published by/ })).toContainText(
    "Translations were confirmed as still right for their English; no text changed.",
  );

  await page.goto(`${server.url}/staff/content/settings/company/history`);
  expect(await send(page, "Restore version 1")).toBe(302);
  await expect(page.getByRole("status")).toHaveText(
    "Version 1 is on the site again, as a new version.",
  );
  await expect(
    page.getByRole("region", { name: /^Version 3, published by/ }).locator("dt"),
  ).toHaveText(["Main phone"]);
  expect(versionsOf("company").at(-1)).toEqual({ version: 3, restored_from: 1 });
  await page.context().close();

  test.skip(!existsSync("/usr/sbin/nginx"), "nginx is not installed (the gate installs it)");
  const base = await site.startNginx();
  const context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled: false });
  const visitor = await context.newPage();
  // /contact last: its load serves the question below too.
  for (const path of ["/am/contact", "/contact"]) {
    expect((await visitor.goto(`${base}${path}`))?.status(), path).toBe(200);
    await expect(
      visitor.getByRole("contentinfo").getByRole("link", { name: oldPhone }).first(),
      path,
    ).toBeVisible();
    await expect(
      visitor.getByRole("contentinfo").getByRole("link", { name: newPhone }),
    ).toHaveCount(0);
  }
  await visitor.locator("#faq summary").first().click();
  await expect(visitor.getByText(oldAnswer)).toBeVisible();
  await expect(visitor.getByText(newAnswer)).toHaveCount(0);
  await context.close();
});

test("a restore from a page older than the last change is refused with 409", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const first = await editorPage(browser, false, "/staff/content/settings/faqs/history");
  const second = await editorPage(browser, false, "/staff/content/settings/faqs/history");
  expect(await send(first, "Restore version 2")).toBe(302);
  expect(await send(second, "Restore version 3")).toBe(409);
  await expect(second.getByRole("alert")).toContainText(`Not restored: ${editor.email} changed`);
  await expect(second.getByRole("alert")).toBeFocused();
  expect(versionsOf("faqs").length).toBe(5);
  await first.context().close();
  await second.context().close();
});

test("the history page has no accessibility findings at 390 and 1280 px", async ({ browser }) => {
  test.setTimeout(120_000);
  const history = (id: string) => `/staff/content/settings/${id}/history`;
  // Opened on the first history at once (without the session it would be the sign-in form).
  const page = await editorPage(browser, true, history("company"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("History: Contact details");
  for (const id of ["company", "faqs"]) {
    if (id !== "company") await page.goto(`${server.url}${history(id)}`);
    await expectAccessibleAtWidths(page, `${id} history`);
    await shot(page, `history-${id}`, true);
  }
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`${server.url}/staff/content/translations`);
  await expectAccessibleAtWidths(page, "translations");
  await shot(page, "history-translations");
  // The questions' editor with its translations marked out of date, and their boxes.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`${server.url}/staff/content/faqs`);
  await expect(page.getByText("Out of date: the English changed").first()).toBeVisible();
  await expectAccessibleAtWidths(page, "marked questions");
  await shot(page, "history-faqs-editor");
  // The heads of the other settings pages, with their history links, at both widths.
  for (const path of ["settings", "products", "financing", "company"]) {
    await page.goto(`${server.url}/staff/content/${path}`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole("link", { name: /^History: / }).first()).toBeVisible();
      await shot(page, `history-${path}-head-${width}`);
    }
  }
  await page.context().close();
});
