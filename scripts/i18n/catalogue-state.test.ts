// @vitest-environment node
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locateTexts } from "./catalogue-source";
import { acceptRecord, languageState } from "./catalogue-state";
import { fixtureEnglish, fixtureTranslation, writeFixture } from "./fixture";
import { formatKeyPath, placeholders, stringLeaves } from "./key-paths";
import { statusLines } from "./status-report";

describe("key paths", () => {
  it("name each string leaf by module, properties and array indices, quoting odd keys", () => {
    const { leaves, skipped } = stringLeaves({
      contact: { faqs: [{ question: "Q1" }, { question: "Q2" }], columns: 3 },
      regionNames: { "Addis Ababa": "Addis Ababa", Oromia: "Oromia" },
      format: () => "not a text",
    });
    expect(leaves.map((leaf) => leaf.key)).toEqual([
      "contact.faqs.0.question",
      "contact.faqs.1.question",
      'regionNames["Addis Ababa"]',
      "regionNames.Oromia",
    ]);
    expect(leaves.map((leaf) => leaf.text)).toEqual(["Q1", "Q2", "Addis Ababa", "Oromia"]);
    // A number and a function are not texts.
    expect(skipped).toBe(2);
    expect(formatKeyPath(["projects", "statuses", "90% Completed"])).toBe(
      'projects.statuses["90% Completed"]',
    );
  });

  it("find the placeholders of a text", () => {
    expect(placeholders("{brand} in {city}, {brand}")).toEqual(["{brand}", "{city}"]);
    expect(placeholders("no braces")).toEqual([]);
  });
});

describe("where each translation is written", () => {
  it("follows the catalogue from index.ts to each literal, through constants and spreads", () => {
    const dir = writeFixture();
    const located = locateTexts(dir);
    const title = located.get("contact.meta.title");
    expect(title?.literal.file).toBe(join(dir, "contact.ts"));
    expect(title?.literal.text).toBe("Nu Quunnamaa");
    expect(title?.literal.line).toBe(5);
    expect(located.get("contact.faqs.0.answer")?.literal.text).toBe('Wabii waggaa 5 "guutuu"');
    // The constant is reached twice: the first key path owns it, the other is an alias.
    expect(located.get("contact.form.name.label")?.aliasOf).toBeUndefined();
    expect(located.get("contact.form.again.label")?.aliasOf).toBe("contact.form.name.label");
    // A text computed in code has no literal.
    expect(located.has("contact.joined")).toBe(false);
  });
});

describe("translation status", () => {
  it("sorts every English text into up to date, new English, missing and computed", () => {
    const dir = writeFixture();
    const state = languageState("om", fixtureEnglish(), fixtureTranslation, dir);
    const byKey = Object.fromEntries(state.units.map((unit) => [unit.key, unit.state]));
    expect(byKey).toEqual({
      "contact.meta.title": "current",
      "contact.meta.description": "current",
      "contact.faqs.0.question": "current",
      "contact.faqs.0.answer": "new-english",
      "contact.faqs.1.question": "missing",
      "contact.faqs.1.answer": "missing",
      "contact.form.name.label": "current",
      "contact.form.again.label": "derived",
      "contact.joined": "derived",
    });
    expect(state.skipped).toBe(1);
    expect(state.staleRecords).toEqual([]);
  });

  it("lists a translation as out of date when its English changes, with the old and new English", () => {
    const dir = writeFixture();
    const english = fixtureEnglish();
    english.contact.meta.title = "Contact our engineers";
    const state = languageState("om", english, fixtureTranslation, dir);
    expect(state.units.find((unit) => unit.key === "contact.meta.title")?.state).toBe(
      "out-of-date",
    );
    const report = statusLines(state, "Afaan Oromoo", dir).join("\n");
    expect(report).toContain(
      "om (Afaan Oromoo): 3 up to date, 1 out of date, 2 missing, 1 with new English; 2 computed from other texts",
    );
    expect(report).toContain(
      [
        "  out of date (the English changed since it was translated):",
        "    contact.meta.title  (contact.ts:5)",
        '      was: "Contact us"',
        '      now: "Contact our engineers"',
      ].join("\n"),
    );
    expect(report).toContain("  missing (no translation):\n    contact.faqs.1.question");
  });

  it("names recorded English whose text no longer exists", () => {
    const dir = writeFixture();
    const english = fixtureEnglish();
    const meta: Partial<typeof english.contact.meta> = { ...english.contact.meta };
    delete meta.title;
    const state = languageState(
      "om",
      { contact: { ...english.contact, meta } },
      fixtureTranslation,
      dir,
    );
    expect(state.staleRecords).toEqual(["contact.meta.title"]);
  });
});

describe("a language without a record", () => {
  it("is told how to record its English rather than listing every text", () => {
    const dir = writeFixture();
    rmSync(join(dir, "sources.json"));
    const report = statusLines(
      languageState("ti", fixtureEnglish(), fixtureTranslation, dir),
      "ትግርኛ",
      dir,
    );
    expect(report.slice(1)).toEqual([
      "  no record of the English yet (sources.json): once the translation is reviewed, record it with `node scripts/i18n.mjs baseline ti`",
    ]);
  });
});

describe("accepting translations against today's English", () => {
  it("records the English of the named texts only", () => {
    const dir = writeFixture();
    const english = fixtureEnglish();
    english.contact.meta.title = "Contact our engineers";
    english.contact.form.name.label = "Your name";
    const state = languageState("om", english, fixtureTranslation, dir);
    const record = acceptRecord(state, fixtureRecordOf(dir), ["contact.meta.title"]);
    expect(record["contact.meta.title"]).toBe("Contact our engineers");
    // The other changed text stays out of date.
    expect(record["contact.form.name.label"]).toBe("Name");
    expect(() => acceptRecord(state, {}, ["contact.joined"])).toThrow(
      "No translated text at contact.joined",
    );
  });
});

function fixtureRecordOf(dir: string): Record<string, string> {
  return JSON.parse(readFileSync(join(dir, "sources.json"), "utf8")) as Record<string, string>;
}
