import { mkdtempSync, rmSync } from "node:fs";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/chromium";

// Tests read the site's texts from its content modules, some of which import pictures as Vite
// does: in the test runner such an import gives the file's path (tests/asset-hooks.mjs).
register("./tests/asset-hooks.mjs", import.meta.url);

// Browser tests run in Debian's Chromium against the production build. Without BASE_URL, the
// Node server (scripts/serve.mjs) serves it on E2E_PORT. With BASE_URL (the gate in CI: nginx
// over HTTPS with the production configuration), the Node server still starts, on the upstream
// port nginx passes form posts and /staff to (APP_UPSTREAM).
const port = Number(process.env.E2E_PORT ?? 4173);
const externalBaseUrl = process.env.BASE_URL;
const upstreamPort = Number((process.env.APP_UPSTREAM ?? "127.0.0.1:4174").split(":").at(-1));
const serverPort = externalBaseUrl ? upstreamPort : port;
// The server under test stores enquiries in a fresh database of its own; workers inherit the
// path from the main process, so tests can add staff accounts to it (tests/e2e/support.ts). The
// process that made its folder removes it when it exits, after the server under test has stopped.
if (!process.env.E2E_DATABASE_PATH) {
  const folder = mkdtempSync(join(tmpdir(), "ts-e2e-"));
  process.env.E2E_DATABASE_PATH = join(folder, "site.db");
  process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
}

// The servers under test, and the command-line tool that adds their accounts, hash passwords at
// the least cost a server allows: every account added and every sign-in hashes one (decision
// 0073). Workers, and the servers they start, inherit it.
process.env.PASSWORD_HASH_COST ??= "10";

/** The spec files whose tests run in order on a server of their own (`mode: "serial"`). */
const serialFiles = /\/(staff-[\w-]+|enquiries-server|errors-server)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on CI's 2 cores: with two, the cores stood 22–58 % idle through the browser run (tests
  // wait on servers, timers and page loads); with three they are busy (decision 0048).
  workers: process.env.CI ? 3 : undefined,
  // A flaky test is a failing test: no retries, anywhere.
  retries: 0,
  // Every wait below is a bound on how long a failing test takes to fail, not a speed check: a
  // shared 2-core host has hours two to three times slower than its quiet ones (decision 0083),
  // and a bound a passing test can reach in such an hour fails a gate that holds.
  timeout: 60_000,
  // How long an assertion waits for what it expects: a form post crosses nginx, the server and a
  // synced disk write, which on a loaded 2-core machine can take seconds. Passing tests never wait it.
  expect: { timeout: 20_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    trace: "off",
    // A server that does not answer fails a test in seconds, not at the test's timeout.
    navigationTimeout: 20_000,
    actionTimeout: 20_000,
    launchOptions: {
      executablePath: chromiumPath,
      // Trusts the HTTPS test server's certificate, and no other invalid one.
      args: chromiumArgs(externalBaseUrl),
    },
  },
  // One browser, two queues: the spec files that run their tests one after another on a server
  // of their own (the staff pages' and the servers' specs: 10–50 s each, never split between
  // the workers) are handed out first, the rest (tests any worker can take, one by one) after
  // them. In name order, the run ended on two of the long serial files, one worker idle
  // meanwhile; now it ends on short tests that every worker shares. Same tests, same name.
  projects: [
    {
      name: "chromium",
      testMatch: serialFiles,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "chromium",
      testIgnore: serialFiles,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The server's log goes to a file the gate prints from when a browser test fails.
    command: "mkdir -p reports && node scripts/serve.mjs > reports/e2e-server.log 2>&1",
    env: {
      PORT: String(serverPort),
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      // Tests type faster than people and send many forms from one address: the minimum fill
      // time and the rate limits have tests of their own, on servers of their own.
      MIN_FILL_MS: "0",
      RATE_LIMITS: "false",
      // Behind nginx (BASE_URL), the visitor's scheme, host and address come from its headers.
      TRUST_PROXY: "true",
      PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
    },
    url: `http://127.0.0.1:${serverPort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
