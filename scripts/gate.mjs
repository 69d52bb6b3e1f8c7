// `npm test`: the whole gate. Runs every check, keeps going where it can, and ends with one line
// `N passed, M failed` that counts unit and browser tests one by one and every other check
// (format, lint, typecheck, build, built pages, HTML validity, links, budgets, translation
// status) as one each. Out-of-date translations are reported, never counted as failures.
// The critical path runs at normal priority: the unit tests beside the build, then the browser tests.
// Checks without a clock of their own (format, lint and the translation status from the start;
// the type check once the build has ended, since it rewrites the route types;
// the four readers of the finished build beside the browser tests) run at a lower CPU
// priority (`nice`): they take what the critical path leaves idle instead of delaying it, and
// never slow a test that has a timeout. Each one's output is printed whole when it ends.
// Browser tests run without retries; a test that passed only on a retry (flaky) would count as
// failed, and is named on a "K flaky" line before the summary. The gate ends the browser run
// with its 10 slowest spec files (the sum of their tests' durations, from the JSON report). Its
// last check: no temporary folder that a test or check made during the run is left behind.
// E2E_SERVER=nginx (set by .ci/run) runs the browser tests over HTTPS against nginx with the
// production configuration of deploy/nginx instead of the `serve` static server. Before any
// browser test runs, the gate checks that the server answers GET / with 200 and stops the
// browser tests at once, with the reason, when it does not.
import { spawn } from "node:child_process";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";

const results = [];
/** The last lines of each failed command's output, printed again before the summary. */
const failures = [];
let passed = 0;
let failed = 0;
const gateStarted = Date.now();

/**
 * Runs one command; resolves to whether it exited 0. `stream` passes its output straight
 * through as it comes (the build and the browser tests, which are watched as they run); otherwise
 * the output is kept and printed whole when it ends. `side` lowers its CPU priority: a check beside
 * the critical path takes only the time the build and the tests leave idle. A command that fails
 * leaves the end of its output in `failures`, printed again just before the summary: CI may show
 * only the gate's last lines, and a streamed build's error would otherwise be out of sight.
 */
function run(name, command, args, { env = {}, stream = false, side = false } = {}) {
  const [program, argv] =
    side && process.platform !== "win32"
      ? ["nice", ["-n", "10", command, ...args]]
      : [command, args];
  const started = Date.now();
  if (stream) console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const done = (ok, output) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const at = ((Date.now() - gateStarted) / 1000).toFixed(0);
      if (!stream) console.log(`\n▶ ${name}: ${command} ${args.join(" ")}\n${output}`);
      results.push(`${ok ? "✔" : "✘"} ${name} (${seconds} s, ended ${at} s into the gate)`);
      if (!ok) failures.push({ name, output });
      resolve(ok);
    };
    const child = spawn(program, argv, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    // A streamed command's output goes straight through; only its end is kept (for `failures`).
    let output = "";
    const keep = (chunk) => {
      output += chunk;
      if (stream && output.length > 65_536) output = output.slice(-32_768);
    };
    child.stdout.on("data", (chunk) => {
      if (stream) process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on("data", (chunk) => {
      if (stream) process.stderr.write(chunk);
      keep(chunk);
    });
    child.on("error", (error) => done(false, `${output}${error.message}`));
    child.on("close", (code) => done(code === 0, output));
  });
}

/** A check that counts as one: passed or failed. */
async function check(name, command, args, options) {
  const ok = await run(name, command, args, options);
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
/** The type checker: TypeScript 7, the native compiler (decision 0049). */
const nativeTsc = "node_modules/typescript-native/bin/tsc";
const side = { side: true };

// Beside the critical path from the start: they read the sources and write nothing the build or
// another check reads.
const sourceChecks = [
  check("format", npx, ["prettier", "--check", "."], side),
  check("lint", npx, ["eslint", ".", "--max-warnings", "0"], side),
  // Lists translations whose English changed: a report for the translators that exits 0 however
  // many are out of date (only a crash of the tool fails). A translation whose shape no longer
  // matches the English fails the type check.
  check("translation status", "npm", ["run", "--silent", "i18n:status"], side),
];
// The unit tests and the build, both on the critical path at normal priority, side by side: the
// build spends much of its time on one core, and no unit test reads what it writes. (The unit
// tests' slowest file, the grid of prices, takes about 10 s alone against its 60 s timeout.)
const unitTestsDone = unitTests();

/** Vitest's tests, counted one by one from its JSON report. */
async function unitTests() {
  rmSync("reports/vitest.json", { force: true });
  const ok = await run("unit tests", npx, [
    "vitest",
    "run",
    // Every core, not Vitest's default of one fewer: on 2 cores that default is a single worker,
    // and the unit tests, not the build beside them, would hold the browser tests back.
    `--maxWorkers=${availableParallelism()}`,
    "--reporter=default",
    "--reporter=json",
    "--outputFile=reports/vitest.json",
  ]);
  const unit = readJson("reports/vitest.json");
  if (unit) {
    passed += unit.numPassedTests;
    failed += unit.numFailedTests + (ok || unit.numFailedTests > 0 ? 0 : 1);
  } else failed += 1;
}

const built = await check("build", "npm", ["run", "build"], { stream: true });
// The type check after the build, whether or not it passed: `react-router build` empties
// .react-router/types and writes it again, midway. A type check beside it read a folder with half
// its files gone ("Cannot find module './+types/root'"), and a `react-router typegen` beside it
// made the build itself fail, on CI. A build that passed has written the route types as
// `react-router typegen` writes them (compared file by file); after a failed one they are written
// again first.
const typeCheck = (async () => {
  if (!built && !(await check("route types", npx, ["react-router", "typegen"], side))) return;
  await check("typecheck", "node", [nativeTsc], side);
})();

// Four readers of the finished build and the fourth-language check, beside the browser tests (which write only under
// build/e2e-copies/, a folder none of them reads).
const buildChecks = built
  ? [
      check(
        "built pages (boot script, head and language links of every page)",
        npx,
        ["vitest", "run", "-c", "vitest.build.config.ts"],
        side,
      ),
      check("HTML validity (vnu)", "node", ["scripts/check-html.mjs"], side),
      check("link check", "node", ["scripts/check-links.mjs"], side),
      check("size budgets", "node", ["scripts/check-budgets.mjs"], side),
      // A copy of the repository with a fourth language added (its folder and lines only),
      // type-checked, built and checked: routes, sitemap, 404 pages, budgets (issue 20).
      check("a fourth language", "node", ["scripts/check-new-language.mjs"], side),
    ]
  : [];
// The browser tests start once the unit tests have ended too: they share the two cores with them.
await unitTestsDone;
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
    if (await check("start nginx", "node", ["scripts/nginx.mjs", "start", port], { env })) {
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
    const e2eOk = await run(
      `browser tests (${useNginx ? "nginx, HTTPS" : "serve"})`,
      npx,
      ["playwright", "test"],
      { env, stream: true },
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
    if (e2e) printSlowestFiles(e2e);
    if (!e2eOk) explainFailures();
  }
  if (useNginx) await run("stop nginx", "node", ["scripts/nginx.mjs", "stop"], { stream: true });
} else {
  results.push("✘ browser tests (skipped: the build failed)");
  failed += 1;
}

/**
 * The 10 spec files whose tests took longest in all (the sum of their tests' durations, as the
 * JSON report gives them), with their number of tests and their slowest test: where to look first
 * when the browser run grows.
 */
function printSlowestFiles(report) {
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const file = files.get(spec.file) ?? { total: 0, tests: 0, slowest: 0, title: "" };
          file.total += result.duration;
          file.tests += 1;
          if (result.duration > file.slowest)
            Object.assign(file, { slowest: result.duration, title: spec.title });
          files.set(spec.file, file);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const all = [...files.values()].reduce((sum, file) => sum + file.total, 0);
  const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
  console.log(
    `\n▶ the 10 slowest spec files (of ${files.size}; all tests together ${seconds(all).trim()} s)`,
  );
  for (const [name, file] of [...files].sort((a, b) => b[1].total - a[1].total).slice(0, 10))
    console.log(
      `${seconds(file.total)} s  ${name} (${file.tests} tests; slowest ${seconds(file.slowest).trim()} s: ${file.title.slice(0, 70)})`,
    );
}

/**
 * The last lines each failed command printed (at most 30 each, 100 in all), without colour codes
 * or stack frames: the cause of a failure, where CI's excerpt of the gate's output ends.
 */
function printFailureEnds() {
  let room = 100;
  for (const { name, output } of failures) {
    if (room <= 0) break;
    const lines = stripVTControlCharacters(output)
      .trimEnd()
      .split("\n")
      // Stack frames say where, not what: they would push the message itself out of sight.
      .filter((line) => line.trim() !== "" && !/^\s+(at |❯ )/.test(line));
    const end = lines.slice(-Math.min(30, room));
    room -= end.length;
    console.log(`\n▶ the end of what "${name}" printed (${end.length} of ${lines.length} lines)`);
    console.log(end.join("\n"));
  }
}

/**
 * What a failed browser test saw, printed where CI shows it: the page as the test left it (its
 * accessibility snapshot) and the server's log lines that report a problem.
 */
/**
 * The temporary folders the tests and checks make (databases with the people of test enquiries,
 * uploaded photos, copies of the site and of the catalogues, certificates) are all removed by
 * what made them: a folder with one of their names made during this run and still there is a
 * failed check, named with what it holds.
 */
function temporaryFoldersRemoved() {
  const ours = /^(ts-(server|e2e|store|bench|new-language)|i18n-|tsehay-tls|photos-|team-)/;
  const left = readdirSync(tmpdir())
    .filter((name) => ours.test(name))
    .map((name) => join(tmpdir(), name))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.ctimeMs >= gateStarted);
  if (left.length === 0) {
    passed += 1;
    results.push("✔ temporary folders removed");
    return;
  }
  failed += 1;
  const named = left.slice(0, 5).map((path) => `${path} (${readdirSync(path).join(", ")})`);
  results.push(`✘ temporary folders removed: ${left.length} left, such as ${named.join("; ")}`);
}

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

// The side checks end before the summary is counted.
await Promise.all([...sourceChecks, typeCheck, ...buildChecks]);
temporaryFoldersRemoved();
printFailureEnds();
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
