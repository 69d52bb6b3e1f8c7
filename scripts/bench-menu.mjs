// Runs in the page: document and performance are the browser's.
/* global document */
// How long after navigation the mobile menu works, on a phone-like setting: Slow 4G (Lighthouse's
// throttling: 562.5 ms round trip, 1.47 Mbps down, 675 kbps up), 4× CPU slowdown, 390 px wide.
// From First Contentful Paint on, it taps the menu button every 50 ms until the menu panel is
// open, and prints FCP and that moment for each route (median of 3 loads, cold cache); fails when
// the menu works later after FCP than its budget (scripts/bench-budgets.mjs).
//   npm run bench:menu [-- baseUrl]   (default: nginx over HTTPS via scripts/nginx.mjs)
import { execFileSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { menu as budget } from "./bench-budgets.mjs";

const routes = process.env.MENU_ROUTES?.split(",") ?? [
  ...["/", "/services", "/about", "/contact", "/get-started", "/projects"],
  ...["/projects/project-1", "/projects/solar-pumps-moa", "/blog", "/products", "/no-such-page"],
];
const runs = Number(process.env.MENU_RUNS ?? 3);

let baseUrl = process.argv[2];
const ownNginx = !baseUrl;
if (ownNginx) {
  execFileSync("node", ["scripts/nginx.mjs", "start", "8689"], { stdio: "inherit" });
  baseUrl = "https://127.0.0.1:8689";
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic"],
});

/** One cold load: { fcp, ready } in ms from the start of navigation. */
async function measure(path) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "commit" });
  const fcp = async () =>
    page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
  let painted;
  while (!(painted = await fcp().catch(() => undefined))) await page.waitForTimeout(20);
  let ready;
  for (let attempt = 0; attempt < 200 && ready === undefined; attempt += 1) {
    ready = await page.evaluate(() => {
      const button = [...document.querySelectorAll("header button, header a")].find(
        // Named on itself, or (older markup) through the icon inside it.
        (el) =>
          el.getAttribute("href") !== "#footer-nav" &&
          /menu/i.test(
            el.getAttribute("aria-label") ??
              el.querySelector("[aria-label]")?.getAttribute("aria-label") ??
              "",
          ),
      );
      const panel = document.getElementById("mobile-menu");
      if (!button || !panel) return undefined;
      button.click();
      const open = panel.matches("[open], :popover-open");
      return open ? performance.now() : undefined;
    });
    if (ready === undefined) await page.waitForTimeout(50);
  }
  await context.close();
  return { fcp: painted, ready };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const misses = [];
console.log("| Route | FCP | Menu works |\n| --- | --- | --- |");
try {
  for (const path of routes) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await measure(path));
    const fmt = (ms) => (ms === Infinity ? "never" : `${(ms / 1000).toFixed(2)} s`);
    const fcp = median(results.map((r) => r.fcp));
    const ready = median(results.map((r) => r.ready ?? Infinity));
    console.log(`| ${path} | ${fmt(fcp)} | ${fmt(ready)} |`);
    if (ready - fcp > budget.afterFcpMs)
      misses.push(
        `${path}: the menu works ${fmt(ready - fcp)} after FCP (budget ${budget.afterFcpMs} ms)`,
      );
  }
} finally {
  await browser.close();
  if (ownNginx) execFileSync("node", ["scripts/nginx.mjs", "stop"], { stdio: "inherit" });
}
if (misses.length > 0) {
  console.error(`\nBudget misses:\n${misses.join("\n")}`);
  process.exit(1);
}
console.log(`\nEvery route's menu works within ${budget.afterFcpMs} ms of FCP.`);
