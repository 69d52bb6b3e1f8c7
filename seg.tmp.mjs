import { chromium } from "@playwright/test";
const [path, width, from, to, js] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: +width, height: 900 }, javaScriptEnabled: js !== "nojs" });
await page.goto("http://127.0.0.1:4203" + path);
if (js !== "nojs") await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
if (js === "nojs") { for (const s of await page.locator("summary").all()) { await s.click(); break; } }
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/shots-services/seg.png`, fullPage: true, clip: { x: 0, y: +from, width: +width, height: +to - +from } });
await browser.close();
