import { expect, test, type Page } from "./tab";
import Database from "better-sqlite3";
import { enquiryText, notFoundText } from "../../app/content/catalogues";
import { localizedForm } from "../../app/content/enquiry-text";
import { locales } from "../../app/i18n/locales";
import { checkEnquiry } from "../../app/lib/enquiry-schema";
import {
  ENTRY_SCRIPT,
  gotoHydrated,
  gotoWithClock,
  holdScript,
  waitForHydration,
  waitForSplash,
} from "./support";

async function fillRequired(page: Page) {
  await page.getByLabel("First name").fill("Abebe");
  await page.getByLabel("Last name").fill("Kebede");
  await page.getByLabel("Email address").fill("abebe@example.com");
  await page.getByLabel("Subject").fill("Solar pump for 2 ha");
  await page.getByLabel("Message", { exact: true }).fill("We need water for onions.");
}

test("offices link their phones and e-mails; FAQ answers open and close; the hero calls and e-mails, and live chat opens the assistant", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact");
  const offices = page.getByRole("region", { name: "Visit one of our three offices" });
  await expect(offices.getByRole("heading", { level: 3 })).toHaveText([
    "Addis Ababa",
    "Bahir Dar",
    "Hawassa",
  ]);
  await expect(offices.getByRole("link", { name: "+251 58 555 0120" })).toHaveAttribute(
    "href",
    "tel:+251585550120",
  );
  await expect(offices.getByRole("link", { name: "hawassa@tsehaysolar.example" })).toHaveAttribute(
    "href",
    "mailto:hawassa@tsehaysolar.example",
  );

  // The answer is closed again before the hero's part.
  const answer = page.getByText(/Pumps and solar panels carry a 5-year warranty/);
  await expect(answer).toBeHidden();
  const question = page.getByText("What warranty do you give?");
  await question.click();
  await expect(answer).toBeVisible();
  await question.press("Enter");
  await expect(answer).toBeHidden();

  await expect(page.getByRole("link", { name: "Call now" })).toHaveAttribute(
    "href",
    "tel:+251115550100",
  );
  await expect(page.getByRole("link", { name: "Send email" })).toHaveAttribute(
    "href",
    "mailto:info@tsehaysolar.example",
  );
  // A field visit is asked for on the visit request (region, preferred week), not the message form.
  await expect(page.getByRole("link", { name: "Ask for a visit" })).toHaveAttribute(
    "href",
    "/site-visit",
  );
  // Last, as the panel it opens stays open: the button sends the event other pages open the
  // assistant with (openChat()), and the chat opens its panel on it.
  await page.evaluate(() =>
    window.addEventListener("tsehay:open-chat", () =>
      document.body.setAttribute("data-chat", "open"),
    ),
  );
  await page.getByRole("button", { name: "Start a chat" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-chat", "open");
  await expect(page.getByRole("dialog", { name: /assistant/ })).toBeVisible();
});

test("no phone number and no range of hours breaks across lines, on a phone or in a desktop's cards, in any language", async ({
  page,
}) => {
  // Each page is loaded once and laid out at each width in turn (the lines are CSS's work: a
  // resized page breaks them as one opened at that width).
  for (const path of ["/contact", "/am/contact", "/om/contact", "/om"]) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // The lines each number ("+251 11 555 0100") and each range of times ("8:00 – 18:00") shown
      // sits on: one. Text in a part hidden at this width has no lines and is left out.
      const shown = await page.evaluate(() => {
        const found = { phones: [] as string[], hours: [] as string[] };
        const patterns = {
          phones: /\+251(?:\s?\d)+/g,
          hours: /\d{1,2}:\d\d[\s\u2060]*–[\s\u2060]*\d{1,2}:\d\d/g,
        };
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const [kind, pattern] of Object.entries(patterns)) {
            for (const match of (node.textContent ?? "").matchAll(pattern)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (tops.size > 0)
                found[kind as keyof typeof found].push(`${match[0]}: ${tops.size}`);
            }
          }
        }
        return found;
      });
      const where = `${path} at ${width} px`;
      expect(shown.phones.length, where).toBeGreaterThan(path.endsWith("contact") ? 3 : 0);
      for (const line of shown.phones) expect(line, where).toMatch(/: 1$/);
      // Amharic writes its hours in words (ከጠዋቱ 2:00 እስከ ምሽቱ 12:00), which may break.
      if (!path.startsWith("/am")) expect(shown.hours.length, where).toBeGreaterThan(0);
      for (const line of shown.hours) expect(line, where).toMatch(/: 1$/);
    }
  }
});

test("an empty submit shows a message next to each required field and focuses the summary", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("listitem")).toHaveText([
    "Enter your first name",
    "Enter your last name",
    "Enter your email address",
    "Enter a subject",
    "Enter your message",
  ]);
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(
    "We reply within 24 hours Enter your email address",
  );
  await expect(page.getByLabel("Phone (optional)")).not.toHaveAttribute("aria-invalid", "true");
  await summary.getByRole("link", { name: "Enter a subject" }).click();
  await expect(page.getByLabel("Subject")).toBeFocused();
});

test("bad input gets a clear message and nothing typed is lost", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await fillRequired(page);
  await page.getByLabel("Email address").fill("abebe@example");
  await page.getByLabel("Phone (optional)").fill("call me");
  const longText = "ሰላም ".repeat(1300); // 5,200 characters of Amharic
  await page.getByLabel("Message", { exact: true }).fill(longText);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert").getByRole("listitem")).toHaveText([
    "Enter an email address in the correct format, like name@example.com",
    "Enter a phone number like 0911 23 45 67 or +251 911 234 567",
    "Message must be 5,000 characters or fewer (you have 5,199)",
  ]);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(longText);
  await expect(page.getByLabel("First name")).toHaveValue("Abebe");
});

test("the form's messages, its own and the server's, follow a language switch", async ({
  page,
}) => {
  const typed = {
    firstName: "Caalaa",
    email: "caalaa@example",
    message: "Pampii bishaanii barbaanna.",
  };
  const summary = page.getByRole("alert");
  const field = (name: string) => page.locator(`form[data-enquiry="contact"] #field-${name}`);
  await gotoWithClock(page, "/om/contact");
  for (const [name, value] of Object.entries(typed)) await field(name).fill(value);
  await page.getByRole("button", { name: enquiryText.om.forms.contact.submitLabel }).click();
  const oromo = checkEnquiry(localizedForm("contact", "om"), typed);
  await expect(summary.getByRole("listitem")).toHaveText(oromo.map(([, message]) => message));

  await page.getByRole("banner").getByRole("link", { name: "አማርኛ" }).click();
  await expect(page).toHaveURL("/am/contact");
  await waitForSplash(page);
  const amharic = checkEnquiry(localizedForm("contact", "am"), typed);
  expect(amharic.map(([name]) => name)).toEqual(["lastName", "email", "subject"]);
  await expect(summary.getByRole("listitem")).toHaveText(amharic.map(([, message]) => message));
  for (const [name, message] of amharic) {
    const words = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(field(name)).toHaveAccessibleDescription(new RegExp(`${words}$`));
  }

  // A refusal the server words (software filled the field people never see).
  await field("lastName").fill("Tolaa");
  await field("email").fill("caalaa@example.com");
  await field("subject").fill("Pampii");
  await field("website").fill("https://spam.example");
  await page.getByRole("button", { name: enquiryText.am.forms.contact.submitLabel }).click();
  await expect(summary).toContainText(enquiryText.am.words.messages.refused);
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/contact");
  await waitForSplash(page);
  await expect(summary).toContainText(enquiryText.en.words.messages.refused);
});

test("a draft survives a reload, as the form says", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await expect(
    page.getByText(
      "Fields marked (optional) can be left empty. What you type is kept on this device",
    ),
  ).toBeVisible();
  await page.getByLabel("First name").fill("Abebe");
  await page.getByLabel("Message", { exact: true }).fill("Half-written question");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toHaveValue("Abebe");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Half-written question");
});

test("a draft is kept for 7 days after its last change, then discarded (a shared phone)", async ({
  page,
}) => {
  const start = new Date("2026-12-01T09:00:00").getTime();
  const day = 24 * 60 * 60 * 1000;
  await page.clock.install({ time: start });
  await gotoHydrated(page, "/contact");
  await page.getByLabel("First name").fill("Abebe");
  await page.getByLabel("Message", { exact: true }).fill("My private question");
  // Six days on, the visitor changes it: the 7 days count from here.
  await page.clock.setSystemTime(start + 6 * day);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toHaveValue("Abebe");
  await page.getByLabel("First name").fill("Abebech");
  await page.clock.setSystemTime(start + 12 * day);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toHaveValue("Abebech");
  // Seven days after the last change, the next person finds an empty form.
  await page.clock.setSystemTime(start + 13 * day + 60_000);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  expect(await page.evaluate(() => localStorage.getItem("draft:enquiry:contact"))).toBeNull();
});

test("Clear the form empties it and forgets the draft, by keyboard, without sending; it shows only when something is typed", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await gotoHydrated(page, "/contact");
  const clear = page.getByRole("button", { name: "Clear the form" });
  await expect(clear).toHaveCount(0);
  await fillRequired(page);
  await expect(clear).toBeVisible();
  await clear.focus();
  await page.keyboard.press("Enter");
  for (const label of ["First name", "Last name", "Email address", "Subject"])
    await expect(page.getByLabel(label)).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  // Focus goes to the first field, not back to the top of the page; the button goes.
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(clear).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("draft:enquiry:contact"))).toBeNull();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toHaveValue("");
  expect(posts).toEqual([]);
  // In every language.
  for (const locale of locales.filter((code) => code !== "en")) {
    const { forms, words } = enquiryText[locale];
    await gotoHydrated(page, `/${locale}/site-visit`);
    const form = page.locator('form[data-enquiry="visit"]');
    await form.getByLabel(forms.visit.fields.name!.label, { exact: true }).fill("Abebe");
    await form.getByRole("button", { name: words.confirmation.clear }).click();
    await expect(form.getByLabel(forms.visit.fields.name!.label, { exact: true })).toHaveValue("");
  }
});

test("what is typed before the page's script has run is kept once it runs", async ({ page }) => {
  // A slow phone shows the prerendered form seconds before its script arrives: the script is
  // held back here until the visitor has typed.
  const release = await holdScript(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.getByLabel("First name").fill("Abebe");
  await page.getByLabel("Message", { exact: true }).fill("Typed on a slow connection");
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toHaveValue("Abebe");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
    "Typed on a slow connection",
  );
  // In the draft too: a reload keeps it.
  await page.unroute(ENTRY_SCRIPT);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toHaveValue("Abebe");
});

test("a form typed before its script ran counts its filling from the page's arrival: sent at once, it is not taken for a robot's", async ({
  page,
}) => {
  const release = await holdScript(page);
  await page.clock.install();
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await fillRequired(page);
  // Typing on a phone takes its time; then the script arrives, and the visitor sends at once.
  await page.clock.runFor(8_000);
  release();
  await waitForHydration(page);
  const sent = page.waitForRequest("**/api/enquiries");
  await page.getByRole("button", { name: "Send message" }).click();
  const fillMs = Number(new URLSearchParams((await sent).postData() ?? "").get("fillMs"));
  // The server refuses a form filled in under 3 s (MIN_FILL_MS): this one took 8.
  expect(fillMs).toBeGreaterThanOrEqual(8_000);
});

test("a valid message is sent, confirmed with its reference and what was sent, and the draft is cleared", async ({
  page,
}) => {
  // On a phone, where the confirmation replaces a form several screens long.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/contact");
  await fillRequired(page);
  const markup = '<script>alert("x")</script><b>bold</b>';
  await page.getByLabel("Message", { exact: true }).fill(markup);
  await page.getByLabel("Phone (optional)").fill("+251 91 123 4567");
  await page.getByRole("button", { name: "Send message" }).click();

  const confirmation = page.getByRole("status").filter({ hasText: "Your message has reached us" });
  await expect(confirmation).toBeFocused();
  await expect(confirmation.getByRole("heading", { level: 3 })).toHaveText(
    "Thank you. Your message has reached us.",
  );
  await expect(confirmation.getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible();
  // Its heading is on the screen, below the fixed header, not scrolled under it.
  const heading = confirmation.getByRole("heading", { level: 3 });
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const header = await page.getByRole("banner").boundingBox();
      const top = await heading.boundingBox();
      return (top?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0));
    })
    .toBeGreaterThanOrEqual(0);
  await expect(confirmation.getByText(markup, { exact: true })).toBeVisible();
  await expect(confirmation.locator("b")).toHaveCount(0);
  await expect(confirmation.getByText("+251 91 123 4567", { exact: true })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toHaveValue("");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the form does not promise to keep a draft it cannot keep", async ({ page }) => {
    for (const locale of locales) {
      const { optionalNote, keptNote } = enquiryText[locale].words.confirmation;
      await page.goto(locale === "en" ? "/contact" : `/${locale}/contact`);
      await expect(page.getByText(optionalNote, { exact: true })).toBeVisible();
      await expect(page.getByText(keptNote)).toHaveCount(0);
      // Nothing is stored without the script: no button to clear it.
      await expect(
        page.getByRole("button", { name: enquiryText[locale].words.confirmation.clear }),
      ).toHaveCount(0);
    }
  });

  test("in Afaan Oromo on a phone, the answer page opens on its problems: the summary has focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/om/contact");
    await page.locator("#field-firstName").fill("Abdii");
    await page.locator("#field-email").fill("abc");
    await page.locator("main form[method=post] button[type=submit]").click();
    await expect(page).toHaveURL("/om/enquiry");
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Rakkoo jira");
    // Where a script would move focus: Tab then leads to the first problem's link.
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(summary.getByRole("link").first()).toBeFocused();
    await expect(page.locator("#field-firstName")).toHaveValue("Abdii");
    await expect(page.locator("#field-email")).toHaveValue("abc");
    // The answer has no page in another language: the header's languages open the form's page.
    const languages = page.getByRole("banner").getByRole("navigation", { name: "Afaan" });
    await expect(languages.getByRole("link", { name: "አማርኛ" })).toHaveAttribute(
      "href",
      "/am/contact",
    );
    await expect(page.getByText(enquiryText.om.answerPage.languageNote)).toBeVisible();
    await languages.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.locator("main form[data-enquiry=contact]")).toBeVisible();
  });

  test("in Amharic, the confirmation has an address of its own: a reload, a language and Back send nothing again", async ({
    page,
  }) => {
    await page.goto("/am/contact");
    await page.locator("#field-firstName").fill("ከበደ");
    await page.locator("#field-lastName").fill("አለሙ");
    await page.locator("#field-email").fill("kebede.reload@example.com");
    await page.locator("#field-subject").fill("ፓምፕ");
    await page.locator("#field-message").fill("ውሃ ለሽንኩርት");
    await page.locator("main form[method=post] button[type=submit]").click();
    const reference = page.getByRole("status").getByText(/^TS-\d{4}-\d{4}$/);
    const sent = (await reference.textContent()) ?? "";
    await expect(page).toHaveURL(`/am/enquiry?kind=contact&reference=${sent}`);
    await page.reload();
    await expect(reference).toHaveText(sent);
    // Its languages open the same confirmation in theirs, not the form's page.
    const languages = page.getByRole("banner").getByRole("navigation", { name: "ቋንቋ" });
    await languages.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(`/enquiry?kind=contact&reference=${sent}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you. Your message has reached us.",
    );
    await expect(page.getByRole("status").getByText(sent, { exact: true })).toBeVisible();
    // Back is the Amharic confirmation again, not a form the browser asks to send again.
    await page.goBack();
    await expect(page).toHaveURL(`/am/enquiry?kind=contact&reference=${sent}`);
    await expect(reference).toHaveText(sent);
    const db = new Database(process.env.E2E_DATABASE_PATH ?? "", { readonly: true });
    try {
      const leads = db.prepare("SELECT count(*) AS n FROM enquiries WHERE email = ?");
      expect(leads.get("kebede.reload@example.com")).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  });

  test("in Amharic, a message over its length comes back with its text; one too large to read gets the 413 page", async ({
    page,
  }) => {
    await page.goto("/am/contact");
    await page.locator("#field-firstName").fill("አበበ");
    await page.locator("#field-lastName").fill("በቀለ");
    await page.locator("#field-email").fill("abebe.long@example.com");
    await page.locator("#field-subject").fill("ፓምፕ");
    // 9,900 Ge'ez letters are 89 KB once encoded: over the old 64 KB, under the enquiry limit.
    const long = "ሀ".repeat(9_900);
    await page.locator("#field-message").fill(long);
    await page.locator("main form[method=post] button[type=submit]").click();
    await expect(page).toHaveURL("/am/enquiry");
    await expect(page.getByRole("alert")).toContainText("9,900");
    await expect(page.locator("#field-message")).toHaveValue(long);

    // 30,000 letters (270 KB) are not read at all: the 413 page, in the form's language.
    await page.locator("#field-message").fill("ሀ".repeat(30_000));
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await page.locator("main form[method=post] button[type=submit]").click();
    const response = await answered;
    expect(response.status()).toBe(413);
    expect(response.headers()["content-security-policy"]).toContain("default-src");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const text = notFoundText.am.tooLarge;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
    await expect(page.getByText(text.lead)).toBeVisible();
    await expect(page.getByRole("link", { name: text.contact })).toHaveAttribute(
      "href",
      "/am/contact",
    );
  });

  test("the form posts natively: errors come back beside the fields with every value kept", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByLabel("First name").fill("Abebe");
    await page.getByLabel("Email address").fill("abebe@example");
    await page.getByLabel("Message", { exact: true }).fill("Pump <b>please</b>");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL("/enquiry");
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("listitem")).toHaveText([
      "Enter your last name",
      "Enter an email address in the correct format, like name@example.com",
      "Enter a subject",
    ]);
    await expect(page.getByLabel("First name")).toHaveValue("Abebe");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Pump <b>please</b>");

    await page.getByLabel("Last name").fill("Kebede");
    await page.getByLabel("Email address").fill("abebe@example.com");
    await page.getByLabel("Subject").fill("Solar pump");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you. Your message has reached us.",
    );
    // Taken: the title no longer says there is an error.
    await expect(page).toHaveTitle(/^Your enquiry \| /);
    const confirmation = page.getByRole("status");
    await expect(confirmation).toContainText("Received and saved");
    const reference = confirmation.getByText(/^TS-\d{4}-\d{4}$/);
    await expect(reference).toBeVisible();
    // Staff see the lead as coming from the contact page, not from the answer page between.
    const db = new Database(process.env.E2E_DATABASE_PATH ?? "", { readonly: true });
    try {
      const row = db
        .prepare("SELECT page FROM enquiries WHERE reference = ?")
        .get(await reference.textContent()) as { page: string } | undefined;
      expect(row?.page).toBe("/contact");
    } finally {
      db.close();
    }
  });
});
