/**
 * The last fixed texts that named staff-edited things (issue 19): an editor renames the
 * Enterprise package in English only (its Amharic and Oromo names left empty) and changes the
 * permanent staff figure, without JavaScript, and publishes. /get-started in Amharic and Oromo
 * names the new package inside its own sentence, the English name marked lang="en"; /about in
 * every language shows the new staff figures; the sizing result for a farm beyond the packages
 * names the largest package by its new name; the lender sheet marks it. A real server and
 * database, on a copy of the build (publishing rewrites its files).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessibleAtWidths } from "./accessibility";
import {
  sendForm as send,
  signedInPage,
  startContentSite,
  type ContentSite,
} from "./content-harness";
import type { TestServer } from "./server-harness";

test.describe.configure({ mode: "serial" });

const editor = { email: "tigist@tsehaysolar.example", password: "an editor's long password" };
const renamed = "Estate Farm";
let site: ContentSite;
let server: TestServer;

test.beforeAll(async () => {
  site = await startContentSite("words", { editor });
  server = site.server;
});

test.afterAll(async () => site?.stop());

async function editorPage(browser: Browser, path: string, javaScriptEnabled = false) {
  return signedInPage(browser, server, editor, javaScriptEnabled, path);
}

/** A visitor's page with JavaScript off: what the prerendered or server-rendered HTML shows. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test("the figures form has the permanent and temporary staff, accessible at both widths", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await editorPage(browser, "/staff/content/company", true);
  const figures = page.getByRole("region", { name: "Headline figures" });
  await expect(figures.getByLabel("Permanent staff")).toHaveValue("10+");
  await expect(
    figures.getByLabel("Temporary field staff (drilling and installation seasons)"),
  ).toHaveValue("20+");
  await expectAccessibleAtWidths(page, "company page");
  await page.context().close();
});

test("an editor renames the Enterprise package in English only and changes the permanent staff, without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await editorPage(browser, "/staff/content/products");
  const enterprise = page.getByRole("group", { name: "Enterprise" });
  await enterprise.getByLabel("Name (English)").fill(renamed);
  await enterprise.getByLabel("Name (አማርኛ)").fill("");
  await enterprise.getByLabel("Name (Afaan Oromoo)").fill("");
  expect(await send(page, "Publish the names and descriptions")).toBe(302);
  await expect(page.getByRole("status")).toHaveText(
    "The new names and descriptions are on the site.",
  );

  await page.goto(`${server.url}/staff/content/company`);
  await page
    .getByRole("region", { name: "Headline figures" })
    .getByLabel("Permanent staff")
    .fill("14+");
  expect(await send(page, "Publish the figures")).toBe(302);
  await expect(page.getByRole("status")).toHaveText("The new figures are on the site.");
  await page.goto(`${server.url}/staff/content/company`);
  await expect(
    page.getByRole("region", { name: "Headline figures" }).getByLabel("Permanent staff"),
  ).toHaveValue("14+");

  // The figures' history names the new figure.
  await page.goto(`${server.url}/staff/content/settings/figures/history`);
  await expect(page.locator("main")).toContainText("Permanent staff");
  await expect(page.locator("main")).toContainText("14+");
  await page.context().close();
});

test("/get-started names the packages as published, the English name marked inside each language's sentence", async ({
  browser,
}) => {
  const visitor = await visitorPage(browser);
  const note = visitor.locator("#quote p").filter({ hasText: renamed });

  await visitor.goto(`${server.url}/get-started`);
  await expect(note).toHaveText(
    `Our Starter, Professional and ${renamed} packages cover farms of up to about 5 ha from shallow water (less from a deep borehole), installation and support included.`,
  );
  await expect(note.locator("[lang]")).toHaveCount(0);

  await visitor.goto(`${server.url}/am/get-started`);
  await expect(note).toContainText(`መነሻ፣ ፕሮፌሽናል እና ${renamed} ፓኬጆቻችን ውሃው ጥልቅ ካልሆነ`);
  await expect(note.locator('span[lang="en"]')).toHaveText(renamed);
  await expect(note.locator("[lang]")).toHaveCount(1);

  await visitor.goto(`${server.url}/om/get-started`);
  await expect(note).toContainText(
    `Paakeejiiwwan keenya Jalqabaa, Ogummaa fi ${renamed} bishaan hin fagaanne`,
  );
  await expect(note.locator('span[lang="en"]')).toHaveText(renamed);
  await expect(note.locator("[lang]")).toHaveCount(1);
  // The quote form offers it by its English name, the option marked as English.
  const choice = visitor.locator('option[value="package:enterprise"]');
  await expect(choice).toHaveText(renamed);
  await expect(choice).toHaveAttribute("lang", "en");
  await visitor.context().close();
});

test("/about shows the published staff figures in every language", async ({ browser }) => {
  const visitor = await visitorPage(browser);
  const expected = {
    "/about": {
      team: "14+ permanent and 20+ temporary staff",
      people: "14+ permanent engineers, technicians and office staff, joined by 20+ temporary",
    },
    "/am/about": {
      team: "14+ ቋሚና 20+ ጊዜያዊ ሠራተኞች",
      people: "14+ ቋሚ መሐንዲሶች፣ ቴክኒሻኖችና የቢሮ ሠራተኞች፤ በቁፋሮና በተከላ ወቅቶች 20+ ጊዜያዊ",
    },
    "/om/about": {
      team: "Hojjettoota dhaabbataa 14+ fi yeroo murtaa'eef 20+",
      people:
        "hojjettoota waajjiraa dhaabbataa 14+; yeroo qotiinsaa fi dhaabbii hojjettoonni dirree yeroo murtaa'eef 20+",
    },
  };
  for (const [path, words] of Object.entries(expected)) {
    expect((await visitor.goto(`${server.url}${path}`))?.status(), path).toBe(200);
    await expect(visitor.locator("#story dd").getByText(words.team, { exact: true })).toBeVisible();
    await expect(visitor.locator("#structure").getByText(words.people)).toBeVisible();
    await expect(visitor.locator("main")).not.toContainText("10+");
  }
  await visitor.context().close();
});

test("a farm beyond the packages is told the largest package's published name", async ({
  browser,
}) => {
  const visitor = await visitorPage(browser);
  const query = "?area=8&method=drip";
  const note = visitor.locator("#result [role=note]").filter({ hasText: renamed });

  await visitor.goto(`${server.url}/size-your-system${query}`);
  await expect(note).toHaveText(
    `Your farm needs more than our ${renamed} package. We design a custom system for farms like yours.`,
  );
  await expect(note.locator("[lang]")).toHaveCount(0);

  await visitor.goto(`${server.url}/am/size-your-system${query}`);
  await expect(note).toContainText(`ማሳዎ ከትልቁ ፓኬጃችን (${renamed}) የበለጠ ይፈልጋል።`);
  await expect(note.locator('span[lang="en"]')).toHaveText(renamed);

  await visitor.goto(`${server.url}/om/size-your-system${query}`);
  await expect(note).toContainText(`Maasiin keessan paakeejii ${renamed} keenya caalaa barbaada.`);
  await expect(note.locator('span[lang="en"]')).toHaveText(renamed);
  await visitor.context().close();
});

test("a farm offered the renamed package sees it marked English in the summary and on the lender sheet", async ({
  browser,
}) => {
  const visitor = await visitorPage(browser);
  // Two and a half hectares by drip from a 20 m borehole (8.6 kWp): the largest package.
  const query = "?area=2.5&method=drip&source=borehole&depth=20";
  await visitor.goto(`${server.url}/om/size-your-system${query}`);
  const summary = visitor.getByTestId("estimate-summary");
  await expect(summary).toContainText(renamed);
  await expect(summary.locator('span[lang="en"]')).toHaveText(renamed);

  await visitor.goto(`${server.url}/om/size-your-system/lender-sheet${query}`);
  const row = visitor.getByTestId("sheet-package");
  await expect(row).toHaveText(renamed);
  await expect(row).toHaveAttribute("lang", "en");
  await visitor.goto(`${server.url}/am/size-your-system/lender-sheet${query}`);
  await expect(visitor.getByTestId("sheet-package")).toHaveAttribute("lang", "en");
  await visitor.goto(`${server.url}/size-your-system/lender-sheet${query}`);
  await expect(visitor.getByTestId("sheet-package")).toHaveText(renamed);
  await expect(visitor.getByTestId("sheet-package")).not.toHaveAttribute("lang", /.+/);
  await visitor.context().close();
});
