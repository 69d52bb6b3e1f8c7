// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue } from "~/content/catalogues";
import { defaultLocale, locales } from "~/i18n/locales";
import { locateTexts } from "./catalogue-source";
import { bannedTerms, usesTerm } from "./glossary";
import { stringLeaves } from "./key-paths";

/**
 * Banned terms a text may still use, by language and key path: none since the Amharic review
 * branch fixed the review's defects. An entry whose text no longer uses the term fails the test
 * below, so an entry cannot outlive its fix.
 */
const allowed: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {};

// The per-language tests read a whole catalogue: allow for a loaded machine.
describe("the glossaries' banned terms", { timeout: 30_000 }, () => {
  it("parses every Avoid column, leaving out terms that depend on the context", () => {
    const terms = bannedTerms(
      [
        "| English | Afaan Oromo | Avoid | Note |",
        "| --- | --- | --- | --- |",
        "| warranty | wabii | garantii, _waarantii_ | |",
        "| engineer | injiniira | ogeessa (for engineer) | |",
        "",
        "| English | Afaan Oromo |",
        "| --- | --- |",
        "| Adama | Adaamaa |",
      ].join("\n"),
    );
    expect(terms).toEqual([
      { term: "garantii", chosen: "wabii", line: 3 },
      { term: "waarantii", chosen: "wabii", line: 3 },
    ]);
  });

  it("matches a Latin term at a word's start with any ending, a Ge'ez term anywhere", () => {
    expect(usesTerm("Wabii fi garantiin waggaa 5", "garantii")).toBe(true);
    expect(usesTerm("Ispeerpaartii", "ispeerpaartii")).toBe(true);
    expect(usesTerm("heektaara 2", "hektaara")).toBe(false);
    expect(usesTerm("aduu {solar}", "solar")).toBe(false);
    expect(usesTerm("የውሃ ውስጥ ፓምፑን", "የውሃ ውስጥ ፓምፕ")).toBe(false);
    expect(usesTerm("በሃይድሮጂኦሎጂ ጥናት", "ሃይድሮጂኦሎጂ")).toBe(true);
  });

  // docs/glossary-om.md: ranges take an en dash ("Guyyaa 1–2", "Wiixata – Sanbata").
  it.skipIf(!locales.includes("om"))("om: no range of figures is written with a hyphen", () => {
    const hyphenated = stringLeaves(catalogue("om"))
      .leaves.filter((leaf) => /\d-\d/.test(leaf.text))
      .map((leaf) => `${leaf.key}: "${leaf.text}"`);
    expect(hyphenated).toEqual([]);
  });

  for (const locale of locales.filter((code) => code !== defaultLocale)) {
    const glossary = `docs/glossary-${locale}.md`;
    // A language added without its glossary yet shows as skipped, not as passed.
    it.skipIf(!existsSync(glossary))(`${locale}: no text uses a term its glossary bans`, () => {
      const terms = bannedTerms(readFileSync(glossary, "utf8"));
      expect(terms.length).toBeGreaterThan(10);
      const located = locateTexts(join("app", "content", locale));
      const allow = allowed[locale] ?? {};
      const found: string[] = [];
      const used = new Set<string>();
      for (const leaf of stringLeaves(catalogue(locale)).leaves) {
        // Chat keywords are what a visitor may type, misspellings included.
        if (leaf.segments.includes("keywords")) continue;
        for (const { term, chosen, line } of terms) {
          if (!usesTerm(leaf.text, term)) continue;
          if (allow[leaf.key]?.includes(term)) {
            used.add(`${leaf.key} ${term}`);
            continue;
          }
          const literal = located.get(leaf.key)?.literal;
          const place = literal ? `${relative(".", literal.file)}:${literal.line} ` : "";
          found.push(`${place}${leaf.key}: "${term}" (${glossary}:${line} says "${chosen}")`);
        }
      }
      expect(found, "banned terms in the catalogue").toEqual([]);
      const stale = Object.entries(allow).flatMap(([key, list]) =>
        list.filter((term) => !used.has(`${key} ${term}`)).map((term) => `${key} ${term}`),
      );
      expect(stale, "allow-list entries no longer needed: remove them").toEqual([]);
    });
  }
});
