import type { Locator, Page } from "@playwright/test";

/**
 * Text a person sees cut short or spilling over, on the page as it is laid out now: each piece
 * of text that runs past the screen's edge, or out of the nearest box it is drawn in (a card,
 * a band, a button: whatever has a background, a border, a ring or clips its content). Text in
 * a part that scrolls sideways on purpose (a carousel, a wide table) is left to that part. An
 * empty list when nothing does; each finding names the text and its box. Text moved wholly off
 * the screen is hidden on purpose, not spilled. A select on screen shows one answer, the chosen
 * one: the answers that tell are chosen in turn (the page's script is not told, and the select is
 * left as it was). Its width must not change with the answer (what is beside it would move), and
 * an answer wider than its room (as `selectRoom` measures it) must wrap, making the select taller
 * than a short answer does by half a line at least, not be cut.
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
    const context = document.createElement("canvas").getContext("2d")!;
    for (const select of document.querySelectorAll("select")) {
      const width = select.getBoundingClientRect().width;
      if (width === 0 || select.options.length === 0) continue;
      if (!select.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      // Laid out again only with the answers that tell: the narrowest and the widest in words
      // (a select sized by its answer would differ between them), and each one too wide.
      const answers = [...select.options]
        .map((option) => ({ option, words: context.measureText(option.text).width }))
        .sort((a, b) => a.words - b.words);
      const chosen = select.selectedIndex;
      const box = ({ option }: (typeof answers)[number]) => {
        select.selectedIndex = option.index;
        return select.getBoundingClientRect();
      };
      const narrowest = box(answers[0]!);
      const widest = box(answers.at(-1)!);
      const named = `the select "${select.name}"`;
      if (Math.abs(widest.width - narrowest.width) > 1) {
        findings.add(`${named} changes width with its answer, moving what is beside it`);
      } else {
        // Against the narrowest answer's height, one line (none to compare when it is too wide too).
        const tooWide = answers[0]!.words > room ? [] : answers.filter(({ words }) => words > room);
        for (const answer of tooWide) {
          if (box(answer).height < narrowest.height + parseFloat(style.fontSize) / 2)
            findings.add(
              `"${answer.option.text.slice(0, 40)}" is cut short once chosen, in ${named}`,
            );
        }
      }
      select.selectedIndex = chosen;
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
 * The words of a text that its box breaks across two lines, as laid out now: each word of the
 * elements `locator` finds whose letters do not all stand on one line (a label too narrow for
 * its longest word, cut with no hyphen where the language has no hyphenation dictionary). An
 * empty list when every word is whole; each finding names the word.
 */
export async function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => {
    const findings: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        // A break after a hyphen ("Benishangul-|Gumuz") is a break between words.
        for (const word of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.bottom)),
          );
          if (lines.size > 1) findings.push(`"${word[0]}" in "${text.trim().slice(0, 40)}"`);
        }
      }
    }
    return findings;
  });
}

/**
 * WCAG 1.4.12's text spacing, as a reader's own style sheet sets it: lines 1.5 times the font
 * size apart, letters 0.12 and words 0.16 of it, and 2 times it after each paragraph.
 */
export const wcagTextSpacing =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";
