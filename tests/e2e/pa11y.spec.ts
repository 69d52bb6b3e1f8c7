// The second accessibility engine: HTML_CodeSniffer (WCAG 2 AA) through pa11y, on one page of
// every template and on each control's open state (menu, dialogs, chat), in its own Chromium
// (puppeteer, Debian's binary). Errors only; axe covers the same pages in a11y.spec.ts.
import pa11y from "pa11y";
import puppeteer, { type Browser } from "puppeteer";
import { expect, test } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium";
import { templatePages } from "./templates";

const baseUrl = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
let browser: Browser;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumArgs(baseUrl),
    headless: true,
  });
});
test.afterAll(async () => browser?.close());

/** HTML_CodeSniffer's errors on a page, after the given pa11y actions, as readable lines. */
async function errors(path: string, options: { width?: number; actions?: string[] } = {}) {
  // Colours are measured in their final state: no transition is caught halfway (the header
  // fades from transparent to white when an action scrolls the page).
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const style = document.createElement("style");
      style.textContent = "*, *::before, *::after { transition: none !important; }";
      document.head.append(style);
    });
  });
  const result = await pa11y(`${baseUrl}${path}`, {
    browser,
    page,
    runners: ["htmlcs"],
    standard: "WCAG2AA",
    includeNotices: false,
    includeWarnings: false,
    timeout: 20_000,
    viewport: { width: options.width ?? 1280, height: 900 },
    actions: [
      "wait for element html[data-hydrated] to be added",
      // The page's heading: an unknown project id's page asks the server for its data first.
      "wait for element h1 to be visible",
      ...(options.actions ?? []),
    ],
  });
  await page.close();
  return result.issues.map((issue) => `${issue.code}: ${issue.selector}: ${issue.message}`);
}

for (const { name, path } of templatePages) {
  test(`${name} (${path}) has no HTML_CodeSniffer errors`, async () => {
    expect(await errors(path)).toEqual([]);
  });
}

test("the open mobile menu has no HTML_CodeSniffer errors", async () => {
  const actions = [
    "click element [popovertarget=mobile-menu]",
    "wait for element #mobile-menu:popover-open to be visible",
  ];
  expect(await errors("/services", { width: 390, actions })).toEqual([]);
});

test("an open service dialog has no HTML_CodeSniffer errors", async () => {
  const actions = [
    "click element [commandfor=service-irrigation-systems-dialog]",
    "wait for element #service-irrigation-systems-dialog[open] to be visible",
  ];
  expect(await errors("/services", { actions })).toEqual([]);
});

test("the open report dialog has no HTML_CodeSniffer errors", async () => {
  const actions = [
    "click element button[aria-label^='Read full report']",
    "wait for element dialog[open] h3 to be visible",
  ];
  expect(await errors("/blog", { actions })).toEqual([]);
});

test("the open chat panel has no HTML_CodeSniffer errors", async () => {
  const actions = [
    "click element div.fixed.bottom-4 > button",
    "wait for element [role=log] to be visible",
  ];
  expect(await errors("/contact", { width: 390, actions })).toEqual([]);
});
