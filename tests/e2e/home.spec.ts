import { expect, test, type Locator, type Page } from "./tab";
import { homeHero } from "../../app/content/home";
import { site } from "../../app/content/site";
import { videoEmbedUrl } from "../../app/lib/youtube-video";
import {
  gotoHydrated,
  gotoHydratedOnPausedClock,
  pauseClock,
  waitForSplash,
  gotoWithClock,
  waitForHydration,
} from "./support";
import { chromeText } from "../../app/content/catalogues";
import { accessibilityFindings } from "./accessibility";

const slide1 = homeHero.slides[0]!;
const slide2 = homeHero.slides[1]!;

test("the sections come in the spec's order with their anchors; six services, each linking to its part of /services; the about figures and the acknowledgments with their ratings; the footer links to the main pages, social networks in new tabs, and has no dead legal links; the header is transparent up to 100 px of scroll and solid beyond", async ({
  page,
}) => {
  // One load of / at 1280 px, read from top to bottom; the header's scroll comes last.
  await page.goto("/");
  const ids = await page
    .locator("main > section[id]")
    .evaluateAll((nodes) => nodes.map((n) => n.id));
  expect(ids).toEqual([
    "home",
    "clients",
    "services",
    "projects",
    "about",
    "testimonials",
    "contact",
  ]);
  await expect(page.locator("h1")).toHaveText(homeHero.title);

  // The service cards' links (the section also invites to the sizing tool, below the cards).
  const links = page.locator("#services ul").getByRole("link");
  await expect(links).toHaveCount(6);
  // Each to its own service's part of the page, not the top of it.
  expect(await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href")))).toEqual(
    [
      "borehole-drilling",
      "solar-pump-installation",
      "irrigation-systems",
      "solar-grain-milling",
      "training",
      "maintenance",
    ].map((id) => `/services#${id}`),
  );

  const about = page.locator("#about");
  // The company's headline figures, as About shows them, and its cost claim.
  for (const text of ["200+", "12", "98%", "Up to 70%"])
    await expect(about.getByText(text, { exact: true })).toBeVisible();
  const thanks = page.locator("#testimonials");
  await expect(thanks.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(4);
  await expect(thanks.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  await expect(thanks.getByText("Farm size")).toHaveCount(4);

  const footer = page.getByRole("contentinfo");
  const quick = footer.getByRole("navigation", { name: "Footer" });
  for (const [label, path] of [
    ["Home", "/"],
    ["Services", "/services"],
    ["About Us", "/about"],
    ["Contact", "/contact"],
    ["Projects", "/projects"],
  ] as const) {
    await expect(quick.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      path,
    );
  }
  for (const network of ["Facebook", "Telegram", "LinkedIn", "YouTube"]) {
    const link = footer.getByRole("link", { name: new RegExp(network) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expect(footer.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
    "href",
    "/privacy#cookies",
  );
  await expect(footer.getByText(/Terms of Service: being prepared/)).toBeVisible();
  await expect(footer.locator('a[href="#"]')).toHaveCount(0);

  // The header follows the scroll once the page has hydrated.
  await waitForHydration(page);
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-solid", "false");
  await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(header).toHaveAttribute("data-solid", "false");
  await page.evaluate(() => window.scrollTo(0, 101));
  await expect(header).toHaveAttribute("data-solid", "true");
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(header).not.toHaveCSS("box-shadow", "none");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-solid", "false");
});

test.describe("hero", () => {
  test("arrows and dots switch the slides, with wraparound", async ({ page }) => {
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    const title1 = carousel.getByText(slide1.title);
    const title2 = carousel.getByText(slide2.title);
    await expect(title1).toBeInViewport();
    await expect(title2).not.toBeInViewport();

    await carousel.getByRole("link", { name: "Next slide" }).click();
    await expect(title2).toBeInViewport();
    await expect(title1).not.toBeInViewport();
    await expect(carousel.getByRole("link", { name: "Slide 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await carousel.getByRole("link", { name: "Next slide" }).click();
    await expect(title1).toBeInViewport();
    await expect(title2).not.toBeInViewport();

    await carousel.getByRole("link", { name: "Previous slide" }).click();
    await expect(title2).toBeInViewport();

    await carousel.getByRole("link", { name: "Slide 1" }).click();
    await expect(title1).toBeInViewport();
    await expect(carousel.getByRole("link", { name: "Slide 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page).toHaveURL("/");
  });

  test("the counters count up from 0 to 200+, 70% and 150% (the published figures) in 40 ticks of 50 ms", async ({
    page,
  }) => {
    await pauseClock(page);
    await gotoHydratedOnPausedClock(page, "/");
    const values = page.getByTestId("counter-value");
    await expect(values).toHaveText(["0+", "0%", "0%"]);
    // Counting starts once the figures are seen, which the browser reports when it draws (an
    // IntersectionObserver, not on the page's clock): on a busy machine that can come after the
    // clock has moved on. So the clock goes a tick at a time until the first tick shows; at most
    // one tick fits in each 50 ms, so exactly one has run when it does.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return values.first().textContent();
      })
      .not.toBe("0+");
    await expect(values).toHaveText(["5+", "2%", "4%"]);
    await page.clock.runFor(950);
    await expect(values).toHaveText(["100+", "35%", "75%"]);
    await page.clock.runFor(950);
    await expect(values).not.toHaveText(["200+", "70%", "150%"]);
    await page.clock.runFor(50);
    await expect(values).toHaveText(["200+", "70%", "150%"]);
    await expect(page.getByText("Farmers Served", { exact: true })).toBeVisible();
  });

  test("on a page whose scripts start late (3 s after it began to load), the counters keep the final figures it showed, never dropping to 0", async ({
    page,
  }) => {
    // The site's scripts are held back while the page's clock runs 3 s: a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await pauseClock(page);
    await page.goto("/", { waitUntil: "commit" });
    const values = page.getByTestId("counter-value");
    await expect(values).toHaveText(["200+", "70%", "150%"]);
    await page.clock.runFor(3000);
    release();
    // The boot waits for an idle period, which the paused clock grants as it moves on.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return page.evaluate(() => document.documentElement.dataset.hydrated);
      })
      .toBe("true");
    await page.clock.runFor(500);
    await expect(values).toHaveText(["200+", "70%", "150%"]);
  });

  test("the background rotates every 8 s and the pause button stops it", async ({ page }) => {
    await pauseClock(page);
    await gotoHydratedOnPausedClock(page, "/");
    const backdrop = page.locator("#home img");
    await expect(backdrop).toHaveCount(1);
    await page.clock.runFor(8000);
    await expect(backdrop).toHaveCount(2);
    await expect(backdrop.nth(1)).toHaveClass(/opacity-100/);
    // At the hero's foot, where the keyboard reaches it: after the hero's own links and buttons.
    await page.locator("#home").getByRole("button", { name: "Watch video" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pause background" })).toBeFocused();
    await page.getByRole("button", { name: "Pause background" }).click();
    // The control now offers to play again, and nothing moves however long the clock runs.
    await expect(page.getByRole("button", { name: "Play background" })).toBeVisible();
    await page.clock.runFor(16_000);
    await expect(backdrop).toHaveCount(2);
    await expect(backdrop.nth(1)).toHaveClass(/opacity-100/);
  });

  test("'Watch video' loads the external player only when asked, in a dialog with no accessibility violations that Escape closes", async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    // The player is another site's page: answered locally, so the test stays offline.
    await page.route(/youtube/, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ body: "<title>video</title>", contentType: "text/html" });
    });
    // The player's frame is made without a console warning (no `allow` beside `allowfullscreen`).
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
    });
    await gotoHydrated(page, "/");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    const trigger = page.getByRole("button", { name: "Watch video" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: chromeText.en.company.demoVideoTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", videoEmbedUrl(site.demoVideo.id));
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
    // Both engines (accessibility.ts) on the open dialog; the player's frame, another site's
    // page, is left out.
    expect(await accessibilityFindings(page, { exclude: "iframe" })).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});

test.describe("partners", () => {
  const logo = (page: Page, index: number): Locator =>
    page.getByRole("list", { name: "Partners" }).getByRole("img").nth(index);

  test("autoplay advances every 3 s and stops for good on interaction", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.locator("#clients").scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    // 5 per view at 1280 px.
    await expect(logo(page, 4)).toBeInViewport({ ratio: 0.9 });
    await expect(logo(page, 5)).not.toBeInViewport();
    await page.clock.runFor(3_000);
    await expect(logo(page, 5)).toBeInViewport({ ratio: 0.9 });
    await expect(logo(page, 0)).not.toBeInViewport();

    await page.getByRole("link", { name: "Next partners" }).click();
    await expect(logo(page, 6)).toBeInViewport({ ratio: 0.9 });
    // Stopped for good: the control says so, and no further scroll is asked for however long
    // the clock runs (the track's scrolls are counted from here on).
    await expect(page.getByRole("button", { name: "Play logos" })).toBeVisible();
    const track = page.getByRole("list", { name: "Partners" });
    await track.evaluate((node) => {
      const scrollTo = node.scrollTo.bind(node);
      node.dataset.scrolls = "0";
      node.scrollTo = ((...args: Parameters<typeof scrollTo>) => {
        node.dataset.scrolls = String(Number(node.dataset.scrolls) + 1);
        scrollTo(...args);
      }) as typeof node.scrollTo;
    });
    await page.mouse.move(5, 5);
    await page.clock.runFor(9_000);
    await expect(track).toHaveAttribute("data-scrolls", "0");
    await expect(logo(page, 6)).toBeInViewport({ ratio: 0.9 });
  });

  test("the buttons loop past the last logo and the keys scroll the track", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator("#clients").scrollIntoViewIfNeeded();
    const next = page.getByRole("link", { name: "Next partners" });
    for (const index of [5, 6, 7, 8]) {
      await next.click();
      await expect(logo(page, index)).toBeInViewport({ ratio: 0.9 });
    }
    await next.click();
    await expect(logo(page, 0)).toBeInViewport({ ratio: 0.9 });
    await page.getByRole("link", { name: "Previous partners" }).click();
    await expect(logo(page, 8)).toBeInViewport({ ratio: 0.9 });

    const track = page.getByRole("list", { name: "Partners" });
    await track.evaluate((node) => node.scrollTo({ left: 0, behavior: "instant" }));
    await track.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => track.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  });

  test("2 logos per view on a phone, 3 on a tablet; on the phone the coverage map scales down and keeps its 400 x 320 surface", async ({
    page,
  }) => {
    for (const [width, perView] of [
      [390, 2],
      [800, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await page.locator("#clients").scrollIntoViewIfNeeded();
      await expect(logo(page, perView - 1)).toBeInViewport({ ratio: 0.9 });
      await expect(logo(page, perView)).not.toBeInViewport({ ratio: 0.5 });
      // The coverage map is read on the phone's load too (its other tests: "coverage map").
      if (width === 390) {
        const svg = page.getByRole("group", { name: /coverage sites/ });
        await expect(svg).toHaveAttribute("viewBox", "0 0 400 320");
        const box = (await svg.boundingBox())!;
        expect(box.width).toBeLessThan(400);
        expect(box.width / box.height).toBeCloseTo(400 / 320, 1);
        for (const region of ["Dire Dawa & Harari", "Shoa Robit", "Sidama", "SNNP", "Amhara"])
          await expect(page.getByRole("link", { name: region, exact: true })).toHaveCount(1);
      }
    }
  });
});

test.describe("services and projects preview", () => {
  test("the first three projects link to their pages; the button to all projects", async ({
    page,
  }) => {
    await gotoWithClock(page, "/");
    const cards = page.locator("#projects article");
    await expect(cards).toHaveCount(3);
    for (const [index, card] of (await cards.all()).entries())
      await expect(card.getByRole("link")).toHaveAttribute(
        "href",
        `/projects/project-${index + 1}`,
      );

    const link = cards.first().getByRole("link");
    await link.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left, "the cards are below the first screen").toBeGreaterThan(300);
    await link.click();
    await waitForSplash(page);
    await expect(page).toHaveURL("/projects/project-1");
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), "a new page opens at its top").toBe(0);

    // Back returns to the card, as it does without scripts, not to the top of the page.
    await page.goBack();
    await waitForSplash(page);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    await page.getByRole("link", { name: "View All Projects" }).click();
    await waitForSplash(page);
    await expect(page).toHaveURL("/projects");
  });
});

test.describe("coverage map", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The page position of a site's dot, and CSS px per map px of the drawn (scaled) map. */
  async function dotOf(page: Page, region: string) {
    const marker = page.getByRole("link", { name: region, exact: true });
    await marker.scrollIntoViewIfNeeded();
    const svg = page.getByRole("group", { name: /coverage sites/ });
    const box = (await svg.boundingBox())!;
    const scale = box.width / 400;
    const dot = marker.locator("circle").nth(2);
    const cx = Number(await dot.getAttribute("cx"));
    const cy = Number(await dot.getAttribute("cy"));
    return { x: box.x + cx * scale, y: box.y + cy * scale, scale };
  }

  test("a click within 15 px of a dot opens its project", async ({ page }) => {
    await gotoWithClock(page, "/");
    const { x, y, scale } = await dotOf(page, "Dire Dawa & Harari");
    await page.mouse.click(x + 13 * scale, y + 5 * scale);
    await waitForSplash(page);
    await expect(page).toHaveURL("/projects/project-1");
  });

  test("a click 20 px from a dot does nothing", async ({ page }) => {
    await gotoHydrated(page, "/");
    const { x, y, scale } = await dotOf(page, "Dire Dawa & Harari");
    await page.mouse.click(x - 20 * scale, y);
    // A navigation would start in the click's task; two frames later it would be on screen.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("route-splash")).toHaveCount(0);
  });

  test("each site is a keyboard link that shows its name on focus", async ({ page }) => {
    await gotoWithClock(page, "/");
    await page.getByRole("link", { name: "View All Projects" }).focus();
    await page.keyboard.press("Tab");
    const marker = page.getByRole("link", { name: "Dire Dawa & Harari", exact: true });
    await expect(marker).toBeFocused();
    await expect(marker.locator("g[aria-hidden]")).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await waitForSplash(page);
    await expect(page).toHaveURL("/projects/project-1");
  });
});

test.describe("contact", () => {
  test("sending shows a short sending state, then the confirmation with its reference number", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const form = page.locator("form[data-ready]").filter({ has: page.getByLabel("Message") });
    await expect(form).toHaveAccessibleName("Send us a message");
    const fields = {
      "First name": "Almaz",
      "Last name": "Tesfaye",
      Phone: "0911 23 45 67",
      "Email address": "almaz@example.com",
      "Farm size in hectares": "1.5",
      Message: "I need a pump for 6 timad of onions.",
    };
    for (const [label, value] of Object.entries(fields)) {
      await form.getByLabel(label).fill(value);
    }
    await form.getByRole("button", { name: "Send message", exact: true }).click();
    const confirmation = page
      .locator("#contact")
      .getByRole("status")
      .filter({ hasText: "Thank you for your message!" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(/TS-\d{4}-\d{4}/);
    await expect(confirmation).toContainText("within 24 hours");
    await expect(confirmation).toContainText("I need a pump for 6 timad of onions.");
  });

  test("a way back is needed, and a mistyped e-mail is caught without losing the text", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const form = page.locator("form[data-ready]").filter({ has: page.getByLabel("Message") });
    await form.getByLabel("Message").fill("Call me please");
    await form.getByRole("button", { name: "Send message", exact: true }).click();
    await expect(form.getByRole("alert")).toContainText("Enter a phone number or an email address");
    await form.getByLabel("Email address").fill("not-an-email");
    await form.getByRole("button", { name: "Send message", exact: true }).click();
    await expect(form.getByRole("alert")).toContainText("correct format");
    await expect(form.getByLabel("Message")).toHaveValue("Call me please");
    await expect(form.getByRole("link", { name: "How we handle your data" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  test("'Schedule Site Visit' opens the visit request; 'Partner With Us' goes to /contact", async ({
    page,
  }) => {
    await gotoWithClock(page, "/");
    const contact = page.locator("#contact");
    await expect(contact.getByText("Monday – Saturday")).toBeVisible();
    // A range of times is joined (no-break spaces, a word joiner after the dash): it never breaks.
    await expect(contact.getByText(/^9:00\s–\u2060\s18:00$/)).toBeVisible();
    // The spec's business hours, Sunday's too (decisions.md: "business hours (from the spec)").
    await expect(contact.getByRole("definition").last()).toHaveText(/^10:00\s–\u2060\s16:00$/);
    await expect(contact.getByRole("link", { name: "Schedule Site Visit" })).toHaveAttribute(
      "href",
      "/site-visit",
    );
    await contact.getByRole("link", { name: "Partner With Us" }).click();
    await waitForSplash(page);
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the counters show their final values and the video is a link; the slides' arrows, which could only point at one slide, give way to the dots; the partner logos scroll from the keyboard, with no arrow that could step only once", async ({
    page,
  }) => {
    // One load of / at 1280 px; the slide's dot, which moves to the slide, is followed last.
    await page.goto("/");
    await expect(page.getByTestId("counter-value")).toHaveText(["200+", "70%", "150%"]);
    await expect(page.getByRole("link", { name: "Watch video" })).toHaveAttribute(
      "href",
      videoEmbedUrl(site.demoVideo.id),
    );
    await expect(page.getByText(slide2.title)).toBeAttached();
    await expect(page.locator("iframe")).toHaveCount(0);

    const carousel = page.getByRole("region", { name: "Highlights" });
    await expect(carousel.getByRole("link", { name: "Next slide" })).toBeHidden();
    await expect(carousel.getByRole("link", { name: "Previous slide" })).toBeHidden();

    const track = page.getByRole("list", { name: "Partners" });
    const logo = (index: number) => track.getByRole("img").nth(index);
    // An arrow's link can only point at one logo before scripts run: with none, they are left out.
    await expect(page.getByRole("link", { name: "Next partners" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Previous partners" })).toBeHidden();
    // Five logos per view at 1280 px; the focusable track scrolls on from the keyboard.
    await track.scrollIntoViewIfNeeded();
    await expect(logo(4)).toBeInViewport({ ratio: 0.9 });
    await expect(logo(5)).not.toBeInViewport();
    await track.focus();
    await page.keyboard.press("ArrowRight");
    await expect(logo(5)).toBeInViewport({ ratio: 0.9 });
    await expect(logo(0)).not.toBeInViewport();

    await carousel.getByRole("link", { name: "Slide 2" }).click();
    await expect(page).toHaveURL(/#hero-slide-2$/);
  });
});
