import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const widths = process.argv[2] ? [Number(process.argv[2])] : [390, 1280];
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 844 } });
  await page.goto("http://127.0.0.1:4201/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  for (const id of ["clients", "services", "projects", "about", "testimonials", "contact"]) {
    const el = page.locator(`#${id}`);
    await el.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await el.screenshot({ path: `/tmp/home-${id}-${width}.png` });
  }
  await page.close();
}
await browser.close();
