import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { prerenderPaths } from "../../app/content/site-map";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Every prerendered page plus the 404 page, at a phone width and at a desktop width.
const routes = [...prerenderPaths(), "/this-page-does-not-exist"];

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of routes) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        expect(
          results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          ),
        ).toEqual([]);
      });
    }
  });
}

test("every page has one h1, a unique title and a meta description", async ({ page }) => {
  const titles = new Map<string, string>();
  for (const path of routes) {
    await page.goto(path);
    await expect(page.locator("h1"), path).toHaveCount(1);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0, path).toBeGreaterThan(40);
    // /projects/N is the same page as /projects/project-N and shares its title on purpose.
    const key = path.replace(/^\/projects\/(\d+)$/, "/projects/project-$1");
    const owner = [...titles.entries()].find(([, t]) => t === title)?.[0];
    if (owner) expect(owner, `${path} repeats the title of ${owner}`).toBe(key);
    titles.set(key, title);
  }
});

test.describe("open menus, panels and dialogs", () => {
  const check = async (page: Page) => {
    const results = await new AxeBuilder({ page }).withTags(wcagTags).exclude("iframe").analyze();
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  };

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
      const input = page.getByRole("textbox").last();
      await input.fill("What about the warranty?");
      await input.press("Enter");
      await expect(page.getByText(/warranty/i).last()).toBeVisible();
      await page.waitForTimeout(1_700);
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
});
