import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The splash's length, as the spec gives it (SPLASH_MS in app/components/layout/route-transition.tsx). */
export const splashMs = 1_500;

/**
 * Opens a page on a page clock the test moves on (`page.clock`): in-site navigations' splashes
 * then end when `waitForSplash` says, not 1.5 s later. The clock otherwise runs with real time.
 */
export async function gotoWithClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, path);
}

/**
 * The route splash of an in-site navigation appears, and is gone once the page's clock has moved
 * on by the splash's 1.5 s (the page was opened with `gotoWithClock` or after
 * `page.clock.install()`). Its exact length is asserted on a paused clock in shell.spec.ts.
 */
export async function waitForSplash(page: Page): Promise<void> {
  const splash = page.getByTestId("route-splash");
  await expect(splash).toBeVisible();
  await page.clock.fastForward(splashMs);
  await expect(splash).toBeHidden();
}

/**
 * Waits until React has hydrated the page, and the parts whose code loads after the page's (the
 * enquiry forms, the maps: see app/components/ui/deferred.tsx) have hydrated too.
 */
/** The page's own script (React Router's client entry), which hydrates it. */
export const ENTRY_SCRIPT = /\/assets\/entry\.client-[^/]+\.js$/;

/**
 * Holds back the files matching `files` (the page's script unless told) until the function it
 * resolves to is called: a slow phone shows the prerendered page seconds before its script.
 */
export async function holdScript(page: Page, files: RegExp = ENTRY_SCRIPT): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * How often a wait on the page's state reads it: every 50 ms by the page's timers, not at each
 * frame (Playwright's default). A wait read at each frame is not read while the tab draws none,
 * as one of a loaded gate's tabs seemed not to for 20 s (decision 0083).
 */
export const everyFew = { polling: 50 } as const;

/** React has hydrated the page's root (its deferred parts may still be on their way). */
export async function rootHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true",
    undefined,
    everyFew,
  );
}

/** React has hydrated the page, its deferred parts and its enquiry forms included. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      [...document.querySelectorAll("[data-deferred]")].every((part) =>
        part.hasAttribute("data-ready"),
      ) &&
      [...document.querySelectorAll('form[action="/enquiry"]')].every((form) =>
        form.hasAttribute("data-ready"),
      ),
    undefined,
    everyFew,
  );
}

/**
 * Every time-based animation and transition of the page has ended (the header's colours after a
 * scroll, a menu's slide-in): colours are measured then, not halfway. They are brought to their
 * end, which is what the visitor sees once they have played: they move on only as the tab draws
 * frames, and in a loaded gate the wait for them to end by themselves ran out after 20 s on
 * /om/about (decision 0083). One that never ends (an infinite loop) is not ended: the wait fails
 * on it. The header's scroll-linked background follows the scroll, not time: it is left as it is.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (
        animation.timeline === document.timeline &&
        animation.effect?.getComputedTiming().endTime !== Infinity
      )
        animation.finish();
  });
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .every((animation) => animation.playState !== "running"),
    undefined,
    everyFew,
  );
}

/** Opens a page and waits until React has hydrated it (interactive controls render then). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Stops the page's timers before it opens: they only advance with `page.clock.runFor`, so the
 * spec's timers (splash, carousels, counters, the chat's delay) are tested at their exact values.
 */
export async function pauseClock(page: Page): Promise<void> {
  const start = new Date("2026-11-21T09:00:00");
  await page.clock.install({ time: start });
  // Nothing runs yet: no page is open.
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Opens the page on the paused clock; the boot waits for an idle period, which the paused clock grants only when moved on. */
export async function gotoHydratedOnPausedClock(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.clock.runFor(100);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * The HTML of each path as the server sends it, read without a browser, four requests at a time
 * (the server compresses a file on its first request; more at once would hold up the other
 * tests' pages). The pages come back in the paths' order.
 */
export async function readPages(
  request: APIRequestContext,
  paths: readonly string[],
): Promise<{ path: string; status: number; html: string }[]> {
  const pages: { path: string; status: number; html: string }[] = [];
  let next = 0;
  const reader = async () => {
    while (next < paths.length) {
      const index = next++;
      const path = paths[index]!;
      const response = await request.get(path);
      pages[index] = { path, status: response.status(), html: await response.text() };
    }
  };
  await Promise.all([reader(), reader(), reader(), reader()]);
  return pages;
}

/**
 * Makes the browser act as one without invoker commands and `closedby` (Chromium before 135, and
 * the phones' WebViews that stay there): the properties a script detects them by are gone, and,
 * as this Chromium has no switch to turn them off, the browser's own actions are undone. A click
 * on a `commandfor` button has its default prevented after every listener of the page has run
 * (the window's, last), which stops the command; the `cancel` event a click on the backdrop
 * starts (light dismiss) is cancelled. Escape still closes a modal dialog, as it always has.
 * Breaches of the page's Content-Security-Policy are counted in `window.cspViolations`.
 */
export async function withoutInvokerCommands(page: Page) {
  await page.addInitScript(() => {
    const button = HTMLButtonElement.prototype as { command?: string; commandForElement?: unknown };
    delete button.command;
    delete button.commandForElement;
    delete (HTMLDialogElement.prototype as { closedBy?: string }).closedBy;
    let fromPointer = false;
    addEventListener("pointerdown", () => (fromPointer = true), true);
    addEventListener("keydown", () => (fromPointer = false), true);
    addEventListener("cancel", (event) => fromPointer && event.preventDefault(), true);
    addEventListener("click", (event) => {
      if ((event.target as Element).closest("button[commandfor]")) event.preventDefault();
    });
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/**
 * How many scripts a staff page has besides its two inline ones: the one that keeps what was typed
 * into the page's other forms through a send (decision 0071), and the menu's, which brings the
 * current page's link into sight on a phone. Staff pages ship no other, and a stored text shown
 * on one must never add one.
 */
export async function staffPageScripts(page: Page): Promise<number> {
  return page
    .locator("script")
    .evaluateAll(
      (scripts) =>
        scripts.filter(
          (script) =>
            !script.textContent?.includes("staff-unsent-forms") &&
            !(script.parentElement?.matches('nav[aria-label="Staff"]') ?? false),
        ).length,
    );
}
