import { expect, test } from "./tab";

test.use({ javaScriptEnabled: false });

test("with JavaScript off the header, footer and pages read and navigate", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: /Tsehay Solar/ })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "About Us" })
    .click();
  await expect(page).toHaveURL("/about");
  await expect(page.locator("h1")).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.locator("h1")).toBeVisible();
});

test.describe("on a phone with JavaScript off", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the menu panel; Escape closes it and its links navigate", async ({
    page,
  }) => {
    await page.goto("/services");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    await button.click();
    await panel.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page).toHaveURL("/projects");
    await expect(page.locator("h1")).toBeVisible();
  });

  test("scrolled past the hero, the header turns dark so its white links stay readable", async ({
    page,
  }) => {
    await page.goto("/om/projects");
    const header = page.getByRole("banner");
    const background = () =>
      header.evaluate((element) => getComputedStyle(element).backgroundColor);
    // See-through at the top, over the dark hero.
    expect(await background()).toBe("rgba(0, 0, 0, 0)");
    await page.mouse.wheel(0, 1500);
    // Field green at 96 % (the browser reports it in the space it animates in, e.g. oklab).
    await expect.poll(background).toMatch(/[ ,] ?0\.96\)$/);
    await expect(header.getByRole("link", { name: /Tsehay Solar/ })).toHaveCSS(
      "color",
      "rgb(255, 255, 255)",
    );
  });
});

test("the 404 page reads and links home", async ({ page }) => {
  const response = await page.goto("/missing/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
