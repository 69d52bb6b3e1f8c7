import { expect, test } from "./tab";
import { wcagTextSpacing } from "./layout";
import { localeInfo, localizePath, locales } from "../../app/i18n/locales";
import {
  gotoHydrated,
  gotoHydratedOnPausedClock,
  pauseClock,
  waitForSplash,
  gotoWithClock,
  splashMs,
  waitForHydration,
  withoutInvokerCommands,
} from "./support";

const navTargets = [
  ["Home", "/"],
  ["About Us", "/about"],
  ["Services", "/services"],
  ["Projects", "/projects"],
  ["Contact", "/contact"],
  ["Get Started", "/get-started"],
] as const;

test.describe("header on wide screens", () => {
  test("each link of the main navigation goes to its page, and the brand links home", async ({
    page,
  }) => {
    // One load, then the links in turn, each from the page the previous one opened.
    await gotoWithClock(page, "/contact");
    for (const [label, path] of navTargets) {
      await test.step(`${label} goes to ${path}`, async () => {
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: label, exact: true })
          .click();
        await expect(page).toHaveURL(path);
        await waitForSplash(page);
        await expect(page.locator("h1")).toHaveCount(1);
      });
    }
    // From the last page the links opened (/get-started), the brand.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Tsehay Solar/ })
      .click();
    await expect(page).toHaveURL("/");
  });

  test("the brand's name (in Amharic with its Ge'ez form under it) and the language links stay on one line from 360 px, in every language, and the header's bar fits at every desktop width (1024 to 1536 px) with the other languages' links on the screen; with a reader's wider text spacing, the links and the menu button stay on the screen", async ({
    page,
  }) => {
    const banner = page.getByRole("banner");
    const brand = banner.getByRole("link", { name: /Tsehay Solar/ });
    const languages = banner.getByRole("link", { name: /English|አማርኛ|Afaan/ });
    const menuButton = banner.getByRole("button", { name: /menu|ማውጫ|Baafata/i });
    /** How many lines an element's text takes. */
    const linesOf = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    for (const locale of locales) {
      const path = localizePath("/", locale);
      await page.setViewportSize({ width: 390, height: 700 });
      await page.goto(path);
      for (const width of [360, 390, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        const where = `${path} at ${width} px`;
        expect(
          await brand.getByText("Tsehay Solar", { exact: true }).evaluate(linesOf),
          where,
        ).toBe(1);
        // Amharic writes the brand in Ge'ez as well, under it, at every width.
        if (locale === "am") await expect(brand.getByText("ፀሐይ ሶላር"), where).toBeVisible();
        else await expect(brand.getByText("ፀሐይ ሶላር"), where).toHaveCount(0);
        // And the language links are whole on the screen, right of it, each on one line.
        for (const link of await languages.all()) {
          const box = await link.boundingBox();
          expect(box!.x + box!.width, where).toBeLessThanOrEqual(width);
          expect(await link.evaluate(linesOf), where).toBe(1);
        }
      }
      // At every desktop width the bar (the brand, the menu, its button, the language links)
      // fits without scrolling, and the other languages' links are on the screen. (The brand's
      // name may wrap beside the menu at 1024 px: it takes the room the menu leaves.)
      for (const width of [1024, 1280, 1536]) {
        await page.setViewportSize({ width, height: 700 });
        const where = `${path} at ${width} px`;
        const bar = banner.locator("> div");
        const { scroll, client } = await bar.evaluate((element) => ({
          scroll: element.scrollWidth,
          client: element.clientWidth,
        }));
        expect(scroll, where).toBeLessThanOrEqual(client);
        for (const other of locales.filter((other) => other !== locale))
          await expect(
            banner.getByRole("link", { name: localeInfo[other].name, exact: true }),
            where,
          ).toBeInViewport();
      }

      // WCAG 1.4.12's spacing, as a reader's own style sheet sets it: the other languages' names
      // and the menu's links may wrap; nothing of the header leaves the screen.
      await page.addStyleTag({ content: wcagTextSpacing });
      for (const width of [320, 390, 1024, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        const where = `${path} at ${width} px, wider spacing`;
        const phone = width < 1024;
        const controls = phone
          ? [menuButton]
          : await banner.getByRole("navigation").first().getByRole("link").all();
        expect(controls.length, where).toBeGreaterThan(0);
        for (const control of [...(await languages.all()), ...controls]) {
          const box = await control.boundingBox();
          expect(box!.x, where).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, where).toBeLessThanOrEqual(width);
        }
        if (phone) expect((await menuButton.boundingBox())!.width, where).toBe(44);
      }
    }
  });
});

test.describe("header readability", () => {
  // One tab loads the pages in turn (each a new document; they are only read), a step each.
  test("at the top of each page with a hero, the transparent header's links contrast 4.5:1 with the hero behind", async ({
    page,
  }) => {
    for (const path of [
      "/",
      "/services",
      "/about",
      "/projects",
      "/projects/project-3",
      "/blog",
      "/projects/solar-pumps-moa",
    ]) {
      await test.step(path, async () => {
        await gotoHydrated(page, path);
        const ratio = await page.evaluate(() => {
          const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
          const lum = ([r = 0, g = 0, b = 0]: number[]) => {
            const f = (v: number) =>
              (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
            return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
          };
          const link = document.querySelector<HTMLElement>('header nav a[href="/about"]');
          if (!link) return 0;
          const box = link.getBoundingClientRect();
          // The first opaque background under the header at the link's position.
          const behind = document
            .elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)
            .filter((el) => !el.closest("header"))
            .map((el) => getComputedStyle(el).backgroundColor)
            .find((bg) => parse(bg)[3] !== 0 && bg !== "transparent");
          const [l1, l2] = [
            lum(parse(getComputedStyle(link).color)),
            lum(parse(behind ?? "rgb(255,255,255)")),
          ];
          return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
        });
        expect(ratio, path).toBeGreaterThanOrEqual(4.5);
      });
    }
  });
});

test.describe("route change", () => {
  test("shows no splash on first load; once hydrated, the page's errors carry their stacks (the boot put the limit back), and the first Tab reaches the skip link, which moves to the main content", async ({
    page,
  }) => {
    // One load of /about, only read until the first Tab (nothing may move the focus before it).
    await page.goto("/about");
    await expect(page.getByTestId("route-splash")).toHaveCount(0);
    await expect(page.locator("h1")).toBeVisible();
    await waitForHydration(page);
    const error = await page.evaluate(() => ({
      limit: Error.stackTraceLimit,
      frames: (function named() {
        return new Error("x").stack ?? "";
      })().split("\n").length,
    }));
    expect(error.limit).toBe(10);
    expect(error.frames).toBeGreaterThan(1);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("shows the gold splash for 1.5 s, scrolls to the top and fades the page in", async ({
    page,
  }) => {
    await pauseClock(page);
    await gotoHydratedOnPausedClock(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    const splash = page.getByTestId("route-splash");
    await expect(splash).toBeVisible();
    await expect(splash).toHaveCSS("background-color", "rgb(242, 169, 0)");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The page's clock only moves when the test moves it: the splash lasts exactly 1.5 s.
    await page.clock.runFor(1_499);
    await expect(splash).toBeVisible();
    await page.clock.runFor(1);
    await expect(splash).toBeHidden();
    await expect(page.locator("main")).toHaveCSS("animation-name", "fade-in");
    await expect(page.locator("main")).toHaveCSS("animation-duration", "0.5s");
    // Focus is on the new page, not on the footer link followed: the next Tab starts there.
    await expect(page.locator("main")).toBeFocused();
  });

  test("with reduced motion the splash does not pulse and the page does not fade", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await gotoWithClock(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click();
    const splash = page.getByTestId("route-splash");
    await expect(splash).toBeVisible();
    await expect(splash.locator("svg")).toHaveCSS("animation-name", "none");
    await page.clock.fastForward(splashMs);
    await expect(splash).toBeHidden();
    await expect(page.locator("main")).toHaveCSS("animation-name", "none");
    await expect(page.locator("main")).toBeFocused();
    await context.close();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("hides the wide-screen links; the menu opens, closes with its button, with a link and with Escape, returning focus", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(panel.getByText("Tsehay Agro-Engineering PLC")).toBeVisible();
    for (const [label] of navTargets) {
      await expect(panel.getByRole("link", { name: label, exact: true })).toBeVisible();
    }

    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await panel.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL("/projects");
  });

  test("holds focus while open: Tab from its last link stays in the menu, and Escape returns to the menu button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    const button = page.getByRole("button", { name: "Open menu" });
    const panel = page.getByRole("dialog", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    // The focused element, named, and whether the menu holds it (the page when it is nowhere:
    // the browser's own controls, after the last link).
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return "nowhere in the page";
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim();
        return `${name} (${element.closest("#mobile-menu") ? "in the menu" : "behind it"})`;
      });
    const last = panel.getByRole("link", { name: "Afaan Oromoo" });
    await last.focus();
    await page.keyboard.press("Tab");
    // Past the last link focus leaves the page for the browser's controls, never the page
    // behind the panel; the next Tab comes back to the menu's first link.
    expect(await focused()).toBe("nowhere in the page");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Tsehay Solar (in the menu)");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toBe("Afaan Oromoo (in the menu)");
    // Tab through the whole menu: every stop is in it.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      expect(await focused()).not.toContain("behind it");
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("in a browser without invoker commands the inline fallback opens and closes it, and the page hydrates", async ({
    page,
  }) => {
    // Chromium before 135 (the phones' WebViews that stay there): the inline fallback opens the
    // modal menu; the browser then holds focus in it and closes it on Escape.
    await withoutInvokerCommands(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoHydrated(page, "/");
    expect(await page.evaluate(() => "command" in document.createElement("button"))).toBe(false);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Solar-powered water for Ethiopia's farms",
    );
    const button = page.getByRole("button", { name: "Open menu" });
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeHidden();
    await button.click();
    await expect(panel).toBeVisible();
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await panel.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page).toHaveURL("/projects");
    await expect(panel).toBeHidden();
    expect(errors).toEqual([]);
    expect(
      await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations),
    ).toEqual([]);
  });
});

test.describe("404", () => {
  test("answers an unknown path with status 404, the texts and a console line", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
    await expect.poll(() => messages.some((m) => m.includes("/no-such-page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    // An address of more parts is the route tree's `*`, not its index: its own 404 page comes
    // alive there (the console line is its script's), with no error page under it.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    expect((await page.goto("/no-such/page/deeper"))?.status()).toBe(404);
    await expect.poll(() => messages.some((m) => m.includes("/no-such/page/deeper"))).toBe(true);
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    // A page's address under a prefix that is no language's is the page's route in the browser:
    // the server renders the 404 page on it, which comes alive there too.
    expect((await page.goto("/en/contact"))?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    expect(errors).toEqual([]);
  });
});
