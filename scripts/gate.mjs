// `npm test`: the whole gate. Runs every check in order, keeps going where it can, and ends with
// one line `N passed, M failed` that counts unit and browser tests one by one and every other
// check (format, lint, typecheck, build, budgets) as one each.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

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
if (built && existsSync("scripts/check-budgets.mjs"))
  check("budgets", "node", ["scripts/check-budgets.mjs"]);

if (built) {
  rmSync("reports/playwright.json", { force: true });
  const e2eOk = run("browser tests", npx, ["playwright", "test"]);
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
