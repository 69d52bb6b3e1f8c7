/**
 * Whether one translated part of a stored document (a project's title, a post's body) is done,
 * missing or out of date: each translation records the English it was made from (`sources`), so
 * a changed English shows which translations need another look. Shared by every kind of content.
 */

/** The state of one translated part. */
export type TranslationState = "done" | "missing" | "outdated";

/**
 * Why a translated part is listed to do: missing, out of date, or incomplete (translated from the
 * current English but lacking parts of it: a post's body, which is translated whole).
 */
export type ToDoState = Exclude<TranslationState, "done"> | "incomplete";

/** A stored part as a comparable string: text as it is, lists and structures as JSON. */
export function comparable(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value ?? []);
}

/** Nothing written: no value, blank text or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

/**
 * The state of a translation of a part, given the part's English, its translation and the
 * English the translation was made from. A part with no English needs no translation.
 */
export function partState(
  english: unknown,
  translated: unknown,
  source: string | undefined,
): TranslationState {
  if (isBlank(english)) return "done";
  if (isBlank(translated)) return "missing";
  return source === comparable(english) ? "done" : "outdated";
}

/**
 * The English each translated part was made from, after an edit: recorded when a translation is
 * new or changed, or confirmed as still right for a changed English (`confirmed`); kept as it was
 * otherwise; dropped when the translation was emptied.
 */
export function recordSources<P extends string>(
  translations: readonly string[],
  parts: readonly P[],
  before: { readonly words: object; readonly sources: object },
  after: { readonly words: object },
  englishOf: (part: P) => string,
  confirmed: (locale: string, part: P) => boolean,
): Record<string, Partial<Record<P, string>>> {
  const wordsOf = (
    document: { readonly words: object },
    locale: string,
  ): Partial<Record<P, unknown>> =>
    (document.words as Record<string, Partial<Record<P, unknown>> | undefined>)[locale] ?? {};
  const sources: Record<string, Partial<Record<P, string>>> = {};
  for (const locale of translations) {
    const kept: Partial<Record<P, string>> = {
      ...(before.sources as Record<string, Partial<Record<P, string>> | undefined>)[locale],
    };
    for (const part of parts) {
      const old = JSON.stringify(wordsOf(before, locale)[part] ?? null);
      const now = JSON.stringify(wordsOf(after, locale)[part] ?? null);
      if (now === "null") delete kept[part];
      else if (old !== now || confirmed(locale, part)) kept[part] = englishOf(part);
    }
    sources[locale] = kept;
  }
  return sources;
}
