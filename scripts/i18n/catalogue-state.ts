/**
 * The state of one language's translations against the English: for every English text, the
 * translation, where it is written, the English it was translated from (the language's
 * `sources.json`) and whether it is up to date.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { locateTexts, type TextLiteral } from "./catalogue-source";
import { stringLeaves, valueAt, type KeySegment } from "./key-paths";

/** The record of the English each translation was made from: key path → English text. */
export type SourceRecord = Readonly<Record<string, string>>;

/** The record file of a catalogue folder. */
export function recordPath(dir: string): string {
  return join(dir, "sources.json");
}

export function readRecord(dir: string): SourceRecord {
  const path = recordPath(dir);
  if (!existsSync(path)) return {};
  const record: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (record === null || typeof record !== "object" || Array.isArray(record))
    throw new Error(`${path} is not an object of key paths`);
  for (const [key, value] of Object.entries(record))
    if (typeof value !== "string") throw new Error(`${path}: "${key}" is not a string`);
  return record as SourceRecord;
}

/**
 * How a translation stands:
 * - `current`: translated from the English of today;
 * - `out-of-date`: translated from an English text that has changed since;
 * - `new-english`: translated, but no English is recorded for it (a text added since the record);
 * - `missing`: no translation at all.
 * Texts computed in code from other texts (`derived`) follow those texts and have no state.
 */
export type TranslationState = "current" | "out-of-date" | "new-english" | "missing";

/** One English text and its translation in a language. */
export interface TextUnit {
  readonly key: string;
  readonly segments: readonly KeySegment[];
  /** The catalogue module: the first segment of the key path. */
  readonly module: string;
  readonly english: string;
  /** The translation as the site shows it, when there is one. */
  readonly translation: string | undefined;
  /** The literal that holds the translation; absent for derived and missing texts. */
  readonly literal: TextLiteral | undefined;
  /** The English recorded for the translation. */
  readonly recorded: string | undefined;
  /** A text computed from other texts, or a literal shared with (and owned by) another key path. */
  readonly derived: boolean;
  readonly state: TranslationState | "derived";
}

export interface LanguageState {
  readonly locale: string;
  readonly dir: string;
  readonly units: readonly TextUnit[];
  /** English leaves that are not strings (skipped). */
  readonly skipped: number;
  /** Recorded key paths that no longer name a text (English removed or renamed). */
  readonly staleRecords: readonly string[];
  /** Whether the folder has a record at all (a new language has none until its baseline). */
  readonly hasRecord: boolean;
}

/**
 * Compares one language with the English.
 * @param english the English catalogue as the site builds it
 * @param translation the language's catalogue as the site builds it (its runtime values)
 * @param dir the language's catalogue folder (`app/content/<code>`), read for literals and record
 */
export function languageState(
  locale: string,
  english: unknown,
  translation: unknown,
  dir: string,
): LanguageState {
  const { leaves, skipped } = stringLeaves(english);
  const located = locateTexts(dir);
  const record = readRecord(dir);
  const units = leaves.map((leaf): TextUnit => {
    const value = valueAt(translation, leaf.segments);
    const text = typeof value === "string" ? value : undefined;
    const place = located.get(leaf.key);
    // A literal whose text is not what the site shows is overridden in code: not editable here.
    const literal =
      place && !place.aliasOf && place.literal.text === text ? place.literal : undefined;
    const recorded = record[leaf.key];
    const derived = text !== undefined && !literal;
    const state: TextUnit["state"] =
      text === undefined
        ? "missing"
        : derived
          ? "derived"
          : recorded === undefined
            ? "new-english"
            : recorded === leaf.text
              ? "current"
              : "out-of-date";
    return {
      key: leaf.key,
      segments: leaf.segments,
      module: String(leaf.segments[0]),
      english: leaf.text,
      translation: text,
      literal,
      recorded,
      derived,
      state,
    };
  });
  const keys = new Set(units.filter((unit) => !unit.derived).map((unit) => unit.key));
  const staleRecords = Object.keys(record).filter((key) => !keys.has(key));
  return { locale, dir, units, skipped, staleRecords, hasRecord: existsSync(recordPath(dir)) };
}

/** The record a language would have if every translation were made from today's English. */
export function baselineRecord(state: LanguageState, keep: SourceRecord): Record<string, string> {
  const record: Record<string, string> = {};
  for (const unit of state.units)
    if (unit.literal) record[unit.key] = keep[unit.key] ?? unit.english;
  return record;
}

/**
 * The record after someone confirms translations against today's English (a developer who changed
 * an English text and its translations together): each named key path records today's English.
 * Throws on a key path that names no translatable text.
 */
export function acceptRecord(
  state: LanguageState,
  keep: SourceRecord,
  keys: readonly string[],
): Record<string, string> {
  const units = new Map(state.units.filter((unit) => unit.literal).map((unit) => [unit.key, unit]));
  const unknown = keys.filter((key) => !units.has(key));
  if (unknown.length > 0) throw new Error(`No translated text at ${unknown.join(", ")}`);
  const accepted = new Set(keys);
  const record: Record<string, string> = {};
  for (const unit of state.units) {
    const english = accepted.has(unit.key) ? unit.english : keep[unit.key];
    if (english !== undefined) record[unit.key] = english;
  }
  // Records of texts that no longer exist stay until someone removes them: status lists them.
  for (const [key, english] of Object.entries(keep)) record[key] ??= english;
  return record;
}

/** The record file's text: one key path a line, in the catalogue's order. */
export function formatRecord(record: SourceRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}
