import { test } from "@playwright/test";

const parts: [path: string, selector: string, name: string][] = [
  ["/am/products", "#packages", "packages"],
  ["/am/products", "#components", "components"],
  ["/am/about", "section:has(h2:text('ከ2015 እስከ 2017 ዓ.ም.'))", "journey"],
  ["/am", "footer", "footer"],
  ["/am/contact", "#offices", "offices"],
  ["/am/contact", "main > :first-child", "contact-hero"],
];

for (const width of [390, 1280]) {
  for (const [path, selector, name] of parts) {
    test(`part ${width} ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.locator(selector).first().screenshot({ path: `/tmp/amh/shots/part-${width}-${name}.png` });
    });
  }
}
