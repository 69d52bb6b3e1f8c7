/**
 * The last fixed texts that named staff-edited things (issue 19): an editor renames the
 * Enterprise package in English only (its Amharic and Oromo names left empty) and changes the
 * permanent staff, the regions and the team size figures, without JavaScript, and publishes.
 * /get-started in Amharic and Oromo names the new package inside its own sentence, the English
 * name marked lang="en"; /about in every language shows the new staff figures, and its prose and
 * /services' name the new regions and team size; the sizing result for a farm beyond the packages
 * names the largest package by its new name; the lender sheet marks it. The visitors' pages are
 * read from the HTML the server sends (what a browser without JavaScript shows). A real server
 * and database, on a copy of the build (publishing rewrites its files).
 */
import { expect, test, type Browser } from "@playwright/test";
import {
  sendForm as send,
  signedInPage,
  startContentSite,
  type ContentSite,
} from "./content-harness";
import { firstOf, htmlDocument, pageDocument, pageHtml, textOf, textsOf } from "./html";
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

/** A page signed in as the editor, JavaScript off, at `path`. */
async function editorPage(browser: Browser, path: string) {
  return signedInPage(browser, server, editor, false, path);
}

/** The elements inside `element` marked with a language (`[lang]`), by their languages, in order. */
const languagesIn = (element: Element) =>
  [...element.querySelectorAll("[lang]")].map((marked) => marked.getAttribute("lang"));

test("an editor renames the Enterprise package in English only and changes the permanent staff, the regions and the team size, without JavaScript", async ({
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

  // The figures form has the permanent and temporary staff, as the seed has them.
  await page.goto(`${server.url}/staff/content/company`);
  const figures = page.getByRole("region", { name: "Headline figures" });
  await expect(figures.getByLabel("Permanent staff")).toHaveValue("10+");
  await expect(
    figures.getByLabel("Temporary field staff (drilling and installation seasons)"),
  ).toHaveValue("20+");
  await figures.getByLabel("Permanent staff").fill("14+");
  await figures.getByRole("textbox", { name: "Regions", exact: true }).fill("13");
  await figures.getByRole("textbox", { name: "Staff", exact: true }).fill("45+");
  // Publishing the figures renders every page in every language.
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

test("/get-started names the packages as published, the English name marked inside each language's sentence", async () => {
  /** The sentence of the quote section that names the renamed package. */
  const noteOf = (page: Document) => {
    const notes = [...firstOf(page, "#quote").querySelectorAll("p")].filter((p) =>
      textOf(p).includes(renamed),
    );
    expect(notes).toHaveLength(1);
    return notes[0]!;
  };

  const english = noteOf(await pageDocument(server.url, "/get-started"));
  expect(textOf(english)).toBe(
    `Our Starter, Professional and ${renamed} packages cover farms of up to about 5 ha from shallow water (less from a deep borehole), installation and support included.`,
  );
  expect(languagesIn(english)).toEqual([]);

  const amharic = noteOf(await pageDocument(server.url, "/am/get-started"));
  expect(textOf(amharic)).toContain(`መነሻ፣ ፕሮፌሽናል እና ${renamed} ፓኬጆቻችን ውሃው ጥልቅ ካልሆነ`);
  expect(textsOf(amharic, 'span[lang="en"]')).toEqual([renamed]);
  expect(languagesIn(amharic)).toHaveLength(1);

  const oromoPage = await pageDocument(server.url, "/om/get-started");
  const oromo = noteOf(oromoPage);
  expect(textOf(oromo)).toContain(
    `Paakeejiiwwan keenya Jalqabaa, Ogummaa fi ${renamed} bishaan hin fagaanne`,
  );
  expect(textsOf(oromo, 'span[lang="en"]')).toEqual([renamed]);
  expect(languagesIn(oromo)).toHaveLength(1);
  // The quote form offers it by its English name, the option marked as English.
  const choices = [...oromoPage.querySelectorAll('option[value="package:enterprise"]')];
  expect(choices.map((option) => [textOf(option), option.getAttribute("lang")])).toEqual([
    [renamed, "en"],
  ]);
});

test("/about shows the published staff figures in every language, and its prose and /services' name the published regions and team size", async () => {
  const expected: Record<
    string,
    { team: string; people: string; heading: string; story?: string }
  > = {
    "/about": {
      team: "14+ permanent and 20+ temporary staff",
      people: "14+ permanent engineers, technicians and office staff, joined by 20+ temporary",
      heading: "From one drilling rig to 13 regions",
      story: "Today a team of 45+ people",
    },
    "/am/about": {
      team: "14+ ቋሚና 20+ ጊዜያዊ ሠራተኞች",
      people: "14+ ቋሚ መሐንዲሶች፣ ቴክኒሻኖችና የቢሮ ሠራተኞች፤ በቁፋሮና በተከላ ወቅቶች 20+ ጊዜያዊ",
      heading: "ከአንድ የቁፋሮ ማሽን እስከ 13 ክልሎች",
      story: "ዛሬ 45+ ሰዎች ያሉት ቡድናችን",
    },
    "/om/about": {
      team: "Hojjettoota dhaabbataa 14+ fi yeroo murtaa'eef 20+",
      people:
        "hojjettoota waajjiraa dhaabbataa 14+; yeroo qotiinsaa fi dhaabbii hojjettoonni dirree yeroo murtaa'eef 20+",
      heading: "Maashinii qotiinsaa tokko irraa hanga naannolee 13tti",
    },
  };
  /** The old regions figure, as the prose wrote it in each language. */
  const oldRegions = /eight regions|ስምንት ክልሎች|naannolee saddeet/;
  for (const [path, words] of Object.entries(expected)) {
    const html = await pageHtml(server.url, path);
    const sent = htmlDocument(html);
    const story = firstOf(sent, "#story");
    const main = textOf(firstOf(sent, "main"));
    expect(textsOf(story, "dd"), path).toContain(words.team);
    expect(textOf(firstOf(sent, "#structure")), path).toContain(words.people);
    expect(main, path).not.toContain("10+");
    expect(textsOf(story, "h2"), path).toEqual([words.heading]);
    if (words.story) expect(textOf(story), path).toContain(words.story);
    if (path === "/about") {
      expect(main).toContain("commercial farms across 13 regions");
      expect(textOf(firstOf(sent, "#values"))).toContain("200+ farming families served");
    }
    // No page keeps the old figure in its prose.
    expect(html, path).not.toMatch(oldRegions);
  }
  const services = await pageHtml(server.url, "/services");
  expect(textOf(firstOf(htmlDocument(services), "main"))).toContain(
    "field teams working in 13 regions",
  );
  expect(services).not.toMatch(oldRegions);
});

test("a farm beyond the packages is told the largest package's published name", async () => {
  const query = "?area=8&method=drip";
  /** The result's note that names the renamed package. */
  const noteOf = async (path: string) => {
    const result = firstOf(await pageDocument(server.url, path), "#result");
    const notes = [...result.querySelectorAll('p[role="note"]')].filter((p) =>
      textOf(p).includes(renamed),
    );
    expect(notes, path).toHaveLength(1);
    return notes[0]!;
  };

  const english = await noteOf(`/size-your-system${query}`);
  expect(textOf(english)).toBe(
    `Your farm needs more than our ${renamed} package. We design a custom system for farms like yours.`,
  );
  expect(languagesIn(english)).toEqual([]);

  const amharic = await noteOf(`/am/size-your-system${query}`);
  expect(textOf(amharic)).toContain(`ማሳዎ ከትልቁ ፓኬጃችን (${renamed}) የበለጠ ይፈልጋል።`);
  expect(textsOf(amharic, 'span[lang="en"]')).toEqual([renamed]);

  const oromo = await noteOf(`/om/size-your-system${query}`);
  expect(textOf(oromo)).toContain(`Maasiin keessan paakeejii ${renamed} keenya caalaa barbaada.`);
  expect(textsOf(oromo, 'span[lang="en"]')).toEqual([renamed]);
});

test("a farm offered the renamed package sees it marked English in the summary and on the lender sheet", async () => {
  // Two and a half hectares by drip from a 20 m borehole (8.6 kWp): the largest package.
  const query = "?area=2.5&method=drip&source=borehole&depth=20";
  const summary = firstOf(
    await pageDocument(server.url, `/om/size-your-system${query}`),
    '[data-testid="estimate-summary"]',
  );
  expect(textOf(summary)).toContain(renamed);
  expect(textsOf(summary, 'span[lang="en"]')).toEqual([renamed]);

  /** The lender sheet's package row. */
  const packageRow = async (path: string) =>
    firstOf(await pageDocument(server.url, `${path}${query}`), '[data-testid="sheet-package"]');
  const oromo = await packageRow("/om/size-your-system/lender-sheet");
  expect(textOf(oromo)).toBe(renamed);
  expect(oromo.getAttribute("lang")).toBe("en");
  expect((await packageRow("/am/size-your-system/lender-sheet")).getAttribute("lang")).toBe("en");
  const english = await packageRow("/size-your-system/lender-sheet");
  expect(textOf(english)).toBe(renamed);
  expect(english.getAttribute("lang") ?? "").toBe("");
});
