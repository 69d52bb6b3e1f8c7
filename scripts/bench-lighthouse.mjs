// `npm run bench:lighthouse` (part of `npm run bench`): Lighthouse (mobile defaults: simulated Slow 4G, 4× CPU) on every page of the
// route table and one project page, 3 runs each, median reported; plus the build's size figures.
// Fails when a median misses a budget. Writes reports/bench.json and prints a Markdown table for
// docs/performance.md. Needs a production build (npm run build) and Chromium.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { lighthouse as budget } from "./bench-budgets.mjs";
import { benchRequire } from "./bench-tools.mjs";
import { builtLanguages } from "./site-files.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_ROUTES=/,/projects measures only those routes (comma-separated).
// BENCH_CPU_MULTIPLIER=2 replaces Lighthouse's 4× CPU slowdown, as Lighthouse's throttling guide
// advises on a host slower than the high-end desktop 4× assumes: the table names the multiplier and
// the host's median benchmarkIndex (Lighthouse's measure of the host's speed) beside every route.
const allRoutes = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/get-started",
  "/projects",
  "/projects/project-1",
  "/blog",
  "/products",
  "/site-visit",
  "/privacy",
  "/size-your-system",
  // Every translated language's pages: other scripts and fonts, longer texts (issues 12, 20).
  ...builtLanguages().prefixed.flatMap((locale) =>
    ["", "/projects", "/contact", "/size-your-system"].map((path) => `/${locale}${path}`),
  ),
];
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : allRoutes;
const port = process.env.BENCH_PORT ?? "4390";
const require = benchRequire();

execFileSync("node", ["scripts/check-budgets.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
const sizes = JSON.parse(readFileSync("reports/budgets.json", "utf8"));

// The production server when it is installed (nginx with deploy/nginx, as CI's browser tests use),
// else the preview server. BENCH_SERVER=serve forces the preview server.
const useNginx = process.env.BENCH_SERVER !== "serve" && existsSync("/usr/sbin/nginx");
const serverName = useNginx ? "nginx (deploy/nginx)" : "serve";
let server;
if (useNginx) {
  execFileSync("node", ["scripts/nginx.mjs", "start", port], { stdio: "ignore" });
} else {
  server = spawn("node", ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: port },
    stdio: "ignore",
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

/**
 * One Lighthouse run. Lighthouse itself sometimes fails to record its trace on a busy machine
 * ("Something went wrong with recording the trace"): such a run measured nothing, so it is made
 * again, once. Any other failure stops the bench.
 */
function lighthouseRun(run) {
  try {
    return run();
  } catch (error) {
    if (!/recording the trace/.test(String(error.stderr ?? ""))) throw error;
    console.error("Lighthouse could not record its trace; running it again.");
    return run();
  }
}

const cpuMultiplier = process.env.BENCH_CPU_MULTIPLIER;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const lighthouse = require.resolve("lighthouse/cli/index.js");
const results = [];
try {
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const out = lighthouseRun(() =>
        execFileSync(
          "node",
          [
            lighthouse,
            `${useNginx ? "https" : "http"}://127.0.0.1:${port}${route}`,
            "--output=json",
            "--quiet",
            ...(cpuMultiplier ? [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`] : []),
            // nginx serves HTTPS with the throw-away test authority's certificate.
            `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking${useNginx ? " --ignore-certificate-errors" : ""}`,
          ],
          {
            env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
            maxBuffer: 64 * 1024 * 1024,
          },
        ),
      );
      const lhr = JSON.parse(out.toString("utf8"));
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        transfer: lhr.audits["total-byte-weight"].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
    const row = { route };
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((r) => r[key]));
    const pagePath = route === "/this-page-does-not-exist" ? "/404.html" : route;
    const size = sizes.find((s) => s.path === pagePath);
    row.js = size?.js ?? 0;
    row.total = size?.total ?? 0;
    results.push(row);
    console.error(`${route}: ${JSON.stringify(row)}`);
  }
} finally {
  if (useNginx) execFileSync("node", ["scripts/nginx.mjs", "stop"], { stdio: "ignore" });
  else server.kill();
}

const misses = results.flatMap((r) => {
  const m = [];
  for (const key of ["performance", "accessibility", "best-practices", "seo"])
    if (r[key] < budget[key]) m.push(`${r.route} ${key} ${r[key]} < ${budget[key]}`);
  if (r.lcp > budget.lcpMs) m.push(`${r.route} LCP ${Math.round(r.lcp)} ms > ${budget.lcpMs}`);
  if (r.tbt > budget.tbtMs) m.push(`${r.route} TBT ${Math.round(r.tbt)} ms > ${budget.tbtMs}`);
  if (r.cls > budget.cls) m.push(`${r.route} CLS ${r.cls.toFixed(3)} > ${budget.cls}`);
  return m;
});

const kb = (n) => (n / 1024).toFixed(1);
const table = [
  `Lighthouse ${JSON.parse(readFileSync(require.resolve("lighthouse/package.json"), "utf8")).version}, ${cpuMultiplier ? `mobile defaults but a ${cpuMultiplier}× CPU slowdown` : "mobile defaults"}, median of ${RUNS} runs, served by ${serverName} on loopback; sizes in KB gzip from the build (first-load JS; total = HTML + CSS + JS + all images of the page).`,
  "",
  "| Route | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS | First-load JS | Total (scrolled) | Lighthouse transfer | Host benchmarkIndex |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...results.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.js)} | ${kb(r.total)} | ${kb(r.transfer)} | ${Math.round(r.benchmarkIndex)} |`,
  ),
].join("\n");
mkdirSync("reports", { recursive: true });
writeFileSync("reports/bench.json", JSON.stringify(results, null, 2));
writeFileSync("reports/bench.md", `${table}\n`);
console.log(table);
if (misses.length) {
  console.log(`\nBudget misses:\n${misses.join("\n")}`);
  process.exit(1);
}
console.log("\nAll routes within the Lighthouse budgets.");
