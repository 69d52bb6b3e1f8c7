/**
 * Translation units and their key paths. A unit is one string leaf of a language catalogue
 * (`app/content/catalogue.ts`); its key path is the catalogue module's name followed by the
 * property path to the string, array indices included: `contact.faqs.0.question`. A key that is
 * not a plain name is quoted: `regionNames["Addis Ababa"]`, `projects.statuses["90% Completed"]`.
 * Only strings are units: any other leaf (a number, a function) is counted and skipped.
 */

/** One step of a key path: a property name or an array index. */
export type KeySegment = string | number;

const plainName = /^[A-Za-z_$][\w$-]*$/;

/** The key path of a list of segments, as files and reports write it. */
export function formatKeyPath(segments: readonly KeySegment[]): string {
  return segments
    .map((segment, index) => {
      if (typeof segment === "number") return `.${segment}`;
      if (!plainName.test(segment)) return `[${JSON.stringify(segment)}]`;
      return index === 0 ? segment : `.${segment}`;
    })
    .join("");
}

/** A string leaf: its key path and text. */
export interface TextLeaf {
  readonly key: string;
  readonly segments: readonly KeySegment[];
  readonly text: string;
}

/** Every string leaf of a value, in the order its properties are written, and how many leaves are not strings. */
export function stringLeaves(value: unknown): { leaves: TextLeaf[]; skipped: number } {
  const leaves: TextLeaf[] = [];
  let skipped = 0;
  const walk = (node: unknown, segments: KeySegment[]) => {
    if (typeof node === "string") {
      leaves.push({ key: formatKeyPath(segments), segments, text: node });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...segments, index]));
    } else if (node !== null && typeof node === "object") {
      for (const [name, item] of Object.entries(node)) walk(item, [...segments, name]);
    } else if (node !== undefined && node !== null) {
      skipped += 1;
    }
  };
  walk(value, []);
  return { leaves, skipped };
}

/** The value at a key path's segments, or undefined. */
export function valueAt(root: unknown, segments: readonly KeySegment[]): unknown {
  let node = root;
  for (const segment of segments) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

/** The `{name}` placeholders of a text, sorted and without repeats. */
export function placeholders(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(/\{(\w+)\}/g), (match) => match[0]))].sort();
}
