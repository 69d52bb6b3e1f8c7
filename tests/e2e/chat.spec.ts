import { expect, test, type Locator, type Page } from "./tab";
import { pricingSeed } from "../../app/content/pricing";
import { frameFigures } from "../../app/content/chrome";
import { contactSeed, site } from "../../app/content/site";
import { figuresSeed, headlineFigures } from "../../app/content/company";
import { fill } from "../../app/i18n/translation";
import { accessibilityFindings } from "./accessibility";
import { gotoHydrated } from "./support";
import { chromeText } from "../../app/content/catalogues";

/** A chat text of a language, filled as the page fills it. */
const said = (locale: "en" | "am", template: string) =>
  fill(template, {
    ...frameFigures(locale, pricingSeed.usdToBirr.rate),
    ...headlineFigures(figuresSeed),
    brand: site.brand,
    phone: contactSeed.phone,
    email: contactSeed.email,
    office: chromeText[locale].company.headOffice,
  });
const topics = ["hello", "services", "price", "contact", "about", "warranty", "training"];
const reply = (keyword: string, locale: "en" | "am" = "en") =>
  said(locale, chromeText[locale].chat.replies[topics.indexOf(keyword)]!.reply);
const chatFallback = said("en", chromeText.en.chat.fallback);

async function openChat(page: Page, path = "/") {
  await gotoHydrated(page, path);
  // On a phone the button comes with the first scroll (below).
  await page.mouse.wheel(0, 400);
  await page.getByRole("button", { name: "Chat with us" }).click();
  const panel = page.getByRole("dialog", { name: /assistant/ });
  await expect(panel).toBeVisible();
  await stopClock(page);
  return {
    panel,
    log: panel.getByRole("log"),
    input: panel.getByRole("textbox", { name: "Your message" }),
  };
}

/**
 * From here on the page's clock only moves when the test moves it: a reply's 1.5 s delay is run
 * through at once (its exact length has a test of its own below), not waited for.
 */
async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** The typing indicator shows for the message just sent; then its 1.5 s pass. */
async function typingDone(panel: Locator) {
  await expect(panel.getByTestId("chat-typing")).toBeVisible();
  await panel.page().clock.runFor(1_500);
}

test("empty and whitespace-only messages are ignored; a message gets the typing indicator for 1.5 s, then the scripted reply, filled with the company's prices and contacts", async ({
  page,
}) => {
  const { panel, log, input } = await openChat(page);
  await expect(input).toBeFocused();
  await expect(log.locator("time")).toHaveCount(1); // the greeting

  // Empty and whitespace-only messages first: by the time the real message's reply shows,
  // anything they had started would show too. Only the greeting, that message and its reply are
  // then in the log (the three times below).
  await input.press("Enter");
  await input.fill("   \t  ");
  await input.press("Enter");
  await panel.getByRole("button", { name: "Send" }).click();

  await input.fill("Hello there");
  await input.press("Enter");
  await expect(log.getByText("Hello there")).toBeVisible();
  await expect(input).toHaveValue("");
  await expect(panel.getByTestId("chat-typing")).toBeVisible();

  // The reply comes exactly 1.5 s later.
  await page.clock.runFor(1_499);
  await expect(panel.getByTestId("chat-typing")).toBeVisible();
  await expect(log.getByText(reply("hello"))).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(log.getByText(reply("hello"))).toBeVisible();
  await expect(panel.getByTestId("chat-typing")).toHaveCount(0);

  // Each message carries its local time.
  await expect(log.locator("time")).toHaveCount(3);
  await expect(log.locator("time").last()).toHaveText(/^\d{1,2}:\d{2}/);
  await expect(log.locator("time").last()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

  // The replies are templates the page fills: the price in birr beside its dollars (which topic
  // wins is reply-to.test.ts's), the company's phone and e-mail.
  await input.fill("What about the WARRANTY and the price?");
  await panel.getByRole("button", { name: "Send" }).click();
  await typingDone(panel);
  await expect(log.getByText(reply("price"))).toBeVisible();
  await expect(log.getByText(reply("price"))).toContainText(
    /packages start at an indicative [\d,]+\sbirr \(\$3,500\)/,
  );

  await input.fill("training for my cooperative, and your contact");
  await input.press("Enter");
  await typingDone(panel);
  await expect(log.getByText(reply("contact"))).toBeVisible();
});

test("markup typed by the visitor shows as text", async ({ page }) => {
  let alerted = false;
  page.on("dialog", (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  const { panel, log, input } = await openChat(page);
  const markup = '<img src=x onerror="alert(1)"><b>bold</b>';
  await input.fill(markup);
  await input.press("Enter");
  await expect(log.getByText(markup)).toBeVisible();
  await expect(log.locator("img, b")).toHaveCount(0);
  await typingDone(panel);
  await expect(log.getByText(chatFallback)).toBeVisible();
  expect(alerted).toBe(false);
});

/** The texts and controls of the page under the chat button (its own widget apart). */
function underTheButton(button: Locator): Promise<string[]> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const widget = element.parentElement!;
    const under = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.left < box.right &&
      rect.right > box.left &&
      rect.top < box.bottom &&
      rect.bottom > box.top;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      if (widget.contains(node) || text === "") continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(under)) found.push(text);
    }
    for (const control of document.querySelectorAll("a, button, input, select, textarea")) {
      if (!widget.contains(control) && under(control.getBoundingClientRect())) {
        found.push(control.outerHTML.slice(0, 80));
      }
    }
    return found;
  });
}

test.describe("on a 320 px screen", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("5,000 characters wrap inside the panel; nothing overflows", async ({ page }) => {
    const { panel, log, input } = await openChat(page, "/contact");
    const long = "x".repeat(2500) + " " + "https://example.org/" + "a".repeat(2479);
    expect(long).toHaveLength(5000);
    await input.fill(long);
    await input.press("Enter");
    const bubble = log.locator("p", { hasText: "xxxx" });
    await expect(bubble).toBeVisible();

    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(320);
    const bubbleBox = (await bubble.boundingBox())!;
    expect(bubbleBox.x + bubbleBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await typingDone(panel);
    await expect(log.getByText(chatFallback)).toBeVisible();
  });
});

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page's first screen shows the hero's figures whole: the button comes once the visitor scrolls", async ({
    page,
  }) => {
    await gotoHydrated(page, "/om");
    const button = page.getByRole("button", { name: "Nu haasofsiisaa" });
    const figures = page.locator("#home dl");
    await expect(figures).toBeInViewport();
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Open, it stays with its panel wherever the page is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(button).toBeVisible();
  });

  test("every other page's first screen shows its hero's lead whole, and a wide screen shows the button from the start", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, "/om/services");
    const button = page.getByRole("button", { name: "Nu haasofsiisaa" });
    // The hero's lead, the paragraph under its title.
    const lead = page.getByTestId("services-hero").locator("h1 + p");
    await expect(lead).toBeInViewport({ ratio: 1 });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect(button).toBeVisible();
    // Scrolled to the end, the button covers none of the page's last lines and links (the
    // footer's): nothing stays under it for good.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const atTheEnd = () =>
      page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
    await expect.poll(atTheEnd).toBe(true);
    expect(await underTheButton(button)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
  });
});

test("on a wide screen about as tall as the home page's hero, the button covers none of its text or controls", async ({
  page,
}) => {
  // At 1280 × 900 the hero ends just below the screen, and its "Pause background" button sat
  // under the chat button, at the screen's bottom right.
  for (const [width, height] of [
    [1280, 900],
    [1440, 900],
    [1280, 960],
  ] as const) {
    await page.setViewportSize({ width, height });
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Chat with us" });
    await expect(button).toBeVisible();
    await expect(page.getByRole("button", { name: "Pause background" })).toBeInViewport();
    expect(await underTheButton(button), `${width} × ${height}`).toEqual([]);
  }
});

test("Escape closes the panel and focus returns to the button; the transcript stays", async ({
  page,
}) => {
  const { panel, log, input } = await openChat(page);
  const button = page.getByRole("button", { name: "Chat with us" });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await input.fill("services");
  await input.press("Enter");
  await typingDone(panel);
  await expect(log.getByText(reply("services"))).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await expect(log.getByText(reply("services"))).toBeVisible();
  await panel.getByRole("button", { name: "Close chat" }).click();
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test("beside the contact form, the call-back form's fields are its own: unique ids, each named, its error links in the panel", async ({
  page,
}) => {
  const { panel } = await openChat(page, "/contact");
  await panel.getByRole("button", { name: "Call me back" }).click();
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll("[id]")].map((element) => element.id),
  );
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  const callback = panel.getByRole("form");
  // Each of its fields is named by its own label (a shared id left two of them unnamed).
  for (const control of await callback.locator("input:not([type=hidden]), textarea").all()) {
    if ((await control.getAttribute("tabindex")) === "-1") continue;
    expect(await control.evaluate((element) => (element as HTMLInputElement).labels?.length)).toBe(
      1,
    );
  }
  await callback.getByRole("button", { name: "Call me back" }).click();
  const link = panel.getByRole("alert").getByRole("link").first();
  await link.click();
  // The summary's link goes to the panel's own field, not the page's form behind the panel.
  await expect(panel.locator(":focus")).toHaveCount(1);
});

test.describe("on a 390 × 844 phone, with the panel open", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("with a conversation, the panel has no accessibility violations; Escape from a page field the panel covers closes it and leaves focus there, in view", async ({
    page,
  }) => {
    const { panel, log, input } = await openChat(page, "/contact");
    await input.fill("Is there a warranty?");
    await input.press("Enter");
    await typingDone(panel);
    // The scripted reply has replaced the typing indicator.
    await expect(log.getByText(reply("warranty"))).toBeVisible();
    await expect(panel.getByTestId("chat-typing")).toHaveCount(0);
    // Time flows again for the engines, which schedule work of their own; then both engines
    // (accessibility.ts) read the open panel as a phone shows it.
    await page.clock.resume();
    expect(await accessibilityFindings(page, { exclude: "iframe" })).toEqual([]);

    // Tab goes on from the panel into the page, whose fields it covers on a phone.
    const field = page.getByRole("textbox", { name: /First name/ });
    await field.focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
  });
});

test("on an Amharic page the assistant answers Amharic and English keywords in Amharic", async ({
  page,
}) => {
  await gotoHydrated(page, "/am");
  await page.getByRole("button", { name: "ያነጋግሩን" }).click();
  const panel = page.getByRole("dialog", { name: "የውይይት ረዳት" });
  const input = panel.getByRole("textbox", { name: "መልእክትዎ" });
  const log = panel.getByRole("log");
  await expect(panel).toBeVisible();
  await stopClock(page);
  await input.fill("ዋጋው ስንት ነው?");
  await input.press("Enter");
  await typingDone(panel);
  await expect(log.getByText(reply("price", "am"))).toBeVisible();
  await expect(log.getByText(reply("price", "am"))).toContainText("ከ525,000 ብር ($3,500) ይጀምራሉ");
  await input.fill("Is there a warranty?");
  await input.press("Enter");
  await typingDone(panel);
  await expect(log.getByText(reply("warranty", "am"))).toBeVisible();
  await input.fill("ትራክተር ትሸጣላችሁ?");
  await input.press("Enter");
  await typingDone(panel);
  await expect(log.getByText(said("am", chromeText.am.chat.fallback))).toBeVisible();
});
