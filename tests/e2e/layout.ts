import type { Locator, Page } from "@playwright/test";

/**
 * Text a person sees cut short or spilling over, on the page as it is laid out now: each piece
 * of text that runs past the screen's edge, or out of the nearest box it is drawn in (a card,
 * a band, a button: whatever has a background, a border, a ring or clips its content). Text in
 * a part that scrolls sideways on purpose (a carousel, a wide table) is left to that part. An
 * empty list when nothing does; each finding names the text and its box. Text moved wholly off
 * the screen is hidden on purpose, not spilled.
 */
export async function textOutsideItsBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.localName}${[...element.classList]
        .slice(0, 4)
        .map((className) => `.${className}`)
        .join("")}`;
    const drawsBox = (style: CSSStyleDeclaration) =>
      !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) ||
      style.boxShadow !== "none" ||
      (parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0) ||
      style.overflowX !== "visible";
    const findings = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      // Not drawn: hidden, transparent, in a closed dialog, or only for screen readers.
      if (parent.closest("script, style, noscript, template, dialog:not([open]), .sr-only"))
        continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length === 0) continue;
      const left = Math.min(...rects.map((rect) => rect.left));
      const right = Math.max(...rects.map((rect) => rect.right));
      // Its box: the nearest element that draws one. A part that scrolls sideways holds it.
      let box: Element | undefined;
      let scrolls = false;
      for (let element: Element | null = parent; element && element !== document.body;) {
        const style = getComputedStyle(element);
        if (style.overflowX === "auto" || style.overflowX === "scroll") scrolls = true;
        if (!box && drawsBox(style)) box = element;
        element = element.parentElement;
      }
      // Moved wholly off the screen is hidden on purpose (the spam trap's field), not spilled.
      if (scrolls || right < 0 || left > edge) continue;
      const quoted = `"${text.replace(/\s+/g, " ").slice(0, 40)}"`;
      if (right > edge + 1 || left < -1) findings.add(`${quoted} runs past the screen's edge`);
      else if (box) {
        const bounds = box.getBoundingClientRect();
        if (right > bounds.right + 1 || left < bounds.left - 1)
          findings.add(`${quoted} runs out of its box, ${name(box)}`);
      }
    }
    return [...findings];
  });
}

/**
 * The room a select gives its answers (its width less its padding and its arrow, 20 px) and how
 * wide its widest answer's words are in its font: an answer wider than the room shows cut short
 * once chosen.
 */
export async function selectRoom(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const width = (option: HTMLOptionElement) => context.measureText(option.text).width;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return {
      room: element.getBoundingClientRect().width - padding - 20,
      widest: Math.max(...[...element.options].map(width)),
    };
  });
}

/**
 * The answers of a select that show cut short once chosen: each is chosen in turn (the page's
 * script is not told; the select is left with the answer it had). One whose words are wider than
 * the select's room (as `selectRoom` measures it) must make the select taller than a short answer
 * does, by half a line at least: its words wrapped onto another line, not cut.
 */
export async function answersCutShort(select: Locator): Promise<string[]> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      element.getBoundingClientRect().width -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight) -
      20;
    const chosen = element.selectedIndex;
    const options = [...element.options].map((option) => ({
      option,
      long: context.measureText(option.text).width > room,
    }));
    const heightWith = (option: HTMLOptionElement) => {
      element.selectedIndex = option.index;
      return element.getBoundingClientRect().height;
    };
    const short = options.find((answer) => !answer.long);
    const oneLine = short ? heightWith(short.option) : 0;
    const cut = options
      .filter(
        ({ option, long }) => long && heightWith(option) < oneLine + parseFloat(style.fontSize) / 2,
      )
      .map(({ option }) => option.text);
    element.selectedIndex = chosen;
    return cut;
  });
}
