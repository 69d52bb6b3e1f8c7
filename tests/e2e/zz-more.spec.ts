import { expect, test } from "@playwright/test";
import "./tab";
import { longLink, signedInPage, startContentSite, type ContentSite } from "./content-harness";
import { textOutsideItsBox } from "./layout";

const editor = { email: "selam@tsehaysolar.example", password: "an editor's long password" };
let site: ContentSite;
test.beforeAll(async () => {
  site = await startContentSite("zzmore", { editor });
});
test.afterAll(async () => site?.stop());

test("faq and team", async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, site.server, editor, false, "/staff/content/faqs");
  const contact = page.getByRole("region", { name: "Contact page (/contact)" });
  await contact.getByLabel("Question (English)").first().fill("Where is the guideline for Hundeessituu-Waldaa-Qonnaan-Bultootaa?");
  await contact.getByLabel("Answer (English)").first().fill(`Read it at ${longLink} or write to irrigation.development.directorate@moa.gov.et.`);
  await page.getByRole("button", { name: "Publish the questions" }).click();
  await expect(page.getByRole("status")).toHaveText("The questions are on the site.", { timeout: 120_000 });
  await page.goto(`${site.server.url}/staff/content/team`);
  const second = (label: string) => page.getByLabel(label, { exact: true }).nth(1);
  await second("Name (English)").fill("Dr. Abebech Wolde-Giorgis Habtemariam-Tesfaye");
  await second("Role (English)").fill("Hydrogeologist-in-Chief, Groundwater-Exploration-Department");
  await second("About them (English)").fill(`Profile: ${longLink}`);
  await page.getByRole("button", { name: "Publish the team" }).click();
  await expect(page.getByRole("status")).toHaveText("The team is on the About page.", { timeout: 120_000 });
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/contact", "/about", "/am/about", "/om/contact"]) {
      await page.goto(`${site.server.url}${path}`);
      for (const summary of await page.locator("#faq summary").all()) await summary.click().catch(() => {});
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      const out = await textOutsideItsBox(page);
      console.log(`PROBE ${width} ${path} scrollWidth=${wide} ${out.length ? JSON.stringify(out).slice(0, 700) : "ok"}`);
      await page.screenshot({ path: `/tmp/shots/more-${width}-${path.replaceAll("/", "_")}.png`, fullPage: true });
    }
  }
});
