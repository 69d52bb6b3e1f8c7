import { chromium } from "@playwright/test";
const [,, path, name, widthsArg = "390,1280", seg = "1600"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const w of widthsArg.split(",")) {
  const page = await browser.newPage({ viewport: { width: Number(w), height: 900 } });
  await page.goto(`http://127.0.0.1:4204${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForTimeout(300);
  if (globalThis.process.env.ACTION) await eval(`(async () => { ${process.env.ACTION} })()`);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Number(seg);
  for (let y = 0, i = 0; y < height; y += step, i++) {
    await page.screenshot({ path: `/tmp/about-shots/${name}-${w}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(w), height: Math.min(step, height - y) } });
  }
  console.log(name, w, height);
  await page.close();
}
await browser.close();
