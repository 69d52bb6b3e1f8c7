// Runs in the page: document and performance are the browser's.
/* global document, HTMLInputElement, MutationObserver, requestAnimationFrame */
// `npm run bench:sizing` (part of `npm run bench`): how long /size-your-system takes from an
// answer changed to the estimate shown, in Chromium under a 4× CPU slowdown: 25 changes of the
// farm's area, median and maximum. Fails when the median misses its budget
// (scripts/bench-budgets.mjs: one frame, 16 ms). Needs a production build.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { sizing as budget } from "./bench-budgets.mjs";

// The server's database, in a folder of its own, removed when the bench exits.
const benchFolder = mkdtempSync(join(tmpdir(), "ts-bench-"));
process.once("exit", () => rmSync(benchFolder, { recursive: true, force: true }));

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_PATH: join(benchFolder, "site.db"),
  },
  stdio: "ignore",
});
const url = `http://127.0.0.1:${port}`;
for (let attempt = 0; ; attempt += 1) {
  try {
    if ((await fetch(`${url}/`)).ok) break;
  } catch {
    if (attempt > 200) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
let timings;
try {
  const page = await browser.newPage();
  await page.goto(`${url}/size-your-system`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  timings = await page.evaluate(async () => {
    const input = document.getElementById("field-area");
    const output = document.querySelector("[data-testid='estimate-summary']");
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
    const results = [];
    for (let i = 0; i < 25; i += 1) {
      const before = output.textContent;
      const changed = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (output.textContent !== before) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(output, { childList: true, characterData: true, subtree: true });
      });
      const start = performance.now();
      setValue.call(input, String(1 + (i % 5) * 0.5 + 0.25));
      input.dispatchEvent(new Event("input", { bubbles: true }));
      results.push((await changed) - start);
      // Let the URL update and the next frame settle before the next change.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    return results.sort((a, b) => a - b);
  });
} finally {
  await browser.close();
  server.kill();
}

const median = timings[Math.floor(timings.length / 2)];
console.log(
  `| Sizing: answer → estimate, 4× CPU | median ${median.toFixed(1)} ms | max ${timings.at(-1).toFixed(1)} ms | budget ${budget.inputToResultMs} ms |`,
);
if (median > budget.inputToResultMs) {
  console.error(`\nBudget missed: median ${median.toFixed(1)} ms > ${budget.inputToResultMs} ms`);
  process.exit(1);
}
