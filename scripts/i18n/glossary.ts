/**
 * The glossaries' banned terms (`docs/glossary-<code>.md`): every table with an "Avoid" column
 * lists, beside the chosen word, the words a translation must not use. Terms in a cell are
 * separated by commas; the chosen word is the second column. A term followed by a note in parentheses ("ogeessa (for engineer)") is
 * advice that depends on the context and is not checked.
 */

/** A banned term, the row's chosen word and where the glossary lists it. */
export interface BannedTerm {
  readonly term: string;
  readonly chosen: string;
  /** 1-based line of the glossary's row. */
  readonly line: number;
}

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());
}

const plain = (text: string) => text.replace(/[`*_]/g, "").trim();

/** Every banned term of a glossary's tables. */
export function bannedTerms(markdown: string): BannedTerm[] {
  const lines = markdown.split("\n");
  const terms: BannedTerm[] = [];
  let avoid = -1;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (!line.trim().startsWith("|")) {
      avoid = -1;
      continue;
    }
    const next = lines[index + 1] ?? "";
    if (/^\s*\|[\s:|-]+\|\s*$/.test(next) && !/^\s*\|[\s:|-]+\|\s*$/.test(line)) {
      // A header row: find its columns.
      const names = cells(line).map((cell) => cell.toLowerCase());
      avoid = names.findIndex((name) => name.startsWith("avoid"));
      index += 1;
      continue;
    }
    if (avoid === -1) continue;
    const row = cells(line);
    for (const term of (row[avoid] ?? "").split(",").map(plain)) {
      if (term === "" || term.includes("(")) continue;
      terms.push({ term, chosen: plain(row[1] ?? ""), line: index + 1 });
    }
  }
  return terms;
}

const ethiopic = /[\u1200-\u139f\u2d80-\u2ddf]/u;

/**
 * Whether a text uses a term. Ge'ez words take prefixes and suffixes in the same word (የ-, በ-,
 * -ን), so an Amharic term matches anywhere; a Latin term matches at the start of a word, in any
 * case, with any ending (Oromo adds its endings: _garantii_, _garantiin_).
 */
export function usesTerm(text: string, term: string): boolean {
  // Placeholders are code, not words: "{solar}" is not the word "solar".
  const words = term.includes("{") ? text : text.replace(/\{\w+\}/g, " ");
  if (ethiopic.test(term)) return words.includes(term);
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}'])${escaped}`, "iu").test(words);
}
