// `npm run bench:blocking` (part of `npm run bench`): the main thread's blocking time on a phone's
// CPU, measured the way a phone runs the page: Chromium's headless shell at 390 px (mobile, 2×
// pixels), its CPU slowed 4× as Lighthouse's mobile setting is, and no inspector watching the page's
// scripts. Lighthouse has to watch them (its trace samples every script, and its Runtime domain
// makes V8 record a detailed stack for every Error created, so React DOM's start-up parses its
// 180 KB again for source positions); it then multiplies those inflated tasks by 4. This bench
// drives the browser over the DevTools protocol with only the Page and Emulation domains on, and
// reads the page's own PerformanceObserver of long tasks afterwards.
// Blocking time: for each long task from First Contentful Paint until 2.5 s after the page
// hydrated, its length beyond 50 ms (Lighthouse's definition; its window ends at Time to
// Interactive). Median of BLOCKING_RUNS cold loads (default 5) per route; fails when a median is
// over the budget (scripts/bench-budgets.mjs). BLOCKING_ROUTES=/,/om picks routes.
//   npm run bench:blocking            (nginx over HTTPS with deploy/nginx, as in production)
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { blocking as budget } from "./bench-budgets.mjs";
import { builtLanguages } from "./site-files.mjs";

const routes = process.env.BLOCKING_ROUTES?.split(",") ?? [
  ...["/", "/services", "/about", "/contact", "/projects", "/projects/project-1"],
  ...["/blog", "/products", "/size-your-system"],
  ...builtLanguages().prefixed.flatMap((locale) =>
    ["", "/projects", "/size-your-system"].map((path) => `/${locale}${path}`),
  ),
];
const runs = Number(process.env.BLOCKING_RUNS ?? 5);
const port = 8789;
const debugPort = 9339;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Records every long task from the document's start, for reading once the page has settled. */
const observer = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });`;

/** Waits until no process of the group is left (SIGKILL after 5 s). */
async function groupGone(group) {
  const alive = () => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 50 && alive(); i += 1) await sleep(100);
  if (alive()) process.kill(-group, "SIGKILL");
}

/** One cold load in a new browser: { fcp, tbt, longest } in ms. */
async function measure(url) {
  const profile = mkdtempSync(join(tmpdir(), "ts-blocking-"));
  const chrome = spawn(
    chromePath,
    [
      "--no-sandbox",
      "--disable-gpu",
      "--ignore-certificate-errors",
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    // Its own process group: Debian's launcher is a script, and the browser and its renderers are
    // its children, all stopped together at the end.
    { stdio: "ignore", detached: true },
  );
  const exited = new Promise((resolve) => chrome.once("exit", resolve));
  try {
    let target;
    for (let i = 0; i < 100 && !target; i += 1) {
      await sleep(100);
      target = await fetch(`http://127.0.0.1:${debugPort}/json/list`)
        .then((response) => response.json())
        .then((targets) => targets.find((t) => t.type === "page"))
        .catch(() => undefined);
    }
    if (!target) throw new Error("Chromium did not open its DevTools port");
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve) => socket.addEventListener("open", resolve, { once: true }));
    let lastId = 0;
    const waiting = new Map();
    socket.addEventListener("message", (message) => {
      const { id, result, error } = JSON.parse(message.data);
      if (waiting.has(id)) waiting.get(id)(error ? Promise.reject(error) : result);
      waiting.delete(id);
    });
    const send = (method, params = {}) =>
      new Promise((resolve) => {
        lastId += 1;
        waiting.set(lastId, resolve);
        socket.send(JSON.stringify({ id: lastId, method, params }));
      });
    // Runtime.evaluate answers without Runtime.enable: the page's scripts run unobserved.
    const read = async (expression) =>
      (await send("Runtime.evaluate", { expression, returnByValue: true })).result.value;

    await send("Page.enable");
    await send("Page.addScriptToEvaluateOnNewDocument", { source: observer });
    await send("Emulation.setDeviceMetricsOverride", {
      width: 390,
      height: 844,
      deviceScaleFactor: 2,
      mobile: true,
    });
    await send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await send("Page.navigate", { url });
    let hydrated = false;
    for (let i = 0; i < 150 && !hydrated; i += 1) {
      await sleep(200);
      hydrated = await read(`document.documentElement.dataset.hydrated === "true"`);
    }
    if (!hydrated) throw new Error(`${url} did not hydrate within 30 s`);
    await sleep(2500);
    const { tasks, fcp } = JSON.parse(
      await read(
        `JSON.stringify({ tasks: window.__longTasks, fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime })`,
      ),
    );
    socket.close();
    const after = tasks.filter(([start]) => start >= fcp);
    return {
      fcp,
      tbt: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...after.map(([, duration]) => duration)),
    };
  } finally {
    process.kill(-chrome.pid, "SIGTERM");
    await exited;
    await groupGone(chrome.pid);
    // The browser's own processes may still be writing its profile for a moment after the launcher.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

execFileSync("node", ["scripts/nginx.mjs", "start", String(port)], { stdio: "ignore" });
const rows = [];
try {
  for (const route of routes) {
    const loads = [];
    for (let i = 0; i < runs; i += 1)
      loads.push(await measure(`https://127.0.0.1:${port}${route}`));
    const row = {
      route,
      fcp: median(loads.map((load) => load.fcp)),
      tbt: median(loads.map((load) => load.tbt)),
      longest: median(loads.map((load) => load.longest)),
      all: loads.map((load) => Math.round(load.tbt)).join(", "),
    };
    rows.push(row);
    console.error(`${route}: ${JSON.stringify(row)}`);
  }
} finally {
  execFileSync("node", ["scripts/nginx.mjs", "stop"], { stdio: "ignore" });
}

console.log(
  [
    `Blocking time at 4× CPU, 390 px, no inspector on the page's scripts, median of ${runs} cold loads (nginx on loopback, no network throttling).`,
    "",
    "| Route | FCP | Blocking time | Longest task | Every load's blocking time |",
    "|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${Math.round(r.fcp)} ms | ${Math.round(r.tbt)} ms | ${Math.round(r.longest)} ms | ${r.all} |`,
    ),
  ].join("\n"),
);
const misses = rows.filter((r) => r.tbt > budget.tbtMs);
if (misses.length > 0) {
  console.log(
    `\nBudget misses:\n${misses.map((r) => `${r.route} ${Math.round(r.tbt)} ms > ${budget.tbtMs} ms`).join("\n")}`,
  );
  process.exit(1);
}
console.log(`\nEvery route within ${budget.tbtMs} ms of blocking time.`);
