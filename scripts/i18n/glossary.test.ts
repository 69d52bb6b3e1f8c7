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
 * Banned terms still in the Amharic on this branch, by key path. Fixed in the Amharic review
 * branch (the review's defects, ../shared/reviews/amharic-review.md): empty this list once that
 * branch is merged. An entry whose text no longer uses the term fails the test below, so the list
 * cannot outlive the fix.
 */
const fixedInAmharicReviewBranch: Readonly<Record<string, readonly string[]>> = {
  "about.keyServices.items.drilling.description": ["የጉድጓድ ግድግዳ ቱቦ", "የሙከራ ቅዳት"],
  "about.team.members.managing-director.name": ["አለሙ"],
  "chrome.menu.nav": ["የስልክ ማውጫ"],
  "chrome.chat.replies.0.reply": ["ደህና"],
  "contact.meta.description": ["{brand}ን"],
  "enquiry.forms.visit.fields.week.options.flexible": ["ምቹ ነኝ"],
  "enquiry.forms.quote.fields.irrigation.options.river-canal": ["የጎርፍ መስኖ"],
  "getStarted.packages.text": ["እስከ ከ"],
  "home.sections.about.intro": ["ተካዮች"],
  "pictures.solar-pump": ["የውስጥ ፓምፕ"],
  "pictures.portrait-1": ["ደህንነት"],
  "products.products.solar-pumps.description": ["የውስጥና የላይ ፓምፖች"],
  "projects.items.project-5.overview": ["ቢሮአችን"],
  "projects.items.project-6.specifications.1.label": ["የሽፋን ቧንቧ"],
  "projects.items.project-10.overview": ["ሂሳብ"],
  "reports.solar-pumps-moa.sections.0.content.0": ["የውስጥ ፓምፕ"],
  "reports.nahom-construction-partnership.sections.2.content.0": ["የውሃ መሳብ ሙከራ"],
  "reports.nahom-construction-partnership.phases.0.tasks.2.name": ["የውሃ መሳብ ሙከራ"],
  "reports.nahom-construction-partnership.phases.2.tasks.1.name": ["የውሃ መሳብ ሙከራ"],
  "services.borehole-drilling.features.0": ["ሃይድሮጂኦሎጂ"],
  "services.irrigation-systems.specifications.1.value": ["እስከ ከ"],
  "sizing.method.steps.0.text": ["እድገት"],
};

const allowed: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  am: fixedInAmharicReviewBranch,
};

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
