import { expect, test } from "@playwright/test";

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

  test("the menu link leads to the footer's navigation", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/#footer-nav$/);
    const footerNav = page.getByRole("navigation", { name: "Footer" });
    await expect(footerNav).toBeInViewport();
    await footerNav.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL("/projects");
  });
});

test("the 404 page reads and links home", async ({ page }) => {
  const response = await page.goto("/missing/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
