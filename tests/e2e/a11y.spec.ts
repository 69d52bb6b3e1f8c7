import { expect, test, type Page } from "@playwright/test";
import { prerenderPaths } from "../../app/content/site-map";
import { accessibilityFindings } from "./accessibility";
import { canonicalPath, templatePages } from "./templates";

// Every prerendered page plus the 404 page.
const routes = [...prerenderPaths(), "/this-page-does-not-exist"];

// One page of every template and state, at a phone width and then at a desktop width (one load:
// the same document, laid out again).
for (const { name, path } of templatePages) {
  test(`${name} (${path}): axe and HTML_CodeSniffer find nothing at 390 and 1280 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // The page's heading: an unknown project id's page asks the server for its data first.
    await expect(page.locator("h1")).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await accessibilityFindings(page), `${width} px`).toEqual([]);
    }
  });
}

test("every page has one h1, a unique title and a meta description", async ({ request }) => {
  // The prerendered HTML of every page (the same for every visitor), read without a browser.
  const titles = new Map<string, string>();
  for (const path of routes) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(description?.length ?? 0, path).toBeGreaterThan(40);
    // /projects/N is the same page as /projects/project-N and shares its title on purpose.
    const key = canonicalPath(path);
    const owner = [...titles.entries()].find(([, t]) => t === title)?.[0];
    if (owner) expect(owner, `${path} repeats the title of ${owner}`).toBe(key);
    titles.set(key, title);
  }
});

test.describe("open menus, panels and dialogs", () => {
  // The video's player is another site's page: only the dialog around it is the site's.
  const check = (page: Page) => accessibilityFindings(page, { exclude: "iframe" });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the open mobile menu has no violations", async ({ page }) => {
      await page.goto("/services");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      // Let the slide-in and the staggered links finish before measuring colours.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== "running"),
      );
      expect(await check(page)).toEqual([]);
    });

    test("the open chat panel, with a conversation, has no violations", async ({ page }) => {
      await page.goto("/contact");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByRole("button", { name: "Chat with us" }).click();
      const input = page
        .getByRole("dialog", { name: /assistant/ })
        .getByRole("textbox", { name: "Your message" });
      await input.fill("Is there a warranty?");
      await input.press("Enter");
      // The scripted reply has replaced the typing indicator.
      await expect(page.getByRole("log").getByText(/5-year warranty/i)).toBeVisible();
      await expect(page.getByTestId("chat-typing")).toHaveCount(0);
      expect(await check(page)).toEqual([]);
    });
  });

  test("the open demo-video dialog has no violations", async ({ page }) => {
    // The player is another site's page: answer it locally so the test stays offline.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Video</title><p>Video</p>",
      }),
    );
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Watch video" }).click();
    await expect(page.locator("dialog[open] iframe")).toBeAttached();
    expect(await check(page)).toEqual([]);
  });

  test("an open service dialog has no violations", async ({ page }) => {
    await page.goto("/services");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Learn More about Irrigation" }).click();
    await expect(page.locator("#service-irrigation-systems-dialog[open]")).toBeVisible();
    expect(await check(page)).toEqual([]);
  });

  test("the open full-report dialog has no violations", async ({ page }) => {
    await page.goto("/blog");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page
      .getByRole("button", { name: /^Read full report/ })
      .first()
      .click();
    await expect(page.locator("dialog[open] h3").first()).toBeVisible();
    expect(await check(page)).toEqual([]);
  });
});
