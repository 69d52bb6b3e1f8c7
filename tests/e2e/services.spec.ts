import { expect, test, type Page } from "./tab";
import { accessibilityFindings } from "./accessibility";
import { gotoHydrated, waitForSplash, gotoWithClock, withoutInvokerCommands } from "./support";

async function expectAccessible(page: Page) {
  expect(await accessibilityFindings(page)).toEqual([]);
}

test.describe("service dialog", () => {
  test("the hero shows the four headline figures; Learn More opens the service, the close button closes it and focus returns; a click anywhere on a card opens it, Escape closes it and focus returns to the card; a click on the backdrop closes it, the page behind is inert while it is open", async ({
    page,
  }) => {
    // One page for the three dialogs: each is closed before the next opens, and each opens from
    // a click that finds its own target wherever the page was left scrolled.
    await gotoHydrated(page, "/services");
    const hero = page.getByTestId("services-hero");
    for (const [value, label] of [
      ["200+", "Farmers served"],
      ["12", "Regions covered"],
      ["150+", "Solar systems installed"],
      ["30+", "Engineers and staff"],
    ] as const) {
      await expect(hero.getByText(label)).toBeVisible();
      await expect(hero.getByText(value, { exact: true })).toBeVisible();
    }

    const learnMore = page.getByRole("button", { name: "Learn More about Borehole Drilling" });
    await learnMore.click();
    const borehole = page.getByRole("dialog", { name: "Borehole Drilling" });
    await expect(borehole).toBeVisible();
    for (const part of ["Overview", "Key features", "Specifications", "How we work", "Benefits"]) {
      await expect(borehole.getByRole("heading", { name: part })).toBeVisible();
    }
    await expect(borehole.getByText("60 m", { exact: true })).toBeVisible();
    await expect(borehole.getByText("6 – 12 in")).toBeVisible();
    await expect(borehole.getByText("Up to 50 m³/h")).toBeVisible();

    await borehole.getByRole("button", { name: "Close" }).click();
    await expect(borehole).toBeHidden();
    await expect(learnMore).toBeFocused();

    const card = page.locator("article#training");
    // A click on the card's picture, which is not a control itself, lands on the title button.
    await card.click({ position: { x: 40, y: 40 } });
    const training = page.getByRole("dialog", { name: "Training & Knowledge Transfer" });
    await expect(training).toBeVisible();
    await expect(training.getByText("Amharic, Oromiffa and Tigrinya")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(training).toBeHidden();
    await expect(
      card.getByRole("button", { name: "Training & Knowledge Transfer", exact: true }),
    ).toBeFocused();

    const title = page.getByRole("button", { name: "Solar Pump Installation", exact: true });
    await title.click();
    const dialog = page.getByRole("dialog", { name: "Solar Pump Installation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Up to 200 m³/h")).toBeVisible();
    // Keyboard focus stays in the dialog.
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    // The backdrop: a point outside the dialog box.
    await page.mouse.click(8, 790);
    await expect(dialog).toBeHidden();
    await expect(title).toBeFocused();
  });

  test("on a phone, the keyboard scrolls its text: the next Tab reaches its body, and End shows its end", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await gotoHydrated(page, "/services");
    await page.getByRole("button", { name: "Learn More about Borehole Drilling" }).click();
    const dialog = page.getByRole("dialog", { name: "Borehole Drilling" });
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    const body = dialog.getByRole("region", { name: "Borehole Drilling" });
    await page.keyboard.press("Tab");
    await expect(body).toBeFocused();
    // Its ring is drawn inside it, where the dialog's rounded, clipped edge cannot cut it off.
    expect(
      await body.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.outlineStyle, style.outlineOffset];
      }),
    ).toEqual(["solid", "-3px"]);
    const benefits = dialog.getByRole("heading", { name: "Benefits" });
    await expect(benefits).not.toBeInViewport();
    await page.keyboard.press("End");
    await expect(benefits).toBeInViewport();
  });

  test("Request Consultation goes to the contact form with the service chosen", async ({
    page,
  }) => {
    await gotoWithClock(page, "/services");
    await page.getByRole("button", { name: "Learn More about Solar Grain Milling" }).click();
    const dialog = page.getByRole("dialog", { name: "Solar Grain Milling" });
    await dialog.getByRole("link", { name: "Request Consultation" }).click();
    await expect(page).toHaveURL("/contact?service=solar-grain-milling");
    await waitForSplash(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Get Quote goes to the quote form with the service noted", async ({ page }) => {
    await gotoWithClock(page, "/services");
    await page.getByRole("button", { name: "Learn More about Maintenance & Support" }).click();
    const dialog = page.getByRole("dialog", { name: "Maintenance & Support" });
    await expect(dialog.getByText("Under 24 h")).toBeVisible();
    await dialog.getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL("/get-started?service=maintenance");
    await waitForSplash(page);
    await expect(page.getByLabel("What are you interested in? (optional)")).toHaveValue(
      "service:maintenance",
    );
  });

  test("an open dialog: axe and HTML_CodeSniffer find nothing at 390 and 1280 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await gotoHydrated(page, "/services");
    await page.getByRole("button", { name: "Learn More about Irrigation Systems" }).click();
    await expect(page.getByRole("dialog", { name: "Irrigation Systems" })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
  });
});

test.describe("services hero", () => {
  test("changes its background every 5 s and stops with the pause button", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/services");
    const hero = page.getByTestId("services-hero");
    await expect(hero).toHaveAttribute("data-slide", "0");
    await page.clock.runFor(5_000);
    await expect(hero).toHaveAttribute("data-slide", "1");
    await expect(hero.getByText("Solar pumps from 1 to 10 HP")).toBeVisible();

    await page.getByRole("button", { name: "Pause background slideshow" }).click();
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.mouse.move(640, 899);
    await page.getByRole("button", { name: "Play background slideshow" }).blur();
    await page.clock.runFor(15_000);
    await expect(hero).toHaveAttribute("data-slide", "1");

    await page.getByRole("button", { name: "Play background slideshow" }).click();
    await expect(page.getByRole("button", { name: "Pause background slideshow" })).toBeFocused();
    // Pointer and focus leave the hero, which pause it too.
    await page.getByRole("button", { name: "Pause background slideshow" }).blur();
    await page.mouse.move(640, 899);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.clock.runFor(5_000);
    await expect(hero).toHaveAttribute("data-slide", "2");
  });

  test("holds still while the pointer rests on it", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/services");
    const hero = page.getByTestId("services-hero");
    await page.getByRole("heading", { level: 1 }).hover();
    await page.clock.runFor(12_000);
    await expect(hero).toHaveAttribute("data-slide", "0");
  });

  test("does not rotate under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.clock.install();
    await gotoHydrated(page, "/services");
    await page.clock.runFor(12_000);
    await expect(page.getByTestId("services-hero")).toHaveAttribute("data-slide", "0");
    await expect(page.getByRole("button", { name: /slideshow/ })).toHaveCount(0);
    await context.close();
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every service's details and next steps open from its card, in its dialog", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.locator("article")).toHaveCount(6);
    const card = page.locator("article#solar-pump-installation");
    const dialog = page.getByRole("dialog", { name: "Solar Pump Installation" });
    await expect(dialog).toBeHidden();
    await card.getByRole("button", { name: /Learn More/ }).click();
    await expect(dialog.getByText("Up to 100 m")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "How we work" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Request Consultation" })).toHaveAttribute(
      "href",
      "/contact?service=solar-pump-installation",
    );
    await expect(dialog.getByRole("link", { name: "Get Quote" })).toHaveAttribute(
      "href",
      "/get-started?service=solar-pump-installation",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("button", { name: /Learn More/ })).toBeFocused();
  });
});

test.describe("in Amharic", () => {
  test("shows the page in Amharic; a service's dialog opens, and its consultation link stays in Amharic", async ({
    page,
  }) => {
    await gotoWithClock(page, "/am/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "ከውሃ ጉድጓድ እስከ አዝመራ፤ የተሟላ የፀሐይ መስኖ አገልግሎት",
    );
    await expect(page.getByTestId("services-hero").getByText("አገልግሎት ያገኙ አርሶ አደሮች")).toBeVisible();
    await page.getByRole("button", { name: "ተጨማሪ ይወቁ (የፀሐይ ኃይል ፓምፕ ተከላ)" }).click();
    const dialog = page.getByRole("dialog", { name: "የፀሐይ ኃይል ፓምፕ ተከላ" });
    await expect(dialog.getByRole("heading", { name: "ቴክኒካዊ መረጃ" })).toBeVisible();
    await expect(dialog.getByText("ከ1 እስከ 10 የፈረስ ጉልበት", { exact: true })).toBeVisible();
    await dialog.getByRole("link", { name: "ምክክር ይጠይቁ" }).click();
    await expect(page).toHaveURL("/am/contact?service=solar-pump-installation");
    await waitForSplash(page);
    await expect(page.getByLabel("ርዕስ")).toHaveValue("ምክክር፦ የፀሐይ ኃይል ፓምፕ ተከላ");
  });

  test("names the pause button in Amharic", async ({ page }) => {
    await gotoHydrated(page, "/am/services");
    await page.getByRole("button", { name: "የጀርባ ሥዕሎቹን ያቁሙ" }).click();
    await expect(page.getByRole("button", { name: "የጀርባ ሥዕሎቹን ያጫውቱ" })).toBeVisible();
  });
});

/**
 * Opens a service's dialog from Learn More and closes it with Escape, with its close button and
 * with a click on the backdrop (the viewport's bottom-left corner); each time the dialog is modal
 * while open and focus is back on Learn More once it closes.
 */
async function openAndCloseThreeWays(page: Page) {
  expect(
    await page.evaluate(() => [
      "command" in document.createElement("button"),
      "closedBy" in document.createElement("dialog"),
    ]),
    "the browser has invoker commands or closedby",
  ).toEqual([false, false]);
  const learnMore = page.getByRole("button", { name: "Learn More about Solar Grain Milling" });
  const dialog = page.getByRole("dialog", { name: "Solar Grain Milling" });
  const modal = page.locator("dialog:modal");
  const closes: [string, () => Promise<void>][] = [
    ["Escape", () => page.keyboard.press("Escape")],
    ["the close button", () => dialog.getByRole("button", { name: "Close" }).click()],
    ["the backdrop", () => page.mouse.click(8, 836)],
  ];
  for (const [way, close] of closes) {
    await learnMore.click();
    await expect(dialog, `open, to close with ${way}`).toBeVisible();
    await expect(modal).toHaveCount(1);
    await expect(modal.getByRole("heading", { name: "Solar Grain Milling" })).toBeVisible();
    await close();
    await expect(dialog, `closed with ${way}`).toBeHidden();
    await expect(modal).toHaveCount(0);
    await expect(learnMore).toBeFocused();
  }
  expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual(
    [],
  );
}

test.describe("in a browser without invoker commands, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(({ page }) => withoutInvokerCommands(page));

  test("before the page's scripts arrive, a service's dialog opens and closes (the inline fallback)", async ({
    page,
  }) => {
    // The page as a slow phone shows it before hydration: its scripts have not arrived.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/services");
    await openAndCloseThreeWays(page);
  });

  test("once the page has hydrated, a service's dialog opens and closes", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await openAndCloseThreeWays(page);
  });

  test("on /services reached from the home page inside the site, a service's dialog opens and closes", async ({
    page,
  }) => {
    await gotoWithClock(page, "/");
    // Marks this document: a page load would start a new one without the mark.
    await page.evaluate(() => Object.assign(window, { landedHome: true }));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Services", exact: true })
      .click();
    await expect(page).toHaveURL("/services");
    await waitForSplash(page);
    expect(await page.evaluate(() => "landedHome" in window), "the same document").toBe(true);
    await openAndCloseThreeWays(page);
  });
});

test("where the browser has invoker commands, the fallback leaves them to it: one click opens, one closes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every change of a dialog's `open`, in order: opened and closed again by one click would show.
  await page.addInitScript(() => {
    const changes: string[] = [];
    Object.assign(window, { dialogChanges: changes });
    new MutationObserver((records) => {
      for (const { target, oldValue } of records)
        changes.push(`${(target as Element).id} ${oldValue === null ? "open" : "closed"}`);
    }).observe(document, { attributeFilter: ["open"], attributeOldValue: true, subtree: true });
  });
  await gotoHydrated(page, "/services");
  expect(await page.evaluate(() => "command" in document.createElement("button"))).toBe(true);
  const changes = () => page.evaluate(() => (window as { dialogChanges?: string[] }).dialogChanges);
  const dialog = page.getByRole("dialog", { name: "Irrigation Systems" });
  await page.getByRole("button", { name: "Learn More about Irrigation Systems" }).click();
  await expect(dialog).toBeVisible();
  expect(await changes()).toEqual(["service-irrigation-systems-dialog open"]);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(await changes()).toEqual([
    "service-irrigation-systems-dialog open",
    "service-irrigation-systems-dialog closed",
  ]);
});
