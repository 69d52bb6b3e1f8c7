// `npm test`: the whole gate. Runs every check in order, keeps going where it can, and ends with
// one line `N passed, M failed` that counts unit and browser tests one by one and every other
// check (format, lint, typecheck, build, built pages, HTML validity, links, budgets) as one each.
// Browser tests run without retries; a test that passed only on a retry (flaky) would count as
// failed, and is named on a "K flaky" line before the summary.
// E2E_SERVER=nginx (set by .ci/run) runs the browser tests over HTTPS against nginx with the
// production configuration of deploy/nginx instead of the `serve` static server. Before any
// browser test runs, the gate checks that the server answers GET / with 200 and stops the
// browser tests at once, with the reason, when it does not.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const results = [];
let passed = 0;
let failed = 0;

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(name, command, args, env) {
  const ok = run(name, command, args, env);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

mkdirSync("reports", { recursive: true });
const npx = "npx";

check("format", npx, ["prettier", "--check", "."]);
check("lint", npx, ["eslint", ".", "--max-warnings", "0"]);
if (check("route types", npx, ["react-router", "typegen"])) check("typecheck", npx, ["tsc"]);

rmSync("reports/vitest.json", { force: true });
const unitOk = run("unit tests", npx, [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=reports/vitest.json",
]);
const unit = readJson("reports/vitest.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unitOk || unit.numFailedTests > 0 ? 0 : 1);
} else failed += 1;

const built = check("build", "npm", ["run", "build"]);
if (built) {
  check("built pages (boot script of every page)", npx, [
    "vitest",
    "run",
    "-c",
    "vitest.build.config.ts",
  ]);
  check("HTML validity (vnu)", "node", ["scripts/check-html.mjs"]);
  check("link check", "node", ["scripts/check-links.mjs"]);
  check("size budgets", "node", ["scripts/check-budgets.mjs"]);
}

if (built) {
  // CI serves the build with the production nginx configuration; elsewhere with `serve`.
  const useNginx = process.env.E2E_SERVER === "nginx";
  const env = {};
  if (useNginx) {
    const port = process.env.NGINX_PORT ?? "8089";
    if (!check("start nginx", "node", ["scripts/nginx.mjs", "start", port])) process.exitCode = 1;
    env.BASE_URL = `http://127.0.0.1:${port}`;
  }
  rmSync("reports/playwright.json", { force: true });
  const e2eOk = run(
    `browser tests (${useNginx ? "nginx" : "serve"})`,
    npx,
    ["playwright", "test"],
    env,
  );
  if (useNginx) run("stop nginx", "node", ["scripts/nginx.mjs", "stop"]);
  const e2e = readJson("reports/playwright.json");
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
  } else failed += 1;
} else {
  results.push("✘ browser tests (skipped: the build failed)");
  failed += 1;
}

console.log(`\n${results.join("\n")}`);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync("reports/summary.txt", `${summary}\n`);
console.log(summary);
process.exit(failed === 0 ? 0 : 1);
