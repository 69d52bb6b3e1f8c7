/*
 * Ethiopians write several Ge'ez syllable series interchangeably: ሀ/ሐ/ኀ, ሰ/ሠ, አ/ዐ, ጸ/ፀ.
 * "ሥልጠና" and "ስልጠና", "ሐዋሳ" and "ሀዋሳ", "ማኅበር" and "ማህበር" are the same word; the site
 * writes the etymological form (docs/glossary-am.md), visitors type either. Searching compares
 * both sides in one spelling, so any of them finds the other.
 */

/**
 * Each variant series (its first code point) and the series it is read as. A series is the
 * base syllable's eight code points: the seven vowel orders and the -wa form (ሐ ሑ ሒ ሓ ሔ ሕ ሖ ሗ
 * → ሀ ሁ ሂ ሃ ሄ ህ ሆ ሇ).
 */
const SERIES: readonly (readonly [from: number, to: number])[] = [
  [0x1210, 0x1200], // ሐ → ሀ
  [0x1280, 0x1200], // ኀ → ሀ
  [0x1220, 0x1230], // ሠ → ሰ
  [0x12d0, 0x12a0], // ዐ → አ
  [0x1340, 0x1338], // ፀ → ጸ
];

/** The text with every variant syllable written in its common series: "ፀሐይ" → "ጸሀይ". */
export function foldGeezSpelling(text: string): string {
  let out = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const series = SERIES.find(([from]) => code >= from && code < from + 8);
    out += series ? String.fromCodePoint(code - series[0] + series[1]) : character;
  }
  return out;
}

/**
 * A text as searches compare it: lower case (Ge'ez has no case), Ge'ez spelling variants
 * merged, every apostrophe as the plain one (Afaan Oromo's hudhaa, "waa'ee", is typed ’ or ʼ by
 * a phone's keyboard), runs of white space as one space, trimmed.
 */
export function searchForm(text: string): string {
  return foldGeezSpelling(text.toLocaleLowerCase())
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
