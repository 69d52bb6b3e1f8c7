import { expect, test, type Locator, type Page } from "./tab";
import { accessibilityFindings } from "./accessibility";
import { gotoHydrated } from "./support";
import { financingText, lenderSheetText } from "../../app/content/catalogues";

/**
 * The lender sheet of an estimate (/size-your-system/lender-sheet, rendered by the server from
 * its query), the optional drilling estimate, and a shared estimate's first HTML
 * (docs/decisions/0034-lender-sheet-and-shared-estimates.md).
 */

/** The numbers in a text, as written ("1,125,000 – 1,470,000 birr ($7,500 – $9,800)"). */
const numbers = (text: string) =>
  [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, "")));
const numbersOf = async (locator: Locator) => numbers(await locator.innerText());

/** A figure of the estimate's monthly cost, by its label. */
const costFigure = (page: Page, label: string) =>
  page
    .getByTestId("fuel-against-instalment")
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd")
    .first();

/**
 * In Afaan Oromo, where a unit opens the value, the sheet keeps its case (kWp, m³, ha); words and
 * birr open with a capital. What the eye reads: the ::first-letter's case, in the media emulated.
 */
async function expectOromoCase(page: Page, media: "screen" | "print") {
  const firstLetter = (locator: Locator) =>
    locator.evaluate((element) => getComputedStyle(element, "::first-letter").textTransform);
  const values = page.getByTestId("lender-sheet").locator("dd");
  const units = values.filter({ hasText: /^(m³|kWp|ha|m)\s?[\d/]/ });
  // Water, area, array, pump and drilling: "m³ 54.8", not "M³ 54.8" (M is mega).
  await expect(units).toHaveCount(5);
  for (const value of await units.all()) expect(await firstLetter(value), media).toBe("none");
  expect(await firstLetter(page.getByTestId("sheet-instalment")), media).toBe("uppercase");
  expect(await firstLetter(page.getByTestId("sheet-fuel-petrol")), media).toBe("uppercase");
}

const languages = [
  {
    lang: "en",
    prefix: "",
    link: "Sheet for your lender",
    months: "Term (months)",
    instalment: "Monthly instalment",
    title: "Solar pumping: farm cash flow",
    harvest: "Harvest (quintals a hectare)",
    price: "Price (birr a quintal)",
    update: "Update the sheet",
    print: "Print",
    company: "Tsehay Solar",
    phone: "Phone: ",
    office: "Head office: Bole Road, Addis Ababa, Ethiopia",
    online: "Open this sheet at this address to check or change its figures: ",
  },
  {
    lang: "am",
    prefix: "/am",
    link: "ለአበዳሪዎ የሚሰጥ ማጠቃለያ",
    months: "የመክፈያ ጊዜ (ወራት)",
    instalment: "ወርሃዊ የብድር ክፍያ",
    title: "የፀሐይ ኃይል ፓምፕ፦ የማሳ ገቢና ወጪ መግለጫ",
    harvest: "ምርት (ኩንታል በሄክታር)",
    price: "ዋጋ (ብር በኩንታል)",
    update: "ማጠቃለያውን ያድሱ",
    print: "ያትሙ",
    // The brand in Ge'ez as well.
    company: "ፀሐይ ሶላር (Tsehay Solar)",
    phone: "ስልክ፦ ",
    office: "ዋና ቢሮ፦ ቦሌ መንገድ፣ አዲስ አበባ፣ ኢትዮጵያ",
    online: "አሃዞቹን ለማረጋገጥ ወይም ለመቀየር ይህን ማጠቃለያ በዚህ አድራሻ ይክፈቱ፦ ",
  },
  {
    lang: "om",
    prefix: "/om",
    link: "Waraqaa liqeessaa keessaniif",
    months: "Turtii liqii (ji'a)",
    instalment: "Kaffaltii liqii ji'aa",
    title: "Paampii aduu: galii fi baasii qonnaa",
    harvest: "Oomisha (heektaara tokkoof kuntaala)",
    price: "Gatii (kuntaala tokkoof qarshii)",
    update: "Waraqaa haaromsaa",
    print: "Maxxansaa",
    company: "Tsehay Solar",
    phone: "Bilbila: ",
    office: "Waajjira guddaa: Karaa Boolee, Finfinnee (Addis Ababa), Itoophiyaa",
    online: "Lakkoofsota waraqaa kanaa mirkaneessuuf yookaan jijjiiruuf teessoo kana banaa: ",
  },
] as const;

for (const words of languages) {
  test(`[${words.lang}] the estimate's sheet for a lender shows the estimate's own figures`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${words.prefix}/size-your-system?crop=tomato&area=2`);
    const section = page.getByTestId("monthly-cost");
    // The farmer's own term: the sheet carries it.
    await section.getByLabel(words.months, { exact: true }).fill("36");
    const instalment = costFigure(page, words.instalment);
    await expect(instalment).not.toHaveText("");
    // Its text as written (the page capitalizes a figure that opens its line, as the sheet does).
    const estimateInstalment = (await instalment.textContent()) ?? "";
    const water = await numbersOf(page.getByTestId("key-figures").locator("dd").first());
    const price = await numbersOf(
      page.getByTestId("key-figures").locator("div").nth(3).locator("dd").nth(1),
    );

    await page.getByRole("link", { name: words.link }).click();
    await expect(page).toHaveURL(
      new RegExp(`^[^?]*${words.prefix}/size-your-system/lender-sheet\\?.*loanMonths=36`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    await expect(page.getByTestId("sheet-instalment")).toHaveText(estimateInstalment);
    expect(await numbersOf(page.getByTestId("sheet-water"))).toEqual(water);
    // The price in birr (and in dollars where the estimate shows them) is the estimate's.
    expect((await numbersOf(page.getByTestId("sheet-price"))).slice(0, price.length)).toEqual(
      price,
    );
    await expect(page.getByTestId("sheet-income-message")).toBeVisible();

    // The farmer adds the crop's income: 300 quintals a hectare on 2 ha at 1,500 birr a quintal
    // is 900,000 birr a year, 75,000 a month.
    await page.getByLabel(words.harvest, { exact: true }).fill("300");
    await page.getByLabel(words.price, { exact: true }).fill("1500");
    // Each field takes no more than the sheet reads (a crop's name 40 characters, a figure 20):
    // nothing typed is cut off unsaid.
    const limits = await page
      .getByTestId("sheet-form")
      .locator("input[type=text]")
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).maxLength));
    expect(limits.filter((limit) => limit === 40)).toHaveLength(1);
    expect(limits.filter((limit) => limit !== 20 && limit !== 40)).toEqual([]);
    await page.getByRole("button", { name: words.update }).click();
    await expect(page.getByTestId("sheet-income-year")).toContainText("900,000");
    await expect(page.getByTestId("sheet-instalment")).toHaveText(estimateInstalment);
    const petrol = (await numbersOf(page.getByTestId("sheet-fuel-petrol")))[1] ?? NaN;
    const paid = numbers(estimateInstalment)[0] ?? NaN;
    const [during] = await numbersOf(page.getByTestId("net-during-loan"));
    const [after] = await numbersOf(page.getByTestId("net-after-loan"));
    // Each figure is rounded for reading (to 100 birr, to 1,000 from 100,000 birr): what is left
    // is the figures shown, added, so the column adds up on paper.
    expect(during).toBe(75_000 + petrol - paid);
    expect(after).toBe(75_000 + petrol);
    expect(after).toBeGreaterThan(during ?? NaN);

    await expect(page.getByRole("button", { name: words.print })).toBeVisible();
    expect(await accessibilityFindings(page)).toEqual([]);
  });

  const more = {
    en: ", and states the array as the tool does: the need, the panels and their power",
    am: "",
    om: ", and where a unit opens the value keeps its case (kWp, m³, ha), words and birr opening with a capital",
  }[words.lang];
  test(`[${words.lang}] the lender sheet prints on one A4 page, without its form, naming the company and its own address${more}`, async ({
    page,
  }) => {
    // The longest sheet: the drilling estimate and the crop income on it.
    await page.goto(
      `${words.prefix}/size-your-system/lender-sheet?drill=yes&incomeYield=150&incomePrice=3000&harvests=2`,
    );
    await expect(page.getByTestId("sheet-drilling")).toBeVisible();
    // The example's answers (onion on 1 ha): the array's line is the one the tool shows for them.
    if (words.lang === "en")
      await expect(page.locator("main")).toContainText(
        "3.4 kWp needed: 7 × 550 W panels, 3.85 kWp",
      );
    if (words.lang === "om") await expectOromoCase(page, "screen");
    // The company's number as the site's footer shows it (both read the published settings).
    const phone = await page.getByRole("contentinfo").locator('a[href^="tel:"]').innerText();
    expect(phone).toMatch(/^\+251/);
    await page.emulateMedia({ media: "print" });
    if (words.lang === "om") await expectOromoCase(page, "print");
    await expect(page.getByTestId("lender-sheet")).toBeVisible();
    await expect(page.getByTestId("sheet-form")).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    // On paper: who made it, how to reach them, and where the sheet is online, every answer and
    // term spelled out so a lender opens the same figures.
    const company = page.getByTestId("sheet-company");
    await expect(company).toBeVisible();
    await expect(company).toContainText(words.company);
    await expect(company).toContainText(`${words.phone}${phone}`);
    await expect(company).toContainText(words.office);
    const online = page.getByTestId("sheet-online");
    await expect(online).toBeVisible();
    await expect(online).toContainText(words.online);
    const address = new URL(await online.getByRole("link").innerText());
    expect(address.origin).toBe("https://www.tsehaysolar.example");
    expect(address.pathname).toBe(`${words.prefix}/size-your-system/lender-sheet`);
    for (const [name, value] of [
      ["crop", "onion"],
      ["area", "1"],
      ["drill", "yes"],
      ["loanRate", "18"],
      ["loanMonths", "24"],
      ["incomeYield", "150"],
      ["harvests", "2"],
    ] as const)
      expect(address.searchParams.get(name), name).toBe(value);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
    expect(pages).toHaveLength(1);
  });
}

test("the drilling estimate is offered when there is no borehole yet", async ({ page }) => {
  await gotoHydrated(page, "/size-your-system");
  const drill = page.getByRole("checkbox", {
    name: "I have no borehole yet: add an estimate of drilling it",
  });
  await expect(page.getByTestId("drilling-estimate")).toHaveCount(0);
  await drill.check();
  // Water at 20 m: 20 + 10 drawdown + 20 below = 50 m at 12,000 birr a metre.
  await expect(page.getByTestId("drilling-estimate")).toHaveText(
    "Drilling estimate, not included above: about 50 m at 12,000 birr a metre, 600,000 birr ($4,000). An estimate only: the driller's survey decides the depth and the price.",
  );
  await expect(page).toHaveURL(/drill=yes/);
  await page.getByLabel("Depth to the water in the borehole (m)", { exact: true }).fill("35");
  await expect(page.getByTestId("drilling-estimate")).toContainText("about 70 m");
  await expect(page.getByTestId("drilling-estimate")).toContainText("840,000 birr ($5,600)");
  // 70 m is deeper than the company's own rigs drill: the estimate says so.
  await expect(page.getByTestId("drilling-estimate")).toContainText(
    "That is deeper than our own rigs drill (60 m): ask our engineers who can drill it.",
  );
  // A river or pond has no borehole to drill.
  await page.getByRole("radio", { name: "River, pond or hand-dug well" }).check();
  await expect(drill).toHaveCount(0);
  await expect(page.getByTestId("drilling-estimate")).toHaveCount(0);
});

test("a shared link with a borehole still to drill shows the estimate in each language", async ({
  page,
}) => {
  await gotoHydrated(page, "/am/size-your-system?drill=yes&depth=35");
  await expect(page.getByTestId("drilling-estimate")).toContainText("ወደ 70 ሜትር ገደማ");
  await expect(page.getByTestId("drilling-estimate")).toContainText("840,000 ብር ($5,600)");
  await gotoHydrated(page, "/om/size-your-system?drill=yes&depth=35");
  await expect(page.getByTestId("drilling-estimate")).toContainText("m 70 naannoo");
  // The sheet has it too.
  await page.goto("/om/size-your-system/lender-sheet?drill=yes&depth=35");
  await expect(page.getByTestId("sheet-drilling")).toContainText("qarshii 840,000 ($5,600)");
});

test("a shared estimate's first HTML is that estimate, sent not to be cached", async ({
  request,
}) => {
  const shared = await request.get("/size-your-system?area=5&crop=tomato");
  expect(shared.status()).toBe(200);
  expect(shared.headers()["cache-control"]).toBe("no-store");
  // Its inline scripts are allowed by hash, like every page's.
  expect(shared.headers()["content-security-policy"]).toMatch(
    /script-src 'self'( 'sha256-[^']+')+;/,
  );
  const html = await shared.text();
  expect(html).toContain("Tomato on 5\u00a0ha near Batu (Ziway)");
  expect(html).toContain("Indicative price 4,395,000 – 5,715,000\u00a0birr ($29,300 – $38,100)");
  expect(html).not.toContain("1,125,000 – 1,470,000 birr");
  // Nothing hides its figures: they are its own.
  expect(html).not.toContain("data-shared-estimate");
  // Without a query, the prerendered page as before: the example, revalidated on each visit.
  const example = await request.get("/om/size-your-system");
  expect(example.headers()["cache-control"]).toBe("no-cache");
  expect(await example.text()).toContain("data-shared-estimate");
  // The lender sheet of an unknown language is not a page.
  expect((await request.get("/xx/size-your-system/lender-sheet")).status()).toBe(404);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ["en", "am"] as const) {
    test(`loan terms that are not valid are marked one by one, with their range (${locale})`, async ({
      page,
    }) => {
      const labels = financingText[locale].calculator;
      const { errors } = labels;
      const prefix = locale === "en" ? "" : `/${locale}`;
      await page.goto(
        `${prefix}/size-your-system/lender-sheet?loanDown=20&loanRate=500&loanMonths=0&loanFee=-2`,
      );
      const field = (label: string) => page.getByLabel(label, { exact: true });
      for (const [label, message] of [
        [labels.rate, errors.rate],
        [labels.months, errors.months],
        [labels.fee, errors.fee],
      ] as const) {
        await expect(field(label)).toHaveAttribute("aria-invalid", "true");
        await expect(field(label)).toHaveAccessibleDescription(new RegExp(message));
        await expect(page.getByText(message)).toBeVisible();
      }
      // The down payment is fine: nothing marks it.
      await expect(field(labels.downPayment)).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(errors.down)).toHaveCount(0);

      // Corrected, the sheet has its loan and no field is marked.
      await field(labels.rate).fill("18");
      await field(labels.months).fill("36");
      await field(labels.fee).fill("2");
      await page.getByRole("button", { name: lenderSheetText[locale].form.submit }).click();
      await expect(page.getByTestId("sheet-instalment")).toBeVisible();
      await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
    });
  }

  test("a shared estimate URL shows that estimate, in each language", async ({ page }) => {
    for (const prefix of ["", "/am", "/om"]) {
      await page.goto(`${prefix}/size-your-system?area=5&crop=tomato`);
      // 5 ha of tomato: its own price, never the example's (1 ha of onion).
      await expect(page.getByTestId("key-figures")).toContainText("4,395,000");
      await expect(page.getByTestId("key-figures")).not.toContainText("1,125,000");
    }
    await expect(page.getByTestId("estimate-summary")).toContainText("5");
    // The page says where its figures come from (<noscript>: Chromium's switch for tests parses
    // it as a browser with scripting on, so its text is in the page's source).
    await page.goto("/size-your-system?area=5&crop=tomato");
    expect(await page.locator("#estimate noscript").innerHTML()).toContain(
      "the estimate below is worked out on our server for the answers in this page's address",
    );
    // Its form works without JavaScript: the server works out the new answers.
    await page.getByLabel("Area to irrigate", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Show my estimate" }).click();
    await expect(page).toHaveURL(/area=2/);
    await expect(page.getByTestId("estimate-summary")).toContainText("Tomato on 2 ha");
    // So does its loan terms' form, the answers riding along.
    const months = page.getByTestId("monthly-cost").getByLabel("Term (months)", { exact: true });
    await months.fill("36");
    await months.press("Enter");
    await expect(page).toHaveURL(/crop=tomato&area=2&.*loanMonths=36/);
    await expect(page.getByTestId("estimate-summary")).toContainText("Tomato on 2 ha");
    await expect(months).toHaveValue("36");
    // And new answers keep the terms typed before them.
    await page.getByLabel("Area to irrigate", { exact: true }).fill("3");
    await page.getByRole("button", { name: "Show my estimate" }).click();
    await expect(page).toHaveURL(/area=3&.*loanMonths=36/);
    await expect(page.getByTestId("estimate-summary")).toContainText("Tomato on 3 ha");
    await expect(months).toHaveValue("36");
    // Whichever button sends them, what was typed in the answers and in the terms both arrive,
    // and the page opens at what the button works out: the instalment, or the estimate.
    await page.getByLabel("Area to irrigate", { exact: true }).fill("4");
    await months.fill("48");
    await page.getByRole("button", { name: "Work out the instalment" }).click();
    await expect(page).toHaveURL(/area=4&.*loanMonths=48.*#monthly-cost$/);
    await expect(page.getByTestId("estimate-summary")).toContainText("Tomato on 4 ha");
    await expect(months).toHaveValue("48");
    // On a phone, where the estimate is under the whole form.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel("Area to irrigate", { exact: true }).fill("5");
    await months.fill("60");
    await page.getByRole("button", { name: "Show my estimate" }).click();
    await expect(page).toHaveURL(/area=5&.*loanMonths=60.*#answered$/);
    // The page opens at the new estimate, not at the first of the answers above it.
    await expect(page.getByTestId("estimate-summary")).toContainText("Tomato on 5 ha");
    await expect(page.getByTestId("estimate-summary")).toBeInViewport();
    await expect(months).toHaveValue("60");
    // Enter in a term works the instalment out again and opens at it, as the terms' button
    // does; Enter in an answer opens at the new estimate.
    const instalment = page.getByTestId("monthly-cost").getByRole("heading");
    await months.fill("24");
    await months.press("Enter");
    // The server goes on at the address without the answers Enter sent alongside (`shown`).
    await expect(page).toHaveURL(/loanMonths=24.*#monthly-cost$/);
    expect(page.url()).not.toContain("shown=");
    await expect(months).toHaveValue("24");
    await expect(instalment).toBeInViewport();
    await expect(page.getByTestId("estimate-summary")).not.toBeInViewport();
    const area = page.getByLabel("Area to irrigate", { exact: true });
    await area.fill("6");
    await area.press("Enter");
    await expect(page).toHaveURL(/area=6&.*#answered$/);
    expect(page.url()).not.toContain("shown=");
    await expect(page.getByTestId("estimate-summary")).toContainText("Tomato on 6 ha");
    await expect(page.getByTestId("estimate-summary")).toBeInViewport();
    await expect(instalment).not.toBeInViewport();
    await expect(months).toHaveValue("24");
    // Beyond the standard range there is no instalment: Enter with nothing changed opens at the
    // estimate.
    await page.goto("/size-your-system?area=10&method=furrow&source=surface&depth=5&distance=5000");
    await expect(page.getByTestId("monthly-cost")).toHaveCount(0);
    await area.press("Enter");
    await expect(page).toHaveURL(/distance=5000.*#answered$/);
    await expect(page.getByTestId("estimate-summary")).toBeInViewport();
  });

  test("the lender sheet reads in full and its form works", async ({ page }) => {
    await page.goto("/om/size-your-system/lender-sheet?crop=tomato&area=2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Paampii aduu: galii fi baasii qonnaa",
    );
    await expect(page.getByTestId("sheet-instalment")).toContainText("qarshii");
    // Print needs JavaScript: the browser's own print prints the same page.
    await expect(page.getByRole("button", { name: "Maxxansaa" })).toHaveCount(0);
    await page.getByLabel("Oomisha (heektaara tokkoof kuntaala)", { exact: true }).fill("300");
    await page.getByLabel("Gatii (kuntaala tokkoof qarshii)", { exact: true }).fill("1500");
    await page.getByLabel("Turtii liqii (ji'a)", { exact: true }).fill("36");
    // Each way interest is charged shows whole, as a radio button.
    const flat = { name: "Qixa, liqii guutuu liqeeffatame irratti" };
    await page.getByTestId("sheet-form").getByRole("radio", flat).check();
    await page.getByRole("button", { name: "Waraqaa haaromsaa" }).click();
    await expect(page).toHaveURL(/crop=tomato/);
    await expect(page.getByTestId("sheet-income-year")).toHaveText("qarshii 900,000");
    await expect(page.getByTestId("sheet-form").getByRole("radio", flat)).toBeChecked();
    // Back to the estimate with the terms the sheet's form changed.
    await page.getByRole("link", { name: "Gara tilmaamaatti deebi'aa" }).click();
    await expect(page).toHaveURL(
      /\/om\/size-your-system\?crop=tomato&area=2&.*loanInterest=flat&loanMonths=36/,
    );
    await expect(
      page.getByTestId("monthly-cost").getByLabel("Turtii liqii (ji'a)", { exact: true }),
    ).toHaveValue("36");
    await expect(page.getByTestId("monthly-cost").getByRole("radio", flat)).toBeChecked();
  });
});
