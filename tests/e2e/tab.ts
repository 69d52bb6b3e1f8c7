/**
 * `test` for the public pages' specs, the accessibility sweep's included: each worker keeps a tab
 * (one per set of context options: with scripts, without them, at another pixel ratio) that its
 * tests share one after the other. A new tab costs Chromium a renderer process that fetches,
 * compiles and runs the site's scripts cold: about a quarter of a CPU-second a test on the 2-core
 * machines (decision 0043). Between two tests the tab is made a fresh one again:
 *
 * - it leaves the test's page for a file of the site's own (robots.txt): the page and its timers
 *   are gone; then its local and session storage are emptied and its cookies cleared;
 * - the listeners and routes the test added are removed, the pointer is moved off the page, and
 *   the next test's viewport is set;
 * - a test that does what cannot be undone (the page's clock above all, scripts added to every
 *   page, emulated media, other pages or permissions in the context), or that fails, has its tab
 *   closed after it: the next test opens a new one.
 *
 * What stays from test to test is the browser's cache of the site's files, as for a visitor's
 * second page, and the renderer's compiled scripts. A test that needs a cold cache, or a tab of
 * its own for another reason, says so with `test.use({ freshTab: true })`.
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from "@playwright/test";

interface Tab {
  context: BrowserContext;
  page: Page;
}

/** What a test cannot undo on the tab it used: the tab is closed after it. */
const lasting = new Set<PropertyKey>([
  "clock",
  "addInitScript",
  "addLocatorHandler",
  "exposeFunction",
  "exposeBinding",
  "emulateMedia",
  "setExtraHTTPHeaders",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
  "close",
  // The context's (its cookies are cleared after each test): permissions, network, pages.
  "grantPermissions",
  "clearPermissions",
  "setGeolocation",
  "setHTTPCredentials",
  "setOffline",
  "newPage",
  "newCDPSession",
]);
/** What a test may do and leave: listeners are removed and routes undone after it. */
const undone = new Set<PropertyKey>(["on", "once", "addListener", "prependListener"]);
const routing = new Set<PropertyKey>([
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "unroute",
  "unrouteAll",
]);

interface Use {
  lasting: string[];
  routed: boolean;
  listeners: { target: Page | BrowserContext; event: string; listener: never }[];
}

/**
 * The test's page (or its context): the shared tab, seen through what the test does to it. What
 * Playwright itself reads (the context's options, for `toHaveURL`) passes unremarked.
 */
function watched<T extends Page | BrowserContext>(target: T, use: Use): T {
  return new Proxy(target, {
    get(object, property) {
      if (lasting.has(property)) use.lasting.push(String(property));
      if (routing.has(property)) use.routed = true;
      const value: unknown = Reflect.get(object, property, object);
      if (undone.has(property))
        return (event: string, listener: never) => {
          use.listeners.push({ target: object, event, listener });
          (value as (event: string, listener: never) => unknown).call(object, event, listener);
          return watched(object, use);
        };
      if (property === "context") return () => watched((object as Page).context(), use);
      return typeof value === "function" ? (value as () => unknown).bind(object) : value;
    },
  });
}

async function openTab(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0],
): Promise<Tab> {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

/** Leaves the tab as a new one would be; false when it could not (the tab is then closed). */
async function madeFresh(tab: Tab, used: Use, baseURL: string | undefined, scripts: boolean) {
  try {
    for (const { target, event, listener } of used.listeners)
      (target.off as (event: string, listener: never) => unknown).call(target, event, listener);
    if (used.routed) {
      await tab.page.unrouteAll({ behavior: "ignoreErrors" });
      await tab.context.unrouteAll({ behavior: "ignoreErrors" });
    }
    await tab.page.goto(new URL("/robots.txt", baseURL).href);
    if (scripts)
      await tab.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await tab.context.clearCookies();
    await tab.page.mouse.move(-1, -1);
    return true;
  } catch {
    return false;
  }
}

export const test = base.extend<{ freshTab: boolean }, { tabs: Map<string, Tab> }>({
  freshTab: [false, { option: true }],
  tabs: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const tabs = new Map<string, Tab>();
      await use(tabs);
      for (const tab of tabs.values()) await tab.context.close();
    },
    { scope: "worker" },
  ],
  page: async (
    {
      browser,
      tabs,
      freshTab,
      baseURL,
      viewport,
      javaScriptEnabled,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      screen,
      locale,
      timezoneId,
      reducedMotion,
      colorScheme,
      contextOptions,
    },
    use,
    testInfo: TestInfo,
  ) => {
    // What the test's context is made with, the viewport apart (set on the tab for each test).
    const options = {
      ...contextOptions,
      baseURL,
      javaScriptEnabled,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      screen,
      locale,
      timezoneId,
      reducedMotion,
      colorScheme,
    };
    const key = JSON.stringify(options);
    const shared = freshTab ? undefined : tabs.get(key);
    if (shared) tabs.delete(key);
    const tab = shared ?? (await openTab(browser, { ...options, viewport }));
    if (viewport) await tab.page.setViewportSize(viewport);
    const used: Use = { lasting: [], routed: false, listeners: [] };
    await use(watched(tab.page, used));
    const kept =
      !freshTab &&
      used.lasting.length === 0 &&
      testInfo.status === testInfo.expectedStatus &&
      !tab.page.isClosed() &&
      (await madeFresh(tab, used, baseURL, javaScriptEnabled !== false));
    if (kept) tabs.set(key, tab);
    else await tab.context.close();
  },
  context: async ({ page }, use) => {
    await use(page.context());
  },
});

export { expect, type Locator, type Page } from "@playwright/test";
