/**
 * An enquiry that is not accepted at once, in the browser: a draft sent again after a reload, a
 * server that is busy or failing. What the visitor typed is never lost, and the form says what
 * happened.
 */
import { expect, test, type Page } from "./tab";
import { enquiryText } from "../../app/content/catalogues";
import { localizedForm } from "../../app/content/enquiry-text";
import { RETRY_MS } from "../../app/lib/enquiry-outbox";
import { startServer, type TestServer } from "./server-harness";
import { gotoHydrated, waitForHydration } from "./support";

async function fillContact(page: Page, subject = "Solar pump for 2 ha") {
  await page.getByLabel("First name").fill("Abebe");
  await page.getByLabel("Last name").fill("Kebede");
  await page.getByLabel("Email address").fill("abebe@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("We need water for onions.");
}

test.describe("the minimum fill time", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServer({ MIN_FILL_MS: "10000", RATE_LIMITS: "false" });
  });
  test.afterAll(async () => server.stop());

  test("counts from the draft's first keystroke: a draft restored by a reload is sent at once", async ({
    page,
  }) => {
    // The page's clock moves only when the test moves it, once the page has hydrated.
    await page.clock.install({ time: new Date("2026-11-28T08:00:00+03:00") });
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    // Paused a few seconds on (the page's clock runs on meanwhile, however busy the machine:
    // "now + 1 ms" could already be past), still well within the 10 s minimum.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
    const form = page.getByRole("form", { name: "Send us a message" });
    await fillContact(page);
    // Typed and sent within moments of the page's showing: refused, as software would be.
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toContainText("quicker than a person types");

    // A minute later the visitor reloads: the draft comes back and is sent at once.
    await page.clock.fastForward(60_000);
    await page.clock.resume();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Subject")).toHaveValue("Solar pump for 2 ha");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/enquiries"));
    await form.getByRole("button", { name: "Send message" }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible();
    expect(
      server.query<{ n: number }>(
        "SELECT count(*) AS n FROM enquiries WHERE email = ?",
        "abebe@example.com",
      )[0]?.n,
    ).toBe(1);
  });
});

test.describe("a server that is busy or failing", () => {
  for (const { status, locale, wait, retryMs } of [
    { status: 429, locale: "am", wait: "savedBusy", retryMs: 120_000 },
    { status: 429, locale: "om", wait: "savedBusy", retryMs: 120_000 },
    { status: 500, locale: "en", wait: "savedServerError", retryMs: RETRY_MS },
  ] as const) {
    test(`${status} (${locale}): the form says so, keeps the text, and sends it by itself later`, async ({
      page,
    }) => {
      const { words } = enquiryText[locale];
      const contact = localizedForm("contact", locale);
      const label = (name: string) =>
        contact.fields.find((field) => field.name === name)?.label ?? name;
      const prefix = locale === "en" ? "" : `/${locale}`;
      let answered = 0;
      await page.route("**/api/enquiries", async (route) => {
        answered += 1;
        if (answered > 1) return route.continue();
        await route.fulfill({
          status,
          headers: status === 429 ? { "Retry-After": "120" } : {},
          contentType: "application/json",
          body: JSON.stringify({ ok: false, status, message: "", errors: [] }),
        });
      });
      await page.clock.install();
      await gotoHydrated(page, `${prefix}/contact`);
      const form = page.getByRole("form", { name: contact.label });
      const subject = `Pump ${status} ${locale} ${Date.now().toString(36)}`;
      await form.getByLabel(label("firstName"), { exact: true }).fill("Abebe");
      await form.getByLabel(label("lastName"), { exact: true }).fill("Kebede");
      await form.getByLabel(label("email"), { exact: true }).fill("abebe@example.com");
      await form.getByLabel(label("subject"), { exact: true }).fill(subject);
      await form.getByLabel(label("message"), { exact: true }).fill("Water for onions.");
      await form.getByRole("button", { name: contact.submitLabel }).click();

      await expect(form.getByRole("status")).toHaveText(words.messages[wait]);
      await expect(form.getByText(words.messages.savedOffline)).toHaveCount(0);
      await expect(form.getByLabel(label("subject"), { exact: true })).toHaveValue(subject);
      // Not sent again before the time the server asked for.
      await page.clock.runFor(retryMs - 1_000);
      expect(answered).toBe(1);
      await page.clock.runFor(2_000);
      await expect(page.getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible();
      expect(answered).toBe(2);
    });
  }
});
