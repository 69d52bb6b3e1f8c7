import { expect, test } from "./tab";

// A screen takes the rendition of a photo it needs (the `sizes` of `Picture`, PHOTO_WIDTHS). A
// phone of 390 px at 2× pixels shows the About page's photo 358 px wide: the 720 px file, about two
// thirds of the bytes of the 960 px one that `100vw` asked for. A desktop shows it 480 px wide
// (30rem): the 480 px file.
for (const { width, scale, rendition } of [
  { width: 390, scale: 2, rendition: 720 },
  { width: 1280, scale: 1, rendition: 480 },
]) {
  test.describe(`a screen ${width} px wide at ${scale}× pixels`, () => {
    test.use({
      viewport: { width, height: 800 },
      deviceScaleFactor: scale,
      javaScriptEnabled: false,
      // The rendition the screen picks is what is asked: no other test's file in the cache.
      freshTab: true,
    });

    test(`takes the About page's photo as its ${rendition} px AVIF`, async ({ page }) => {
      await page.goto("/about");
      const img = page.locator('picture:has(source[type="image/avif"]) img');
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc))
        .toMatch(new RegExp(`/team-field-photo-${rendition}\\.avif$`));
    });
  });
}
