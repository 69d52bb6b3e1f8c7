/**
 * `npm run i18n:status`: per language, the translations that are out of date, missing, or whose
 * English is new, as lines a person reads. It reports; it never fails.
 */
import { relative } from "node:path";
import {
  recordPath,
  type LanguageState,
  type TextUnit,
  type TranslationState,
} from "./catalogue-state";

const headings: Record<Exclude<TranslationState, "current">, string> = {
  "out-of-date": "out of date (the English changed since it was translated)",
  missing: "missing (no translation)",
  "new-english": "new English (translated, but no English recorded: review it)",
};

function shorten(text: string, length = 90): string {
  const line = text.replace(/\s+/g, " ");
  return JSON.stringify(line.length > length ? `${line.slice(0, length - 1)}…` : line);
}

function place(unit: TextUnit, root: string): string {
  return unit.literal ? `  (${relative(root, unit.literal.file)}:${unit.literal.line})` : "";
}

/** The report of one language, as lines. */
export function statusLines(state: LanguageState, name: string, root = process.cwd()): string[] {
  const count = (wanted: TextUnit["state"]) =>
    state.units.filter((unit) => unit.state === wanted).length;
  const lines = [
    `${state.locale} (${name}): ${count("current")} up to date, ${count("out-of-date")} out of date, ` +
      `${count("missing")} missing, ${count("new-english")} with new English; ` +
      `${count("derived")} computed from other texts`,
  ];
  if (!state.hasRecord) {
    lines.push(
      `  no record of the English yet (${relative(root, recordPath(state.dir))}): once the ` +
        `translation is reviewed, record it with \`node scripts/i18n.mjs baseline ${state.locale}\``,
    );
    return lines;
  }
  for (const wanted of ["out-of-date", "missing", "new-english"] as const) {
    const units = state.units.filter((unit) => unit.state === wanted);
    if (units.length === 0) continue;
    lines.push(`  ${headings[wanted]}:`);
    for (const unit of units) {
      lines.push(`    ${unit.key}${place(unit, root)}`);
      if (wanted === "out-of-date" && unit.recorded !== undefined) {
        lines.push(`      was: ${shorten(unit.recorded)}`);
        lines.push(`      now: ${shorten(unit.english)}`);
      } else {
        lines.push(`      English: ${shorten(unit.english)}`);
      }
    }
  }
  if (state.staleRecords.length > 0) {
    lines.push(`  recorded English for texts that no longer exist (${state.staleRecords.length}):`);
    for (const key of state.staleRecords) lines.push(`    ${key}`);
  }
  return lines;
}
