import { expect, test, type Page } from "./tab";
import { reportSummaryList } from "../../app/content/report-summaries";
import { accessibilityFindings } from "./accessibility";
import { gotoHydrated, waitForSplash, gotoWithClock } from "./support";
import { blogText } from "../../app/content/catalogues";

/** The blog lists posts newest first (the two reports are the seed's posts). */
const newestFirst = [...reportSummaryList].sort((a, b) => b.date.localeCompare(a.date));

/** The spec's figures of each report, as its page shows them. */
const reportFigures: Record<string, (page: Page) => Promise<void>> = {
  "solar-pumps-moa": async (page) => {
    const stats = page.locator("main dl").first();
    for (const [value, label] of [
      ["60", "Pump sets delivered"],
      ["3", "Regions"],
      ["5", "Woredas"],
      ["8", "Days from warehouse to hand-over"],
    ] as const) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByText(label)).toBeVisible();
    }
  },
  "nahom-construction-partnership": async (page) => {
    await expect(page.getByText("+185%", { exact: true })).toBeVisible();
    await expect(page.getByText("Cooperative yield increase")).toBeVisible();
    await expect(page.getByText("68%", { exact: true })).toBeVisible();
    await expect(page.getByText("Water savings with drip lines")).toBeVisible();
  },
};

for (const report of reportSummaryList) {
  test(`the card's button opens the full report page of ${report.id}, which carries the spec's figures`, async ({
    page,
  }) => {
    await gotoWithClock(page, "/blog");
    await page
      .getByRole("article")
      .filter({ hasText: report.title })
      .getByRole("link", { name: /Open report page/ })
      .click();
    await waitForSplash(page);
    await expect(page).toHaveURL(`/projects/${report.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(report.title);
    await expect(page.getByText("Project Not Found")).toHaveCount(0);
    for (const heading of ["Introduction", "Project status", "Conclusion"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator("blockquote")).toBeVisible();
    await reportFigures[report.id]!(page);
  });
}

test("/blog shows both report cards with every field; 'Read full report' opens the report in a modal that traps focus, closes with Escape and returns focus; axe and HTML_CodeSniffer find nothing in the open report dialog", async ({
  page,
}) => {
  await gotoHydrated(page, "/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Reports & Updates");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  for (const [index, report] of newestFirst.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(report.title);
    await expect(card).toContainText(report.excerpt);
    await expect(card).toContainText(report.author.name);
    await expect(card).toContainText(`${report.readMinutes} min read`);
    await expect(card).toContainText(report.category);
    await expect(card.locator(`time[datetime="${report.date}"]`)).toBeVisible();
    for (const tag of report.tags)
      await expect(card.getByRole("listitem").filter({ hasText: tag })).toBeVisible();
    await expect(card.locator("img")).toHaveCount(1);
    await expect(card.getByRole("button", { name: /Read full report/ })).toBeVisible();
  }

  const report = reportSummaryList[0]!;
  const button = page.getByRole("button", { name: `Read full report: ${report.title}` });
  await button.click();
  const dialog = page.getByRole("dialog", { name: report.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 3, name: "Introduction" })).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 3, name: "Conclusion" })).toBeVisible();
  // Task statuses: colour tone and text.
  await expect(dialog.locator('[data-tone="completed"]').first()).toContainText("Completed");
  await expect(dialog.locator('[data-tone="delayed"]').first()).toContainText("Delayed");
  await expect(dialog.locator('[data-tone="in-progress"]').first()).toContainText("In Progress");
  await expect(dialog.locator('[data-tone="other"]').first()).toContainText(/Underway|Pending/);
  await expect(dialog.locator('[data-tone="delayed"] svg')).toHaveCount(1);

  // The page behind is inert: however far one tabs, focus never lands on it (the native modal
  // lets focus leave for the browser's own controls, where activeElement is the body).
  await page.keyboard.press("Tab");
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    const where = await dialog.evaluate(
      (d) => d.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(where).toBe(true);
  }
  // Scrolling on past the report's end leaves the page behind where it was.
  const behind = await page.evaluate(() => scrollY);
  const box = (await dialog.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 1500);
  await expect
    .poll(() => dialog.locator("[role=region]").evaluate((body) => body.scrollTop))
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => scrollY), "the page behind the report scrolled").toBe(behind);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // The other report's dialog, opened on the same page once the first one is closed.
  await page
    .getByRole("button", { name: /Read full report/ })
    .last()
    .click();
  const lastDialog = page.getByRole("dialog");
  await expect(lastDialog.getByRole("heading", { name: "Conclusion" })).toBeVisible();
  expect(await accessibilityFindings(page)).toEqual([]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the report cards read and link to the report pages", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("button", { name: /Read full report/ })).toHaveCount(0);
    await page
      .getByRole("link", { name: /Open report page/ })
      .first()
      .click();
    await expect(page).toHaveURL(`/projects/${newestFirst[0]!.id}`);
    await expect(page.getByRole("heading", { name: "Conclusion" })).toBeVisible();
  });
});

test("/am/blog is in Amharic and its dialog fetches the Amharic report", async ({ page }) => {
  const am = blogText.am;
  await gotoWithClock(page, "/am/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(am.hero.title);
  const title = am.reports["solar-pumps-moa"].title;
  await expect(page.locator('time[datetime="2026-06-12"]').first()).toHaveText(/ዓ\.ም\.$/);
  await page.getByRole("button", { name: `ሙሉውን ሪፖርት ያንብቡ፦ ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("heading", { level: 3, name: "መግቢያ" })).toBeVisible();
  await expect(dialog.locator('[data-tone="delayed"]').first()).toContainText("ዘግይቷል");
  await dialog.getByRole("link", { name: am.card.openAsPage }).click();
  await waitForSplash(page);
  await expect(page).toHaveURL("/am/projects/solar-pumps-moa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { level: 2, name: "ማጠቃለያ" })).toBeVisible();
});
