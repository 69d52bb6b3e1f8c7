/**
 * The translation commands (run by `scripts/i18n.mjs`, which loads the site's TypeScript):
 *
 *   status                      per language: out of date, missing, new English (never fails)
 *   export LANG [--out FILE|-]  the language's PO file, by default i18n/LANG.po ("-": stdout)
 *   import FILE [--lang LANG]   a translator's PO file back into app/content/LANG/
 *   baseline LANG               record today's English for every translation without a record
 *                               (once, when a language is added)
 *   accept LANG KEY…            record today's English for these key paths: their translations
 *                               were checked against it (English and translation changed together)
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { catalogue } from "~/content/catalogues";
import { defaultLocale, localeInfo, locales, type Locale } from "~/i18n/locales";
import {
  acceptRecord,
  baselineRecord,
  formatRecord,
  languageState,
  readRecord,
  recordPath,
  type LanguageState,
} from "./catalogue-state";
import { applyImport, exportPo, ImportRefused, planImport } from "./exchange";
import { statusLines } from "./status-report";

const root = process.cwd();
const translated = locales.filter((locale) => locale !== defaultLocale);

function isTranslated(code: string): code is Exclude<Locale, typeof defaultLocale> {
  return (translated as readonly string[]).includes(code);
}

/** A language's catalogue folder. */
export function catalogueDir(locale: string): string {
  return join(root, "app", "content", locale);
}

function stateOf(locale: string): LanguageState | undefined {
  if (!isTranslated(locale)) return undefined;
  return languageState(locale, catalogue(defaultLocale), catalogue(locale), catalogueDir(locale));
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
}

function usage(message: string): number {
  console.error(
    `${message}\nUsage: npm run i18n:status | i18n:export LANG [-- --out FILE|-] | i18n:import FILE [-- --lang LANG]`,
  );
  return 2;
}

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const args = [...rest];
  if (command === "status") {
    const english = catalogue(defaultLocale);
    console.log("Translations against today's English (npm run i18n:status; never fails)\n");
    for (const locale of translated) {
      const state = languageState(locale, english, catalogue(locale), catalogueDir(locale));
      console.log(statusLines(state, localeInfo[locale].name, root).join("\n"));
      if (state.skipped > 0)
        console.log(`  (${state.skipped} English values are not text: skipped)`);
      console.log("");
    }
    return 0;
  }
  if (command === "export") {
    const out = option(args, "--out");
    const [locale] = args;
    if (!locale) return usage("Which language?");
    const state = stateOf(locale);
    if (!state) return usage(`"${locale}" is not a translated language (${translated.join(", ")})`);
    const text = exportPo(state, { name: localeInfo[locale as Locale].name, root });
    if (out === "-") {
      process.stdout.write(text);
      return 0;
    }
    const path = resolve(root, out ?? join("i18n", `${locale}.po`));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    const count = state.units.filter((unit) => unit.literal).length;
    const fuzzy = state.units.filter((unit) => unit.literal && unit.state !== "current").length;
    console.log(`${path}: ${count} texts, ${fuzzy} marked fuzzy (to review)`);
    return 0;
  }
  if (command === "import") {
    const expectedLocale = option(args, "--lang");
    const [file] = args;
    if (!file) return usage("Which file?");
    try {
      const plan = await planImport(file, readFileSync(file, "utf8"), {
        stateFor: stateOf,
        expectedLocale,
      });
      applyImport(plan);
      console.log(
        `${file} (${plan.locale}): ${plan.changed.length} translations changed, ` +
          `${plan.recorded.length} English texts recorded, ${plan.writes.size} files written`,
      );
      for (const key of plan.changed) console.log(`  changed: ${key}`);
      return 0;
    } catch (error) {
      if (error instanceof ImportRefused) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  }
  if (command === "baseline") {
    const [locale] = args;
    const state = locale ? stateOf(locale) : undefined;
    if (!state) return usage(`Which language? (${translated.join(", ")})`);
    const record = baselineRecord(state, readRecord(state.dir));
    writeFileSync(recordPath(state.dir), formatRecord(record));
    console.log(`${recordPath(state.dir)}: ${Object.keys(record).length} texts recorded`);
    return 0;
  }
  if (command === "accept") {
    const [locale, ...keys] = args;
    const state = locale ? stateOf(locale) : undefined;
    if (!state || keys.length === 0) return usage("Which language and which key paths?");
    try {
      const record = acceptRecord(state, readRecord(state.dir), keys);
      writeFileSync(recordPath(state.dir), formatRecord(record));
    } catch (error) {
      console.error((error as Error).message);
      return 1;
    }
    console.log(`${recordPath(state.dir)}: today's English recorded for ${keys.join(", ")}`);
    return 0;
  }
  return usage(`Unknown command "${command ?? ""}"`);
}
