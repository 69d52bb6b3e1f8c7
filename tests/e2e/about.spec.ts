import { expect, test, type Page } from "./tab";
import { gotoHydrated, waitForSplash, gotoWithClock } from "./support";

const titles = [
  "Founded by two engineers in 2023",
  "Planning every field with the farmer",
  "Water for whole communities",
];

const dot = (page: Page, n: number) =>
  page.getByRole("link", { name: `Show slide ${n}: ${titles[n - 1]}` });

async function expectSlide(page: Page, n: number) {
  await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
  // The strip has come to rest on that slide, not merely scrolling past it.
  await expect
    .poll(() =>
      page
        .getByRole("group", { name: "Slides" })
        .evaluate((track) => track.scrollLeft / track.clientWidth),
    )
    .toBeCloseTo(n - 1, 1);
  await expect(page.getByText(titles[n - 1]!, { exact: true })).toBeInViewport();
}

/** Takes focus and pointer out of the carousel, so only the pause button can hold it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(5, 600);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("About carousel", () => {
  test("the dots choose the slide", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/about");
    await expectSlide(page, 1);
    await dot(page, 3).click();
    await expectSlide(page, 3);
    await dot(page, 2).click();
    await expectSlide(page, 2);
  });

  test("advances every 5 s, but not under the pointer or while paused", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/about");
    await leaveCarousel(page);
    await page.clock.fastForward(5_100);
    await expectSlide(page, 2);

    await page.getByRole("group", { name: "Slides" }).hover();
    await page.clock.fastForward(11_000);
    await expectSlide(page, 2);

    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await leaveCarousel(page);
    await page.clock.fastForward(11_000);
    await expectSlide(page, 2);

    await page.getByRole("button", { name: "Play slideshow" }).click();
    await leaveCarousel(page);
    await page.clock.fastForward(5_100);
    await expectSlide(page, 3);
  });

  test("stays on its slide while focus is inside it", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/about");
    await page.getByRole("group", { name: "Slides" }).focus();
    await page.clock.fastForward(11_000);
    await expectSlide(page, 1);
  });

  test("does not move on its own with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.fastForward(16_000);
    await expectSlide(page, 1);
  });
});

test("the About sections read in order and the closing call to action leads to a quote", async ({
  page,
}) => {
  await gotoWithClock(page, "/about");
  for (const heading of [
    "From one drilling rig to 12 regions",
    "Why we do this",
    "Key services",
    "2023 to 2025",
    "What guides our work",
    "Owner-led, and growing every season",
    "The people who lead the work",
    "Three teams on every project",
    "We stay after the water flows",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const figure of ["200+", "150+", "30+"]) {
    await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 3, name: "Selamawit Bekele" })).toBeVisible();
  await page.getByRole("link", { name: "Get a free quote" }).click();
  await waitForSplash(page);
  await expect(page).toHaveURL("/get-started");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/free quote/);
});

// With JavaScript off, all three slides and the page's content are in the page, and no slide
// buttons: photo-widths.spec.ts, on the load that also reads the page's photo at 1280 px.

test.describe("in Amharic", () => {
  test("the page reads in Amharic and its carousel and links stay in Amharic", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoWithClock(page, "/am/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "ለኢትዮጵያ ማሳዎች በፀሐይ ኃይል የሚቀዳ ውሃ",
    );
    await expect(page).toHaveTitle(/^ስለ እኛ/);
    await expect(page.getByRole("heading", { level: 3, name: "ሰላማዊት በቀለ" })).toBeVisible();
    await expect(page.getByRole("img", { name: "የሰላማዊት በቀለ የተሳለ ምስል" })).toBeVisible();
    await expect(page.getByText("ጥር 2015 ዓ.ም.", { exact: true })).toBeVisible();
    // Our Journey in the Ethiopian calendar: 2023 to 2025 are 2015 to 2017 ዓ.ም.
    await expect(page.getByRole("heading", { name: "ከ2015 እስከ 2017 ዓ.ም." })).toBeVisible();
    await expect(page.getByText("2016 ዓ.ም.", { exact: true })).toHaveCount(2);

    await expect(page.getByRole("button", { name: "ተንሸራታች ማሳያውን ያጫውቱ" })).toBeVisible();
    const third = page.getByRole("link", { name: "3ኛውን ገጽታ ያሳዩ፦ ለመላው ማኅበረሰብ የሚደርስ ውሃ" });
    await third.click();
    await expect(third).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("ለመላው ማኅበረሰብ የሚደርስ ውሃ", { exact: true })).toBeInViewport();

    await page.getByRole("link", { name: "ነፃ የዋጋ ግምት ይጠይቁ" }).click();
    await waitForSplash(page);
    await expect(page).toHaveURL("/am/get-started");
  });
});
