import { expect, test, type Page } from "@playwright/test";
import { pagePaths } from "../../app/content/site-map";
import { site } from "../../app/content/site";
import { projects } from "../../app/content/projects";
import { localeFromPath, localeInfo, locales, localizePath } from "../../app/i18n/locales";
import { waitForHydration } from "./support";
import { templatePages } from "./templates";

// Every English page and its Amharic twin (/projects/N duplicates /projects/project-N: skipped).
const numeric = new Set(projects.map((project) => `/projects/${project.serialNumber}`));
const englishPages = pagePaths().filter((path) => !numeric.has(path));
const amharicTemplates = templatePages.filter(({ path }) => /^\/am(\/|$|\?)/.test(path));

/** The href of the language switch's link to a language, in a page's HTML. */
function switchHref(html: string, locale: string): string | undefined {
  const link = [...html.matchAll(/<a\b[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes(`hrefLang="${locale}"`));
  return link?.match(/href="([^"]*)"/)?.[1];
}

test("every English page has an Amharic twin, and each links to the other", async ({ request }) => {
  test.setTimeout(60_000);
  for (const path of englishPages) {
    const twin = localizePath(path, "am");
    const english = await request.get(path);
    const amharic = await request.get(twin);
    expect(english.status(), path).toBe(200);
    expect(amharic.status(), twin).toBe(200);
    const [en, am] = [await english.text(), await amharic.text()];
    expect(en, path).toContain('<html lang="en"');
    expect(am, twin).toContain('<html lang="am"');
    expect(switchHref(en, "am"), path).toBe(twin);
    expect(switchHref(am, "en"), twin).toBe(path);
    for (const html of [en, am]) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="am" href="${new URL(twin, site.baseUrl).href}"/>`,
      );
      expect(html).toContain(
        `<link rel="alternate" hrefLang="en" href="${new URL(path, site.baseUrl).href}"/>`,
      );
    }
    expect(am).toContain('<meta property="og:locale" content="am_ET"/>');
    expect(en).toContain('<meta property="og:locale" content="en_GB"/>');
  }
});

test("the sitemap lists both languages with their alternates; unknown /am paths get the Amharic 404", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${new URL("/am/about", site.baseUrl).href}</loc>`);
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="am" href="${new URL("/am/about", site.baseUrl).href}"/>`,
  );
  const missing = await request.get("/am/no-such-page");
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('<html lang="am"');
  expect(html).toContain("ገጹ አልተገኘም");
});

test.describe("the language switch", () => {
  test("in the header keeps the page and its query, both ways", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/projects?q=borehole");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "አማርኛ" }).click();
    await expect(page).toHaveURL("/am/projects?q=borehole");
    await expect(page.locator("html")).toHaveAttribute("lang", "am");
    await expect(page.getByRole("navigation", { name: "ዋና ማውጫ" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/projects?q=borehole");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  // One test per language of the pages (from the list of languages), side by side.
  for (const pageLocale of locales) {
    test(`on a phone, every ${pageLocale} page shows the other languages on the first screen, without the menu or scripts`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      for (const { path } of templatePages.filter(
        ({ path }) => localeFromPath(path) === pageLocale,
      )) {
        const response = await page.goto(path);
        // An unknown address is answered by the 404 page, whose switch leads to the other 404 page.
        const shown = response?.status() === 404 ? "/404" : new URL(path, "http://x").pathname;
        const here = (await page.locator("html").getAttribute("lang")) as keyof typeof localeInfo;
        for (const [locale, info] of Object.entries(localeInfo)) {
          if (locale === here) continue;
          const link = page.getByRole("banner").getByRole("link", { name: info.name, exact: true });
          await expect(link, path).toBeVisible();
          const box = await link.boundingBox();
          expect(
            box && box.y + box.height <= 844,
            `${path}: ${info.name} on the first screen`,
          ).toBe(true);
          // The same page in the other language, a 24 px target at least (WCAG 2.2).
          expect(new URL((await link.getAttribute("href")) ?? "", "http://x").pathname).toBe(
            localizePath(shown, locale as keyof typeof localeInfo),
          );
          expect(box!.height).toBeGreaterThanOrEqual(24);
        }
      }
      // Without scripts the link is followed like any other.
      const other = locales.find((locale) => locale !== pageLocale)!;
      await page.goto(localizePath("/services", pageLocale));
      await page
        .getByRole("banner")
        .getByRole("link", { name: localeInfo[other].name, exact: true })
        .click();
      await expect(page).toHaveURL(localizePath("/services", other));
      await context.close();
    });
  }

  test("on a phone, the header's switch keeps the query and the anchor", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/projects?q=borehole#project-list");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "አማርኛ" }).click();
    await expect(page).toHaveURL("/am/projects?q=borehole#project-list");
  });

  test("in the mobile menu goes to the same page in Amharic", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "አማርኛ" }).click();
    await expect(page).toHaveURL("/am/services");
    await expect(page.getByRole("dialog", { name: "ማውጫ" })).toBeHidden();
    await expect(page.locator("h1")).toBeVisible();
  });
});

/**
 * Latin words an Amharic page may show: the brand and legal name, the social networks, each
 * language's name in itself (the language switch), unit symbols and currency codes. E-mail
 * addresses, URLs and phone numbers are removed before.
 */
const allowed = new Set(
  [
    ...site.brand.split(/\s+/),
    ...site.legalName.split(/[\s-]+/),
    ...site.social.map((link) => link.name),
    ...Object.values(localeInfo).map((info) => info.name),
    ...["kW", "kWp", "Wp", "W", "kWh", "m", "mm", "km", "ha", "l", "L", "h", "s", "V", "A", "Hz"],
    ...["USD", "ETB", "CSV", "SMS", "GPS", "AM", "PM"],
  ].map((word) => word.toLowerCase()),
);

/** Every Latin word the visitor can see or hear on the page (text, names, alt, placeholders). */
async function latinWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll(
      "[aria-label], [alt], [title], [placeholder]",
    )) {
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join("\n");
  });
  return text
    .replace(/\S+@\S+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .split(/[^A-Za-z]+/)
    .filter((word) => word.length > 0 && !allowed.has(word.toLowerCase()));
}

test("no English words remain on the Amharic pages beyond the allow-list", async ({ page }) => {
  test.setTimeout(180_000);
  const leftovers: string[] = [];
  for (const path of englishPages.map((english) => localizePath(english, "am"))) {
    await page.goto(path);
    await waitForHydration(page);
    const words = await latinWords(page);
    if (words.length > 0) leftovers.push(`${path}: ${[...new Set(words)].join(" ")}`);
  }
  expect(leftovers).toEqual([]);
});

test.describe("Amharic pages with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("read, navigate, and open the menu on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/am");
    await expect(page.locator("h1")).toBeVisible();
    await page.getByRole("button", { name: "ማውጫውን ይክፈቱ" }).click();
    const menu = page.getByRole("dialog", { name: "ማውጫ" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "ስለ እኛ", exact: true }).click();
    await expect(page).toHaveURL("/am/about");
    await expect(page.locator("h1")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "ፕሮጀክቶች", exact: true }).click();
    await expect(page).toHaveURL("/am/projects");
    await page.getByRole("button", { name: "ማውጫውን ይክፈቱ" }).click();
    await page.getByRole("dialog", { name: "ማውጫ" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/projects");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("no Amharic page scrolls sideways at 320 px", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 720 });
  const wide: string[] = [];
  for (const { path } of amharicTemplates) {
    await page.goto(path);
    await waitForHydration(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
});

test("the Ethiopic font loads on Amharic pages only", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([]);
  await page.goto("/am/about");
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/^\/assets\/noto-sans-ethiopic-subset-[\w-]+\.woff2$/);
  expect(
    await page.evaluate(() => document.fonts.check('16px "Noto Sans Ethiopic Subset"', "ሰላም")),
  ).toBe(true);
});

test("Amharic pages quote people's words between « », English pages between “ ”", async ({
  page,
}) => {
  const quoted = ["/", "/services", "/get-started", "/projects/solar-pumps-moa"];
  for (const [locale, pattern] of [
    ["en", /^“[^«»“”]+”$/],
    ["am", /^«[^«»“”]+»$/],
  ] as const) {
    for (const path of quoted.map((english) => localizePath(english, locale))) {
      await page.goto(path);
      const quotes = await page.locator("blockquote p").allInnerTexts();
      expect(quotes.length, path).toBeGreaterThan(0);
      for (const quote of quotes) expect(quote.trim(), path).toMatch(pattern);
    }
  }
});
