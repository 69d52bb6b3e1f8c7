// @vitest-environment node
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue } from "~/content/catalogues";
import { languageState, type LanguageState } from "./catalogue-state";
import { applyImport, exportPo, ImportRefused, pageNote, planImport } from "./exchange";
import { fixtureEnglish, fixtureTranslation, snapshot, testCopy, writeFixture } from "./fixture";

function fixtureState(dir: string, english = fixtureEnglish()): LanguageState {
  return languageState("om", english, fixtureTranslation, dir);
}

/** What importing a file does to a folder: the refusal's message, or nothing. */
async function importInto(dir: string, text: string, state = fixtureState(dir)) {
  const plan = await planImport("om.po", text, {
    stateFor: (locale) => (locale === "om" ? state : undefined),
  });
  applyImport(plan);
  return plan;
}

async function refusal(dir: string, text: string): Promise<string> {
  try {
    await importInto(dir, text);
  } catch (error) {
    if (error instanceof ImportRefused) return error.message;
    throw error;
  }
  throw new Error("the file was imported");
}

function lineOf(text: string, fragment: string): number {
  return text.split("\n").findIndex((line) => line.includes(fragment)) + 1;
}

describe("export", () => {
  it("writes each text with its English, translation, place and page", () => {
    const dir = writeFixture();
    const text = exportPo(fixtureState(dir), { name: "Afaan Oromoo", root: dir });
    expect(text).toContain('"Language: om\\n"');
    expect(text).toContain(
      [
        "#: contact.ts:5",
        "#. contact.meta.title (module contact, contact.ts)",
        "#. Appears on: Contact page (/om/contact)",
        'msgctxt "contact.meta.title"',
        'msgid "Contact us"',
        'msgstr "Nu Quunnamaa"',
      ].join("\n"),
    );
    // Quotes inside a text are escaped the PO way.
    expect(text).toContain('msgstr "Wabii waggaa 5 \\"guutuu\\""');
    // Placeholders are named for the translator and flagged for PO editors' checks.
    expect(text).toMatch(
      /#\. Keep as they are: \{brand\}\n#, python-brace-format\nmsgctxt "contact\.meta\.description"/,
    );
    // Computed texts, aliases and missing translations have no literal to write back: not exported.
    expect(text).not.toContain('msgctxt "contact.joined"');
    expect(text).not.toContain('msgctxt "contact.form.again.label"');
    expect(text).not.toContain('msgctxt "contact.faqs.1.question"');
  });

  it("names a project's or report's own page", () => {
    expect(pageNote(["projects", "items", "project-5", "overview"], "om")).toBe(
      "this project's page and its card in the list (/om/projects/project-5)",
    );
    expect(pageNote(["reports", "solar-pumps-moa", "introduction"], "am")).toBe(
      "this report's page (/am/projects/solar-pumps-moa)",
    );
    expect(pageNote(["home", "hero", "title"], "om")).toBe("Home page (/om)");
  });

  it("marks a translation of an older English fuzzy, with the English it was made from", () => {
    const dir = writeFixture();
    const english = fixtureEnglish();
    english.contact.meta.title = "Contact our engineers";
    const text = exportPo(fixtureState(dir, english), { name: "Afaan Oromoo", root: dir });
    expect(text).toContain(
      [
        "#, fuzzy",
        '#| msgid "Contact us"',
        'msgctxt "contact.meta.title"',
        'msgid "Contact our engineers"',
        'msgstr "Nu Quunnamaa"',
      ].join("\n"),
    );
    // A translation without recorded English is also for review.
    expect(text).toMatch(/#, fuzzy\nmsgctxt "contact\.faqs\.0\.answer"/);
    // An up-to-date one is not.
    expect(text).not.toMatch(/#, fuzzy\nmsgctxt "contact\.form\.name\.label"/);
  });
});

// The first import loads Prettier: slow on a loaded machine, not a sign of a fault.
describe("import", { timeout: 30_000 }, () => {
  it("replaces only the changed literal and records the English it was translated from", async () => {
    const dir = writeFixture();
    const english = fixtureEnglish();
    english.contact.meta.title = "Contact our engineers";
    const state = fixtureState(dir, english);
    const before = readFileSync(join(dir, "contact.ts"), "utf8");
    const exported = exportPo(state, { name: "Afaan Oromoo", root: dir });
    const edited = exported
      .replace('msgstr "Nu Quunnamaa"', 'msgstr "Injiniirota keenya quunnamaa"')
      .replace('#, fuzzy\n#| msgid "Contact us"\n', "");
    const plan = await importInto(dir, edited, state);
    expect(plan.changed).toEqual(["contact.meta.title"]);
    const after = readFileSync(join(dir, "contact.ts"), "utf8");
    expect(after).toBe(
      before.replace('title: "Nu Quunnamaa"', 'title: "Injiniirota keenya quunnamaa"'),
    );
    const record = JSON.parse(readFileSync(join(dir, "sources.json"), "utf8"));
    expect(record["contact.meta.title"]).toBe("Contact our engineers");
    // The record of an entry left fuzzy (not reviewed) is kept as it was.
    expect(record["contact.faqs.0.answer"]).toBeUndefined();
    // What the site now builds from the module is up to date again.
    const rebuilt = structuredClone(fixtureTranslation);
    rebuilt.contact.meta.title = "Injiniirota keenya quunnamaa";
    const title = languageState("om", english, rebuilt, dir).units.find(
      (unit) => unit.key === "contact.meta.title",
    );
    expect(title?.state).toBe("current");
  });

  it("records the English a returned file was made from, so a text changed since stays out of date", async () => {
    const dir = writeFixture();
    // Exported before the English changed, translated, returned after.
    const exported = exportPo(fixtureState(dir), { name: "Afaan Oromoo", root: dir });
    const english = fixtureEnglish();
    english.contact.faqs[0]!.answer = "A full 5-year warranty on every part";
    const returned = exported
      .replace('#, fuzzy\nmsgctxt "contact.faqs.0.answer"', 'msgctxt "contact.faqs.0.answer"')
      .replace('"Language: om\\n"', '"Language: om_ET\\n"');
    await importInto(dir, returned, fixtureState(dir, english));
    const record = JSON.parse(readFileSync(join(dir, "sources.json"), "utf8"));
    expect(record["contact.faqs.0.answer"]).toBe('A full 5-year "warranty"');
    const answer = fixtureState(dir, english).units.find(
      (unit) => unit.key === "contact.faqs.0.answer",
    );
    expect(answer?.state).toBe("out-of-date");
  });

  it("escapes quotes and keeps Prettier's layout when a text grows", async () => {
    const dir = writeFixture();
    const exported = exportPo(fixtureState(dir), { name: "Afaan Oromoo", root: dir });
    const long = "Gaaffii yeroo baay'ee gaafatamu: wabii akkamii kennitu, hammamiifis tura?";
    await importInto(dir, exported.replace('msgstr "Wabii akkamii kennitu?"', `msgstr "${long}"`));
    const after = readFileSync(join(dir, "contact.ts"), "utf8");
    expect(after).toContain(`question: "${long}"`);
    // Prettier broke the now too long line, as it formats the rest of the code.
    expect(after).toContain("  faqs: [\n    {\n");
  });

  describe("refuses a file with the line at fault and writes nothing", () => {
    it("a malformed file", async () => {
      const dir = writeFixture();
      const before = snapshot(dir);
      const exported = exportPo(fixtureState(dir), { name: "Afaan Oromoo", root: dir });
      const broken = exported.replace('msgstr "Nu Quunnamaa"', 'msgstr "Nu "Quunnamaa"');
      const message = await refusal(dir, broken);
      expect(message).toContain(
        `om.po:${lineOf(broken, 'msgstr "Nu "Quunnamaa"')}: not a readable PO file`,
      );
      expect(snapshot(dir)).toEqual(before);
    });

    it("an unknown key", async () => {
      const dir = writeFixture();
      const before = snapshot(dir);
      const exported = exportPo(fixtureState(dir), { name: "Afaan Oromoo", root: dir });
      const renamed = exported
        .replace('msgstr "Nu Quunnamaa"', 'msgstr "Nu quunnamaa"')
        .replace('msgctxt "contact.meta.description"', 'msgctxt "contact.meta.summary"');
      const message = await refusal(dir, renamed);
      expect(message).toContain(
        `om.po:${lineOf(renamed, 'msgctxt "contact.meta.summary"')}: unknown key "contact.meta.summary"`,
      );
      // The sound change before it is not written either.
      expect(snapshot(dir)).toEqual(before);
    });

    it("an entry without a key path", async () => {
      const dir = writeFixture();
      const before = snapshot(dir);
      const exported = exportPo(fixtureState(dir), { name: "Afaan Oromoo", root: dir });
      const orphan = `${exported}\nmsgid "Hello"\nmsgstr "Akkam"\n`;
      expect(await refusal(dir, orphan)).toContain(
        `om.po:${lineOf(orphan, 'msgid "Hello"')}: an entry without msgctxt (key path): "Hello"`,
      );
      expect(snapshot(dir)).toEqual(before);
    });

    it("a changed placeholder", async () => {
      const dir = writeFixture();
      const before = snapshot(dir);
      const exported = exportPo(fixtureState(dir), { name: "Afaan Oromoo", root: dir });
      const changed = exported.replace('msgstr "{brand} bilbilaa;', 'msgstr "{maqaa} bilbilaa;');
      const message = await refusal(dir, changed);
      expect(message).toContain(
        `om.po:${lineOf(changed, 'msgctxt "contact.meta.description"')}: "contact.meta.description": placeholders {maqaa} are not in the English ({brand})`,
      );
      const dropped = exported.replace('msgstr "{brand} bilbilaa;', 'msgstr "Bilbilaa;');
      expect(await refusal(dir, dropped)).toContain("the translation leaves out {brand}");
      expect(snapshot(dir)).toEqual(before);
    });

    it("a file in another language", async () => {
      const dir = writeFixture();
      const before = snapshot(dir);
      const exported = exportPo(fixtureState(dir), { name: "Afaan Oromoo", root: dir });
      const french = exported.replace('"Language: om\\n"', '"Language: fr\\n"');
      expect(await refusal(dir, french)).toContain(
        `om.po:${lineOf(french, "Language: fr")}: language "fr" has no catalogue to import into`,
      );
      await expect(
        planImport("om.po", exported, { stateFor: () => fixtureState(dir), expectedLocale: "am" }),
      ).rejects.toThrow(/the file is in "om", not "am"/);
      expect(snapshot(dir)).toEqual(before);
    });
  });
});

// Each test reads, exports and re-imports a whole catalogue (about 1,750 texts): well under a
// second on a quiet machine, several on a loaded one; the default 5 s would make it flaky.
describe("the real catalogues", { timeout: 30_000 }, () => {
  const root = resolve(".");
  for (const locale of ["am", "om"] as const) {
    it(`${locale}: export then import leaves every file byte for byte unchanged`, async () => {
      const dir = testCopy(join(root, "app", "content", locale), `i18n-${locale}-`);
      const state = languageState(locale, catalogue("en"), catalogue(locale), dir);
      const record = JSON.parse(readFileSync(join(dir, "sources.json"), "utf8"));
      const before = snapshot(dir);
      const exported = exportPo(state, { name: locale, root: dir });
      // Every recorded text is in the file, each once.
      const entries = exported.match(/^msgctxt /gm) ?? [];
      expect(entries.length).toBeGreaterThan(1500);
      expect(entries.length).toBe(Object.keys(record).length);
      const plan = await planImport(`${locale}.po`, exported, { stateFor: () => state });
      applyImport(plan);
      expect(plan.changed).toEqual([]);
      expect(snapshot(dir)).toEqual(before);
    });
  }

  it("om: a changed text in the exported file changes that literal and nothing else", async () => {
    const dir = testCopy(join(root, "app", "content", "om"), "i18n-om-");
    const state = languageState("om", catalogue("en"), catalogue("om"), dir);
    const exported = exportPo(state, { name: "Afaan Oromoo", root: dir });
    const before = snapshot(dir);
    const contact = readFileSync(join(dir, "contact.ts"), "utf8");
    await importInto(
      dir,
      exported.replace(
        'msgctxt "contact.meta.title"\nmsgid "Contact us"\nmsgstr "Nu Quunnamaa"',
        'msgctxt "contact.meta.title"\nmsgid "Contact us"\nmsgstr "Nu Qunnamaa"',
      ),
      state,
    );
    const after = snapshot(dir);
    expect(Object.keys(after).filter((name) => after[name] !== before[name])).toEqual([
      "contact.ts",
    ]);
    expect(readFileSync(join(dir, "contact.ts"), "utf8")).toBe(
      contact.replace('title: "Nu Quunnamaa"', 'title: "Nu Qunnamaa"'),
    );
  });
});
