/**
 * What every settings document (prices, company, questions, product words, the team…) shares on
 * its history and translation pages: its fields as staff read them, flat and labelled
 * ("Office 2 · Hours"), so that one history lists what changed field by field and one
 * "translations to do" page lists what is missing or out of date, whatever the document's shape.
 * Each kind describes its document once (`setting-fields.ts`); nothing here knows a shape.
 *
 * A translated text records the English it was made from in the document's `sources`, keyed by
 * the text's key: a document saved before sources were kept (or a seed) has none, and its
 * translations count as made from the English they stand beside (docs/decisions/0040).
 */
import { defaultLocale, localeInfo, locales, type Locale } from "~/i18n/locales";
import { fieldChanges, type FieldChange } from "./project-changes";
import { comparable, partState, type TranslationState } from "./translation-state";

/** A value that is the same in every language (a phone, a price, a date). */
export interface SettingValue {
  readonly label: string;
  readonly value: string;
}

/** A text written in every language: the English always, translations where written. */
export interface SettingText {
  /** Stable within a version: its form field's name without the language (`faq.contact.0.answer`). */
  readonly key: string;
  readonly label: string;
  readonly words: { readonly en: string } & { readonly [L in Locale]?: string };
  /** Its form field in a language, when not `{key}.{language}`. */
  readonly field?: (locale: Locale) => string;
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

function flatten(fields: SettingFields | undefined): Map<string, string> {
  const flat = new Map<string, string>();
  if (!fields) return flat;
  for (const { label, value } of fields.values) flat.set(label, value);
  for (const { label, words } of fields.texts)
    for (const locale of locales) flat.set(inLanguage(label, locale), words[locale] ?? "");
  return flat;
}

/** What changed from one version of a setting to the next, field by field. */
export function settingChanges(
  before: SettingFields | undefined,
  after: SettingFields,
): FieldChange[] {
  return fieldChanges(flatten(before), flatten(after));
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
