/**
 * The two accessibility engines, run in the page a test already has open: axe (WCAG 2.2 AA) and
 * HTML_CodeSniffer (WCAG 2 AA errors). One page load serves both, at every width a test asks for
 * (docs/decisions/0023-accessibility-sweep-per-template.md).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { textOutsideItsBox } from "./layout";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core, the engine @axe-core/playwright runs, resolved from it so both stay one version.
 * Parsing its half a megabyte takes a page longer than one of its runs, and AxeBuilder evaluates
 * it again on every `analyze()`: it is evaluated once per document here, and a second width (or
 * an open dialog) on the same document reuses it.
 */
const requireFromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve("@axe-core/playwright"),
);
const axeSource = readFileSync(requireFromAxePlaywright.resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's violations on the page as readable lines (WCAG 2.2 AA), run in the page itself, as
 * AxeBuilder's legacy mode does: the pages embed no frame of another origin to merge results
 * from (the video's player is excluded), and frames are not waited for.
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: AxeRunner }).axe;
      const results = await axe.run(exclude ? { exclude: [exclude] } : document, {
        runOnly: { type: "tag", values: tags },
        iframes: false,
        // Only the violations are read: passed and inapplicable checks are not serialised.
        resultTypes: ["violations"],
      });
      // The first node's reason, and how the page was laid out, so a failure seen once on a
      // loaded machine can be read from its log alone.
      const layout = `${innerWidth}×${innerHeight}, scrolled ${scrollY}, ${document.readyState}`;
      return results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")} (first: ${(
            v.nodes[0]?.failureSummary ?? ""
          )
            .replace(/\s+/g, " ")
            .slice(0, 240)}; ${layout})`,
      );
    },
    { tags: wcagTags, exclude },
  );
}

/** The part of axe-core's API used here. */
interface AxeRunner {
  run(
    context: Document | { exclude: string[] },
    options: {
      runOnly: { type: "tag"; values: string[] };
      iframes: boolean;
      resultTypes: string[];
    },
  ): Promise<{
    violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[];
  }>;
}

const htmlcsSource = readFileSync(
  createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  element: Element;
}
declare global {
  interface Window {
    HTMLCS?: {
      process(standard: string, root: Document, done: (error?: unknown) => void): void;
      getMessages(): HtmlcsMessage[];
    };
  }
}

/**
 * HTML_CodeSniffer's errors (not its warnings or notices) on the page, as readable lines. The
 * engine is evaluated in the page through the browser's debugging protocol, which the page's
 * Content-Security-Policy does not govern, exactly as axe is.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.HTMLCS)))) await page.evaluate(htmlcsSource);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = window.HTMLCS!;
        const where = (element: Element) =>
          element instanceof Element
            ? `${element.localName}${element.id ? `#${element.id}` : ""}${[...element.classList]
                .slice(0, 3)
                .map((name) => `.${name}`)
                .join("")}`
            : String(element);
        htmlcs.process("WCAG2AA", document, (error) => {
          if (error) reject(error instanceof Error ? error : new Error(String(error)));
          else
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => `${message.code}: ${where(message.element)}: ${message.msg}`),
            );
        });
      }),
  );
}

/** Both engines' findings on the page as it is now: an empty list when both find nothing. */
export async function accessibilityFindings(page: Page, options: { exclude?: string } = {}) {
  return [
    ...(await axeViolations(page, options)).map((line) => `axe ${line}`),
    ...(await htmlcsErrors(page)).map((line) => `HTML_CodeSniffer ${line}`),
  ];
}

/**
 * Both engines find nothing on the document the page has open, laid out at each width in turn
 * (the same document laid out again, not loaded again), nothing scrolls sideways at any of them
 * (WCAG 1.4.10 at 320 px), and no text is cut short or spills out of its box (layout.ts).
 * `label` names the page in a failure, and in the screenshot taken at each width when SHOTS is
 * set.
 */
export async function expectAccessibleAtWidths(
  page: Page,
  label: string,
  widths: readonly number[] = [390, 1280],
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityFindings(page), `${label} at ${width} px`).toEqual([]);
    // What sticks out past the right edge (the outermost elements that do), named in a failure.
    const sticksOut = await page.evaluate(() => {
      const edge = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= edge) return [];
      const out = (element: Element) => element.getBoundingClientRect().right > edge + 0.5;
      return [...document.body.querySelectorAll("*")]
        .filter((element) => out(element) && !(element.parentElement && out(element.parentElement)))
        .slice(0, 5)
        .map((element) => `${element.localName}.${[...element.classList].join(".")}`);
    });
    expect(sticksOut, `${label} at ${width} px scrolls sideways`).toEqual([]);
    expect(await textOutsideItsBox(page), `${label} at ${width} px: text cut or spilled`).toEqual(
      [],
    );
    await shot(
      page,
      `${label.replace(/^https?:\/\/[^/]+/, "").replace(/\W+/g, "_")}-${width}`,
      true,
    );
  }
}

/**
 * A screenshot for a person to look at, written only when SHOTS names a folder
 * (`SHOTS=/tmp/shots npx playwright test …`): it asserts nothing, so the gate takes none.
 */
export async function shot(target: Page | Locator, name: string, fullPage = false) {
  const folder = process.env.SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${name}.png`);
  if ("goto" in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
