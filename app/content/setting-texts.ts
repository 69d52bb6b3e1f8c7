/**
 * What every settings document (prices, company, questions, product words, the team…) shares on
 * its history and translation pages: its fields as staff read them, flat and labelled
 * ("Addis Ababa · Opening hours"), so that one history lists what changed field by field and one
 * "translations to do" page lists what is missing or out of date, whatever the document's shape.
 * Each kind describes its document once (`setting-fields.ts`); nothing here knows a shape. A
 * list's rows (offices, questions, people) are known by their English name, wherever they move.
 *
 * A translated text records the English it was made from in the document's `sources`, keyed by
 * the text's key: a document saved before sources were kept (or a seed) has none, and its
 * translations count as made from the English they stand beside (docs/decisions/0040).
 */
import { defaultLocale, localeInfo, locales, type Locale } from "~/i18n/locales";
import { fieldChanges, type FieldChange } from "./project-changes";
import { staffText } from "./staff";
import { comparable, partState, type TranslationState } from "./translation-state";

/**
 * Where a field of a list's row is (an office, a question, a person): the history tells a row
 * moved from a row changed by it, the row being the one with the same English name in the
 * version before, else the one in the same place.
 */
export interface SettingRow {
  /** The list, as its order's change is named ("Offices"). */
  readonly list: string;
  readonly index: number;
  /** What the row is known by: its English name or title (empty before it has one). */
  readonly english: string;
  /** The row as labels name it (`rowNames`): its English name, shortened, or its place. */
  readonly name: string;
  /** The field within the row, as its label names it ("City"). */
  readonly part: string;
}

/** A value that is the same in every language (a phone, a price, a date). */
export interface SettingValue {
  readonly label: string;
  readonly value: string;
  /** The list's row it belongs to, if any. */
  readonly row?: SettingRow;
}

/** A text written in every language: the English always, translations where written. */
export interface SettingText {
  /** Stable within a version: its form field's name without the language (`faq.contact.0.answer`). */
  readonly key: string;
  readonly label: string;
  readonly words: { readonly en: string } & { readonly [L in Locale]?: string };
  /** Its form field in a language, when not `{key}.{language}`. */
  readonly field?: (locale: Locale) => string;
  /** The list's row it belongs to, if any. */
  readonly row?: SettingRow;
}

/** A settings document as staff read it: values and texts, in the order the page shows them. */
export interface SettingFields {
  readonly values: readonly SettingValue[];
  readonly texts: readonly SettingText[];
}

/** For each text's key, the English each translation was made from. */
export type SettingSources = Readonly<Record<string, { readonly [L in Locale]?: string }>>;

/** A document that may record its translations' sources. */
export interface WithSources {
  readonly sources?: SettingSources;
}

const translations = locales.filter((locale) => locale !== defaultLocale);

/** "Office 2 · Hours (አማርኛ)": a text's label in one language. */
export function inLanguage(label: string, locale: Locale): string {
  return `${label} (${localeInfo[locale].name})`;
}

/** A row's list and place, as one key (`list\0index`). */
const placeOf = (row: Pick<SettingRow, "list" | "index">) => `${row.list}\0${row.index}`;

/** The rows of a version's lists, by `placeOf`. */
function rowsOf(fields: SettingFields | undefined): Map<string, SettingRow> {
  const rows = new Map<string, SettingRow>();
  for (const { row } of [...(fields?.values ?? []), ...(fields?.texts ?? [])])
    if (row) rows.set(placeOf(row), row);
  return rows;
}

/**
 * Each row of the version before as the row it became (`placeOf` in the new version): the
 * one with the same English name, else the one in the same place; a row that became none is gone.
 */
function rowsBecame(before: Map<string, SettingRow>, after: Map<string, SettingRow>) {
  const became = new Map<string, string>();
  const taken = new Set<string>();
  const pair = (from: string, to: string) => {
    became.set(from, to);
    taken.add(to);
  };
  for (const [from, row] of before) {
    const to = [...after].find(
      ([key, next]) =>
        !taken.has(key) && next.list === row.list && row.english && next.english === row.english,
    )?.[0];
    if (to) pair(from, to);
  }
  for (const from of before.keys())
    if (!became.has(from) && after.has(from) && !taken.has(from)) pair(from, from);
  return became;
}

/**
 * A version's fields as flat, comparable values, each by its field's place (a row's field by
 * the row it is in the newest version, `place`) with its label.
 */
function flatten(
  fields: SettingFields | undefined,
  place: (row: SettingRow) => string = placeOf,
): Map<string, { label: string; value: string }> {
  const flat = new Map<string, { label: string; value: string }>();
  if (!fields) return flat;
  const key = (label: string, row: SettingRow | undefined) =>
    row ? `${place(row)}\0${row.part}` : label;
  for (const { label, value, row } of fields.values) flat.set(key(label, row), { label, value });
  for (const { label, words, row } of fields.texts)
    for (const locale of locales)
      flat.set(inLanguage(key(label, row), locale), {
        label: inLanguage(label, locale),
        value: words[locale] ?? "",
      });
  return flat;
}

/** The order's change of each list whose rows kept moved, their names numbered. */
function orderChanges(
  before: Map<string, SettingRow>,
  after: Map<string, SettingRow>,
  became: Map<string, string>,
): FieldChange[] {
  const numbered = (rows: SettingRow[]) =>
    rows.map((row, place) => `${place + 1}. ${row.name}`).join("\n");
  const lists = new Set([...after.values()].map((row) => row.list));
  return [...lists].flatMap((list) => {
    const was = [...before].filter(([, row]) => row.list === list);
    const now = [...after.values()].filter((row) => row.list === list);
    // The places the rows kept had, in their new order: not rising, one moved.
    const places = now.flatMap((row) =>
      was.flatMap(([from, old]) => (became.get(from) === placeOf(row) ? [old.index] : [])),
    );
    const moved = places.some((place, at) => at > 0 && place < places[at - 1]!);
    return moved
      ? [
          {
            field: `${list} · ${staffText.content.settingHistory.order}`,
            before: numbered(was.map(([, row]) => row)),
            after: numbered(now),
          },
        ]
      : [];
  });
}

/**
 * What changed from one version of a setting to the next, field by field: a list's rows by what
 * they are known by, so a row moved is its list's order changed, never its texts deleted in one
 * place and added in another; a row taken out lists its fields emptied.
 */
export function settingChanges(
  before: SettingFields | undefined,
  after: SettingFields,
): FieldChange[] {
  const rows = { before: rowsOf(before), after: rowsOf(after) };
  const became = rowsBecame(rows.before, rows.after);
  const was = flatten(before, (row) => became.get(placeOf(row)) ?? `gone\0${placeOf(row)}`);
  const now = flatten(after);
  const values = (flat: typeof now) =>
    new Map([...flat].map(([key, { value }]) => [key, value] as const));
  // A field only the version before had is listed too, as emptied.
  const gone = [...was.keys()].filter((key) => !now.has(key));
  const changes = fieldChanges(
    values(was),
    new Map([...values(now), ...gone.map((key) => [key, ""] as const)]),
  );
  return [
    ...orderChanges(rows.before, rows.after, became),
    ...changes.map((change) => ({
      ...change,
      field: (now.get(change.field) ?? was.get(change.field))!.label,
    })),
  ];
}

/** The English a translation was made from: recorded, or (no sources kept) its own English. */
function sourceOf(
  sources: SettingSources | undefined,
  text: SettingText,
  locale: Locale,
): string | undefined {
  return sources ? sources[text.key]?.[locale] : comparable(text.words.en);
}

/** The state of each translation of each text. */
function states(fields: SettingFields, sources: SettingSources | undefined) {
  return fields.texts.flatMap((text) =>
    translations.map((locale) => ({
      text,
      locale,
      state: partState(text.words.en, text.words[locale], sourceOf(sources, text, locale)),
    })),
  );
}

/** A text's form field in one language, as the editor names it (`WordsField`). */
const fieldName = (text: SettingFields["texts"][number], locale: Locale) =>
  text.field?.(locale) ?? `${text.key}.${locale}`;

/**
 * The texts whose translation into a language is missing or out of date, each with its form
 * field's name (its editor's control is `field-<name>`).
 */
export function settingTranslationsToDo(
  fields: SettingFields,
  sources: SettingSources | undefined,
): {
  label: string;
  field: string;
  locale: Locale;
  state: Exclude<TranslationState, "done">;
}[] {
  return states(fields, sources).flatMap(({ text, locale, state }) =>
    state === "done" ? [] : [{ label: text.label, field: fieldName(text, locale), locale, state }],
  );
}

/** The editor's marks: each form field whose translation is missing or out of date. */
export function translationMarks(
  fields: SettingFields,
  sources: SettingSources | undefined,
): Record<string, Exclude<TranslationState, "done">> {
  return Object.fromEntries(
    states(fields, sources).flatMap(({ text, locale, state }) =>
      state === "done" ? [] : [[fieldName(text, locale), state]],
    ),
  );
}

/**
 * The name of the box confirming a translation is still right for its English: named after the
 * two texts, not the row, so it means the same after rows move.
 */
export function confirmName(locale: Locale, english: string, translation: string): string {
  let hash = 0;
  for (const char of `${english}\0${translation}`) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return `confirm.${locale}.${(hash >>> 0).toString(36)}`;
}

/**
 * The English each translation of a new version was made from. A translation also in the
 * version before (the same words in the same language, wherever its row went) keeps its source;
 * one confirmed as still right, or newly written, is made from the English beside it now.
 */
export function recordSettingSources(
  before: { readonly fields: SettingFields; readonly sources: SettingSources | undefined },
  after: SettingFields,
  confirmed: (name: string) => boolean,
): Record<string, { [L in Locale]?: string }> {
  const known = new Map<string, string>();
  for (const text of before.fields.texts)
    for (const locale of translations) {
      const source = sourceOf(before.sources, text, locale);
      const translated = text.words[locale];
      if (source !== undefined && translated) known.set(`${locale}\0${translated}`, source);
    }
  const sources: Record<string, { [L in Locale]?: string }> = {};
  for (const text of after.texts)
    for (const locale of translations) {
      const translated = text.words[locale];
      if (!translated?.trim()) continue;
      const english = comparable(text.words.en);
      const kept = known.get(`${locale}\0${translated}`);
      const source =
        confirmed(confirmName(locale, text.words.en, translated)) || kept === undefined
          ? english
          : kept;
      sources[text.key] = { ...sources[text.key], [locale]: source };
    }
  return sources;
}
