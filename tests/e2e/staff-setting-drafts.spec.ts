/**
 * Drafts of the company's settings (issue 19, "Saving makes a draft"): an editor saves a changed
 * answer as a draft without JavaScript; the site does not show it, every editor's form does,
 * with who saved it; the content list marks the page; a colleague previews and publishes it;
 * a page older than a draft is refused with 409 and keeps what was typed; a draft is discarded;
 * a salesperson gets 403. A real server and database, on a copy of the build.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { accessibilityFindings, shot } from "./accessibility";
import {
  sendForm as send,
  signedInPage,
  startContentSite,
  type ContentSite,
  type TestAccount,
  withOutdatedNotice,
} from "./content-harness";
import { post, signIn, type TestServer } from "./server-harness";

test.describe.configure({ mode: "serial" });

const editor = { email: "hanna@tsehaysolar.example", password: "an editor's long password" };
const colleague = { email: "dawit@tsehaysolar.example", password: "a colleague's long password" };
const sales = { email: "almaz@tsehaysolar.example", password: "a salesperson's password" };
const draftAnswer = "Three days on site, after a one-day survey: the draft's words.";
const lateAnswer = "Typed on a page opened before the draft was saved.";
let site: ContentSite;
let server: TestServer;

test.beforeAll(async () => {
  site = await startContentSite("setting-drafts", {
    editor,
    sales,
    others: [{ ...colleague, role: "editor" }],
  });
  server = site.server;
});

test.afterAll(async () => site?.stop());

/** A page signed in on the questions' page, JavaScript off unless asked. */
async function faqsPage(browser: Browser, account: TestAccount, javaScriptEnabled = false) {
  const page = await signedInPage(
    browser,
    server,
    account,
    javaScriptEnabled,
    "/staff/content/faqs",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questions and answers");
  return page;
}

/** The first answer of the contact page's questions, in English. */
function firstAnswer(page: Page) {
  return page
    .getByRole("region", { name: "Contact page (/contact)" })
    .getByLabel("Answer (English)")
    .first();
}

/** The questions' document in the store: its published version and whether it has a draft. */
function stored() {
  return server.query(
    "SELECT version, draft IS NOT NULL AS drafted FROM content_items WHERE kind = 'settings' AND id = 'faqs'",
  )[0];
}

/** The contact page as the site serves it. */
async function contactPage(): Promise<string> {
  return (await fetch(`${server.url}/contact`)).text();
}

test("a salesperson cannot save or discard a draft (403), and nothing changes", async () => {
  const cookie = await signIn(server, sales.email, sales.password);
  for (const button of ["draft", "discard"]) {
    const answer = await post(server, "/staff/content/faqs", `${button}=1&revision=2`, {
      Cookie: cookie,
    });
    expect(answer.status, button).toBe(403);
  }
  expect(stored()).toEqual({ version: 1, drafted: 0 });
});

test("a saved draft is kept for every editor, not on the site, until a colleague publishes it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await faqsPage(browser, editor);
  const published = await firstAnswer(page).inputValue();
  await firstAnswer(page).fill(draftAnswer);
  expect(await send(page, "Save as a draft")).toBe(302);
  await expect(page.getByRole("status")).toHaveText(
    "Draft saved. It is not on the site until you publish it.",
  );
  await expect(page.getByText(`This form shows a draft saved by ${editor.email}`)).toBeVisible();
  await expect(firstAnswer(page)).toHaveValue(draftAnswer);
  expect(stored()).toEqual({ version: 1, drafted: 1 });
  const site = await contactPage();
  expect(site).toContain(published.slice(0, 40));
  expect(site).not.toContain(draftAnswer);
  // The content list says the questions' page has changes that are not on the site.
  await page.goto(`${server.url}/staff/content`);
  await expect(
    page.getByRole("listitem").filter({ hasText: "Questions and answers" }),
  ).toContainText("Unpublished changes");
  await page.context().close();

  // A colleague finds the draft in the form, with who saved it, previews and publishes it.
  const other = await faqsPage(browser, colleague);
  await expect(other.getByText(`This form shows a draft saved by ${editor.email}`)).toBeVisible();
  await expect(firstAnswer(other)).toHaveValue(draftAnswer);
  const [preview] = await Promise.all([
    other.waitForEvent("popup"),
    other.getByRole("button", { name: "Preview on the site (opens a new tab)" }).click(),
  ]);
  await preview.waitForLoadState();
  expect(new URL(preview.url()).pathname).toBe("/staff/content/settings/faqs/preview");
  expect(await preview.content()).toContain(draftAnswer);
  await preview.close();
  expect(await send(other, "Publish the questions")).toBe(302);
  await expect(other.getByRole("status")).toHaveText(
    withOutdatedNotice("The questions are on the site."),
  );
  await expect(other.getByText(/This form shows a draft/)).toHaveCount(0);
  await expect(other.getByRole("button", { name: "Discard the draft" })).toHaveCount(0);
  expect(stored()).toEqual({ version: 2, drafted: 0 });
  expect(await contactPage()).toContain(draftAnswer);
  await other.goto(`${server.url}/staff/content`);
  await expect(
    other.getByRole("listitem").filter({ hasText: "Questions and answers" }),
  ).not.toContainText("Unpublished changes");
  await other.context().close();
});

test("a page opened before a draft was saved cannot publish over it (409), keeps what was typed, and the draft can be discarded", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const late = await faqsPage(browser, editor);
  // With scripts, as most editors use the page.
  const first = await faqsPage(browser, colleague, true);
  await firstAnswer(first).fill("The colleague's draft.");
  await first.getByRole("button", { name: "Save as a draft" }).click();
  await expect(first.getByRole("status")).toHaveText(
    "Draft saved. It is not on the site until you publish it.",
  );
  await expect(
    first.getByText(`This form shows a draft saved by ${colleague.email}`),
  ).toBeVisible();
  expect(stored()).toEqual({ version: 2, drafted: 1 });

  await firstAnswer(late).fill(lateAnswer);
  expect(await send(late, "Publish the questions")).toBe(409);
  await expect(late.getByRole("alert")).toContainText(
    `Not saved: ${colleague.email} changed this setting`,
  );
  await expect(firstAnswer(late)).toHaveValue(lateAnswer);
  expect(stored()).toEqual({ version: 2, drafted: 1 });
  expect(await contactPage()).not.toContain(lateAnswer);

  // The history warns that a restore would discard the draft.
  await late.goto(`${server.url}/staff/content/settings/faqs/history`);
  await expect(
    late.getByText(`A draft saved by ${colleague.email}`, { exact: false }),
  ).toContainText("Restoring a version discards it, once you tick the box");
  expect(await send(late, "Restore version 1")).toBe(422);
  await expect(late.getByRole("alert")).toContainText(
    `Not restored: a draft saved by ${colleague.email} is waiting.`,
  );
  expect(stored()).toEqual({ version: 2, drafted: 1 });
  // Opened again, the page shows the draft; discarding it shows what the site shows.
  await late.goto(`${server.url}/staff/content/faqs`);
  await expect(firstAnswer(late)).toHaveValue("The colleague's draft.");
  await late.getByRole("checkbox", { name: /^Yes, discard it/ }).check();
  expect(await send(late, "Discard the draft")).toBe(302);
  await expect(late.getByRole("status")).toHaveText(
    "Draft discarded: the form shows what the site shows.",
  );
  await expect(firstAnswer(late)).toHaveValue(draftAnswer);
  expect(stored()).toEqual({ version: 2, drafted: 0 });
  await late.goto(`${server.url}/staff/content/settings/faqs/history`);
  await expect(late.getByText(/Restoring a version discards it/)).toHaveCount(0);
  await late.context().close();
  await first.context().close();
});

test("the rate form saves a draft too: the sizing tool keeps the published fuel price, the page names who published it, discarding shows it again, and a draft of what the site shows is not kept", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, server, editor, false, "/staff/content/settings");
  const rate = page.getByRole("region", { name: "Rate of exchange, drilling, fuel and engines" });
  const diesel = rate.getByLabel("Diesel, birr a litre");
  const published = await diesel.inputValue();
  /** The diesel price the served sizing page assumes before a farmer types one. */
  const sitePrice = async () =>
    /value="([^"]*)"/.exec(
      /<input[^>]*name="diesel"[^>]*>/.exec(
        await (await fetch(`${server.url}/size-your-system`)).text(),
      )?.[0] ?? "",
    )?.[1];
  expect(await sitePrice()).toBe(published);
  /** Sends the rate form with one of its buttons (the list prices' form has the same ones). */
  const send = async (button: string) => {
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST", { timeout: 0 }),
      rate.getByRole("button", { name: button, exact: true }).click(),
    ]);
    await page.waitForLoadState("load");
    return response.status();
  };

  await diesel.fill("137");
  expect(await send("Save as a draft – Rate of exchange, drilling, fuel and engines")).toBe(302);
  await expect(page.getByRole("status")).toHaveText(
    "Draft saved. It is not on the site until you publish it.",
  );
  await expect(rate.getByText(`This form shows a draft saved by ${editor.email}`)).toBeVisible();
  // And what it changes from the site: whoever publishes next sees what would go live with it.
  await expect(rate.getByText(/^It changes, from what the site shows:/)).toHaveText(
    "It changes, from what the site shows: Diesel, birr a litre.",
  );
  await expect(diesel).toHaveValue("137");
  // The list prices have no draft: their form says nothing of one.
  const list = page.getByRole("region", { name: "List prices (US dollars)" });
  await expect(list.getByText(/This form shows a draft/)).toHaveCount(0);
  // Preview shows the sizing page with the draft's price.
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    rate.getByRole("button", { name: "Preview on the site (opens a new tab)" }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.locator('input[name="diesel"]')).toHaveValue("137");
  await preview.close();
  // What the site shows, and who published it: not the draft, nor its author.
  await expect(page.getByText(/^On the site: /)).toContainText(
    "published by the site's first setup",
  );
  expect(await sitePrice()).toBe(published);
  await page.goto(`${server.url}/staff/content`);
  await expect(
    page.getByRole("listitem").filter({ hasText: "Prices: the birr rate and list prices" }),
  ).toContainText("Unpublished changes");

  await page.goto(`${server.url}/staff/content/settings`);
  // One click throws nothing away: the draft may be a colleague's, and it is kept nowhere else.
  expect(await send("Discard the draft – Rate of exchange, drilling, fuel and engines")).toBe(302);
  await expect(page.getByRole("status")).toHaveText(
    "Not discarded: tick the box beside Discard the draft to confirm first. The draft is kept.",
  );
  await expect(page.getByText(/This form shows a draft saved by/).first()).toBeVisible();
  await rate.getByRole("checkbox", { name: /^Yes, discard it/ }).check();
  expect(await send("Discard the draft – Rate of exchange, drilling, fuel and engines")).toBe(302);
  await expect(page.getByRole("status")).toHaveText(
    "Draft discarded: the form shows what the site shows.",
  );
  await expect(diesel).toHaveValue(published);
  await expect(rate.getByText(/This form shows a draft/)).toHaveCount(0);

  // Saving as a draft what the site shows keeps no draft: nothing waits to be published.
  expect(await send("Save as a draft – Rate of exchange, drilling, fuel and engines")).toBe(302);
  await expect(page.getByRole("status")).toHaveText(
    "Nothing to save: the form shows what the site shows, so no draft is kept.",
  );
  await expect(rate.getByText(/This form shows a draft/)).toHaveCount(0);
  await page.goto(`${server.url}/staff/content`);
  await expect(
    page.getByRole("listitem").filter({ hasText: "Prices: the birr rate and list prices" }),
  ).not.toContainText("Unpublished changes");
  await page.context().close();
});

test("a draft of the headline figures is the figures form's own; the page passes axe and HTML_CodeSniffer with a draft at 390 and 1280 px", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, server, editor, true, "/staff/content/company");
  const figures = page.getByRole("region", { name: "Headline figures" });
  await figures.getByLabel("Farmers served").fill("250+");
  await figures.getByRole("button", { name: "Save as a draft" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Draft saved. It is not on the site until you publish it.",
  );
  await expect(figures.getByText(/This form shows a draft saved by/)).toBeVisible();
  await expect(figures.getByLabel("Farmers served")).toHaveValue("250+");
  // The contact details have no draft: their form says nothing of one.
  const contact = page.getByRole("region", { name: "Contact details" });
  await expect(contact.getByText(/This form shows a draft/)).toHaveCount(0);
  await expect(contact.getByRole("button", { name: "Discard the draft" })).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await figures.scrollIntoViewIfNeeded();
    expect(await accessibilityFindings(page), `company page at ${width} px`).toEqual([]);
    await shot(figures, `drafts-figures-${width}`);
  }
  await figures.getByRole("checkbox", { name: /^Yes, discard it/ }).check();
  await figures.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Draft discarded: the form shows what the site shows.",
  );
  await expect(figures.getByLabel("Farmers served")).not.toHaveValue("250+");
  await page.context().close();
});
