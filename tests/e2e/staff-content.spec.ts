/**
 * The company edits its own site (issue 19): an editor adds a project in English and Amharic,
 * previews it, publishes it, and finds it on the public pages as static files renewed by the
 * server; a stale edit is refused with the text kept; history restores an earlier version; a
 * salesperson is refused every content route. The whole editor flow runs with JavaScript off. A
 * real server and database of their own, on a copy of the build (publishing rewrites its files).
 */
import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessibleAtWidths, shot } from "./accessibility";
import {
  choosePicture,
  longLink,
  sendForm,
  signedInPage,
  withOutdatedNotice,
} from "./content-harness";
import { addStaffAccounts, post, signIn, startServer, type TestServer } from "./server-harness";
import { waitForHydration } from "./support";
import { firstOf, htmlDocument, pageDocument, pageHtml, textOf, textsOf } from "./html";
import { textOutsideItsBox } from "./layout";
import { illustrationAlts } from "../../app/content/illustration-alts";
import { project, unproject } from "../../app/lib/geo";

test.describe.configure({ mode: "serial" });

const editor = { email: "selam@tsehaysolar.example", password: "an editor's long password" };
const sales = { email: "dawit@tsehaysolar.example", password: "a salesperson's password" };
const hostile = `<img src=x onerror="document.title='owned'"> Bishoftu <b>bold</b>`;
let server: TestServer;
let buildCopy = "";

test.beforeAll(async () => {
  buildCopy = resolve(`build/e2e-copies/content-${process.pid}-${Date.now()}`);
  mkdirSync(buildCopy, { recursive: true });
  cpSync(resolve("build/client"), join(buildCopy, "client"), { recursive: true });
  cpSync(resolve("build/server"), join(buildCopy, "server"), { recursive: true });
  server = await startServer({ BUILD_DIR: buildCopy });
  addStaffAccounts(server.dbPath, [
    { ...editor, role: "editor" },
    { ...sales, role: "sales" },
  ]);
});

test.afterAll(async () => {
  await server?.stop();
  if (buildCopy) rmSync(buildCopy, { recursive: true, force: true });
});

/**
 * A page signed in as the editor, with JavaScript off unless asked (staff pages ship none), on
 * `path` when given, else on the content editor's start.
 */
function editorPage(browser: Browser, javaScriptEnabled = false, path?: string): Promise<Page> {
  return signedInPage(browser, server, editor, javaScriptEnabled, path);
}

test("a salesperson is refused every content route, read or write", async () => {
  const cookie = await signIn(server, sales.email, sales.password);
  for (const path of [
    "/staff/content",
    "/staff/content/translations",
    "/staff/content/products",
    "/staff/content/projects/project-1",
    "/staff/content/projects/project-1/preview",
    "/staff/content/projects/project-1/history",
  ]) {
    const read = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
    expect(read.status, `GET ${path}`).toBe(403);
  }
  for (const path of [
    "/staff/content",
    "/staff/content/products",
    "/staff/content/projects/project-1",
    "/staff/content/projects/project-1/history",
  ]) {
    const write = await post(server, path, "intent=publish&revision=1&version=1", {
      Cookie: cookie,
    });
    expect(write.status, `POST ${path}`).toBe(403);
  }
  // Nothing changed, and the refusals are in the security log.
  const refused = server.query<{ n: number }>(
    "SELECT COUNT(*) AS n FROM security_events WHERE action = 'refused' AND detail LIKE '%/staff/content%'",
  );
  expect(refused[0]?.n).toBe(10);
  expect(server.query("SELECT id FROM content_items WHERE kind = 'project'")).toHaveLength(20);
});

test("an editor adds project 21 in English and Amharic, previews and publishes it, without JavaScript", async ({
  browser,
}) => {
  // Project 21 joining the site renders every project's page, in every language.
  test.setTimeout(120_000);
  const page = await editorPage(browser);
  await page.getByRole("button", { name: "Add a project" }).click();
  await expect(page).toHaveURL(/\/staff\/content\/projects\/project-21$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New project");

  // Publishing without the English texts: a clear message (422), and what was typed stays.
  await page.getByLabel("Title (አማርኛ)").fill("የቢሾፍቱ የፀሐይ ፓምፕ");
  expect(await sendForm(page, "Save and publish")).toBe(422);
  await expect(page.getByRole("alert")).toContainText("There are problems with 7 fields");
  await expect(page.getByLabel("Title (English)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title (አማርኛ)")).toHaveValue("የቢሾፍቱ የፀሐይ ፓምፕ");

  // An unfinished draft is saved as it is: nothing typed is lost if the editor leaves.
  await page.getByLabel("Title (English)").fill("Bishoftu Vegetable Growers' Solar Pump");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await expect(page.getByLabel("Title (አማርኛ)")).toHaveValue("የቢሾፍቱ የፀሐይ ፓምፕ");
  // Its preview links say they show what was saved, not what is typed since.
  await expect(page.getByRole("link", { name: "Preview in አማርኛ" })).toHaveAccessibleDescription(
    "A preview shows the last saved draft: save the draft first to see your changes.",
  );
  // The list says what is left before it can be published.
  await page.getByRole("link", { name: "All content" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Bishoftu Vegetable Growers' Solar Pump" }),
  ).toContainText("Draft, never published · 6 fields to fill before publishing");
  // Its preview names each text not written yet, in English, never an empty field.
  const unfinished = await page.context().newPage();
  await unfinished.goto(`${server.url}/staff/content/projects/project-21/preview?lang=am`);
  await expect(unfinished.getByRole("heading", { level: 1 })).toHaveText("የቢሾፍቱ የፀሐይ ፓምፕ");
  await expect(
    unfinished.locator('[lang="en"]', {
      hasText: "[Overview, for the project page: not written yet]",
    }),
  ).not.toHaveCount(0);
  await unfinished.close();
  await page.getByRole("link", { name: "Bishoftu Vegetable Growers' Solar Pump" }).click();

  await page
    .getByLabel("Short description, for cards and search engines (English)")
    .fill("A solar pump and drip lines for a vegetable growers' group near Bishoftu.");
  await page
    .getByLabel("Overview, for the project page (English)")
    .fill(
      `We drilled a 60 m borehole and installed a 3 HP solar pump with drip lines.\n\nThe group now waters four hectares all year. ${longLink}`,
    );
  await page.getByLabel("Customer (English)").fill(hostile);
  await page.getByLabel("Place (English)").fill("Bishoftu");
  await page.getByLabel("Period (English)").fill("October – November 2026");
  await page.getByLabel("Estimated cost (English)").fill("Birr 1,200,000");
  await page.getByLabel("Specifications (English)").fill("Pump power: 3 HP\nBorehole depth: 60 m");
  await page
    .getByLabel("Short description, for cards and search engines (አማርኛ)")
    .fill("በቢሾፍቱ አቅራቢያ ለአትክልት አምራቾች ቡድን የፀሐይ ፓምፕ እና የጠብታ መስመሮች።");
  await page.getByLabel("Region").selectOption("Oromia");
  await page.getByLabel("Latitude (° north)").fill("8.75");
  await page.getByLabel("Longitude (° east)").fill("38.98");
  await page.getByLabel("Status", { exact: true }).selectOption("Completed");
  // A picture is chosen by seeing it: the chosen one shows, the others are a tick away.
  const cardPicture = page.getByRole("group", { name: "Card picture", exact: true });
  await expect(cardPicture.getByRole("radio")).toHaveCount(1);
  await expect(cardPicture.getByRole("radio")).toBeChecked();
  await expect(cardPicture.locator("img:visible")).toHaveCount(1);
  await choosePicture(
    page,
    "Card picture",
    "Drip irrigation lines watering young plants in neat rows",
  );
  await expect(cardPicture.getByRole("radio")).toHaveCount(Object.keys(illustrationAlts).length);
  await expect(cardPicture.locator('input[value="drip-irrigation"]')).toBeChecked();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");

  // A draft is not public.
  expect((await fetch(`${server.url}/projects/project-21`)).status).toBe(404);

  // The preview is the real page with the draft, to staff only.
  const preview = await page.context().newPage();
  await preview.goto(`${server.url}/staff/content/projects/project-21/preview?lang=am`);
  await expect(preview.getByRole("status")).toContainText("Preview of a draft");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("የቢሾፍቱ የፀሐይ ፓምፕ");
  // Its banner leads to the same preview in each language, below the site's own header.
  const banner = preview.getByRole("status");
  await expect(banner.getByRole("link", { name: "አማርኛ" })).toHaveAttribute("aria-current", "page");
  await banner.getByRole("link", { name: "English" }).click();
  await expect(preview).toHaveURL(/\/staff\/content\/projects\/project-21\/preview\?lang=en$/);
  await expect(preview.getByRole("heading", { level: 1 })).not.toHaveText("የቢሾፍቱ የፀሐይ ፓምፕ");
  await expect(preview.getByRole("banner")).toBeInViewport();
  const bannerTop = (await banner.boundingBox())?.y ?? 0;
  const headerBottom = await preview
    .getByRole("banner")
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect(bannerTop).toBeGreaterThan(headerBottom);
  await preview.close();
  expect(
    (await fetch(`${server.url}/staff/content/projects/project-21/preview`, { redirect: "manual" }))
      .status,
  ).toBe(302);

  await page.getByRole("button", { name: "Save and publish" }).click({ timeout: 0 });
  await expect(page.getByRole("status")).toContainText("Published");
  // The answer opens on what the form did: a screen reader says it.
  await expect(page.getByRole("status")).toBeFocused();
});

test("once published, project 21 is on every list, the map, the sitemap and its own page, in both languages", async ({
  page,
}) => {
  await page.goto(`${server.url}/projects`);
  await expect(
    page.getByRole("link", { name: /Bishoftu Vegetable Growers' Solar Pump/ }).first(),
  ).toBeVisible();
  // The headline figure counts it: 20 seeded projects and this one.
  await expect(
    page.locator("dt", { hasText: "Total projects" }).locator("xpath=following-sibling::dd"),
  ).toHaveText(/^\s*21\s*$/);
  await page.goto(`${server.url}/am/projects`);
  await expect(page.getByRole("link", { name: /የቢሾፍቱ የፀሐይ ፓምፕ/ }).first()).toBeVisible();

  // Its own page: the hostile customer shows as text; a missing translation shows the English,
  // marked as English.
  await page.goto(`${server.url}/am/projects/project-21`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("የቢሾፍቱ የፀሐይ ፓምፕ");
  // Its two paragraphs, as the editor typed them with an empty line between.
  const overviewSection = page.getByRole("region", { name: "የፕሮጀክቱ አጠቃላይ መግለጫ" });
  await expect(overviewSection.locator(":scope > p")).toHaveText([
    "We drilled a 60 m borehole and installed a 3 HP solar pump with drip lines.",
    `The group now waters four hectares all year. ${longLink}`,
  ]);
  const overview = overviewSection.locator(":scope > p").last();
  await expect(overview).toHaveAttribute("lang", "en");
  await expect(page.getByText(hostile).first()).toBeVisible();
  expect(await page.title()).not.toBe("owned");
  await waitForHydration(page);
  expect(await page.title()).not.toBe("owned");
  // A link pasted into the overview, and the customer's unbroken `onerror="…"`, break on a phone
  // rather than widen the page.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(overview).toContainText(longLink);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  expect(await textOutsideItsBox(page)).toEqual([]);
  await overviewSection.scrollIntoViewIfNeeded();
  await shot(page, "project-21-am-overview-320");

  // Every other project's page counts it too, in every language.
  for (const [path, count] of [
    ["/projects/project-4", "#4 of 21<"],
    ["/om/projects/project-4", "#4 kan 21 keessaa<"],
  ])
    expect(await (await fetch(`${server.url}${path}`)).text(), path).toContain(count);

  // The numeric address, the route data for in-site navigation, and the sitemap.
  expect((await fetch(`${server.url}/projects/21`)).status).toBe(200);
  const data = await (await fetch(`${server.url}/projects.data`)).text();
  expect(data).toContain("Bishoftu Vegetable Growers");
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("/projects/project-21</loc>");
  expect(sitemap).toContain("/am/projects/project-21</loc>");

  // The map places it: its marker is among the map's links once the map has loaded.
  await page.goto(`${server.url}/projects#map`);
  await waitForHydration(page);
  await expect(
    page
      .locator("#map")
      .getByRole("link", { name: /Bishoftu/ })
      .first(),
  ).toBeAttached();
});

test("a stale edit is refused with a clear message and the text kept; history restores a version", async ({
  browser,
}) => {
  const first = await editorPage(browser, false, "/staff/content/projects/project-21");
  const second = await editorPage(browser, false, "/staff/content/projects/project-21");
  await first.getByLabel("Title (English)").fill("Bishoftu Growers' Solar Pump and Drip");
  await first.getByRole("button", { name: "Save and publish" }).click();
  await expect(first.getByRole("status")).toContainText("Published");

  await second.getByLabel("Place (English)").fill("Bishoftu, East Shewa");
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(second.getByRole("alert")).toContainText("changed this project");
  await expect(second.getByLabel("Place (English)")).toHaveValue("Bishoftu, East Shewa");
  // The refused form is merged: the colleague's title, which the second left alone, is in it.
  await expect(second.getByRole("alert")).toContainText(
    "Their changes to Title (English) are now in the form; yours are kept.",
  );
  await expect(second.getByLabel("Title (English)")).toHaveValue(
    "Bishoftu Growers' Solar Pump and Drip",
  );

  // History: version 2 changed the title; restoring version 1 publishes it again as version 3.
  await first.getByRole("link", { name: "History" }).click();
  await expect(first.getByRole("heading", { name: /Version 2, published by/ })).toBeVisible();
  await expect(
    first
      .getByRole("region", { name: /Version 2, published by/ })
      .getByText("Bishoftu Growers' Solar Pump and Drip"),
  ).toBeVisible();
  // Meanwhile the second saves a draft: the history opened before it may not discard it unseen.
  // Pressed again, it saves both changes: the colleague's title is not undone.
  expect(await sendForm(second, "Save draft")).toBe(302);
  await expect(second.getByLabel("Title (English)")).toHaveValue(
    "Bishoftu Growers' Solar Pump and Drip",
  );
  await expect(second.getByLabel("Place (English)")).toHaveValue("Bishoftu, East Shewa");
  expect(await sendForm(first, "Restore version 1")).toBe(409);
  await expect(first.getByRole("alert")).toContainText(
    `Not restored: ${editor.email} made a change at`,
  );
  await expect(first.getByRole("alert")).toBeFocused();
  await first.reload();
  await expect(
    first.getByText(/is waiting in the editor\. Restoring a version discards it, once you tick/),
  ).toContainText(`A draft saved by ${editor.email},`);
  // One press does not throw the draft away: its box is ticked first.
  expect(await sendForm(first, "Restore version 1")).toBe(422);
  await expect(first.getByRole("alert")).toContainText(
    `Not restored: a draft saved by ${editor.email} is waiting. Tick the box`,
  );
  await first
    .getByRole("region", { name: /^Version 1, published by/ })
    .getByLabel(`Yes, discard the draft saved by ${editor.email}`)
    .check();
  await first.getByRole("button", { name: "Restore version 1" }).click();
  await expect(first.getByRole("status")).toHaveText(
    "Version 1 is on the site again, as version 3.",
  );
  const page = await (await fetch(`${server.url}/projects/project-21`)).text();
  expect(page).toContain("Bishoftu Vegetable Growers&#x27; Solar Pump");
});

test("the content pages have no accessibility findings at 390 and 1280 px", async ({ browser }) => {
  test.setTimeout(120_000);
  const paths = [
    "/staff/content",
    "/staff/content/projects/project-21",
    "/staff/content/projects/project-21/history",
    "/staff/content/translations",
    "/staff/content/settings",
    "/staff/content/financing",
    "/staff/content/products",
  ];
  // The checkers run as scripts in the page. It opens on the first page to check (without the
  // session it would be the sign-in form); the checks set their own widths.
  const page = await editorPage(browser, true, paths[0]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site content");
  for (const path of paths) {
    if (path !== paths[0]) await page.goto(`${server.url}${path}`);
    await expectAccessibleAtWidths(page, path);
  }
  // The project editor with every picture shown, as an editor choosing one sees it.
  await page.goto(`${server.url}/staff/content/projects/project-21`);
  const showAll = page.getByRole("checkbox", { name: /^Show all \d+ to choose from$/ });
  for (const box of await showAll.all()) await box.check();
  await expectAccessibleAtWidths(page, "the project editor, every picture shown");
  // The editor of a draft never published, with its delete form; deleted afterwards.
  await page.goto(`${server.url}/staff/content`);
  await page.getByRole("button", { name: "Add a project" }).click();
  await expect(page.getByRole("button", { name: "Delete this draft" })).toBeVisible();
  await expectAccessibleAtWidths(page, "a new project's editor");
  await page.getByRole("checkbox", { name: /Yes, delete this draft/ }).check();
  await page.getByRole("button", { name: "Delete this draft" }).click();
  await expect(page).toHaveURL(/\/staff\/content\?deleted=/);
});

test("taking a project off the site answers its addresses with 410 and removes it from its lists and the sitemap; restoring it from its history brings it back", async ({
  browser,
}) => {
  // Taking it off and bringing it back each render every project's page, in every language.
  test.setTimeout(120_000);
  const page = await editorPage(browser, false, "/staff/content/projects/project-21");
  // One click does not do it: a form sent without the box ticked is refused, the page kept.
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const revision = await page.locator('input[name="revision"]').first().inputValue();
  const unticked = await page.request.post(`${server.url}/staff/content/projects/project-21`, {
    form: { csrf, intent: "unpublish", revision },
    headers: { Origin: server.url },
  });
  expect(unticked.status()).toBe(422);
  expect(await unticked.text()).toContain(
    "Not taken off the site: tick the box under Take off the site to confirm first.",
  );
  expect((await fetch(`${server.url}/projects/project-21`)).status).toBe(200);
  await page
    .getByRole("checkbox", {
      name: "Yes, take it off the site now. Publishing it again brings it back.",
    })
    .check();
  await page.getByRole("button", { name: "Take off the site" }).click({ timeout: 0 });
  await expect(page.getByRole("status")).toContainText("Taken off the site");
  await expect(
    page.getByText(/^Taken off the site: version 3 was the last one on it\./),
  ).toBeVisible();
  await expect(page.getByText("is on the site")).toHaveCount(0);
  for (const path of ["/projects/project-21", "/projects/21", "/am/projects/project-21"])
    expect((await fetch(`${server.url}${path}`)).status, path).toBe(410);
  const list = await (await fetch(`${server.url}/projects`)).text();
  expect(list).not.toContain("Bishoftu Vegetable Growers");
  expect(list).toContain("Holeta Training Farm");
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain("project-21");
  // The others count 20 again.
  expect(await (await fetch(`${server.url}/projects/project-4`)).text()).toContain("#4 of 20<");
  expect(readFileSync(join(buildCopy, "client/content-fingerprint.txt"), "utf8")).toMatch(
    /^[0-9a-f]{64}\n$/,
  );

  // Its last version restored from its history brings it back, and the others count it again.
  await page.goto(`${server.url}/staff/content/projects/project-21/history`);
  await page.getByRole("button", { name: "Restore version 3" }).click({ timeout: 0 });
  await expect(page.getByRole("status")).toHaveText(
    "Version 3 is on the site again, as version 4.",
  );
  expect((await fetch(`${server.url}/projects/project-21`)).status).toBe(200);
  expect(await (await fetch(`${server.url}/projects/project-4`)).text()).toContain("#4 of 21<");
});

test("an editor sets the birr rate, the fuel and the engine prices; the sizing tool's prices follow in every language", async ({
  browser,
}) => {
  // The rate is in every page's chat: publishing it renders every page of every language.
  test.setTimeout(300_000);
  // The 15-year comparison's equipment, birr (solar, petrol, diesel), as a visitor sees it.
  const equipment = async (visitor: Page) =>
    (
      await visitor
        .getByTestId("lifetime-breakdown")
        .locator("tbody tr")
        .first()
        .locator("td")
        .allTextContents()
    ).map((cell) => Number(cell.replace(/\D/g, "")));
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/size-your-system`);
  await waitForHydration(visitor);
  const [solarBefore = 0, , dieselBefore = 0] = await equipment(visitor);
  await expect(visitor.getByTestId("lifetime")).toContainText(
    "A diesel set costs 37,500\u00a0birr ($250) per kW, and at least 135,000\u00a0birr ($900);",
  );

  const page = await editorPage(browser, false, "/staff/content/settings");
  // A second editor opens the form before the publish below.
  const stale = await editorPage(browser, false, "/staff/content/settings");
  // A comma that could be a decimal comma is refused, naming the field and what to type: sent
  // below with two other fields' problems, as one send reports every field's.
  await page.getByLabel("Birr to one US dollar").fill("1,55");
  // The day is picked from a calendar, and its hint says so (not a format to type).
  await expect(page.getByLabel("Day the rate was set")).toHaveAttribute("type", "date");
  await expect(page.getByLabel("Day the rate was set")).toHaveAccessibleDescription(
    "A new rate is dated today when this day is left as it is; pick another day from the calendar if it was set earlier (not in the future).",
  );
  await page.getByLabel("Day the rate was set").fill("2026-11-24");
  await page.getByLabel("Diesel, birr a litre").fill("0");
  const engines = page.getByRole("group", { name: "Engine pump sets" });
  await engines.getByLabel("Diesel set, US dollars a kW").fill("5000");
  expect(await sendForm(page, "Publish the rate")).toBe(422);
  await expect(page.getByRole("alert")).toContainText(
    "Birr to one US dollar: “1,55” is unclear. Write 1.55 or 155",
  );
  await expect(page.getByRole("alert")).toContainText("Type birr a litre between 1 and 1,000");
  // Its label once, then what to type (the message under the field does not name it again).
  await expect(page.getByRole("alert")).toContainText(
    "Diesel set, US dollars a kW: Type whole dollars from 10 to 2,000, e.g. 250.",
  );
  await expect(page.getByRole("alert")).not.toContainText("kW: Diesel set");
  // Everything typed stays, the refused values as typed and the day that was right.
  await expect(page.getByLabel("Birr to one US dollar")).toHaveValue("1,55");
  await expect(page.getByLabel("Day the rate was set")).toHaveValue("2026-11-24");
  await expect(engines.getByLabel("Diesel set, US dollars a kW")).toHaveValue("5000");
  await engines.getByLabel("Diesel set, US dollars a kW").fill("320");
  await engines.getByLabel("Smallest diesel set, US dollars").fill("1,100");
  await engines.getByLabel("Petrol set, US dollars a kW").fill("180");
  await engines.getByLabel("Smallest petrol set, US dollars").fill("400");
  await page.getByLabel("Diesel, birr a litre").fill("131.5");
  await page.getByLabel("Petrol (benzine), birr a litre").fill("126");
  // A slipped digit: ten times the rate is published only once confirmed.
  await page.getByLabel("Birr to one US dollar").fill("1625");
  expect(await sendForm(page, "Publish the rate")).toBe(422);
  await expect(page.getByRole("alert")).toContainText(
    "1,625 birr to the dollar changes every price on the site by +983% (the site uses 150 now).",
  );
  const confirm = page.getByLabel("Yes, 1,625 birr to the dollar is right", { exact: false });
  await expect(confirm).not.toBeChecked();
  // The tick is for that rate: ticked, then another far rate typed, it is asked again.
  await confirm.check();
  await page.getByLabel("Birr to one US dollar").fill("2500");
  expect(await sendForm(page, "Publish the rate")).toBe(422);
  await expect(page.getByRole("alert")).toContainText(
    "2,500 birr to the dollar changes every price",
  );
  await expect(page.getByLabel("Petrol (benzine), birr a litre")).toHaveValue("126");
  await page.getByLabel("Birr to one US dollar").fill("162.5");
  expect(await sendForm(page, "Publish the rate")).toBe(302);
  await expect(page.getByRole("status")).toContainText("The new rate is on the site");
  // The second editor's engine price, sent from the page opened before: refused, typed value kept,
  // the first's changes merged in, and the field both changed shows the first's value beside it.
  await stale.getByLabel("Smallest petrol set, US dollars").fill("450");
  expect(await sendForm(stale, "Publish the rate")).toBe(409);
  await expect(stale.getByRole("alert")).toContainText("changed this setting");
  await expect(stale.getByRole("alert")).toContainText(
    "You both changed Smallest petrol set, US dollars: your text is kept there",
  );
  await expect(stale.getByLabel("Smallest petrol set, US dollars")).toHaveValue("450");
  await expect(stale.getByLabel("Smallest petrol set, US dollars")).toHaveAccessibleDescription(
    new RegExp(`${editor.email} changed this too, to: “400”`),
  );
  await expect(stale.getByLabel("Diesel set, US dollars a kW")).toHaveValue("320");
  // Pressed again, it publishes the merged form: the first's prices stay (checked on the site below).
  expect(await sendForm(stale, "Publish the rate")).toBe(302);
  await stale.context().close();
  // The tool's fuel prices, before a farmer types their own, in every language's page.
  for (const path of ["/size-your-system", "/am/size-your-system", "/om/size-your-system"]) {
    const html = await (await fetch(`${server.url}${path}`)).text();
    expect(html, path).toContain("162.5");
    const sent = htmlDocument(html);
    const fuel = (name: string) =>
      sent.querySelector(`input[name="${name}"]`)?.getAttribute("value");
    expect([fuel("diesel"), fuel("petrol")], path).toEqual(["131.5", "126"]);
  }
  const english = await (await fetch(`${server.url}/size-your-system`)).text();
  expect(english).toContain("162.5\u00a0birr to the dollar");
  expect(english).toContain("We assume 126\u00a0birr");
  // The comparison's assumptions name the engine prices in birr at the new rate, the dollars
  // beside them, in every language.
  expect(english).toContain(
    "a petrol pump set costs 29,300\u00a0birr ($180) per kW, and at least 73,100\u00a0birr ($450).",
  );
  expect(english).toContain(
    "A diesel set costs 52,000\u00a0birr ($320) per kW, and at least 179,000\u00a0birr ($1,100);",
  );
  const amharic = await (await fetch(`${server.url}/am/size-your-system`)).text();
  expect(amharic).toContain(
    "የቤንዚን ፓምፕ በኪሎዋት 29,300\u00a0ብር ($180)፣ ቢያንስ ግን 73,100\u00a0ብር ($450) ያወጣል።",
  );
  expect(amharic).toContain(
    "የናፍጣ ፓምፕ በኪሎዋት 52,000\u00a0ብር ($320)፣ ቢያንስ ግን 179,000\u00a0ብር ($1,100) ያወጣል።",
  );
  const oromo = await (await fetch(`${server.url}/om/size-your-system`)).text();
  expect(oromo).toContain(
    "kiloowaatiitti qarshii\u00a029,300 ($180) baasa; gatiin isaa qarshii\u00a073,100 ($450) gadi hin",
  );
  expect(oromo).toContain(
    "kiloowaatiitti qarshii\u00a052,000 ($320) baasa; gatiin isaa qarshii\u00a0179,000 ($1,100) gadi hin",
  );
  // Once its scripts run, the tool starts from the same prices, and no hydration complaint.
  const complaints: string[] = [];
  visitor.on("console", (message) => {
    if (["error", "warning"].includes(message.type())) complaints.push(message.text());
  });
  visitor.on("pageerror", (error) => complaints.push(error.message));
  await visitor.goto(`${server.url}/am/size-your-system`);
  await waitForHydration(visitor);
  await expect(visitor.getByTestId("lifetime")).toContainText(
    "የናፍጣ ፓምፕ በኪሎዋት 52,000\u00a0ብር ($320)፣ ቢያንስ ግን 179,000\u00a0ብር ($1,100) ያወጣል።",
  );
  await visitor.goto(`${server.url}/size-your-system`);
  await waitForHydration(visitor);
  await expect(visitor.locator('input[name="diesel"]')).toHaveValue("131.5");
  await expect(visitor.locator('input[name="petrol"]')).toHaveValue("126");
  await expect(visitor.getByTestId("lifetime")).toContainText(
    "A diesel set costs 52,000\u00a0birr ($320) per kW, and at least 179,000\u00a0birr ($1,100);",
  );
  // The diesel set costs 320/250 as many dollars a kW, at the new rate (solar's equipment moved
  // with the rate only). The page rounds each figure as a price is spoken (`roundBirr`: to 1,000
  // birr from 100,000), so the two may differ by up to that step; a wrong rate or price a kW
  // would move the diesel set by a tenth or more.
  const [solarAfter = 0, , dieselAfter = 0] = await equipment(visitor);
  const expected = dieselBefore * (solarAfter / solarBefore) * (320 / 250);
  expect(Math.abs(dieselAfter - expected)).toBeLessThanOrEqual(1_000);
  expect(complaints).toEqual([]);
  await visitor.close();
});

test("an editor changes a package's list price; /products shows it in birr in every language", async ({
  browser,
}) => {
  // The cheapest package's price is in every page's chat: every page is rendered.
  test.setTimeout(300_000);
  const page = await editorPage(browser, false, "/staff/content/settings");
  // A bad price: the message by its field, and everything typed stays.
  await page.getByLabel("Starter package").fill("3,9OO");
  await page.getByLabel("Solar Pumps").fill("1300");
  await page.getByRole("button", { name: "Publish the list prices" }).click();
  await expect(page.getByRole("alert")).toContainText("Type whole US dollars");
  await expect(page.getByLabel("Starter package")).toHaveValue("3,9OO");
  await expect(page.getByLabel("Solar Pumps")).toHaveValue("1300");
  await page.getByLabel("Starter package").fill("3,900");
  await page.getByLabel("Marked “Most Popular”").selectOption("starter");
  expect(await sendForm(page, "Publish the list prices")).toBe(302);
  await expect(page.getByRole("status")).toHaveText("The new list prices are on the site.");

  // The rate the previous test set: 162.5 birr to the dollar. 3,900 × 162.5 = 633,750 → 634,000.
  // An amount and its unit are joined by a no-break space.
  const english = await (await fetch(`${server.url}/products`)).text();
  expect(english).toContain("634,000\u00a0birr");
  expect(english).toContain("($3,900)");
  // Solar pumps from $1,300: 211,250 birr, rounded to the thousand.
  expect(english).toContain("From 211,000\u00a0birr");
  const amharic = await (await fetch(`${server.url}/am/products`)).text();
  expect(amharic).toContain("634,000\u00a0ብር");
  const oromo = await (await fetch(`${server.url}/om/products`)).text();
  expect(oromo).toContain("qarshii\u00a0634,000");
  // The mark moved to the Starter package.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/products`);
  await expect(
    visitor
      .locator("#packages")
      .getByRole("article")
      .filter({ hasText: "Most Popular" })
      .getByRole("heading"),
  ).toHaveText("Starter");
  // The sizing tool prices with them: 0.2 ha of the default onion field gets Starter.
  await visitor.goto(`${server.url}/size-your-system?area=0.2`);
  await expect(visitor.locator("[data-estimate]")).toContainText("634,000");
  await visitor.close();
  // Every page's chat names the cheapest package's price (in birr on Amharic pages): the about
  // pages' too.
  expect(await (await fetch(`${server.url}/am/about`)).text()).toContain("634,000");
  expect(await (await fetch(`${server.url}/om/about`)).text()).toContain("3,900");
});

test("an editor sets the example loan terms, names two lenders and orders them; /financing follows in every language", async ({
  browser,
}) => {
  const page = await editorPage(browser, false, "/staff/content/financing");
  await page.getByLabel("Interest rate (% a year)").fill("eighteen");
  await page.getByLabel("Name, as the lender writes it").first().fill("Harbu Microfinance");
  await page.getByRole("button", { name: "Publish the financing settings" }).click();
  await expect(page.getByRole("alert")).toContainText("Type a percentage from 0 to 60");
  await expect(page.getByRole("alert")).toContainText("Write in English what it lends for");
  await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue("eighteen");
  await expect(page.getByLabel("Name, as the lender writes it").first()).toHaveValue(
    "Harbu Microfinance",
  );
  await page.getByLabel("Interest rate (% a year)").fill("16");
  await page.getByLabel("Term (months)").fill("36");
  await page
    .getByLabel("What it lends for (English)")
    .first()
    .fill("Loans for irrigation equipment, repaid after each harvest");
  await page.getByLabel("What it lends for (አማርኛ)").first().fill("ለመስኖ መሣሪያዎች ብድር");
  // A second lender, added and moved first, with everything typed kept: the page lists them so.
  await page.getByRole("button", { name: "Add a lender" }).click();
  await expect(page.getByRole("status")).toContainText("The list changed on this page only.");
  await expect(page.getByLabel("Term (months)")).toHaveValue("36");
  const names = page.getByLabel("Name, as the lender writes it");
  await expect(names).toHaveCount(2);
  await names.nth(1).fill("Awash Bank");
  await page
    .getByLabel("What it lends for (English)")
    .nth(1)
    .fill("Solar pumps on credit for cooperatives");
  await page.getByRole("button", { name: "Move lender 2 up" }).click();
  await expect(names.nth(0)).toHaveValue("Awash Bank");
  await expect(names.nth(1)).toHaveValue("Harbu Microfinance");
  await expect(page.getByLabel("What it lends for (አማርኛ)").nth(1)).toHaveValue("ለመስኖ መሣሪያዎች ብድር");
  await page.getByRole("button", { name: "Publish the financing settings" }).click();
  await expect(page.getByRole("status")).toHaveText("The financing settings are on the site.");

  // A visitor's pages, as the server sends them (they need no script to show this).
  const lendersOf = (page: Document) => firstOf(page, 'ul[data-testid="lenders"]');
  const english = await pageDocument(server.url, "/financing");
  const lenders = lendersOf(english);
  expect(textsOf(lenders, "h3")).toEqual(["Awash Bank", "Harbu Microfinance"]);
  expect(textOf(lenders)).toContain("Harbu Microfinance");
  expect(textOf(lenders)).toContain("repaid after each harvest");
  // The calculator's term, in the field as the page is sent.
  expect(english.querySelector('input[name="loanMonths"]')?.getAttribute("value")).toBe("36");
  expect(textOf(lendersOf(await pageDocument(server.url, "/am/financing")))).toContain(
    "ለመስኖ መሣሪያዎች ብድር",
  );
  // No Afaan Oromo words yet: the English, marked as English.
  const oromo = lendersOf(await pageDocument(server.url, "/om/financing"));
  expect(textsOf(oromo, 'p[lang="en"]')).toEqual([
    "Solar pumps on credit for cooperatives",
    "Loans for irrigation equipment, repaid after each harvest",
  ]);
});

test("an editor rewrites a product's selling points; /products shows them in each language, English where one has none", async ({
  browser,
}) => {
  const page = await editorPage(browser, false, "/staff/content/products");
  const pumps = page.getByRole("group", { name: "Solar Pumps" });
  // English is required: emptied, it is refused with its message, and everything typed stays.
  await pumps.getByLabel("What it is (English)").fill("");
  await pumps
    .getByLabel("Selling points, one per line (English)")
    .fill(`Lifts water 120 m\n${hostile}`);
  await pumps.getByLabel("What it is (አማርኛ)").fill("ከጉድጓድ ውሃ የሚያወጡ የፀሐይ ፓምፖች");
  await pumps.getByLabel("What it is (Afaan Oromoo)").fill("");
  await pumps.getByLabel("Selling points, one per line (Afaan Oromoo)").fill("");
  await page.getByRole("button", { name: "Publish the names and descriptions" }).click();
  await expect(page.getByRole("alert")).toContainText("Write what it is in English");
  await expect(pumps.getByLabel("What it is (አማርኛ)")).toHaveValue("ከጉድጓድ ውሃ የሚያወጡ የፀሐይ ፓምፖች");
  await expect(pumps.getByLabel("Selling points, one per line (English)")).toHaveValue(
    `Lifts water 120 m\n${hostile}`,
  );
  await pumps
    .getByLabel("What it is (English)")
    .fill("Submersible and surface pumps run by the sun.");
  await page.getByRole("button", { name: "Publish the names and descriptions" }).click();
  await expect(page.getByRole("status")).toHaveText(
    withOutdatedNotice("The new names and descriptions are on the site."),
  );

  // A visitor's pages, as the server sends them: the product cards' section, and its cards.
  const components = (page: Document) => firstOf(page, "#components");
  const html = await pageHtml(server.url, "/products");
  const english = [...components(htmlDocument(html)).querySelectorAll("article")].find((card) =>
    textsOf(card, "h3").includes("Solar Pumps"),
  );
  expect(english, "the Solar Pumps card").toBeDefined();
  expect(textOf(english!)).toContain("Submersible and surface pumps run by the sun.");
  const points = textsOf(english!, "li");
  expect(points[0]).toBe("Lifts water 120 m");
  // The hostile line is text, not markup: escaped where it is shown (its text is the line as
  // typed, and the page sends it escaped), and nowhere as markup.
  expect(points[1]).toBe(hostile);
  expect(html).toContain("&lt;img src=x onerror=&quot;document.title=&#x27;owned&#x27;&quot;&gt;");
  expect(html).not.toContain("<img src=x");
  expect(textOf(components(await pageDocument(server.url, "/am/products")))).toContain(
    "ከጉድጓድ ውሃ የሚያወጡ የፀሐይ ፓምፖች",
  );
  // Afaan Oromo left empty: the English, marked as English, never an empty card.
  const oromo = components(await pageDocument(server.url, "/om/products"));
  expect(textsOf(oromo, 'p[lang="en"]')).toEqual(["Submersible and surface pumps run by the sun."]);
  expect(textOf(firstOf(firstOf(oromo, 'ul[lang="en"]'), "li"))).toBe("Lifts water 120 m");
});

test("a click on the map sets a project's coordinates, keeping everything typed, without JavaScript", async ({
  browser,
}) => {
  const page = await editorPage(browser, false, "/staff/content/projects/project-3");
  await page.getByLabel("Place (English)").fill("Near Adama, typed before the click");
  // Adama: 8.54° N, 39.27° E, on the map surface.
  const adama = project({ lat: 8.54, lon: 39.27 });
  await page
    .getByRole("button", {
      name: "Map of Ethiopia: click the project's place to set its coordinates",
    })
    .click({ position: { x: Math.round(adama.x), y: Math.round(adama.y) } });
  const picked = unproject({ x: Math.round(adama.x), y: Math.round(adama.y) });
  await expect(page.getByRole("status")).toHaveText(
    `Place set from the map: ${picked.lat}° north, ${picked.lon}° east. Save the draft or publish to keep it.`,
  );
  expect(Math.abs(picked.lat - 8.54)).toBeLessThan(0.06);
  expect(Math.abs(picked.lon - 39.27)).toBeLessThan(0.06);
  await expect(page.getByLabel("Latitude (° north)")).toHaveValue(String(picked.lat));
  await expect(page.getByLabel("Longitude (° east)")).toHaveValue(String(picked.lon));
  await expect(page.getByLabel("Place (English)")).toHaveValue(
    "Near Adama, typed before the click",
  );
  // Nothing is saved until the editor saves.
  const stored = () =>
    JSON.parse(
      server.query<{ draft: string | null; published: string }>(
        "SELECT draft, published FROM content_items WHERE kind = 'project' AND id = 'project-3'",
      )[0]!.draft ?? "null",
    ) as { lat: number } | null;
  expect(stored()).toBeNull();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  expect(stored()?.lat).toBe(picked.lat);
  // On a 320 px screen the map scrolls inside its frame; the page does not.
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a refused publication names each field beside its problem and shows what was typed, emptied fields included", async ({
  browser,
}) => {
  const page = await editorPage(browser, false, "/staff/content/projects/project-2");
  await page.getByLabel("Title (English)").fill("");
  await page.getByLabel("Customer (English)").fill("");
  await page.getByLabel("Latitude (° north)").fill("north of Adama");
  await page.getByLabel("Place (English)").fill("Typed before the refusal");
  expect(await sendForm(page, "Save and publish")).toBe(422);
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("There are problems with");
  await expect(summary.getByRole("link")).toHaveText([
    "Latitude (° north): Type a number in decimal degrees, e.g. 9.03.",
    "Title (English): Write it: the pages show the English where a translation is missing.",
    "Customer (English): Write it: the pages show the English where a translation is missing.",
  ]);
  // The emptied fields stay empty and the wrong number stays as typed: no old text comes back.
  await expect(page.getByLabel("Title (English)")).toHaveValue("");
  await expect(page.getByLabel("Title (English)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Customer (English)")).toHaveValue("");
  await expect(page.getByLabel("Latitude (° north)")).toHaveValue("north of Adama");
  await expect(page.getByLabel("Place (English)")).toHaveValue("Typed before the refusal");
  // A click on the map keeps them too.
  await page
    .getByRole("button", {
      name: "Map of Ethiopia: click the project's place to set its coordinates",
    })
    .click({ position: { x: 200, y: 160 } });
  await expect(page.getByRole("status")).toContainText("Place set from the map");
  await expect(page.getByLabel("Title (English)")).toHaveValue("");
  await expect(page.getByLabel("Place (English)")).toHaveValue("Typed before the refusal");
});

test("a saved draft is announced over the editor; a draft of what the site shows is not kept, and discarding brings it back", async ({
  browser,
}) => {
  const page = await editorPage(browser, false, "/staff/content/projects/project-4");
  const place = page.getByLabel("Place (English)");
  const published = await place.inputValue();
  await expect(page.getByText(/This form shows a draft saved by/)).toHaveCount(0);

  await place.fill("A place only in the draft");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await expect(
    page.getByText(`This form shows a draft saved by ${editor.email}`, { exact: false }),
  ).toBeVisible();
  await expect(place).toHaveValue("A place only in the draft");

  // Typed back to what the site shows, a saved draft is no draft: the earlier one is dropped.
  await place.fill(published);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Nothing to save: the form shows what the site shows, so no draft is kept.",
  );
  await expect(page.getByText(/This form shows a draft saved by/)).toHaveCount(0);

  await place.fill("A place only in the draft");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  // The draft may be a colleague's: its box is ticked first, as deleting's is.
  const discardBox = page.getByRole("checkbox", { name: /^Yes, discard it/ });
  await expect(discardBox).toHaveAttribute("required", "");
  await discardBox.check();
  await page.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Draft discarded: the form shows what the site shows.",
  );
  await expect(place).toHaveValue(published);
  await expect(page.getByText(/This form shows a draft saved by/)).toHaveCount(0);
});

test("a draft never published is deleted from its editor once the box is ticked, and its id is free again; Add reopens an empty one", async ({
  browser,
}) => {
  const page = await editorPage(browser);
  const stored = () =>
    server.query("SELECT id FROM content_items WHERE kind = 'project' AND id = 'project-22'");
  await page.getByRole("button", { name: "Add a project" }).click();
  await expect(page).toHaveURL(/\/staff\/content\/projects\/project-22$/);
  // Not saved yet: said as a new draft, not as one someone saved.
  await expect(page.getByText(`A new draft, opened by ${editor.email},`)).toBeVisible();
  await expect(page.getByText(/This form shows a draft saved by/)).toHaveCount(0);
  await page.getByLabel("Title (English)").fill("A project started by mistake");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  // A draft that was ever on the site is only discarded, never deleted (project 4's, above).
  await expect(page.getByRole("button", { name: "Discard the draft" })).toHaveCount(0);

  // The browser asks for the box first; a form sent without it is refused (422), nothing deleted.
  const remove = page.getByRole("button", { name: "Delete this draft" });
  await expect(remove).toBeVisible();
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const revision = await page.locator('input[name="revision"]').first().inputValue();
  const unticked = await page.request.post(`${server.url}/staff/content/projects/project-22`, {
    form: { csrf, intent: "discard", revision },
    headers: { Origin: server.url },
  });
  expect(unticked.status()).toBe(422);
  expect(await unticked.text()).toContain("Not deleted: tick the box");
  expect(stored()).toHaveLength(1);

  await page
    .getByRole("checkbox", {
      name: "Yes, delete this draft: it was never on the site, and what it holds cannot be brought back.",
    })
    .check();
  await remove.click();
  await expect(page).toHaveURL(/\/staff\/content\?deleted=project-22$/);
  await expect(page.getByRole("status")).toHaveText(
    "The draft project-22 is deleted. It was never on the site.",
  );
  await expect(page.getByRole("link", { name: "A project started by mistake" })).toHaveCount(0);
  expect(stored()).toHaveLength(0);
  expect((await page.request.get(`${server.url}/staff/content/projects/project-22`)).status()).toBe(
    404,
  );
  // The next project takes the id again.
  await page.getByRole("button", { name: "Add a project" }).click();
  await expect(page).toHaveURL(/\/staff\/content\/projects\/project-22$/);
  // Pressed again with nothing typed, "Add" opens the same empty draft: no pile of blank ones.
  await page.goto(`${server.url}/staff/content`);
  await page.getByRole("button", { name: "Add a project" }).click();
  await expect(page).toHaveURL(/\/staff\/content\/projects\/project-22$/);
  expect(
    server.query("SELECT id FROM content_items WHERE kind = 'project' AND id = 'project-23'"),
  ).toHaveLength(0);
});

test("at 390 px the map says it scrolls sideways for the east, and a click's answer opens at the map", async ({
  browser,
}) => {
  const page = await editorPage(browser, false, "/staff/content/projects/project-5");
  await page.setViewportSize({ width: 390, height: 800 });
  const map = page.getByRole("button", {
    name: "Map of Ethiopia: click the project's place to set its coordinates",
  });
  const frame = map.locator("xpath=..");
  const hint = page.getByText("Scroll the map sideways for the east of the country.");
  // The map keeps its 400 px (a click is read as a pixel) in a narrower frame, which says it scrolls.
  await expect(map).toHaveJSProperty("offsetWidth", 400);
  const visible = await frame.evaluate((element) => element.clientWidth);
  expect(visible).toBeLessThan(400);
  await expect(hint).toBeVisible();
  // The Ogaden, past the frame's edge until it is scrolled.
  const east = project({ lat: 7.5, lon: 46.3 });
  expect(east.x).toBeGreaterThan(visible);
  await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await map.click({ position: { x: Math.round(east.x), y: Math.round(east.y) } });
  const picked = unproject({ x: Math.round(east.x), y: Math.round(east.y) });
  expect(Math.abs(picked.lon - 46.3)).toBeLessThan(0.06);
  // The answer opens at the map, not at the top of the page.
  await expect(page).toHaveURL(/\/staff\/content\/projects\/project-5#map$/);
  await expect(page.getByRole("status")).toContainText(
    `Place set from the map: ${picked.lat}° north, ${picked.lon}° east.`,
  );
  await expect(map).toBeInViewport();
  // The place it set is said under the map, on the screen the answer opens at.
  await expect(page.getByRole("status")).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // Where the whole map fits, it does not say so.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(hint).toBeHidden();
  // Enter in a field saves a draft and opens at the top, with its result.
  await page.getByLabel("Place (English)").press("Enter");
  await expect(page).toHaveURL(/\/staff\/content\/projects\/project-5\?done=saved$/);
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await expect(page.getByLabel("Longitude (° east)")).toHaveValue(String(picked.lon));
});

test("the project editor names its pictures by what they show, and at 1280 px each text's three language boxes line up", async ({
  browser,
}) => {
  const page = await editorPage(browser, false, "/staff/content/projects/project-5");
  await page.setViewportSize({ width: 1280, height: 900 });
  // The choices show each picture and say what it shows, not its file's key.
  const card = page.getByRole("group", { name: "Card picture", exact: true });
  await choosePicture(
    page,
    "Card picture",
    "Trucks delivering solar pump sets to farmers at a woreda centre",
  );
  await expect(card.getByText("pump-distribution")).toHaveCount(0);
  await expect(card.locator('input[value="pump-distribution"]')).toBeChecked();
  // Each description shows whole beside its picture, in a card that holds it.
  await expect(card.locator("label:has(input:checked) img")).toHaveAttribute(
    "src",
    /pump-distribution.*\.svg$/,
  );
  expect(await textOutsideItsBox(page)).toEqual([]);
  // This server's library is empty: the photos' section says so, and where photos are added.
  const photos = page.locator("section", {
    has: page.getByRole("heading", { name: "Photos", exact: true }),
  });
  await expect(photos).toContainText(
    "No photo of the library can be chosen yet: upload photos and describe them in English first.",
  );
  await expect(photos.getByRole("link", { name: "Open the photo library" })).toHaveAttribute(
    "href",
    "/staff/content/photos",
  );
  await expect(photos.getByRole("radio")).toHaveCount(0);
  // "Short description, for cards and search engines (Afaan Oromoo)" wraps to two lines, the
  // English label to one: the boxes still start at the same height.
  for (const part of [
    "Short description, for cards and search engines",
    "Overview, for the project page",
  ]) {
    const tops = [];
    for (const language of ["English", "አማርኛ", "Afaan Oromoo"])
      tops.push(
        await page
          .getByLabel(`${part} (${language})`)
          .evaluate((box) => Math.round(box.getBoundingClientRect().top)),
      );
    expect(new Set(tops).size, `${part}: ${tops.join(", ")}`).toBe(1);
  }
});
