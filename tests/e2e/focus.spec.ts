import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./support";

// Keyboard focus a person can see: a ring around a focused card.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** The colours of the given points of a PNG (red, green, blue), read in a blank page. */
async function coloursAt(page: Page, png: Buffer, points: [x: number, y: number][]) {
  const blank = await page.context().newPage();
  const colours = await blank.evaluate(
    async ({ data, points }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      return points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]);
    },
    { data: png.toString("base64"), points },
  );
  await blank.close();
  return colours;
}

/**
 * Gives the link keyboard focus (Tab onto it from the control before it) and returns what the
 * screen shows at the middle of each of the card's four edges, 1.5 px outside it, focused and
 * then with focus gone: the ring's band.
 */
async function edgesFocusedAndNot(page: Page, card: Locator, link: Locator) {
  await link.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  const margin = 8;
  const clip = {
    x: Math.floor(box.x) - margin,
    y: Math.floor(box.y) - margin,
    width: Math.ceil(box.width) + 2 * margin,
    height: Math.ceil(box.height) + 2 * margin,
  };
  const left = box.x - clip.x - 1.5;
  const top = box.y - clip.y - 1.5;
  const right = box.x + box.width - clip.x + 1.5;
  const bottom = box.y + box.height - clip.y + 1.5;
  const middleX = clip.width / 2;
  const middleY = clip.height / 2;
  const points: [number, number][] = [
    [Math.floor(left), Math.floor(middleY)],
    [Math.floor(right), Math.floor(middleY)],
    [Math.floor(middleX), Math.floor(top)],
    [Math.floor(middleX), Math.floor(bottom)],
  ];
  const focused = await page.screenshot({ clip, animations: "disabled" });
  await link.evaluate((element) => (element as HTMLElement).blur());
  const unfocused = await page.screenshot({ clip, animations: "disabled" });
  return {
    focused: await coloursAt(page, focused, points),
    unfocused: await coloursAt(page, unfocused, points),
  };
}

for (const [path, size] of [
  ["/", phone],
  ["/projects", desktop],
  ["/am/projects", phone],
  ["/om", desktop],
] as const) {
  test(`on ${path} at ${size.width} px a project card's link focused by Tab rings the card on all four sides`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await gotoHydrated(page, path);
    const card = page
      .getByRole("article")
      .filter({ has: page.locator('h3 a[href*="/projects/"]') })
      .first();
    const link = card.locator("h3 a");
    const { focused, unfocused } = await edgesFocusedAndNot(page, card, link);
    // The ring is the site's focus blue (water-500, rgb(14 116 144) or close): without focus the
    // same points show the page behind the card.
    for (const [index, colour] of focused.entries()) {
      const [red, green, blue] = colour as [number, number, number];
      expect(blue, `edge ${index}: ${colour.join(",")}`).toBeGreaterThan(red + 60);
      expect(green, `edge ${index}: ${colour.join(",")}`).toBeGreaterThan(red + 40);
      expect(unfocused[index], `edge ${index} without focus`).not.toEqual(colour);
    }
  });
}
