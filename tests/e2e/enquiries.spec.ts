/**
 * Every way in, in the browser against the production build and server: the site visit request,
 * the chat's call-back, an enquiry sent offline, and the staff inbox that receives them.
 */
import { accessibilityFindings } from "./accessibility";
import type { BrowserContext } from "@playwright/test";
import { expect, test, type Page } from "./tab";
import Database from "better-sqlite3";
import { readFileSync } from "node:fs";
import { addStaffAccount } from "./server-harness";
import {
  animationsEnded,
  gotoHydrated,
  gotoWithClock,
  staffPageScripts,
  waitForHydration,
  waitForSplash,
} from "./support";
import { enquiryText } from "../../app/content/catalogues";
import { localizedForm } from "../../app/content/enquiry-text";
import { fill } from "../../app/i18n/translation";

const dbPath = () => {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error("E2E_DATABASE_PATH is set by playwright.config.ts");
  return path;
};

function storedCount(sql: string, ...params: unknown[]): number {
  const db = new Database(dbPath(), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("Schedule Site Visit: a real visit request with place, week and phone", async ({ page }) => {
  await gotoHydrated(page, "/site-visit");
  const form = page.getByRole("form", { name: "Request a site visit" });
  await form.getByRole("button", { name: "Request a site visit" }).click();
  await expect(form.getByRole("alert").getByRole("listitem")).toHaveText([
    "Enter your name",
    "Enter a phone number we can call",
    "Choose your region",
    "Enter the place of the farm",
    "Choose a week",
  ]);
  const name = unique("Hana");
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Phone").fill("0911 23 45 67");
  await form.getByLabel("Region").selectOption("Amhara");
  await form.getByLabel("Town, woreda or kebele").fill("Dangila");
  await form.getByLabel("Preferred week").selectOption("next-week");
  await form.getByRole("button", { name: "Request a site visit" }).click();
  const confirmation = page
    .getByRole("status")
    .filter({ hasText: "site visit request has reached us" });
  await expect(confirmation.getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible();
  expect(
    storedCount("SELECT count(*) AS n FROM enquiries WHERE name = ? AND kind = 'visit'", name),
  ).toBe(1);
});

test("what a site visit request sent is repeated in the language the page switches to", async ({
  page,
}) => {
  const typed = {
    name: unique("Caalaa"),
    phone: "0911 23 45 67",
    region: "Amhara",
    place: "Baahir Daar",
    week: "next-week",
  };
  await gotoWithClock(page, "/om/site-visit");
  const form = page.locator('form[data-enquiry="visit"]');
  await form.locator("#field-name").fill(typed.name);
  await form.locator("#field-phone").fill(typed.phone);
  await form.locator("#field-region").selectOption(typed.region);
  await form.locator("#field-place").fill(typed.place);
  await form.locator("#field-week").selectOption(typed.week);
  await form.getByRole("button", { name: enquiryText.om.forms.visit.submitLabel }).click();
  await expect(page.getByRole("status").getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "አማርኛ" }).click();
  await expect(page).toHaveURL("/am/site-visit");
  await waitForSplash(page);
  const amharic = localizedForm("visit", "am");
  const confirmation = page.getByRole("status").filter({ hasText: amharic.thanks });
  const sent = confirmation.locator("dl > div");
  await expect(sent).toHaveText(
    amharic.fields
      .filter((field) => field.name in typed)
      .map((field) => {
        const value = typed[field.name as keyof typeof typed];
        return (
          field.label + (field.options?.find((option) => option.value === value)?.label ?? value)
        );
      }),
  );
});

test("the chat assistant offers a call-back: name and phone, then a reference", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("button", { name: /chat/i }).first().click();
  const panel = page.getByRole("dialog", { name: "Chat assistant" });
  await panel.getByRole("button", { name: "Call me back" }).click();
  const form = panel.getByRole("form", { name: "Ask for a call back" });
  await expect(form).toHaveAttribute("data-ready", "true");
  const name = unique("Kebede");
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Phone").fill("+251 712 345 678");
  await form.getByRole("button", { name: "Call me back" }).click();
  await expect(panel.getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible();
  await expect(panel.getByText("Thank you. An engineer will call you.")).toBeVisible();
  expect(
    storedCount(
      "SELECT count(*) AS n FROM enquiries WHERE name = ? AND phone = '+251712345678'",
      name,
    ),
  ).toBe(1);
});

test("offline, the enquiry is saved on the device and sent once when the connection returns", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/get-started");
  const name = unique("Offline farmer");
  await page.getByLabel("Farm size in hectares").fill("1.25");
  await page.getByLabel("Location / Region").selectOption("Tigray");
  await page.getByLabel("Full name (optional)").fill(name);
  await page.getByLabel("Phone", { exact: true }).fill("0914 00 11 22");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Request my free quote" }).click();
  // The note takes the focus of the button it replaces, where a screen reader and the keys are.
  await expect(page.getByText(/saved on this device and will be sent by itself/)).toBeFocused();
  expect(storedCount("SELECT count(*) AS n FROM enquiries WHERE name = ?", name)).toBe(0);

  await context.setOffline(false);
  const confirmation = page.getByRole("status").filter({ hasText: "quote request has reached us" });
  await expect(confirmation.getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible({ timeout: 10_000 });
  // A reload (which flushes the queue again) must not send it twice.
  await page.reload();
  await gotoHydrated(page, "/get-started");
  expect(storedCount("SELECT count(*) AS n FROM enquiries WHERE name = ?", name)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("enquiry-outbox"))).toBe("[]");
});

/**
 * Fills the Amharic site visit request and sends it with no connection, then closes the tab: the
 * enquiry waits on the device, and the connection comes back with no page open.
 */
async function queueAmharicVisit(page: Page, context: BrowserContext, name: string) {
  const { fields, submitLabel } = enquiryText.am.forms.visit;
  await gotoHydrated(page, "/am/site-visit");
  const form = page.locator('form[data-enquiry="visit"]');
  await form.getByLabel(fields.name!.label, { exact: true }).fill(name);
  await form.getByLabel(fields.phone!.label, { exact: true }).fill("0915 12 34 56");
  await form.getByLabel(fields.region!.label, { exact: true }).selectOption("Amhara");
  await form.getByLabel(fields.place!.label, { exact: true }).fill("ባሕር ዳር");
  await form.getByLabel(fields.week!.label, { exact: true }).selectOption("flexible");
  await context.setOffline(true);
  await form.getByRole("button", { name: submitLabel }).click();
  await expect(page.getByText(enquiryText.am.words.messages.savedOffline)).toBeVisible();
  await page.goto("about:blank");
  await context.setOffline(false);
}

const referencePattern = /^TS-\d{4}-\d{4}$/;

test("an enquiry saved offline and sent from a page without its form shows its reference there, once", async ({
  page,
  context,
}) => {
  const name = unique("ተስፋዬ");
  await queueAmharicVisit(page, context, name);
  // The outbox sends it from a page with no visit form.
  await gotoHydrated(page, "/am/about");
  const { notice } = enquiryText.am.words;
  const shown = page.getByRole("status").filter({ hasText: notice.title });
  await expect(shown).toContainText(fill(notice.body, { kind: notice.kinds.visit }));
  const reference = ((await shown.getByText(referencePattern).textContent()) ?? "").trim();
  expect(
    storedCount(
      "SELECT count(*) AS n FROM enquiries WHERE name = ? AND reference = ?",
      name,
      reference,
    ),
  ).toBe(1);
  await expect(shown).toBeFocused();
  // The notice names the kind and the number, not what was typed; and nothing stays on the device.
  await expect(shown).not.toContainText(name);
  expect(
    await page.evaluate(() =>
      ["enquiry-answers", "enquiry-outbox", "draft:enquiry:visit"].map((key) =>
        localStorage.getItem(key),
      ),
    ),
  ).toEqual([null, "[]", null]);
  await page.keyboard.press("Tab");
  await expect(shown.getByRole("button", { name: notice.dismiss })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(shown).toBeHidden();
  // Seen once: not again on the next page, and its form's page is an empty form.
  await gotoHydrated(page, "/am/site-visit");
  await expect(page.getByTestId("sent-notice")).toHaveCount(0);
  await expect(
    page
      .locator('form[data-enquiry="visit"]')
      .getByLabel(enquiryText.am.forms.visit.fields.name!.label, { exact: true }),
  ).toHaveValue("");
});

test("an enquiry the outbox sends before its form's code has run is confirmed by that form", async ({
  page,
  context,
}) => {
  const name = unique("ሙሉጌታ");
  await queueAmharicVisit(page, context, name);
  // A slow phone: the form's code comes after the outbox (which every page runs) has sent it.
  let answered!: () => void;
  const sent = new Promise<void>((resolve) => (answered = resolve));
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/enquiries") answered();
  });
  await page.route("**/assets/visit-form-*.js", async (route) => {
    await sent;
    await route.continue();
  });
  await page.goto("/am/site-visit");
  const confirmation = page
    .getByRole("status")
    .filter({ hasText: enquiryText.am.forms.visit.thanks });
  await expect(confirmation.getByText(referencePattern)).toBeVisible();
  await expect(confirmation.getByText(name)).toBeVisible();
  await expect(page.getByTestId("sent-notice")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("enquiry-answers"))).toBeNull();
  expect(storedCount("SELECT count(*) AS n FROM enquiries WHERE name = ?", name)).toBe(1);
});

test("a quote request from the Amharic page is recorded in Amharic", async ({ page }) => {
  await gotoHydrated(page, "/am/get-started?service=borehole-drilling");
  const name = unique("አበበ");
  await page.getByLabel("የማሳ ስፋት በሄክታር").fill("1.5");
  await page.getByLabel("ቦታ / ክልል").selectOption("Oromia");
  await page.getByLabel("ሙሉ ስም (አማራጭ)").fill(name);
  await page.getByLabel("ስልክ", { exact: true }).fill("0912 34 56 78");
  await page.getByRole("button", { name: "ነፃ የዋጋ ግምቴን ይላኩልኝ" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "የዋጋ ግምት ጥያቄዎ ደርሶናል" });
  await expect(confirmation.getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible();
  await expect(confirmation.getByText("የውሃ ጉድጓድ ቁፋሮ", { exact: true })).toBeVisible();
  expect(
    storedCount(
      "SELECT count(*) AS n FROM enquiries WHERE name = ? AND kind = 'quote' AND language = 'am' AND interest = 'service:borehole-drilling'",
      name,
    ),
  ).toBe(1);
});

/** Sends a quote request from the Afaan Oromo page, confirmed in Afaan Oromo; its reference. */
async function oromoQuote(page: Page, name: string): Promise<string> {
  const { fields, submitLabel, thanks } = enquiryText.om.forms.quote;
  await gotoHydrated(page, "/om/get-started");
  await page.getByLabel(fields.farmSize!.label).fill("0.75");
  await page.getByLabel(fields.region!.label).selectOption("Oromia");
  await page.getByLabel(new RegExp(`^${fields.fullName!.label}`)).fill(name);
  await page.getByLabel(fields.phone!.label, { exact: true }).fill("0913 22 44 66");
  await page.getByRole("button", { name: submitLabel }).click();
  const confirmation = page.getByRole("status").filter({ hasText: thanks });
  return ((await confirmation.getByText(/^TS-\d{4}-\d{4}$/).textContent()) ?? "").trim();
}

test.describe("the staff inbox", () => {
  // One worker for its tests: the account is made once.
  test.describe.configure({ mode: "serial" });
  const email = `staff-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@tsehaysolar.example`;
  const password = "inbox password for tests";

  test.beforeAll(() => addStaffAccount(dbPath(), email, password));

  async function signInPage(page: Page) {
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff$/);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Leads");
  }

  test("sign in, find a lead, change its status, export the list as CSV, sign out", async ({
    page,
  }) => {
    const name = unique("Almaz");
    await gotoHydrated(page, "/get-started?package=professional");
    await page.getByLabel("Farm size in hectares").fill("4");
    await page.getByLabel("Location / Region").selectOption("Sidama");
    await page.getByLabel("Full name (optional)").fill(name);
    await page.getByLabel("Phone", { exact: true }).fill("0911 76 54 32");
    await page.getByLabel("Additional requirements (optional)").fill("<b>Borehole</b> at 40 m");
    await page.getByRole("button", { name: "Request my free quote" }).click();
    const reference = (await page.getByText(/^TS-\d{4}-\d{4}$/).textContent())?.trim() as string;

    await signInPage(page);
    expect(await staffPageScripts(page)).toBe(0);
    await page.getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("1 lead matches")).toBeVisible();
    await page.getByRole("link", { name: new RegExp(reference) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText("<b>Borehole</b> at 40 m")).toBeVisible();
    await expect(page.getByRole("link", { name: "+251 911 765 432" })).toHaveAttribute(
      "href",
      "tel:+251911765432",
    );
    // A mobile: a chat with it is a link away too.
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/251911765432",
    );
    await expect(
      page.getByText("/get-started?package=professional", { exact: true }),
    ).toBeVisible();
    // The chosen package in words, as the form named it, never its id.
    await expect(page.getByText("Professional package")).toHaveCount(2);
    await expect(page.getByText("package:professional")).toHaveCount(0);

    await page.getByLabel("Change status").selectOption("contacted");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await expect(page.getByLabel("Change status")).toHaveValue("contacted");
    await expect(page.getByText(`${email}: status (New → Contacted)`)).toBeVisible();

    await page.getByRole("link", { name: "All leads" }).click();
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Apply filters" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export these leads (CSV)" }).click();
    const csv = readFileSync(await (await download).path(), "utf8");
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(reference);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain("Contacted");
    // The lead page's labels and words: its kind and chosen package named, not their ids.
    for (const title of ["Kind", "Assigned to", "Crops grown", "Chosen service or package"]) {
      expect(lines[0]).toContain(title);
    }
    expect(lines[1]).toContain(",Quote request,");
    expect(lines[1]).toContain(",Professional package,");
    expect(lines[1]).not.toContain("package:professional");

    expect(await accessibilityFindings(page)).toEqual([]);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/staff/sign-in");
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/staff\/sign-in/);
  });

  test("a quote request from the Afaan Oromo page is confirmed in Afaan Oromo and recorded as om; staff see its language named in itself", async ({
    page,
  }) => {
    const name = unique("Gammachuu");
    const reference = await oromoQuote(page, name);
    expect(reference).toMatch(/^TS-\d{4}-\d{4}$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "om");
    expect(
      storedCount(
        "SELECT count(*) AS n FROM enquiries WHERE name = ? AND kind = 'quote' AND language = 'om'",
        name,
      ),
    ).toBe(1);
    await signInPage(page);
    await page.getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("link", { name: new RegExp(reference) }).click();
    await expect(page.getByText("Afaan Oromoo (om)", { exact: true })).toBeVisible();
  });

  test("a wrong password is refused with a clear message; the page is not indexed", async ({
    page,
  }) => {
    await page.goto("/staff/sign-in");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(/password is wrong/);
    // The answer opens on the refusal, as every other form's does: read out, Tab goes on to the form.
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);
    expect(await accessibilityFindings(page)).toEqual([]);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused form comes back with its values and the messages beside the fields", async ({
    page,
  }) => {
    await page.goto("/site-visit");
    await page.getByLabel("Your name").fill("Hana <i>Girma</i>");
    await page.getByRole("button", { name: "Request a site visit" }).click();
    await expect(page).toHaveURL("/enquiry");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your enquiry");
    // Its title says so first: a screen reader starts the new page there.
    await expect(page).toHaveTitle(/^Error: Your enquiry \| /);
    await expect(page.getByLabel("Your name")).toHaveValue("Hana <i>Girma</i>");
    await expect(page.getByRole("alert").getByRole("listitem")).toHaveText([
      "Enter a phone number we can call",
      "Choose your region",
      "Enter the place of the farm",
      "Choose a week",
    ]);
  });
});

test("the answer pages of a form sent before its script ran, refused and saved, have no accessibility violations; the confirmation's languages switch it", async ({
  page,
}) => {
  // A native submission, as happens when the visitor sends before the page's script has run.
  const sendNatively = () =>
    page.evaluate(() =>
      (document.querySelector('form[action="/enquiry"]') as HTMLFormElement).submit(),
    );
  await page.goto("/site-visit");
  await sendNatively();
  await expect(page).toHaveURL("/enquiry");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your enquiry");
  expect(await accessibilityFindings(page)).toEqual([]);

  await page.goto("/site-visit");
  await page.locator("#field-name").fill(unique("Hana"));
  await page.locator("#field-phone").fill("0911 23 45 67");
  await page.locator("#field-region").selectOption("Amhara");
  await page.locator("#field-place").fill("Dangila");
  await page.locator("#field-week").selectOption("next-week");
  await sendNatively();
  await expect(page).toHaveURL(/\/enquiry\?kind=visit&reference=TS-\d{4}-\d{4}$/);
  const reference = page.getByRole("status").getByText(/^TS-\d{4}-\d{4}$/);
  const sent = (await reference.textContent()) ?? "";
  await waitForHydration(page);
  // The confirmation brought itself into view: the header turned solid, its colours fading in.
  await expect(page.getByRole("banner")).toHaveClass(/\bbg-white\b/);
  await animationsEnded(page);
  expect(await accessibilityFindings(page)).toEqual([]);
  // Once scripts run, a language opens the same confirmation in it (its data from the server).
  await page.getByRole("banner").getByRole("link", { name: "አማርኛ" }).click();
  await expect(page).toHaveURL(`/am/enquiry?kind=visit&reference=${sent}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    localizedForm("visit", "am").thanks,
  );
  await expect(reference).toHaveText(sent);
});
