import { expect, test, type Page } from "./tab";
import {
  ENTRY_SCRIPT,
  gotoHydrated,
  gotoWithClock,
  holdScript,
  waitForHydration,
  waitForSplash,
} from "./support";

const submit = (page: Page) => page.getByRole("button", { name: "Request my free quote" });
const interest = (page: Page) => page.getByLabel("What are you interested in? (optional)");
const irrigation = (page: Page) =>
  page.getByRole("group", { name: "Current irrigation method (optional)" });

test("fields a link filled keep what was typed in them before the page's script ran", async ({
  page,
}) => {
  // A slow phone shows the form, the link's choices in it, before its script arrives.
  const release = await holdScript(page);
  await page.goto("/get-started?package=professional&farmSize=2&region=Amhara&crops=Onion#quote", {
    waitUntil: "domcontentloaded",
  });
  await expect(page.getByLabel("Farm size in hectares")).toHaveValue("2");
  await page.getByLabel("Farm size in hectares").fill("7");
  await page.getByLabel("Crops grown (optional)").fill("Teff");
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("Farm size in hectares")).toHaveValue("7");
  await expect(page.getByLabel("Crops grown (optional)")).toHaveValue("Teff");
  // The link's choices not typed over are kept.
  await expect(page.getByLabel("Location / Region")).toHaveValue("Amhara");
  await page.unroute(ENTRY_SCRIPT);
});

test("benefits and the five steps with their durations show; farm size, region and a way back are required, and a farm size that is not a number is refused and kept as typed", async ({
  page,
}) => {
  await gotoHydrated(page, "/get-started");
  // Yields, costs and water are the company's published figures, as the other pages show them.
  for (const value of ["150%", "70%", "100%", "80%"]) {
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  const steps = page
    .getByRole("region", { name: /Five steps/ })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 3 }),
    });
  await expect(steps).toHaveCount(5);
  const durations = ["1-2 days", "3-5 days", "1-2 days", "5-7 days", "Ongoing"];
  for (const [index, duration] of durations.entries()) {
    await expect(steps.nth(index)).toContainText(`Duration: ${duration}`);
  }
  await expect(page.getByRole("heading", { name: "Farmers who started here" })).toBeVisible();

  // The same load, read first, then sent empty: the checks.
  await submit(page).click();
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByRole("alert").getByRole("listitem")).toHaveText([
    "Enter your farm size in hectares",
    "Choose your region",
    "Enter a phone number or an email address, so that we can answer you",
  ]);
  const farmSize = page.getByLabel("Farm size in hectares");
  await expect(farmSize).toHaveAttribute("inputmode", "decimal");
  // Every farm size the rule refuses, 0 and below among them, and its message: the unit test
  // (app/lib/validation.test.ts). Here, one the page refuses keeps what was typed.
  await farmSize.fill("lots");
  await submit(page).click();
  await expect(page.getByRole("alert").getByRole("listitem").first()).toHaveText(
    "Farm size must be a number, like 2.5",
  );
  await expect(farmSize).toHaveValue("lots");
});

test("the list of a select is worked by keyboard, its answers easy to tap", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, "/get-started");
  await interest(page).focus();
  await page.keyboard.press("Enter");
  // The list opens under the select: its answers show, each a target at least 44 px tall.
  const answers = interest(page).getByRole("option");
  await expect(answers).toHaveCount(16);
  for (const answer of await answers.all()) {
    await expect(answer).toBeVisible();
    expect((await answer.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(answers.first()).toBeHidden();
  await expect(interest(page)).toBeFocused();
  await expect(interest(page)).toHaveValue("service:solar-pump-installation");
});

test("a draft survives a reload, and a sent request is confirmed and cleared", async ({ page }) => {
  await gotoHydrated(page, "/get-started?package=starter");
  await page.getByLabel("Farm size in hectares").fill("2,5");
  await page.getByLabel("Location / Region").selectOption("Amhara");
  await page.getByLabel("Crops grown (optional)").fill("Onions <i>and</i> teff");
  // Each way of irrigating shows whole, as a radio button.
  await irrigation(page).getByRole("radio", { name: "Diesel or petrol pump" }).check();
  await page.getByLabel("Phone", { exact: true }).fill("0911 23 45 67");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Farm size in hectares")).toHaveValue("2,5");
  await expect(page.getByLabel("Location / Region")).toHaveValue("Amhara");
  await expect(
    irrigation(page).getByRole("radio", { name: "Diesel or petrol pump" }),
  ).toBeChecked();

  await submit(page).click();
  const confirmation = page.getByRole("status").filter({ hasText: "quote request has reached us" });
  await expect(confirmation).toBeFocused();
  await expect(confirmation.getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible();
  for (const text of [
    "Starter package",
    "2,5",
    "Amhara",
    "Onions <i>and</i> teff",
    "Diesel or petrol pump",
  ]) {
    await expect(confirmation.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Write another enquiry" }).click();
  await expect(page.getByLabel("Farm size in hectares")).toHaveValue("");
});

test("an estimate from the sizing page arrives with the request", async ({ page }) => {
  // Which choice each of ?service=, ?package= and ?product= preselects, with its label:
  // app/lib/quote-presets.test.ts. A package's label shown checked: the Amharic test below; the
  // same link without scripts: sizing.spec.ts. A service and a product followed from their pages
  // arrive chosen: services.spec.ts and products.spec.ts.
  const params = new URLSearchParams({
    farmSize: "1.5",
    region: "Oromia",
    crops: "Onion",
    irrigation: "drip",
    source: "Borehole, water at 35 m",
    estimate: "Onion on 1.5 ha, drip: 54 m³ a day, 2.4 kWp, Starter package",
    package: "starter",
  });
  await gotoHydrated(page, `/get-started?${params}#quote`);
  await expect(page.getByLabel("Farm size in hectares")).toHaveValue("1.5");
  await expect(page.getByLabel("Location / Region")).toHaveValue("Oromia");
  await expect(page.getByLabel("Crops grown (optional)")).toHaveValue("Onion");
  await expect(interest(page)).toHaveValue("package:starter");
  await expect(page.getByLabel("Additional requirements (optional)")).toHaveValue(
    "Water source: Borehole, water at 35 m",
  );
  await expect(
    page.getByText("Onion on 1.5 ha, drip: 54 m³ a day, 2.4 kWp, Starter package"),
  ).toBeVisible();
});

test("what the visitor typed over a link's choices stays through a language switch and a reload; a new link fills its choices again, never the visitor's words", async ({
  page,
}) => {
  // The sizing tool's "send this to an engineer", from its Afaan Oromo page.
  const sizing = (farmSize: string) =>
    `/get-started?${new URLSearchParams({
      farmSize,
      region: "Oromia",
      crops: "Timaatima",
      irrigation: "furrow",
      source: "Boollaa, bishaan 35 m irratti",
      estimate: `Timaatima ${farmSize} ha`,
      package: "enterprise",
    })}#quote`;
  const form = page.locator("form[data-enquiry=quote]");
  const field = (name: string) => form.locator(`#field-${name}`);
  const requirements = "Madda bishaanii: Boollaa, bishaan 35 m irratti. Ganna hin gogu.";
  const typed = {
    interest: "service:training",
    farmSize: "2",
    requirements,
    fullName: "Caalaa Tolaa",
    phone: "0911 23 45 67",
  };
  /** The form as the visitor left it, once its script has run (and put any choices in). */
  async function shows(values: Record<string, string>) {
    await expect(form).toHaveAttribute("data-ready", "true");
    for (const [name, value] of Object.entries(values))
      await expect(field(name)).toHaveValue(value);
  }

  await gotoWithClock(page, `/om${sizing("1.5")}`);
  await shows({
    interest: "package:enterprise",
    farmSize: "1.5",
    requirements: "Madda bishaanii: Boollaa, bishaan 35 m irratti",
  });
  await field("interest").selectOption(typed.interest);
  await field("farmSize").fill(typed.farmSize);
  await field("requirements").fill(requirements);
  await field("fullName").fill(typed.fullName);
  await field("phone").fill(typed.phone);

  await page.getByRole("banner").getByRole("link", { name: "አማርኛ" }).click();
  await expect(page).toHaveURL(`/am${sizing("1.5")}`);
  await waitForSplash(page);
  await shows(typed);
  await page.reload();
  await waitForHydration(page);
  await shows(typed);

  // Another estimate from the sizing tool is a new link: its choices fill their fields again,
  // but the requirements the visitor wrote stay theirs (a link's note goes only into an empty
  // field, or one that still holds an earlier link's note).
  await page.goto(sizing("3"));
  await shows({
    interest: "package:enterprise",
    farmSize: "3",
    requirements,
    fullName: typed.fullName,
    phone: typed.phone,
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts natively and the answer page confirms it", async ({ page }) => {
    await page.goto("/get-started");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByLabel("Farm size in hectares").fill("4");
    await page.getByLabel("Location / Region").selectOption("Sidama");
    const byHand = irrigation(page).getByRole("radio", {
      name: "By hand (buckets, watering cans)",
    });
    await byHand.check();
    // Refused for want of a way back: the answer page keeps the way of irrigating chosen.
    await submit(page).click();
    await expect(page.getByRole("alert")).toContainText("Enter a phone number or an email address");
    await expect(byHand).toBeChecked();
    await page.getByLabel("Phone", { exact: true }).fill("+251 911 234567");
    await submit(page).click();
    // Saved, the answer is its confirmation's own address (a 303): nothing to send again.
    await expect(page).toHaveURL(/\/enquiry\?kind=quote&reference=TS-\d{4}-\d{4}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you. Your quote request has reached us.",
    );
    await expect(page.getByRole("status")).toContainText("Received and saved");
    await expect(page.getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible();
  });
});

test.describe("in Amharic", () => {
  const amSubmit = (page: Page) => page.getByRole("button", { name: "ነፃ የዋጋ ግምቴን ይላኩልኝ" });

  test("the page, its checks and a chosen package speak Amharic, and a request is confirmed", async ({
    page,
  }) => {
    await gotoHydrated(page, "/am/get-started?package=professional");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ለፀሐይ መስኖ ነፃ የዋጋ ግምት ያግኙ");
    const steps = page.getByRole("region", { name: /አምስት ደረጃዎች/ }).getByRole("listitem");
    await expect(steps.filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(5);
    await expect(steps.first()).toContainText("የሚወስደው ጊዜ፦ ከ1 እስከ 2 ቀናት");
    const interest = page.getByLabel("ምን ይፈልጋሉ? (አማራጭ)");
    await expect(interest).toHaveValue("package:professional");
    await expect(interest.locator("option:checked")).toHaveText("ፕሮፌሽናል ፓኬጅ");

    await amSubmit(page).click();
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("alert").getByRole("listitem")).toHaveText([
      "የማሳዎን ስፋት በሄክታር ያስገቡ",
      "ክልልዎን ይምረጡ",
      "መልስ እንድንሰጥዎ ስልክ ቁጥር ወይም የኢሜይል አድራሻ ያስገቡ",
    ]);
    await page.getByLabel("የማሳ ስፋት በሄክታር").fill("0");
    await page.getByLabel("ቦታ / ክልል").selectOption("Amhara");
    await page.getByLabel("ስልክ", { exact: true }).fill("0911 23 45 67");
    await amSubmit(page).click();
    await expect(page.getByRole("alert").getByRole("listitem")).toHaveText([
      "የማሳ ስፋት ከ0 በላይ መሆን አለበት",
    ]);
    await page.getByLabel("የማሳ ስፋት በሄክታር").fill("2.5");
    await amSubmit(page).click();
    const confirmation = page.getByRole("status").filter({ hasText: "የዋጋ ግምት ጥያቄዎ ደርሶናል" });
    await expect(confirmation).toBeFocused();
    await expect(confirmation.getByText(/^TS-\d{4}-\d{4}$/)).toBeVisible();
    await expect(confirmation.getByText("አማራ", { exact: true })).toBeVisible();
  });

  test("the water source from the sizing page is worded in Amharic", async ({ page }) => {
    await gotoHydrated(page, "/am/get-started?source=የውሃ+ጉድጓድ&irrigation=manual#quote");
    await expect(page.getByLabel("ተጨማሪ ፍላጎቶች (አማራጭ)")).toHaveValue("የውሃ ምንጭ፦ የውሃ ጉድጓድ");
    await expect(
      page
        .getByRole("group", { name: "አሁን የሚጠቀሙበት የመስኖ ዘዴ (አማራጭ)" })
        .getByRole("radio", { name: "በእጅ (በባልዲ፣ በማጠጫ)" }),
    ).toBeChecked();
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts natively and the answer page answers in Amharic", async ({ page }) => {
      await page.goto("/am/get-started");
      await page.getByLabel("የማሳ ስፋት በሄክታር").fill("3");
      await page.getByLabel("ቦታ / ክልል").selectOption("Sidama");
      await amSubmit(page).click();
      await expect(page).toHaveURL("/am/enquiry");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("እባክዎ ጥያቄዎን ያረጋግጡ");
      await expect(page.getByRole("alert")).toContainText(
        "መልስ እንድንሰጥዎ ስልክ ቁጥር ወይም የኢሜይል አድራሻ ያስገቡ",
      );
      await expect(page.getByLabel("የማሳ ስፋት በሄክታር")).toHaveValue("3");
      await page.getByLabel("ስልክ", { exact: true }).fill("0911 23 45 67");
      await amSubmit(page).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "እናመሰግናለን። የዋጋ ግምት ጥያቄዎ ደርሶናል።",
      );
      await expect(page.getByRole("link", { name: "ወደ መነሻ ገጽ ይመለሱ" })).toHaveAttribute(
        "href",
        "/am",
      );
    });
  });
});
