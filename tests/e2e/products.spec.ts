import { expect, test } from "./tab";
import { waitForSplash, gotoWithClock } from "./support";

// US dollar list prices shown in birr at the seed's rate, 150 birr to the dollar.
const productIds = [
  ["Solar Panels", "From 75,000 birr ($500)", "solar-panels"],
  ["Batteries", "From 120,000 birr ($800)", "batteries"],
  ["Solar Pumps", "From 180,000 birr ($1,200)", "solar-pumps"],
  ["Pump Controllers", "From 45,000 birr ($300)", "pump-controllers"],
  ["Remote Monitoring", "From 30,000 birr ($200)", "remote-monitoring"],
  ["Complete Systems", "From 450,000 birr ($3,000)", "complete-systems"],
] as const;

test("each product card shows its price and asks for a quote for that product, the three packages show their prices in birr with the dollars, Professional is most popular, each package's Choose links to the quote form with the package in the URL, and the footer leads to /financing", async ({
  page,
}) => {
  // One load of /products for what it shows and where its links lead. The next test follows a
  // link to the quote form; get-started.spec.ts checks the form's preselection of a package.
  await page.goto("/products");
  for (const [title, price, id] of productIds) {
    const card = page.getByRole("article").filter({
      has: page.getByRole("heading", { name: title, exact: true }),
    });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: `Get Quote for ${title}` })).toHaveAttribute(
      "href",
      `/get-started?product=${id}`,
    );
  }

  const packages = page.locator("#packages");
  await expect(packages).toContainText(
    "Prices in birr at 150 birr to the US dollar, the rate set on 1 November 2026",
  );
  // The hectares depend on the water depth, as the sizing tool computes them (decision 0055).
  for (const [name, price, hectares, pump] of [
    ["Starter", "525,000 birr($3,500)", "up to 1 ha from shallow water, 0.4 ha", "2 HP"],
    ["Professional", "1,125,000 birr($7,500)", "up to 2.5 ha from shallow water, 1.2 ha", "4 HP"],
    ["Enterprise", "2,250,000 birr($15,000)", "up to 5 ha from shallow water, 2.4 ha", "10 HP"],
  ] as const) {
    const card = packages.getByRole("article").filter({
      has: page.getByRole("heading", { name, exact: true }),
    });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card).toContainText(`Typically ${hectares} from a 20 m borehole`);
    await expect(card).toContainText(`${pump} solar pump`);
  }
  await expect(
    packages.getByRole("article").filter({ hasText: "Most Popular" }).getByRole("heading"),
  ).toHaveText("Professional");
  await expect(packages.getByText("Most Popular")).toHaveCount(1);
  for (const [name, id] of [
    ["Starter", "starter"],
    ["Professional", "professional"],
    ["Enterprise", "enterprise"],
  ] as const) {
    await expect(page.getByRole("link", { name: `Choose ${name}` })).toHaveAttribute(
      "href",
      `/get-started?package=${id}`,
    );
  }

  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Paying for a system" }),
  ).toHaveAttribute("href", "/financing");
});

test("a product's Get Quote goes to the quote form with the product in the URL", async ({
  page,
}) => {
  await gotoWithClock(page, "/products");
  await page.getByRole("link", { name: "Get Quote for Solar Pumps" }).click();
  await expect(page).toHaveURL("/get-started?product=solar-pumps");
  await waitForSplash(page);
  // The quote form arrives with the product chosen.
  const interest = page.getByRole("combobox", { name: /interested in/i });
  await expect(interest).toHaveValue("product:solar-pumps");
  await expect(interest.locator("option:checked")).toHaveText("Solar Pumps");
});

test("/am/products is in Amharic, and its buttons and its footer's link to /financing keep to the Amharic pages", async ({
  page,
}) => {
  await page.goto("/am/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "ረጅም ዕድሜ ያላቸው የፀሐይ ኃይል መሣሪያዎች፣ በግልጽ ዋጋ",
  );
  const packages = page.locator("#packages");
  await expect(
    packages.getByRole("article").filter({ hasText: "በብዛት የሚመረጠው" }).getByRole("heading"),
  ).toHaveText("ፕሮፌሽናል");
  await expect(packages.getByText("1,125,000 ብር($7,500)", { exact: true })).toBeVisible();
  await expect(
    page.locator("#components").getByRole("article").filter({ hasText: "የፀሐይ ኃይል የውሃ ፓምፖች" }),
  ).toContainText("ከ180,000 ብር ጀምሮ ($1,200)");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /525,000\u00a0ብር/,
  );
  await expect(page.getByRole("link", { name: "የፕሮፌሽናል ፓኬጅን ይምረጡ" })).toHaveAttribute(
    "href",
    "/am/get-started?package=professional",
  );
  await expect(
    page.getByRole("link", { name: "የዋጋ ግምት ይጠይቁ (የፀሐይ ኃይል የውሃ ፓምፖች)" }),
  ).toHaveAttribute("href", "/am/get-started?product=solar-pumps");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "የመክፈያ መንገዶች" }),
  ).toHaveAttribute("href", "/am/financing");
});

test("/om/products: a price that opens its line opens with a capital, as the text does", async ({
  page,
}) => {
  await page.goto("/om/products");
  // The price formats read "qarshii 1,125,000" inside a sentence; a figure on its own line shows
  // "Qarshii", the way the reader sees it (the first letter's own style).
  const prices = page
    .locator("#packages article p, #components article p")
    .filter({ hasText: /^qarshii/ });
  await expect(prices).toHaveCount(9);
  const shown = await prices.evaluateAll((nodes) =>
    nodes.map((node) => getComputedStyle(node, "::first-letter").textTransform),
  );
  expect(shown).toEqual(Array(9).fill("uppercase"));
});
