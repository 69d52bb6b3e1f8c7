/**
 * Merging a stale form with what a colleague stored since, field by field (decision 0066). The
 * form carries what each field held when its page was loaded, compactly (`fieldBase`: one short
 * hash per field, never the texts: a form may hold 2 MB), so a save based on an older revision
 * can tell who changed which field: a field the saver left alone takes the stored value, a field
 * only the saver changed keeps theirs, and a field both changed differently is a conflict, the
 * saver's text kept and the stored one shown beside it.
 */
import { createHash } from "node:crypto";
import { staffText } from "~/content/staff";

/** A value as compared: line ends as a browser sends them (CRLF) or not, outer spaces ignored. */
const normal = (value: string | undefined) => (value ?? "").replace(/\r\n?/g, "\n").trim();

/** One field's value, hashed with its name: 8 characters (48 bits) of its SHA-256. */
function fingerprint(name: string, value: string | undefined): string {
  return createHash("sha256")
    .update(`${name}\n${normal(value)}`)
    .digest("base64url")
    .slice(0, 8);
}

/** What a form's fields hold, for its hidden `base` field: their hashes, space-separated. */
export function fieldBase(values: Readonly<Record<string, string>>): string {
  return Object.entries(values)
    .map(([name, value]) => fingerprint(name, value))
    .join(" ");
}

/**
 * Whether a field sent holds something else than when its page was loaded, by the form's `base`;
 * undefined without a base (an old page, a settings form that has none): it cannot be told.
 */
export function changedSinceLoaded(
  base: string | undefined,
  name: string,
  value: string,
): boolean | undefined {
  if (!base?.trim()) return undefined;
  return !base.split(" ").includes(fingerprint(name, value));
}

export interface FieldMerge {
  /** The form as sent, each field the saver left alone taking the stored value. */
  readonly values: Record<string, string>;
  /** The fields whose stored value the form now shows (changed by the colleague only). */
  readonly theirs: readonly string[];
  /** The fields both changed, differently: the saver's value kept. */
  readonly conflicts: readonly string[];
}

/**
 * Merges a stale form (`mine`) with the fields of the stored document (`stored`), given the
 * form's `base` (`fieldBase` of the fields when its page was loaded). Fields the stored document
 * lacks (a confirmation box, the form's own) are the form's. Without a base (an old page, a
 * hand-made post) every field counts as changed on both sides: a difference is a conflict,
 * never silently lost.
 */
export function mergeFields(
  base: string | undefined,
  mine: Readonly<Record<string, string>>,
  stored: Readonly<Record<string, string>>,
): FieldMerge {
  const known = new Set((base ?? "").split(" ").filter(Boolean));
  const values: Record<string, string> = { ...mine };
  const theirs: string[] = [];
  const conflicts: string[] = [];
  for (const [name, value] of Object.entries(stored)) {
    if (normal(mine[name]) === normal(value)) continue;
    const mineChanged = !known.has(fingerprint(name, mine[name]));
    const theirsChanged = !known.has(fingerprint(name, value));
    if (!mineChanged) {
      values[name] = value;
      theirs.push(name);
    } else if (theirsChanged) conflicts.push(name);
  }
  return { values, theirs, conflicts };
}

/**
 * A stale form merged (`mergeFields`), as its 409 page shows it: the merged values, each
 * conflicting field's note (the colleague's value beside the saver's, by `labels`' names), and
 * the sentence naming the fields taken and kept, to follow the stale message.
 */
export function mergedAnswer(
  base: string | undefined,
  mine: Readonly<Record<string, string>>,
  stored: Readonly<Record<string, string>>,
  by: string,
  labels: Readonly<Record<string, string>>,
): { values: Record<string, string>; errors: Record<string, string>; note: string } {
  const merge = mergeFields(base, mine, stored);
  const words = staffText.content;
  const named = (names: readonly string[]) => names.map((name) => labels[name] ?? name);
  return {
    values: merge.values,
    errors: Object.fromEntries(
      merge.conflicts.map((name) => [name, words.conflict(by, stored[name] ?? "")]),
    ),
    note: words.merged(named(merge.theirs), named(merge.conflicts)),
  };
}
