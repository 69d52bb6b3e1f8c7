import type { ConsoleMessage, Request } from "@playwright/test";
import { localeFromPath } from "../../app/i18n/locales";
import { accessibilityFindings } from "./accessibility";
import { textOutsideItsBox, wcagTextSpacing } from "./layout";
import { reportingStall } from "./stall";
import { animationsEnded, everyFew, rootHydrated, waitForHydration } from "./support";
import { expect, test } from "./tab";
import { templatePages } from "./templates";
import { leftoverWords } from "./words";

/**
 * One page of every template and state, loaded once for everything that holds for a page as a
 * whole: both accessibility engines at a phone width and at a desktop width (the same document,
 * laid out again), nothing scrolling sideways at 320 px, no text cut short or spilling out of its
 * card, band or button there or at 1280 px (tests/e2e/layout.ts), nor at 320 px with WCAG 1.4.12's
 * wider text spacing, no request to another host while it loads, hydrates and scrolls to the
 * bottom (lazy pictures included), no breach of its Content-Security-Policy, and, once every part has hydrated, no English word left on a page in
 * another language (every page is also read for those with JavaScript off: delivery.spec.ts).
 */
for (const { name, path } of templatePages) {
  test(`${name} (${path}): accessible at 390 and 1280 px, fits 320 px with its text whole (with a reader's text spacing too), nothing from another host, CSP holds, its language only`, async ({
    page,
    baseURL,
  }) => {
    // Two engines at two widths, two layouts at 320 px and a scroll through the page: 5 – 12 s in
    // a quiet or slow hour. On a loaded host the scroll step has stalled for a minute and more,
    // not yet explained (decision 0083).
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const foreign: string[] = [];
    const onRequest = (request: Request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith("data:")) foreign.push(url);
    };
    // Every page's policy lists the hashes of its own inline scripts: the built-pages check
    // (scripts/built-pages.check.ts) verifies that for all pages; here the browser enforces it,
    // and writes each breach to the page's console ("… violates the following Content Security
    // Policy directive …"), which Playwright passes on.
    const violations: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (/Content Security Policy|Refused to/.test(message.text()))
        violations.push(message.text());
    };
    page.on("request", onRequest);
    page.on("console", onConsole);
    try {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await rootHydrated(page);
      // The page's heading: an unknown project id's page asks the server for its data first.
      await expect(page.locator("h1")).toBeVisible();
      expect(await accessibilityFindings(page), "390 px").toEqual([]);

      // The narrowest phone WCAG's reflow asks for: nothing scrolls sideways.
      await page.setViewportSize({ width: 320, height: 720 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        "width at 320 px",
      ).toBeLessThanOrEqual(320);
      expect(await textOutsideItsBox(page), "text cut or spilled at 320 px").toEqual([]);
      await page.setViewportSize({ width: 390, height: 900 });

      const bottomSeen = await reportingStall(
        page,
        "the scroll through the page",
        page.evaluate(async () => {
          // A screen at a time: each part of the page is on screen once (lazy pictures, counters and
          // deferred parts start there). At once: the site scrolls smoothly, and two frames of a
          // smooth scroll move a page only a few pixels.
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo({ top: y, behavior: "instant" });
            // Lazy pictures start loading once the frame after the scroll is laid out. A frame that
            // does not come within 250 ms (once in a gate, a tab drew none for 30 s) is not waited
            // for: the bottom is still asserted below, and every picture asked for.
            await new Promise((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(resolve));
              setTimeout(resolve, 250);
            });
          }
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        }),
      );
      expect(bottomSeen, "scrolled to the bottom of the page").toBe(true);
      // Every picture the page has asked for has arrived (loaded or failed).
      await page.waitForFunction(
        () => [...document.images].every((image) => image.loading === "lazy" || image.complete),
        undefined,
        everyFew,
      );

      // Back at the top, laid out for a desktop, once the header's transition has ended.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.setViewportSize({ width: 1280, height: 900 });
      await animationsEnded(page);
      // Controls that need scripts have appeared, deferred parts included: the desktop check
      // reads the page as a visitor uses it (the forms' and calculators' hydrated controls).
      await waitForHydration(page);
      expect(await accessibilityFindings(page), "1280 px").toEqual([]);
      expect(await textOutsideItsBox(page), "text cut or spilled at 1280 px").toEqual([]);

      expect(await leftoverWords(page, localeFromPath(path)), "English words left").toBeUndefined();

      expect(foreign, "requests to another host").toEqual([]);
      expect(violations, "Content-Security-Policy").toEqual([]);

      // With a reader's wider text spacing (WCAG 1.4.12), at 320 px too, nothing scrolls sideways
      // and no text is cut or spills out of its box.
      await page.addStyleTag({ content: wcagTextSpacing });
      await page.setViewportSize({ width: 320, height: 720 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        "width at 320 px, wider text spacing",
      ).toBeLessThanOrEqual(320);
      expect(
        await textOutsideItsBox(page),
        "text cut or spilled at 320 px, wider text spacing",
      ).toEqual([]);
    } finally {
      page.off("request", onRequest);
      page.off("console", onConsole);
    }
  });
}

// Every page's one h1, unique title and description are read from the build without a server:
// scripts/pages-html.check.ts.

// The open menus, panels and dialogs are checked by both engines (the video's player, another
// site's page, left out) in the tests that already open them: the mobile menu on /services at
// 390 px in i18n.spec.ts ("the open mobile menu has no accessibility violations, …"), the chat
// panel with a conversation on /contact at 390 px in chat.spec.ts ("with a conversation, the
// panel has no accessibility violations; …"), and the demo-video dialog on / at 1280 px in
// home.spec.ts ("'Watch video' loads the external player only when asked, in a dialog with no
// accessibility violations …").
