import { JSDOM } from "jsdom";

// Reading pages without a browser, for the browser tests and the built-pages check alike: it
// throws rather than asserts, so either runner reports a failure with its message.

/**
 * A page's HTML as a browser would parse it, read with jsdom's defaults: none of its scripts run
 * and nothing it links to is loaded.
 */
export function htmlDocument(html: string): Document {
  return new JSDOM(html).window.document;
}

/**
 * The HTML a visitor gets at `path` on the site at `base`, as the server sends it. The test fails,
 * naming the path, unless the answer is 200.
 */
export async function pageHtml(base: string, path: string): Promise<string> {
  const answer = await fetch(`${base}${path}`);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}, not 200`);
  return answer.text();
}

/** The page a visitor gets at `path` on the site at `base`, parsed (see `pageHtml`). */
export async function pageDocument(base: string, path: string): Promise<Document> {
  return htmlDocument(await pageHtml(base, path));
}

/**
 * A node's text as Playwright compares an element's text: its text content with zero-width spaces
 * taken out and each run of white space made one space, trimmed.
 */
export function textOf(node: Node): string {
  return (node.textContent ?? "")
    .replace(/\u200b/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text (as `textOf` reads it) of each element inside `root` that `selector` matches, in order. */
export function textsOf(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map(textOf);
}

/**
 * The first element inside `root` that `selector` matches. The test fails, naming the selector,
 * when none does.
 */
export function firstOf(root: ParentNode, selector: string): Element {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`no element matches ${selector}`);
  return element;
}
