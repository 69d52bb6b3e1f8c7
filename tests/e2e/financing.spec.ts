import { expect, test, type Page } from "./tab";
import { gotoHydrated, waitForHydration } from "./support";
import { financingText } from "../../app/content/catalogues";

/** What the loan calculator shows a visitor, and what the estimate's monthly cost shows. */
const resultFigure = (scope: ReturnType<Page["getByTestId"]>, label: string) =>
  scope
    .locator("div")
    .filter({ has: scope.page().locator("dt", { hasText: label }) })
    .locator("dd")
    .first();

const languages = [
  {
    prefix: "",
    sectionTitle: "Your system on a loan, against the fuel you no longer buy",
    instalment: "Monthly instalment",
    petrol: "Petrol you no longer buy, a month",
    example:
      /^Example terms, not an offer: 20\u00a0% down, 18\u00a0% a year on the declining balance, 24 months, a 2\u00a0% fee\./,
    // The default estimate: 1,297,500 birr ($8,650 × 150), shown as 1,298,000; 20 % down,
    // 1,038,400 lent at 1.5 % a month for 24 months: 51,841 a month → 51,800 birr. Petrol 187,400 birr a year ÷ 12.
    monthly: "51,800 birr",
    petrolMonth: "15,600 birr",
    verdict: "Each month of the loan, the instalment is 36,200 birr more than the fuel you save.",
    financingTitle: "Pay for solar pumping month by month",
    calculatorHeading: "What a loan costs a month",
    price: "System price (birr)",
    months: "Term (months)",
    down: "Down payment (%)",
    paidInFull:
      "Nothing is borrowed: with the system paid at the start, the fuel you no longer buy stays in your pocket from the first month: 15,600 birr a month.",
    ways: ["Cash", "Microfinance loan", "Cooperative purchase", "Our instalment plan"],
    faq: "What do lenders ask for?",
    // The Professional package, $7,500 × 150 = 1,125,000 birr, on the example terms.
    calcInstalment: "Monthly instalment",
    financingMonthly: "44,900 birr",
    financingMonthly36: "32,500 birr",
    priceMessage: "Enter a price above 0",
    priceFormat: "Write the price in figures only",
    rate: "Prices in birr are indicative: converted from our US dollar list prices at 150 birr to the dollar (rate set on 1 November 2026).",
  },
  {
    prefix: "/am",
    sectionTitle: "ሥርዓትዎ በብድር፣ ከማይገዙት ነዳጅ ጋር ሲነጻጸር",
    instalment: "ወርሃዊ የብድር ክፍያ",
    petrol: "በወር የማይገዙት ቤንዚን",
    example: /^የምሳሌ ሁኔታዎች እንጂ የብድር ቅናሽ አይደሉም፦ 20\u00a0% ቅድመ ክፍያ/,
    monthly: "51,800 ብር",
    petrolMonth: "15,600 ብር",
    verdict: "በብድሩ ጊዜ በየወሩ ወርሃዊ ክፍያው ከሚቆጥቡት ነዳጅ በ36,200 ብር ይበልጣል።",
    financingTitle: "ለፀሐይ ኃይል ፓምፕዎ በየወሩ ይክፈሉ",
    calculatorHeading: "ብድር በየወሩ ምን ያህል ያስወጣል",
    price: "የሥርዓቱ ዋጋ (ብር)",
    months: "የመክፈያ ጊዜ (ወራት)",
    down: "ቅድመ ክፍያ (%)",
    paidInFull:
      "ምንም አይበደሩም፦ ሥርዓቱ መጀመሪያ ላይ ሙሉ በሙሉ ስለሚከፈል የማይገዙት ነዳጅ ገንዘብ ከመጀመሪያው ወር ጀምሮ ለእርስዎ ይቀራል፦ በወር 15,600 ብር።",
    ways: ["በጥሬ ገንዘብ", "የአነስተኛ የፋይናንስ ተቋም ብድር", "በኅብረት ሥራ ማኅበር መግዛት", "የእኛ የክፍያ ዕቅድ"],
    faq: "አበዳሪዎች ምን ይጠይቃሉ?",
    calcInstalment: "ወርሃዊ ክፍያ",
    financingMonthly: "44,900 ብር",
    financingMonthly36: "32,500 ብር",
    priceMessage: "ከ0 በላይ ዋጋ ያስገቡ",
    priceFormat: "ዋጋውን በአኃዝ ብቻ ይጻፉ",
    rate: /^የብር ዋጋዎቹ ግምታዊ ናቸው፤ ከአሜሪካ ዶላር የዋጋ ዝርዝራችን በ1\u00a0ዶላር 150\u00a0ብር ተመን ተቀይረዋል/,
  },
] as const;

/**
 * A price that is not above 0, or not written in figures, is marked beside it with what to do,
 * and the text is kept (the calculator's other terms valid).
 */
async function expectPriceMarked(
  page: Page,
  locale: "en" | "am" | "om",
  priceLabel: string,
  message: string,
  format: string,
) {
  const price = page.getByLabel(priceLabel, { exact: true });
  for (const [typed, says] of [
    ["", message],
    ["0", message],
    // The price is above 0: how it is written is the problem.
    ["1.297.500", format],
    ["1297500 birr", format],
    ["abc", format],
  ] as const) {
    await price.fill(typed);
    await expect(price, typed).toHaveAttribute("aria-invalid", "true");
    await expect(price, typed).toHaveAccessibleDescription(new RegExp(says));
    await expect(price).toHaveValue(typed);
  }
  // Beside the result too, "above 0" is not said of a price that is above 0.
  const { invalid, fixTerms } = financingText[locale].calculator;
  await expect(page.getByText(invalid)).toHaveCount(0);
  await expect(page.getByText(fixTerms)).toBeVisible();
  await price.fill("1,500,000");
  await expect(price).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
}

for (const words of languages) {
  const lang = words.prefix === "" ? "en" : "am";

  test(`[${lang}] the estimate shows its monthly instalment next to the fuel no longer bought`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${words.prefix}/size-your-system`);
    await expect(page.getByTestId("price-rate")).toHaveText(words.rate);
    const section = page.getByTestId("monthly-cost");
    await expect(section.getByRole("heading", { name: words.sectionTitle })).toBeVisible();
    await expect(section.getByTestId("example-terms")).toHaveText(words.example);
    const comparison = section.getByTestId("fuel-against-instalment");
    await expect(resultFigure(comparison, words.instalment)).toHaveText(words.monthly);
    await expect(resultFigure(comparison, words.petrol)).toHaveText(words.petrolMonth);
    await expect(comparison.getByText(words.verdict)).toBeVisible();

    // A longer term lowers the instalment the farmer sees.
    await section.getByLabel(words.months, { exact: true }).fill("48");
    await expect(resultFigure(comparison, words.instalment)).not.toHaveText(words.monthly);
    const longer = await resultFigure(comparison, words.instalment).innerText();
    expect(Number(longer.replace(/\D/g, ""))).toBeLessThan(51_800);

    // Paid in full at the start: nothing is lent, and the page speaks of no loan.
    await section.getByLabel(words.down, { exact: true }).fill("100");
    // The paragraph says that alone: no instalment against the fuel, no "once the loan is repaid".
    await expect(comparison.locator("p", { hasText: words.paidInFull })).toHaveText(
      words.paidInFull,
    );
  });

  // One load of /financing a language: the calculator's terms are typed in an order where each
  // check starts from the example's terms, or from what the check before left valid.
  const ownPrice =
    lang === "en"
      ? ", and a farmer's own price gives a larger instalment, and a wrong term says what to enter"
      : "";
  test(`[${lang}] /financing explains the ways to pay and works out a loan, and a price that is not above 0, or not written in figures, is marked beside it with what to do, the text kept${ownPrice}`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${words.prefix}/financing`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.financingTitle);
    for (const way of words.ways)
      await expect(page.getByRole("heading", { name: way, exact: true })).toBeVisible();
    // No lender is named until staff list one.
    await expect(page.getByTestId("lenders")).toHaveCount(0);
    const result = page.getByTestId("loan-result");
    const first = result.locator("dd").first();
    await expect(resultFigure(result, words.calcInstalment)).toHaveText(words.financingMonthly);
    await expect(page.getByLabel(words.price, { exact: true })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    const months = page.getByLabel(words.months, { exact: true });
    await months.fill("36");
    await expect(first).toHaveText(words.financingMonthly36);
    // Back to the example's 24 months.
    await months.fill("24");
    await expect(first).toHaveText(words.financingMonthly);

    await expectPriceMarked(page, lang, words.price, words.priceMessage, words.priceFormat);
    // The rest is checked in English only.
    if (lang !== "en") return;

    // The farmer's own price, on the example's terms.
    await page.getByLabel("System price (birr)").fill("2000000");
    await expect(first).toHaveText("79,900 birr");
    // Once the typing pauses, the terms are in the address and in the language links: a reload
    // (the server's page of those terms) keeps the farmer's figures.
    await expect(page).toHaveURL(/\/financing\?price=2000000&loanDown=[^&]+&.*&loanMonths=24&/);
    await expect(page.getByRole("banner").getByRole("link", { name: "አማርኛ" })).toHaveAttribute(
      "href",
      /^\/am\/financing\?price=2000000&/,
    );
    await page.reload();
    await expect(page.getByLabel("System price (birr)")).toHaveValue("2000000");
    await expect(first).toHaveText("79,900 birr");
    await waitForHydration(page);
    // A wrong term is marked beside it, with what to enter; the price's message is not shown.
    const rate = page.getByLabel("Interest rate (% a year)", { exact: true });
    await rate.fill("abc");
    await expect(rate).toHaveAccessibleDescription(/Enter an interest rate from 0 to 100 % a year/);
    await expect(
      page.getByText("Correct the marked terms to see the monthly instalment."),
    ).toBeVisible();
    await expect(page.getByText(/Enter a price above 0/)).toHaveCount(0);
    await rate.fill("18");
    await page.getByLabel("Term (months)").fill("0");
    await expect(page.getByLabel("Term (months)")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Term (months)").fill("60");
    await page.getByLabel("System price (birr)").fill("0");
    await expect(
      page.getByText("Enter a price above 0 and a term of 1 to 120 months."),
    ).toBeVisible();
    // The address the calculator writes comes back with a space as "+": it is still the
    // calculator's own, so the field typed in stays the same field, focused, with what was typed.
    const price = page.getByLabel("System price (birr)");
    await price.evaluate((field) => field.setAttribute("data-typed-in", ""));
    await price.fill("1500000 birr");
    await expect(page).toHaveURL(/\/financing\?price=1500000(\+|%20)birr&/);
    await expect(page.getByRole("banner").getByRole("link", { name: "አማርኛ" })).toHaveAttribute(
      "href",
      /^\/am\/financing\?price=1500000(\+|%20)birr&/,
    );
    await expect(price).toHaveAttribute("data-typed-in", "");
    await expect(price).toBeFocused();
    await expect(price).toHaveValue("1500000 birr");
  });

  // /financing's accessibility, in every language at 390 and 1280 px with both engines: the
  // template sweep (a11y.spec.ts).
}

// The same checks in English and Amharic are part of each language's test of /financing above; in
// Afaan Oromo, of the large farm's test below, on its load of /om/financing.

test("a shared estimate URL shows its own figures, never the example's", async ({ page }) => {
  await gotoHydrated(page, "/size-your-system?area=5&crop=tomato");
  await expect(
    page.getByText("Indicative price 4,395,000 – 5,715,000 birr ($29,300 – $38,100)"),
  ).toBeVisible();
  await expect(page.getByText("1,125,000 – 1,470,000 birr")).toHaveCount(0);
});

test("before its scripts run, a shared estimate URL shows its own figures", async ({ page }) => {
  // The first HTML as a slow phone paints it: the page's scripts have not arrived. The server
  // rendered it from its query (docs/decisions/0034).
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/size-your-system?area=5&crop=tomato");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("estimate-summary")).toContainText("Tomato on 5 ha");
  await expect(
    page.getByText("Indicative price 4,395,000 – 5,715,000 birr ($29,300 – $38,100)"),
  ).toBeVisible();
  await expect(page.getByText("1,125,000 – 1,470,000 birr")).toHaveCount(0);
  // The example page itself shows its figures at once.
  await page.goto("/size-your-system");
  await expect(page.getByTestId("key-figures")).toBeVisible();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("/financing reads in full, with the example terms' result, and ends on the way to a quote", async ({
    page,
  }) => {
    for (const words of languages) {
      await page.goto(`${words.prefix}/financing`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.financingTitle);
      await expect(page.getByRole("heading", { name: words.calculatorHeading })).toBeVisible();
      await expect(page.getByTestId("loan-result").locator("dd").first()).toHaveText(
        words.financingMonthly,
      );
      await expect(page.getByText(words.faq)).toBeVisible();
      // The page ends on the way from its figures to a quote, in the page's language.
      const closing = financingText[words.prefix === "/am" ? "am" : "en"].cta;
      const band = page.getByRole("region", { name: closing.title });
      await expect(band.getByRole("link", { name: closing.primary })).toHaveAttribute(
        "href",
        `${words.prefix}/get-started`,
      );
      await expect(band.getByRole("link", { name: closing.secondary })).toHaveAttribute(
        "href",
        `${words.prefix}/size-your-system`,
      );
    }
    // Chromium's switch for tests parses <noscript> as a browser with scripting on: its text
    // is in the page, where a browser with JavaScript off shows it.
    expect(await page.locator("#calculator noscript").innerHTML()).toContain(
      "አሳሽዎ JavaScript እያሄደ አይደለም፤ ከታች ያለው ውጤት ለሚታዩት ዋጋና ሁኔታዎች በአገልጋያችን የተሰላ ነው።",
    );
  });

  test("the example page says its figures are the example's, the estimate's monthly cost is in the page, and its terms are a form the server works out", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/size-your-system");
    // The example is named as the example (<noscript>: see above), its figures beside it. A
    // shared estimate's address shows that estimate instead (sizing-sheet.spec.ts).
    expect(await page.locator("#estimate noscript").innerHTML()).toContain(
      // innerHTML writes the no-break space as an entity.
      "It shows the example below: 1&nbsp;ha of onion near Batu",
    );
    await expect(page.getByTestId("estimate-summary")).toContainText("Onion on 1 ha near Batu");

    const section = page.getByTestId("monthly-cost");
    const instalment = resultFigure(section, "Monthly instalment");
    await expect(instalment).toHaveText("51,800 birr");

    // The farmer's own terms, sent with Enter: the server works out their instalment (1,038,000
    // lent at 2.5 % a month for 36 months: 44,066 → 44,100 birr) and keeps what was typed.
    const rate = section.getByLabel("Interest rate (% a year)", { exact: true });
    const months = section.getByLabel("Term (months)", { exact: true });
    await rate.fill("30");
    await months.fill("36");
    await months.press("Enter");
    await expect(page).toHaveURL(
      /\/size-your-system\?.*loanRate=30&loanInterest=declining&loanMonths=36/,
    );
    await expect(instalment).toHaveText("44,100 birr");
    await expect(rate).toHaveValue("30");
    await expect(months).toHaveValue("36");

    // A term that is not valid gets the lender sheet's message beside it, the text kept.
    await months.fill("0");
    await section.getByRole("button", { name: "Work out the instalment" }).click();
    await expect(months).toHaveValue("0");
    await expect(months).toHaveAttribute("aria-invalid", "true");
    await expect(months).toHaveAccessibleDescription(
      "Enter a term of 1 to 120 months, in whole months",
    );
    await expect(rate).toHaveValue("30");
    await expect(rate).not.toHaveAttribute("aria-invalid", "true");
    await expect(instalment).toHaveCount(0);
    // The estimate's price is not typed here: the result asks for the marked terms only.
    await expect(
      section.getByText("Correct the marked terms to see the monthly instalment."),
    ).toBeVisible();
    await expect(section.getByText(/Enter a price above 0/)).toHaveCount(0);
  });

  test("on a phone, Update and Show my estimate open the server's page where the farmer was, not on the hero", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/om/size-your-system");
    const section = page.getByTestId("monthly-cost");
    const months = section.getByLabel("Turtii liqii (ji'a)", { exact: true });
    await months.fill("0");
    await section.getByRole("button", { name: "Kaffaltii liqii ji'aa herregaa" }).click();
    await expect(page).toHaveURL(/\/om\/size-your-system\?.*loanMonths=0.*#monthly-cost$/);
    // The term and its message are on screen, with the summary beside the result.
    await expect(months).toHaveAttribute("aria-invalid", "true");
    await expect(months).toBeInViewport();
    await expect(
      section.getByText("Turtii liqii ji'a guutuu 1 hanga 120 galchaa"),
    ).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();

    // The farm's answers: the page opens on the answers and their messages.
    const area = page.getByLabel("Bal'ina jallifamu", { exact: true });
    await area.fill("");
    await page
      .getByRole("form", { name: "Maasii keessan" })
      .getByRole("button", { name: "Tilmaama koo naaf agarsiisaa" })
      .click();
    // The loan terms ride along (no estimate, so no monthly cost, until the area is given).
    await expect(page).toHaveURL(/area=&.*loanMonths=0.*#answered$/);
    await expect(area).toHaveAttribute("aria-invalid", "true");
    await expect(area).toBeInViewport();
  });
});

test("the month-by-month schedule scrolls in its own box, from the keyboard too, never the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/financing");
  await page.locator("summary", { hasText: "Month by month" }).click();
  const schedule = page.getByRole("region", { name: "Repayment schedule, in birr" });
  await expect(schedule).toBeVisible();
  await schedule.focus();
  await expect(schedule).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect.poll(() => schedule.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
  // Opened on a phone, the table does not widen the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a large farm's monthly figures stay inside their boxes from a phone to a desktop, in every language; [om] a price that is not above 0, or not written in figures, is marked beside it", async ({
  page,
}) => {
  // How far each figure's text reaches past its box's padding (a figure never breaks).
  const overflows = () =>
    page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[data-testid="fuel-against-instalment"] dl dd:first-of-type, [data-testid="loan-result"] dd:first-of-type',
        ),
      ].flatMap((value) => {
        const box = value.parentElement!;
        const range = document.createRange();
        range.selectNodeContents(value);
        const right = box.getBoundingClientRect().right;
        const padding = parseFloat(getComputedStyle(box).paddingRight);
        const over = range.getBoundingClientRect().right - (right - padding);
        return over > 0.5 ? [`${value.textContent} by ${Math.round(over)} px`] : [];
      }),
    );
  // Each page is loaded once per language and laid out again at each width (the figures' boxes
  // are CSS: a resized page lays out as one opened at that width).
  const widths = [390, 640, 1024, 1280];
  for (const prefix of ["", "/am", "/om"]) {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    // 14 ha from a 60 m borehole, near the top of the standard range (a larger system gets no
    // price): an instalment near a million birr a month.
    await gotoHydrated(page, `${prefix}/size-your-system?area=14&depth=60`);
    await expect(page.getByTestId("fuel-against-instalment")).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overflows(), `${prefix} ${width}`).toEqual([]);
    }
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await gotoHydrated(page, `${prefix}/financing`);
    if (prefix === "/om") {
      // A price that is not above 0, or not written in figures, is marked beside it with what to
      // do, and the text is kept.
      const price = page.getByLabel("Gatii sirnaa (qarshii)", { exact: true });
      await expect(price).not.toHaveAttribute("aria-invalid", "true");
      await expectPriceMarked(
        page,
        "om",
        "Gatii sirnaa (qarshii)",
        "Gatii 0 ol galchaa",
        "Gatii lakkoofsaan qofa barreessaa",
      );
    }
    await page.locator('input[name="price"]').fill("250000000");
    await expect(page.getByTestId("loan-result")).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overflows(), `${prefix}/financing ${width}`).toEqual([]);
    }
  }
});
