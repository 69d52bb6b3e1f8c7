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

/** The HTML a visitor gets at `path` (the prerendered file, or the server's render), answered 200. */
async function pageHtml(path: string): Promise<string> {
  const answer = await fetch(`${server.url}${path}`);
  expect(answer.status, path).toBe(200);
  return answer.text();
}

/**
 * What a reader gets of an HTML fragment, as Playwright compares an element's text: the tags
 * (React's `<!-- -->` separators among them) taken out, entities read back, spaces run together.
 */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\u200b/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** An element of the HTML: its start tag, its contents' HTML and their text. */
interface Part {
  readonly tag: string;
  readonly html: string;
  readonly text: string;
}

const elementOf = (tag: string, html: string): Part => ({ tag, html, text: textOf(html) });

/** The element whose start tag begins at `start`, to its own end tag (past those it holds). */
function elementAt(html: string, start: number): Part {
  const open = html.indexOf(">", start) + 1;
  const name = /^<([a-z][a-z0-9]*)/.exec(html.slice(start))![1]!;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, "g");
  tags.lastIndex = open;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html))
    if ((depth += tag[1] ? -1 : 1) === 0)
      return elementOf(html.slice(start, open), html.slice(open, tag.index));
  throw new Error(`${html.slice(start, open)} has no end tag`);
}

/** The first element whose start tag has `marker` (`id="story"`, `data-testid="sheet-package"`). */
function element(html: string, marker: string): Part {
  const at = html.indexOf(marker);
  expect(at, `an element with ${marker}`).toBeGreaterThanOrEqual(0);
  return elementAt(html, html.lastIndexOf("<", at));
}

/** Every `name` element of the HTML, those inside another of them too, in order. */
const elements = (html: string, name: string): Part[] =>
  [...html.matchAll(new RegExp(`<${name}\\b`, "g"))].map((tag) => elementAt(html, tag.index));

/** The languages the elements inside an element are marked with (`[lang]`), in order. */
const languagesMarked = (html: string) =>
  [...html.matchAll(/<[a-z][^>]*\slang="([^"]*)"/g)].map((mark) => mark[1]);

/** The texts of the spans inside an element marked as English (`span[lang="en"]`). */
const englishSpans = (html: string) =>
  elements(html, "span")
    .filter((span) => /\slang="en"/.test(span.tag))
    .map((span) => span.text);

/** The language a start tag marks its element with; undefined without one. */
const languageOf = (tag: string) => /\slang="([^"]*)"/.exec(tag)?.[1];

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
  const noteOf = (html: string) => {
    const notes = elements(element(html, 'id="quote"').html, "p").filter((p) =>
      p.text.includes(renamed),
    );
    expect(notes).toHaveLength(1);
    return notes[0]!;
  };

  const english = noteOf(await pageHtml("/get-started"));
  expect(english.text).toBe(
    `Our Starter, Professional and ${renamed} packages cover farms of up to about 5 ha from shallow water (less from a deep borehole), installation and support included.`,
  );
  expect(languagesMarked(english.html)).toEqual([]);

  const amharic = noteOf(await pageHtml("/am/get-started"));
  expect(amharic.text).toContain(`መነሻ፣ ፕሮፌሽናል እና ${renamed} ፓኬጆቻችን ውሃው ጥልቅ ካልሆነ`);
  expect(englishSpans(amharic.html)).toEqual([renamed]);
  expect(languagesMarked(amharic.html)).toHaveLength(1);

  const oromoPage = await pageHtml("/om/get-started");
  const oromo = noteOf(oromoPage);
  expect(oromo.text).toContain(
    `Paakeejiiwwan keenya Jalqabaa, Ogummaa fi ${renamed} bishaan hin fagaanne`,
  );
  expect(englishSpans(oromo.html)).toEqual([renamed]);
  expect(languagesMarked(oromo.html)).toHaveLength(1);
  // The quote form offers it by its English name, the option marked as English.
  const choices = elements(oromoPage, "option").filter((option) =>
    option.tag.includes('value="package:enterprise"'),
  );
  expect(choices.map((option) => [option.text, languageOf(option.tag)])).toEqual([[renamed, "en"]]);
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
    const html = await pageHtml(path);
    const story = element(html, 'id="story"');
    const main = element(html, "<main").text;
    const texts = (scope: Part, name: string) => elements(scope.html, name).map((at) => at.text);
    expect(texts(story, "dd"), path).toContain(words.team);
    expect(element(html, 'id="structure"').text, path).toContain(words.people);
    expect(main, path).not.toContain("10+");
    expect(texts(story, "h2"), path).toEqual([words.heading]);
    if (words.story) expect(story.text, path).toContain(words.story);
    if (path === "/about") {
      expect(main).toContain("commercial farms across 13 regions");
      expect(element(html, 'id="values"').text).toContain("200+ farming families served");
    }
    // No page keeps the old figure in its prose.
    expect(html, path).not.toMatch(oldRegions);
  }
  const services = await pageHtml("/services");
  expect(element(services, "<main").text).toContain("field teams working in 13 regions");
  expect(services).not.toMatch(oldRegions);
});

test("a farm beyond the packages is told the largest package's published name", async () => {
  const query = "?area=8&method=drip";
  /** The result's note that names the renamed package. */
  const noteOf = async (path: string) => {
    const notes = elements(element(await pageHtml(path), 'id="result"').html, "p").filter(
      (p) => /\srole="note"/.test(p.tag) && p.text.includes(renamed),
    );
    expect(notes, path).toHaveLength(1);
    return notes[0]!;
  };

  const english = await noteOf(`/size-your-system${query}`);
  expect(english.text).toBe(
    `Your farm needs more than our ${renamed} package. We design a custom system for farms like yours.`,
  );
  expect(languagesMarked(english.html)).toEqual([]);

  const amharic = await noteOf(`/am/size-your-system${query}`);
  expect(amharic.text).toContain(`ማሳዎ ከትልቁ ፓኬጃችን (${renamed}) የበለጠ ይፈልጋል።`);
  expect(englishSpans(amharic.html)).toEqual([renamed]);

  const oromo = await noteOf(`/om/size-your-system${query}`);
  expect(oromo.text).toContain(`Maasiin keessan paakeejii ${renamed} keenya caalaa barbaada.`);
  expect(englishSpans(oromo.html)).toEqual([renamed]);
});

test("a farm offered the renamed package sees it marked English in the summary and on the lender sheet", async () => {
  // Two and a half hectares by drip from a 20 m borehole (8.6 kWp): the largest package.
  const query = "?area=2.5&method=drip&source=borehole&depth=20";
  const summary = element(
    await pageHtml(`/om/size-your-system${query}`),
    'data-testid="estimate-summary"',
  );
  expect(summary.text).toContain(renamed);
  expect(englishSpans(summary.html)).toEqual([renamed]);

  /** The lender sheet's package row. */
  const packageRow = async (path: string) =>
    element(await pageHtml(`${path}${query}`), 'data-testid="sheet-package"');
  const oromo = await packageRow("/om/size-your-system/lender-sheet");
  expect(oromo.text).toBe(renamed);
  expect(languageOf(oromo.tag)).toBe("en");
  expect(languageOf((await packageRow("/am/size-your-system/lender-sheet")).tag)).toBe("en");
  const english = await packageRow("/size-your-system/lender-sheet");
  expect(english.text).toBe(renamed);
  expect(languageOf(english.tag) ?? "").toBe("");
});
