import { expect, test, type Page } from "./tab";

const titles = [
  "Founded by two engineers in 2023",
  "Planning every field with the farmer",
  "Water for whole communities",
];

/** The About page's photo: the `<img>` of the picture that offers AVIF. */
const photo = (page: Page) => page.locator('picture:has(source[type="image/avif"]) img');

/** The rendition the screen has taken of the About page's photo, once it is in view. */
async function expectRendition(page: Page, rendition: number) {
  const img = photo(page);
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(new RegExp(`/team-field-photo-${rendition}\\.avif$`));
}

// A screen takes the rendition of a photo it needs (the `sizes` of `Picture`, PHOTO_WIDTHS). A
// phone of 390 px at 2× pixels shows the About page's photo 358 px wide: the 720 px file, about two
// thirds of the bytes of the 960 px one that `100vw` asked for. A desktop shows it 480 px wide
// (30rem): the 480 px file. Both read the page with JavaScript off: the picture and the carousel's
// slides are the server's HTML, which scripts do not change for what is asserted here.
test.describe("a screen 390 px wide at 2× pixels", () => {
  test.use({
    viewport: { width: 390, height: 800 },
    deviceScaleFactor: 2,
    javaScriptEnabled: false,
    // The rendition the screen picks is what is asked: no other test's file in the cache.
    freshTab: true,
  });

  test("takes the About page's photo as its 720 px AVIF", async ({ page }) => {
    await page.goto("/about");
    await expectRendition(page, 720);
  });
});

test.describe("a screen 1280 px wide at 1× pixels", () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    javaScriptEnabled: false,
    // The rendition the screen picks is what is asked: no other test's file in the cache.
    freshTab: true,
  });

  test("with JavaScript off, the About page has all three slides and its content, and no slide buttons; its photo comes through <picture> with AVIF and WebP sources at 480, 960 and 1440 px, sized 1440 × 900, and the screen takes its 480 px AVIF", async ({
    page,
  }) => {
    await page.goto("/about");
    // The carousel without scripts: every slide in the page, the first one shown, no controls
    // that could only work with scripts.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const title of titles) await expect(page.getByText(title, { exact: true })).toBeAttached();
    await expect(page.getByText(titles[0]!, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /slide/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Hiwot Tesfaye" })).toBeVisible();

    // The photo's sources and its size, reserved before it arrives.
    const picture = page
      .locator("picture")
      .filter({ has: page.locator('source[type="image/avif"]') });
    for (const type of ["image/avif", "image/webp"])
      await expect(picture.locator(`source[type="${type}"]`)).toHaveAttribute(
        "srcset",
        /480w.*960w.*1440w/,
      );
    await expect(picture.locator("img")).toHaveAttribute("width", "1440");
    await expect(picture.locator("img")).toHaveAttribute("height", "900");
    await expectRendition(page, 480);
  });
});
