import { expect, test, type Page } from "./tab";
import { site } from "../../app/content/site";
import { home as amharicHome } from "../../app/content/am/home";
import { catalogue } from "../../app/content/catalogues";
import { defaultLocale, localeInfo, localizePath, locales } from "../../app/i18n/locales";
import { accessibilityFindings } from "./accessibility";
import { animationsEnded, gotoWithClock, waitForHydration, waitForSplash } from "./support";

/** The languages under a prefix, from the list: every sweep below runs for each. */
const translated = locales.filter((locale) => locale !== defaultLocale);

// Every English page's twins in every language, each linking to all the others, are read from
// the build without a server: scripts/pages-html.check.ts. The header's bar fits at every desktop
// width in every language: shell.spec.ts.

test("the sitemap lists every language with its alternates; unknown paths under a prefix get that language's 404", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const locale of translated) {
    const about = new URL(localizePath("/about", locale), site.baseUrl).href;
    expect(sitemap).toContain(`<loc>${about}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${locale}" href="${about}"/>`);
    for (const path of [`/${locale}/no-such-page`, `/${locale}/projects/a/b`]) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      const html = await missing.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).toContain(catalogue(locale).notFound.heading);
    }
  }
});

/**
 * Oromo pages format numbers, prices and dates with Node's locale data, which Chromium lacks: the
 * loaders send them formatted, so hydration must find the same text and React must not warn.
 */
test("Oromo pages hydrate without a mismatch and read the same before and after scripts", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // What formatting writes: headings, dates, figures and tables. (Controls that need scripts, such
  // as a print button, appear only after hydration, by design.)
  const text = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("main :is(h1, time, dd, th, td, output)")]
        .map((element) => element.textContent?.replace(/\s+/g, " ").trim())
        .join(" | "),
    );
  const before = await browser.newContext({ javaScriptEnabled: false, reducedMotion: "reduce" });
  const after = await browser.newContext({ reducedMotion: "reduce" });
  // One tab in each context, loading the pages in turn: each load is a new document, and the
  // pages only read (no draft, storage or clock carries from one to the next).
  const plain = await before.newPage();
  const page = await after.newPage();
  let complaints: string[] = [];
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type())) complaints.push(message.text());
  });
  page.on("pageerror", (error) => complaints.push(error.message));
  for (const path of ["/om", "/om/size-your-system", "/om/projects", "/om/about"]) {
    await plain.goto(path);
    const served = await text(plain);
    complaints = [];
    await page.goto(path);
    await waitForHydration(page);
    expect(complaints, path).toEqual([]);
    expect(await text(page), path).toBe(served);
    // The formatted figures are Oromo: a month name where the page shows a date.
    if (path === "/om")
      await expect(page.locator("main time").first()).toHaveText(
        /Amajjii|Guraandhala|Bitootessa|Eebila|Caamsaa|Waxabajjii|Adoolessa|Hagayya|Fulbaana|Onkoloolessa|Sadaasa|Mudde/,
      );
  }
  await before.close();
  await after.close();
});

test.describe("the language switch", () => {
  test("in the header keeps the page and its query, both ways", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Each switch is an in-site navigation, its splash over the header for 1.5 s: the page's
    // clock moves on by those 1.5 s instead of the test waiting them out (support.ts).
    await gotoWithClock(page, "/projects?q=borehole");
    await page.getByRole("banner").getByRole("link", { name: "አማርኛ" }).click();
    await expect(page).toHaveURL("/am/projects?q=borehole");
    await waitForSplash(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "am");
    await expect(page.getByRole("navigation", { name: "ዋና ማውጫ" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/projects?q=borehole");
    await waitForSplash(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    // Switched from further down, the page in the other language opens at its top.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("banner").getByRole("link", { name: "Afaan Oromoo" }).click();
    await expect(page).toHaveURL("/om/projects?q=borehole");
    await waitForSplash(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "om");
    await expect(
      page.getByRole("navigation", { name: catalogue("om").chrome.header.mainNav }),
    ).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "አማርኛ" }).click();
    await expect(page).toHaveURL("/am/projects?q=borehole");
    // The brand leads home in the page's language, with that home page's data in it too: it read
    // English (/am.data was taken for an address in no language).
    await page
      .getByRole("banner")
      .getByRole("link", { name: new RegExp(site.brand) })
      .click();
    await expect(page).toHaveURL("/am");
    await waitForSplash(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(amharicHome.hero.title);
  });

  // On every page, the switch shows the other languages on a phone's first screen without the
  // menu or scripts: the JavaScript-off sweep of delivery.spec.ts, which loads each page once.
  test("on a phone without scripts, the header's switch is followed like any other link", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    for (const pageLocale of locales) {
      const other = locales.find((locale) => locale !== pageLocale)!;
      await page.goto(localizePath("/services", pageLocale));
      await page
        .getByRole("banner")
        .getByRole("link", { name: localeInfo[other].name, exact: true })
        .click();
      await expect(page).toHaveURL(localizePath("/services", other));
    }
    await context.close();
  });

  test("on a phone, the header's switch keeps the query and the anchor, and opens the page at that part; Back returns to where it was left", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoWithClock(page, "/contact?from=faq#faq");
    await page.getByRole("banner").getByRole("link", { name: "አማርኛ" }).click();
    await expect(page).toHaveURL("/am/contact?from=faq#faq");
    await waitForSplash(page);
    // The reader lands where they were, the questions' heading under the header, not at the top.
    await expect(page.locator("#faq h2")).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(844);

    // Read on past the questions and leave: Back returns to that place, not to the questions.
    await page.evaluate(() => window.scrollBy({ top: 600, behavior: "instant" }));
    const away = page.getByRole("contentinfo").getByRole("link").first();
    await away.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => Math.round(scrollY));
    expect(left, "past the questions").toBeGreaterThan(
      await page.locator("#faq").evaluate((faq) => faq.getBoundingClientRect().top + scrollY + 100),
    );
    await away.click();
    await waitForSplash(page);
    await page.goBack();
    await waitForSplash(page);
    await expect(page).toHaveURL("/am/contact?from=faq#faq");
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(left);
  });

  test("the open mobile menu has no accessibility violations, and its switch goes to the same page in Amharic", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Let the slide-in and the staggered links finish before measuring colours.
    await animationsEnded(page);
    // Both engines (accessibility.ts), on the menu as a phone's visitor sees it open.
    expect(await accessibilityFindings(page, { exclude: "iframe" })).toEqual([]);
    await menu.getByRole("link", { name: "አማርኛ" }).click();
    await expect(page).toHaveURL("/am/services");
    await expect(page.getByRole("dialog", { name: "ማውጫ" })).toBeHidden();
    await expect(page.locator("h1")).toBeVisible();
  });
});

for (const locale of translated) {
  test.describe(`${localeInfo[locale].name} pages with JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test("read, navigate, and open the menu on a phone", async ({ page }) => {
      const { menu, nav } = catalogue(locale).chrome;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localizePath("/", locale));
      await expect(page.locator("h1")).toBeVisible();
      await page.getByRole("button", { name: menu.open }).click();
      const dialog = page.getByRole("dialog", { name: menu.label });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("link", { name: nav.about, exact: true }).click();
      await expect(page).toHaveURL(localizePath("/about", locale));
      await expect(page.locator("h1")).toBeVisible();
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: nav.projects, exact: true })
        .click();
      await expect(page).toHaveURL(localizePath("/projects", locale));
      await page.getByRole("button", { name: menu.open }).click();
      await page
        .getByRole("dialog", { name: menu.label })
        .getByRole("link", { name: localeInfo.en.name })
        .click();
      await expect(page).toHaveURL("/projects");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
}

/** Opens a page and gives the paths of the fonts it fetched once it is hydrated and drawn. */
async function fontsOf(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  return fonts;
}

test.describe("fonts", () => {
  // Which fonts a page fetches is what is asked: a tab of its own, whose cache holds no font that
  // an earlier test's Amharic page used.
  test.use({ freshTab: true });

  test("the Ethiopic face loads on Amharic pages only, once when switched to in the browser; other pages load the letters of አማርኛ for their switch", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Only the tiny face of the languages' own names, which the switch's "አማርኛ" is drawn in: a
    // device without an Ethiopic font shows the name, not empty boxes.
    expect(await fontsOf(page, "/about")).toEqual([
      expect.stringMatching(/^\/assets\/ethiopic-language-names-[\w-]+\.woff2$/),
    ]);
    const amharic = page.getByRole("banner").getByRole("link", { name: localeInfo.am.name });
    await expect(amharic).toHaveCSS("font-family", /^"Ethiopic Language Names", /);
    expect(
      await page.evaluate(() => document.fonts.check('600 13px "Ethiopic Language Names"', "አማርኛ")),
    ).toBe(true);
    // Switched to Amharic in the browser, the page fetches the Ethiopic face once, through its
    // CSS: a preload of it added then was a second request of the same face, never used (and
    // the console said so). The first page's preload stays as it was.
    const switched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") switched.push(new URL(request.url()).pathname);
    });
    await amharic.click();
    await expect(page.locator("html")).toHaveAttribute("lang", "am");
    await page.evaluate(async () => {
      void document.body.offsetHeight;
      await document.fonts.ready;
    });
    expect(switched).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-ethiopic-subset-[\w-]+\.woff2$/),
    ]);
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute(
      "href",
      /^\/assets\/ethiopic-language-names-[\w-]+\.woff2$/,
    );
    // A visitor who arrives on an Amharic page (a fresh browser: Chromium may fetch a font the
    // last page of the same site used again, from its cache).
    const context = await browser.newContext({ baseURL });
    const amharicPage = await context.newPage();
    expect(await fontsOf(amharicPage, "/am/about")).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-ethiopic-subset-[\w-]+\.woff2$/),
    ]);
    expect(
      await amharicPage.evaluate(() =>
        document.fonts.check('16px "Noto Sans Ethiopic Subset"', "ሰላም"),
      ),
    ).toBe(true);
    await context.close();
  });
});

// The quotation marks of each language are read from the prerendered HTML:
// scripts/pages-html.check.ts.
