/**
 * The translators' exchange file: gettext PO (docs/decisions/0032-translation-exchange.md).
 *
 * Export: one entry per translatable text of a language. `msgctxt` is the key path, `msgid` the
 * English of today, `msgstr` the current translation. `#.` says where the text appears (module,
 * key path, page), `#:` the literal's file and line. A translation made from an older English is
 * `fuzzy` with the English it was made from as `#| msgid` (what PO editors show as "needs work").
 *
 * Import: checks the whole file first and writes nothing unless every entry is sound; then
 * replaces each changed translation's string literal (nothing else of the module), formats the
 * changed modules with Prettier and records the English of every entry that is not fuzzy.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { po, type PoData, type PoTranslation } from "gettext-parser";
import * as prettier from "prettier";
import {
  formatRecord,
  readRecord,
  recordPath,
  type LanguageState,
  type TextUnit,
} from "./catalogue-state";
import { placeholders, type KeySegment } from "./key-paths";

/** Where a catalogue module's texts appear, for the translator's note. */
const pages: Readonly<
  Record<string, { readonly label: string; readonly paths: readonly string[] }>
> = {
  about: { label: "About page", paths: ["/about"] },
  blog: { label: "Blog, and the report pages", paths: ["/blog"] },
  chrome: { label: "every page: header, menus, footer, chat assistant", paths: [] },
  contact: { label: "Contact page", paths: ["/contact"] },
  enquiry: {
    label: "the enquiry forms and their confirmations (home, Contact, Get started, site visit)",
    paths: ["/", "/contact", "/get-started", "/site-visit"],
  },
  financing: { label: "Financing page", paths: ["/financing"] },
  getStarted: { label: "Get started page", paths: ["/get-started"] },
  home: { label: "Home page", paths: ["/"] },
  notFound: { label: "the page shown for an address that does not exist", paths: [] },
  pictures: { label: "descriptions of pictures (read aloud, shown without images)", paths: [] },
  privacy: { label: "Privacy page", paths: ["/privacy"] },
  products: { label: "Products page", paths: ["/products"] },
  projects: { label: "the projects list and each project's page", paths: ["/projects"] },
  projectsPage: { label: "Projects page", paths: ["/projects"] },
  projectDetail: { label: "each project's page", paths: ["/projects/project-1"] },
  regionNames: { label: "region names in project filters and forms", paths: ["/projects"] },
  reports: {
    label: "the two report pages",
    paths: ["/projects/solar-pumps-moa", "/projects/nahom-construction-partnership"],
  },
  services: { label: "Services page, and service choices in forms", paths: ["/services"] },
  servicesPage: { label: "Services page", paths: ["/services"] },
  showcase: { label: "Home page: partners and figures", paths: ["/"] },
  siteVisit: { label: "Site visit page", paths: ["/site-visit"] },
  sizing: { label: "Size your system page", paths: ["/size-your-system"] },
};

/** Where a text appears, in a language's pages: one project's or report's own page when known. */
export function pageNote(segments: readonly KeySegment[], locale: string): string {
  const [module, collection, id] = segments;
  const page = pages[String(module)];
  if (!page) return `module ${String(module)}`;
  const [label, own] =
    module === "projects" && collection === "items" && typeof id === "string"
      ? ["this project's page and its card in the list", [`/projects/${id}`]]
      : module === "reports" && typeof collection === "string"
        ? ["this report's page", [`/projects/${collection}`]]
        : [page.label, page.paths];
  const paths = own.map((path) => (path === "/" ? `/${locale}` : `/${locale}${path}`));
  return paths.length > 0 ? `${label} (${paths.join(", ")})` : label;
}

/** A string as a PO file quotes it. */
function poQuote(text: string): string {
  return `"${text
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')
    .replace(/\n/g, "\\n")
    .replace(/\t/g, "\\t")
    .replace(/\r/g, "\\r")}"`;
}

function poUnquote(quoted: string): string {
  return quoted
    .slice(1, -1)
    .replace(/\\(.)/g, (_, char: string) =>
      char === "n" ? "\n" : char === "t" ? "\t" : char === "r" ? "\r" : char,
    );
}

/** The texts of a language a translator can work on: those written as literals in its catalogue. */
export function exchangeUnits(state: LanguageState): TextUnit[] {
  return state.units.filter((unit) => unit.literal !== undefined);
}

export interface ExportOptions {
  /** The language's name in itself, for the file's heading. */
  readonly name: string;
  /** Paths in notes are relative to this folder (the project). */
  readonly root: string;
}

/** The PO file of a language. */
export function exportPo(state: LanguageState, { name, root }: ExportOptions): string {
  const translations: PoData["translations"] = {
    "": {
      "": {
        msgid: "",
        msgstr: [""],
        comments: {
          translator: [
            `${name} (${state.locale}) texts of the Tsehay Solar site, from \`npm run i18n:export ${state.locale}\`.`,
            "Translate msgstr; keep every {placeholder} as it is. An entry marked fuzzy was",
            "translated from an older English (shown as #| msgid): check it and clear the mark.",
            `Return the file to the developers: \`npm run i18n:import FILE\`.`,
          ].join("\n"),
        },
      },
    },
  };
  for (const unit of exchangeUnits(state)) {
    const file = relative(root, unit.literal!.file);
    const kept = placeholders(unit.translation ?? "");
    const held = placeholders(unit.english).filter((name) => kept.includes(name));
    const leftOut = placeholders(unit.english).filter((name) => !kept.includes(name));
    const flags = [
      ...(unit.state === "current" ? [] : ["fuzzy"]),
      ...(held.length > 0 ? ["python-brace-format"] : []),
    ];
    const entry: PoTranslation = {
      msgctxt: unit.key,
      msgid: unit.english,
      msgstr: [unit.translation ?? ""],
      comments: {
        extracted: [
          `${unit.key} (module ${unit.module}, ${file})`,
          `Appears on: ${pageNote(unit.segments, state.locale)}`,
          ...(held.length > 0 ? [`Keep as they are: ${held.join(" ")}`] : []),
          ...(leftOut.length > 0
            ? [`This translation leaves out ${leftOut.join(" ")} on purpose (reviewed).`]
            : []),
          ...(unit.state === "new-english"
            ? ["No English recorded for this translation yet."]
            : []),
        ].join("\n"),
        reference: `${file}:${unit.literal!.line}`,
        ...(flags.length > 0 ? { flag: flags.join(", ") } : {}),
        ...(unit.state === "out-of-date" && unit.recorded !== undefined
          ? { previous: `msgid ${poQuote(unit.recorded)}` }
          : {}),
      },
    };
    translations[unit.key] = { [unit.english]: entry };
  }
  const data: PoData = {
    charset: "utf-8",
    headers: {
      "Project-Id-Version": "tsehay-solar-site",
      Language: state.locale,
      "MIME-Version": "1.0",
      "Content-Type": "text/plain; charset=UTF-8",
      "Content-Transfer-Encoding": "8bit",
      "X-Source-Language": "en",
    },
    translations,
  };
  return new TextDecoder().decode(po.compile(data));
}

/** One reason a file is refused, with the line at fault (1-based). */
export interface ImportProblem {
  readonly line: number;
  readonly message: string;
}

/** A file that cannot be imported: nothing was written. */
export class ImportRefused extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly ImportProblem[],
  ) {
    super(
      `${file}: refused, nothing written:\n` +
        problems.map((problem) => `  ${file}:${problem.line}: ${problem.message}`).join("\n"),
    );
    this.name = "ImportRefused";
  }
}

/**
 * The line of each entry (its `msgctxt`, else its `msgid`), by key path; entries without a
 * `msgctxt` are listed under "" (the header is the first of them).
 */
function entryLines(text: string): Map<string, number[]> {
  const lines = text.split(/\r?\n/);
  const found = new Map<string, number[]>();
  let blockHasContext = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.trim() === "") blockHasContext = false;
    const keyword = /^(msgctxt|msgid)\s+(".*")\s*$/.exec(line);
    if (!keyword) continue;
    if (keyword[1] === "msgid" && blockHasContext) continue;
    let value = poUnquote(keyword[2]!);
    for (let next = index + 1; next < lines.length && /^\s*"/.test(lines[next]!); next += 1)
      value += poUnquote(lines[next]!.trim());
    const key = keyword[1] === "msgctxt" ? value : "";
    blockHasContext = keyword[1] === "msgctxt";
    found.set(key, [...(found.get(key) ?? []), index + 1]);
  }
  return found;
}

function headerLine(text: string, name: string): number {
  const index = text.split(/\r?\n/).findIndex((line) => line.startsWith(`"${name}:`));
  return index === -1 ? 1 : index + 1;
}

/** What an import would write: every changed file's new text. */
export interface ImportPlan {
  readonly locale: string;
  /** Absolute path → new content, only for files that change. */
  readonly writes: ReadonlyMap<string, string>;
  /** Key paths whose translation changes. */
  readonly changed: readonly string[];
  /** Key paths whose recorded English changes. */
  readonly recorded: readonly string[];
}

export interface ImportOptions {
  /** The state of a translated language (its catalogue folder), or undefined for any other code. */
  readonly stateFor: (locale: string) => LanguageState | undefined;
  /** The language the file must be in, when the person importing says so. */
  readonly expectedLocale?: string;
}

/**
 * Why a translation's `{placeholders}` do not fit, or undefined. Each must be one of the English's
 * (in the file and today): a renamed or invented one would show as is. One the English has may be
 * left out only where the catalogue's translation already leaves it out, a choice made in review
 * (the Oromo sizing result gives no dollar figure).
 */
export function placeholderProblem(
  target: string,
  source: string,
  unit: Pick<TextUnit, "english" | "translation">,
): string | undefined {
  const found = placeholders(target);
  const list = (names: readonly string[]) => names.join(" ") || "none";
  for (const english of [source, unit.english]) {
    const unknown = found.filter((name) => !placeholders(english).includes(name));
    if (unknown.length > 0)
      return `placeholders ${list(unknown)} are not in the English (${list(placeholders(english))})`;
  }
  const kept = placeholders(unit.translation ?? "");
  const leftOut = placeholders(unit.english).filter(
    (name) => !found.includes(name) && (unit.translation === undefined || kept.includes(name)),
  );
  if (leftOut.length > 0)
    return `the translation leaves out ${list(leftOut)} (the English has ${list(placeholders(unit.english))})`;
  return undefined;
}

/** A JavaScript string literal for a text, in the quote the old literal used. */
function literalFor(text: string, quote: '"' | "'" | "`"): string {
  if (quote === "`")
    return `\`${text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${")}\``;
  return JSON.stringify(text);
}

const prettierConfig = prettier.resolveConfig(fileURLToPath(import.meta.url));

/** Checks a translator's file and works out what importing it writes; refuses a file at fault. */
export async function planImport(
  fileName: string,
  text: string,
  { stateFor, expectedLocale }: ImportOptions,
): Promise<ImportPlan> {
  const refuse = (problems: ImportProblem[]): never => {
    throw new ImportRefused(
      fileName,
      problems.sort((a, b) => a.line - b.line),
    );
  };
  const lines = entryLines(text);
  const duplicates = [...lines].filter(([key, at]) => key !== "" && at.length > 1);
  if (duplicates.length > 0)
    refuse(
      duplicates.map(([key, at]) => ({
        line: at[1]!,
        message: `"${key}" appears twice (first on line ${at[0]})`,
      })),
    );
  let data: PoData;
  try {
    data = po.parse(text, { defaultCharset: "utf-8", validation: true });
  } catch (error) {
    // Syntax errors carry their line; the validator's name the entry's context instead.
    const context = /in "(.*)" context/.exec((error as Error).message)?.[1];
    const line =
      (error as { lineNumber?: number }).lineNumber ??
      (context === undefined ? undefined : lines.get(context)?.[0]) ??
      1;
    return refuse([{ line, message: `not a readable PO file: ${(error as Error).message}` }]);
  }

  // Editors may write a territory ("om_ET", "om-ET"): the language is what comes before it.
  const header = data.headers?.Language ?? data.headers?.language ?? "";
  const locale = header
    .split(/[-_@.]/)[0]!
    .trim()
    .toLowerCase();
  const state = locale ? stateFor(locale) : undefined;
  if (!state)
    refuse([
      {
        line: headerLine(text, "Language"),
        message: locale
          ? `language "${header}" has no catalogue to import into`
          : 'no "Language:" header: which language is this?',
      },
    ]);
  if (expectedLocale && locale !== expectedLocale)
    refuse([
      {
        line: headerLine(text, "Language"),
        message: `the file is in "${locale}", not "${expectedLocale}"`,
      },
    ]);
  const source = data.headers["X-Source-Language"];
  if (source !== undefined && source !== "en")
    refuse([
      {
        line: headerLine(text, "X-Source-Language"),
        message: `source language "${source}": the catalogue is translated from English (en)`,
      },
    ]);

  const units = new Map(state!.units.map((unit) => [unit.key, unit]));
  const record = { ...readRecord(state!.dir) };
  const problems: ImportProblem[] = [];
  const edits = new Map<string, { start: number; end: number; text: string }[]>();
  const changed: string[] = [];
  const recorded: string[] = [];
  let withoutContext = 0;
  for (const [context, entries] of Object.entries(data.translations)) {
    for (const entry of Object.values(entries)) {
      if (context === "" && entry.msgid === "") continue; // the header
      // Entries without msgctxt are listed after the header, in the file's order.
      const line = lines.get(context)?.[context === "" ? ++withoutContext : 0] ?? 1;
      const unit = units.get(context);
      if (!context) {
        problems.push({ line, message: `an entry without msgctxt (key path): "${entry.msgid}"` });
        continue;
      }
      if (!unit) {
        problems.push({ line, message: `unknown key "${context}"` });
        continue;
      }
      if (!unit.literal) {
        problems.push({
          line,
          message: `"${context}" is ${unit.derived ? "computed from other texts" : "missing from the catalogue"}: it cannot be imported`,
        });
        continue;
      }
      if (entry.msgid_plural !== undefined) {
        problems.push({ line, message: `"${context}" has plural forms; the site uses none` });
        continue;
      }
      const target = entry.msgstr[0] ?? "";
      if (target === "") continue;
      const problem = placeholderProblem(target, entry.msgid, unit);
      if (problem) {
        problems.push({ line, message: `"${context}": ${problem}` });
        continue;
      }
      const fuzzy = (entry.comments?.flag ?? "").split(/,\s*/).includes("fuzzy");
      if (target !== unit.literal.text) {
        const list = edits.get(unit.literal.file) ?? [];
        list.push({
          start: unit.literal.start,
          end: unit.literal.end,
          text: literalFor(target, unit.literal.quote),
        });
        edits.set(unit.literal.file, list);
        changed.push(context);
      }
      if (!fuzzy && record[context] !== entry.msgid) {
        record[context] = entry.msgid;
        recorded.push(context);
      }
    }
  }
  if (problems.length > 0) refuse(problems);

  const writes = new Map<string, string>();
  const config = (await prettierConfig) ?? {};
  for (const [file, list] of edits) {
    let content = readFileSync(file, "utf8");
    for (const edit of list.sort((a, b) => b.start - a.start))
      content = content.slice(0, edit.start) + edit.text + content.slice(edit.end);
    writes.set(file, await prettier.format(content, { ...config, filepath: file }));
  }
  if (recorded.length > 0) {
    // The record keeps the catalogue's order.
    const ordered: Record<string, string> = {};
    for (const unit of state!.units)
      if (record[unit.key] !== undefined) ordered[unit.key] = record[unit.key]!;
    for (const [key, value] of Object.entries(record)) ordered[key] ??= value;
    writes.set(recordPath(state!.dir), formatRecord(ordered));
  }
  return { locale, writes, changed, recorded };
}

/** Writes what an import planned. */
export function applyImport(plan: ImportPlan): void {
  for (const [file, content] of plan.writes) writeFileSync(file, content);
}
