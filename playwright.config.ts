import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run in Debian's Chromium against the production build, served by a real static
// server (scripts/serve.mjs) or, when BASE_URL is set, by whatever serves it there (nginx in CI).
const port = Number(process.env.E2E_PORT ?? 4173);
const externalBaseUrl = process.env.BASE_URL;
// The server under test stores enquiries in a fresh database of its own; workers inherit the
// path from the main process, so tests can add staff accounts to it (tests/e2e/support.ts).
process.env.E2E_DATABASE_PATH ??= join(mkdtempSync(join(tmpdir(), "ts-e2e-")), "site.db");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 6_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: "node scripts/serve.mjs",
        env: {
          PORT: String(port),
          DATABASE_PATH: process.env.E2E_DATABASE_PATH,
          // Tests type faster than people and send many forms from one address: the minimum fill
          // time and the rate limits have tests of their own, on servers of their own.
          MIN_FILL_MS: "0",
          RATE_LIMITS: "false",
          TRUST_PROXY: "true",
        },
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: !process.env.CI,
        stdout: "ignore",
      },
});
