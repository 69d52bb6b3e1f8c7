// `npm test`: the whole gate. Runs every check in order (checks that do not depend on each other
// side by side), keeps going where it can, and ends with one line `N passed, M failed` that counts
// unit and browser tests one by one and every other check (format, lint, typecheck, build, built
// pages, HTML validity, links, budgets, translation status) as one each. Out-of-date translations
// are reported, never counted as failures.
// Browser tests run without retries; a test that passed only on a retry (flaky) would count as
// failed, and is named on a "K flaky" line before the summary.
// E2E_SERVER=nginx (set by .ci/run) runs the browser tests over HTTPS against nginx with the
// production configuration of deploy/nginx instead of the `serve` static server. Before any
// browser test runs, the gate checks that the server answers GET / with 200 and stops the
// browser tests at once, with the reason, when it does not.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";

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

/**
 * Checks that read the same files and write nothing another one reads, run side by side: each
 * one's output is kept and printed whole when it ends, and each counts as one check. `after`
 * runs a check only once the one it names has passed (the type check needs the route types).
 */
async function checkTogether(steps) {
  const outcome = new Map();
  const start = ({ name, command, args }) =>
    new Promise((resolve) => {
      const started = Date.now();
      const done = (ok, output) => {
        console.log(`\n▶ ${name}: ${command} ${args.join(" ")}\n${output}`);
        results.push(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        if (ok) passed += 1;
        else failed += 1;
        outcome.set(name, ok);
        resolve(ok);
      };
      const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("error", (error) => done(false, `${output}${error.message}`));
      child.on("close", (code) => done(code === 0, output));
    });
  const running = new Map();
  for (const step of steps) {
    running.set(
      step.name,
      step.after
        ? running.get(step.after).then((ok) => (ok ? start(step) : undefined))
        : start(step),
    );
  }
  await Promise.all(running.values());
  return outcome;
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

// Format, lint, types and the translation status read the sources and write nothing the others
// read (the route types go to .react-router/, which only the type check reads, after them): side
// by side.
await checkTogether([
  { name: "format", command: npx, args: ["prettier", "--check", "."] },
  { name: "lint", command: npx, args: ["eslint", ".", "--max-warnings", "0"] },
  { name: "route types", command: npx, args: ["react-router", "typegen"] },
  { name: "typecheck", command: npx, args: ["tsc"], after: "route types" },
  // Lists translations whose English changed: a report for the translators that exits 0 however
  // many are out of date (only a crash of the tool fails). A translation whose shape no longer
  // matches the English fails the type check.
  { name: "translation status", command: "npm", args: ["run", "--silent", "i18n:status"] },
]);

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
  // Four readers of the finished build: side by side.
  await checkTogether([
    {
      name: "built pages (boot script of every page)",
      command: npx,
      args: ["vitest", "run", "-c", "vitest.build.config.ts"],
    },
    { name: "HTML validity (vnu)", command: "node", args: ["scripts/check-html.mjs"] },
    { name: "link check", command: "node", args: ["scripts/check-links.mjs"] },
    { name: "size budgets", command: "node", args: ["scripts/check-budgets.mjs"] },
  ]);
}

/**
 * GET / must answer 200 before any browser test runs: a server that cannot read the build (a
 * checkout in a folder nginx's worker user cannot enter, such as a root-only `mktemp -d`) would
 * otherwise fail every test slowly, one timeout at a time.
 */
async function serverAnswers(baseUrl, ca) {
  const { request } = await import(baseUrl.startsWith("https:") ? "node:https" : "node:http");
  return new Promise((resolve) => {
    const req = request(new URL("/", baseUrl), { ca, timeout: 5_000 }, (res) => {
      res.resume();
      resolve(
        res.statusCode === 200
          ? null
          : `GET ${baseUrl}/ answered ${res.statusCode}, not 200${
              res.statusCode === 403 || res.statusCode === 404
                ? " (can the server's worker user read build/client? check every parent folder's permissions)"
                : ""
            }`,
      );
    });
    req.on("timeout", () => req.destroy(new Error("no answer within 5 s")));
    req.on("error", (error) => resolve(`GET ${baseUrl}/ failed: ${error.message}`));
    req.end();
  });
}

let flaky = [];
if (built) {
  // CI serves the build over HTTPS with the production nginx configuration (which passes form
  // posts and /staff to the Node server, started by Playwright on the upstream port); elsewhere
  // the Node server serves it alone.
  const useNginx = process.env.E2E_SERVER === "nginx";
  const env = {};
  let problem = null;
  if (useNginx) {
    const port = process.env.NGINX_PORT ?? "8089";
    const upstream = `127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? "4174"}`;
    env.APP_UPSTREAM = upstream;
    if (check("start nginx", "node", ["scripts/nginx.mjs", "start", port], env)) {
      env.BASE_URL = `https://127.0.0.1:${port}`;
      const { ca } = readJson("build/nginx-run/tls.json") ?? {};
      // Requests made from Node (Playwright's `request`) trust the test authority too.
      if (ca) env.NODE_EXTRA_CA_CERTS = ca;
      problem = await serverAnswers(env.BASE_URL, ca ? readFileSync(ca) : undefined);
    } else problem = "nginx did not start";
  }
  rmSync("reports/playwright.json", { force: true });
  if (problem) {
    console.error(`\n✘ browser tests not run: ${problem}`);
    results.push(`✘ browser tests (not run: ${problem})`);
    failed += 1;
  } else {
    const e2eOk = run(
      `browser tests (${useNginx ? "nginx, HTTPS" : "serve"})`,
      npx,
      ["playwright", "test"],
      env,
    );
    const e2e = readJson("reports/playwright.json");
    if (e2e?.stats) {
      // No retries are configured; should a test ever pass only on a retry, it counts as failed.
      passed += e2e.stats.expected;
      failed +=
        e2e.stats.unexpected + e2e.stats.flaky + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
      const walk = (suite) => [
        ...(suite.specs ?? []).filter((spec) => spec.tests.some((t) => t.status === "flaky")),
        ...(suite.suites ?? []).flatMap(walk),
      ];
      flaky = (e2e.suites ?? []).flatMap(walk).map((spec) => `${spec.file}: ${spec.title}`);
    } else failed += 1;
    if (!e2eOk) explainFailures();
  }
  if (useNginx) run("stop nginx", "node", ["scripts/nginx.mjs", "stop"]);
} else {
  results.push("✘ browser tests (skipped: the build failed)");
  failed += 1;
}

/**
 * What a failed browser test saw, printed where CI shows it: the page as the test left it (its
 * accessibility snapshot) and the server's log lines that report a problem.
 */
function explainFailures() {
  const dir = "test-results";
  const contexts = existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith("error-context.md"))
    : [];
  for (const file of contexts.slice(0, 3)) {
    const lines = readFileSync(`${dir}/${file}`, "utf8").split("\n");
    console.log(`\n▶ what the page showed: ${file}\n${lines.slice(0, 50).join("\n")}`);
  }
  const log = existsSync("reports/e2e-server.log")
    ? readFileSync("reports/e2e-server.log", "utf8").split("\n")
    : [];
  const problems = log.filter((line) => /error|warn| [45]\d\d |exception/i.test(line));
  console.log(`\n▶ the server's log: ${problems.length} lines of problems (last 25)`);
  console.log(problems.slice(-25).join("\n"));
}

console.log(`\n${results.join("\n")}`);
// A separate note before the summary: flaky tests are already counted in "failed".
console.log(
  flaky.length > 0
    ? `${flaky.length} flaky (counted as failed):\n  ${flaky.join("\n  ")}`
    : "0 flaky",
);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync("reports/summary.txt", `${summary}\n`);
console.log(summary);
process.exit(failed === 0 ? 0 : 1);
