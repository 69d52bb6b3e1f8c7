import { expect, test, type Locator, type Page } from "./tab";
import { reportingStall } from "./stall";
import { gotoHydrated } from "./support";

// Keyboard focus a person can see: a ring around a focused card, and a focused field with its
// label clear of what stays on screen over the page (the fixed header, the sizing page's result
// bar on a phone, the chat button).

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/**
 * The colours of the given points of a PNG (red, green, blue), decoded in the page under test
 * once its screenshots are taken (a bitmap from bytes: no request, so no policy of the page's
 * applies; no new tab, whose renderer would cost more than the decoding).
 */
async function coloursAt(page: Page, png: Buffer, points: [x: number, y: number][]) {
  return page.evaluate(
    async ({ data, points }) => {
      const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      return points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]);
    },
    { data: png.toString("base64"), points },
  );
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

// One tab loads the four pages in turn (each a new document: no focus or scroll carries over).
// Tab brings the link into view with the page's smooth scroll unless motion is reduced; the ring
// is the same either way, and it is read where the card comes to rest: with motion reduced the
// scroll ends before the card is measured (on a loaded host a smooth one was still moving between
// the measure and the screenshot, and a gate read white, not the ring, at the card's top edge).
test.describe(() => {
  test.use({ reducedMotion: "reduce" });
  test("a project card's link focused by Tab rings the card on all four sides, on a phone and a desktop", async ({
    page,
  }) => {
    for (const [path, size] of [
      ["/", phone],
      ["/projects", desktop],
      ["/am/projects", phone],
      ["/om", desktop],
    ] as const) {
      await test.step(`on ${path} at ${size.width} px`, async () => {
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
          expect(blue, `${path}: edge ${index}: ${colour.join(",")}`).toBeGreaterThan(red + 60);
          expect(green, `${path}: edge ${index}: ${colour.join(",")}`).toBeGreaterThan(red + 40);
          expect(unfocused[index], `${path}: edge ${index} without focus`).not.toEqual(colour);
        }
      });
    }
  });
});

/**
 * How far the focused control's label (the control itself, when it has none) starts below what
 * covers the top of the screen: the header and, on a phone, the sizing page's result bar.
 * Negative: partly or wholly under them.
 */
function labelClearance(page: Page) {
  return page.evaluate(() => {
    const control = document.activeElement as HTMLInputElement;
    const covers = [document.querySelector("header"), document.querySelector("[data-mini-summary]")]
      .filter((element) => element && element.getBoundingClientRect().height > 0)
      .map((element) => element!.getBoundingClientRect().bottom);
    const label = control.labels?.[0] ?? control;
    return Math.round(label.getBoundingClientRect().top - Math.max(...covers));
  });
}

/**
 * Shift+Tab onto each field of the form from the control after it, the field first placed partly
 * and then wholly under the header (and the result bar): the field's label ends in view.
 */
async function shiftTabOntoEachField(page: Page, form: Locator) {
  const fields = await form.evaluate((element) => {
    const tabbable = [
      ...element.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea"),
    ]
      .filter((control) => control.tabIndex >= 0 && control.getClientRects().length > 0)
      // Of a group of radio buttons, Tab stops on the checked one.
      .filter(
        (control) =>
          !(control instanceof HTMLInputElement && control.type === "radio") ||
          (control as HTMLInputElement).checked,
      );
    return tabbable.flatMap((control, index) => {
      const next = tabbable[index + 1];
      if (!control.id.startsWith("field-") || !next) return [];
      next.dataset.focusTestNext = control.id;
      return [control.id];
    });
  });
  expect(fields.length, "fields of the form").toBeGreaterThan(3);
  for (const id of fields) {
    for (const placed of ["partly", "wholly"] as const) {
      await page.evaluate(
        ({ id, placed }) => {
          const control = document.getElementById(id)!;
          const covered = Math.max(
            ...[document.querySelector("header"), document.querySelector("[data-mini-summary]")]
              .filter((element) => element && element.getBoundingClientRect().height > 0)
              .map((element) => element!.getBoundingClientRect().bottom),
          );
          const top = placed === "partly" ? covered - 10 : covered - control.offsetHeight - 2;
          const by = control.getBoundingClientRect().top - top;
          scrollTo({ top: scrollY + by, behavior: "instant" });
          document
            .querySelector<HTMLElement>(`[data-focus-test-next="${id}"]`)!
            .focus({ preventScroll: true });
        },
        { id, placed },
      );
      await page.keyboard.press("Shift+Tab");
      await expect(page.locator(`#${id}`)).toBeFocused();
      // Read until the label is clear. The focus scrolls the page at once, before the field's
      // focus event (the page's scroll is instant while a field has the focus): a label still
      // under the header after 8 s gets the tab's report beside the failure (tests/e2e/stall.ts).
      await reportingStall(
        page,
        `Shift+Tab onto ${id}, ${placed} under the header`,
        expect
          .poll(() => labelClearance(page), { message: `the label of ${id}, ${placed} under` })
          .toBeGreaterThanOrEqual(0),
        8_000,
      );
    }
  }
}

for (const size of [phone, desktop]) {
  for (const language of ["", "/om"]) {
    test(`on ${language}/size-your-system at ${size.width} px, Shift+Tab never leaves a field's label under the header or the result bar`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await gotoHydrated(page, `${language}/size-your-system`);
      await shiftTabOntoEachField(
        page,
        page.locator("form").filter({ has: page.locator("#field-area") }),
      );
    });
  }

  test(`on /get-started at ${size.width} px, each link of the error summary shows its field with its label and hint`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await gotoHydrated(page, "/get-started");
    await page.getByRole("button", { name: "Request my free quote" }).click();
    const links = page.getByRole("alert").getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      const target = (await link.getAttribute("href"))!;
      await link.click();
      await expect(page.locator(target)).toBeFocused();
      await expect
        .poll(() => labelClearance(page), { message: `the label of ${target}` })
        .toBeGreaterThanOrEqual(0);
      // Back to the summary for the next link.
      await page.getByRole("alert").scrollIntoViewIfNeeded();
    }
  });
}

/** On a phone, the field labelled `label`, focused near the bottom of the screen, is clear of the chat button. */
async function fieldClearOfChat(page: Page, label: string) {
  const chat = page.getByRole("button", { name: "Chat with us" });
  const field = page.getByLabel(label, { exact: true });
  // Reached with Tab from the control before it, the field on screen but its bottom in the
  // bottom corner the button takes.
  await field.evaluate((element) => {
    const controls = [...document.querySelectorAll<HTMLElement>("input, select, textarea")];
    const shown = controls.filter((control) => control.getClientRects().length > 0);
    const previous = shown[shown.indexOf(element as HTMLElement) - 1]!;
    scrollTo({
      top: scrollY + element.getBoundingClientRect().bottom - innerHeight + 10,
      behavior: "instant",
    });
    previous.focus({ preventScroll: true });
  });
  await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  await expect(chat).toBeVisible();
  // The field ends above the button's top, once the focus's smooth scroll has moved it there.
  await expect
    .poll(
      async () => {
        const fieldBox = (await field.boundingBox())!;
        const chatBox = (await chat.boundingBox())!;
        return chatBox.y - (fieldBox.y + fieldBox.height);
      },
      { message: `${label}: room between the field and the chat button` },
    )
    .toBeGreaterThanOrEqual(0);
}

test("on /contact at 1280 px, a control whose colours fade shows its focus ring at once, not faded in from its text's colour, and Shift+Tab never leaves a field's label under the header", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, "/contact");
  // Each one focused, and its style read in the same task: a transition of the ring's colour
  // would start right there (a filled button's white text made its ring white on a white card).
  const fading = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[class*=transition], button[class*=transition]")]
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => {
        control.focus();
        const transitions = control
          .getAnimations()
          .filter(
            (animation) => (animation as CSSTransition).transitionProperty === "outline-color",
          );
        return {
          control: control.textContent?.trim() || control.getAttribute("aria-label"),
          ringed: control.matches(":focus-visible"),
          fades: transitions.length > 0,
        };
      }),
  );
  expect(fading.length).toBeGreaterThan(3);
  expect(fading.filter(({ ringed }) => !ringed)).toEqual([]);
  expect(fading.filter(({ fades }) => fades)).toEqual([]);

  // Shift+Tab places each field itself (scroll and focus): what the controls' focusing left
  // behind does not matter.
  await shiftTabOntoEachField(
    page,
    page.locator("form").filter({ has: page.locator("#field-subject") }),
  );
});

test("on /contact at 390 px, Shift+Tab never leaves a field's label under the header, and a field focused near the bottom of the screen (Phone (optional)) is clear of the chat button", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, "/contact");
  await shiftTabOntoEachField(
    page,
    page.locator("form").filter({ has: page.locator("#field-subject") }),
  );
  // The field is placed anew (scroll and focus), whatever the Shift+Tabs left.
  await fieldClearOfChat(page, "Phone (optional)");
});

test.describe("on a 390 px phone, a field focused near the bottom of the screen is clear of the chat button", () => {
  test.use({ viewport: phone });

  test("/financing: Term (months)", async ({ page }) => {
    await gotoHydrated(page, "/financing");
    await fieldClearOfChat(page, "Term (months)");
  });
});
