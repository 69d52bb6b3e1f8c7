/**
 * The privacy notice as a visitor reads it (Proclamation No. 1321/2024): why the law allows the
 * company to use their details, their rights, how long enquiries and backups are kept, who sees
 * them, and what the staff notifications carry.
 */
import { expect, test, type Page } from "./tab";

/** A section of the notice, found by its heading. */
const section = (page: Page, title: string) => page.getByRole("region", { name: title });

/** What the English notice says: its basis in law, the rights, the periods and who sees it. */
async function readEnglish(page: Page) {
  await expect(page.getByText("Last updated: 29 November 2026")).toBeVisible();
  await expect(section(page, "Why we collect it")).toContainText(
    "The law allows this because you asked us for it. Sending one of our forms is a request: for an answer, a call back, a quote or a site visit, before any contract is made.",
  );
  const where = section(page, "Where it is kept");
  await expect(where).toContainText("We keep its backup copies ourselves, for 30 days.");
  // Notifications leave the country: they never carry contact details (the server ignores the
  // old NOTIFY_INCLUDE_CONTACT setting: enquiries-server.spec.ts).
  await expect(where).toContainText(
    "never your name, phone number, e-mail address or message, because e-mail and Telegram services may keep messages on servers outside Ethiopia.",
  );
  const howLong = section(page, "How long we keep it");
  await expect(howLong).toContainText("Up to 24 months after you sent it.");
  await expect(howLong).toContainText(
    "One that became a contract is kept as long as the law on business records requires.",
  );
  await expect(howLong).toContainText("it is gone from our backup copies within 30 days");
  await expect(section(page, "Who sees it")).toContainText(
    "Only our sales staff and administrators, each with their own account and password.",
  );
  const rights = section(page, "Your rights");
  await expect(rights).toContainText("You may also ask us to restrict your details");
  await expect(rights).toContainText("you may object to our use of your details at any time");
  await expect(rights).toContainText("you may complain to the Ethiopian Communications Authority");
  // What the web server records of every visit, and for how long (deploy's logrotate: 14 days).
  await expect(section(page, "Cookies and tracking")).toContainText(
    "the address of your device on the internet (its IP address), the time, the page asked for (never what you type into a form or a search) and the name of your browser. We use these records only to keep the website working and safe, and they are deleted after 14 days.",
  );
}

/** The Amharic notice: the same periods and rights, and the proclamation in the Ethiopian calendar. */
async function readAmharic(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("የግል መረጃዎን እንዴት እንደምንይዝ");
  await expect(page.getByText(/የግል መረጃ ጥበቃ አዋጅ ቁጥር 1321\/2016/)).toBeVisible();
  await expect(page.getByText(/ዓ\.ም\.$/).first()).toBeVisible();
  await expect(section(page, "ለምን ያህል ጊዜ እናቆያለን")).toContainText("ከላኩት ቀን ጀምሮ እስከ 24 ወራት።");
  await expect(section(page, "ለምን ያህል ጊዜ እናቆያለን")).toContainText(
    "በ30 ቀናት ውስጥ ከመጠባበቂያ ቅጂዎቻችንም ይጠፋል",
  );
  await expect(section(page, "መብቶችዎ")).toContainText("መረጃዎን መጠቀማችን እንዲገደብ መጠየቅ ይችላሉ");
}

/** The Afaan Oromo notice: the same periods and rights. */
async function readOromo(page: Page) {
  await expect(section(page, "Hammam turfanna")).toContainText(
    "Guyyaa ergitanii kaasee hanga ji'a 24tti.",
  );
  await expect(section(page, "Hammam turfanna")).toContainText(
    "guyyoota 30 keessatti garagalchaa kuusaa keenya keessaas ni bada",
  );
  await expect(section(page, "Mirgoota keessan")).toContainText("mormuu dandeessu");
}

test("each language's notice states the lawful basis, the rights, the backups' 30 days and who sees the data (the Amharic one names the proclamation in the Ethiopian calendar); on a phone, its e-mail address and phone for a request are links", async ({
  page,
}) => {
  // One load of each language's notice: on a phone first, then read at 1280 px.
  for (const [prefix, rightsTitle, read] of [
    ["", "Your rights", readEnglish],
    ["/am", "መብቶችዎ", readAmharic],
    ["/om", "Mirgoota keessan", readOromo],
  ] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/privacy`);
    // The same details as the footer's (both read the published company settings).
    const footer = page.getByRole("contentinfo");
    const phone = await footer.locator('a[href^="tel:"]').first().innerText();
    const email = await footer.locator('a[href^="mailto:"]').first().innerText();
    const rights = section(page, rightsTitle);
    const call = rights.getByRole("link", { name: phone });
    await expect(call).toHaveAttribute("href", `tel:${phone.replace(/[^+\d]/g, "")}`);
    await expect(rights.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
    await call.scrollIntoViewIfNeeded();
    await expect(call).toBeInViewport({ ratio: 1 });
    await expect(rights).not.toContainText(/\{\w+\}/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await read(page);
  }
});
