/**
 * A small catalogue folder for the translation tools' tests, written to a temporary folder: one
 * module with nested texts, an array, a constant used twice, a computed text and a record.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";

export const fixtureFiles: Readonly<Record<string, string>> = {
  "index.ts": `import { contact } from "./contact";

export const catalogue = { contact };
`,
  "contact.ts": `const shared = { label: "Maqaa" };

export const contact = {
  meta: {
    title: "Nu Quunnamaa",
    description: "{brand} bilbilaa; sa'aatii 24 keessatti deebisna.",
  },
  faqs: [{ question: "Wabii akkamii kennitu?", answer: 'Wabii waggaa 5 "guutuu"' }],
  form: { name: shared, again: { ...shared } },
  joined: ["Wiixata", "Jimaata"].join(" – "),
};
`,
};

/** The English of the fixture, as the site would build it. */
export function fixtureEnglish() {
  return {
    contact: {
      meta: {
        title: "Contact us",
        description: "Call {brand}; we reply within 24 hours.",
      },
      faqs: [
        { question: "What warranty do you give?", answer: 'A full 5-year "warranty"' },
        { question: "Which regions do you serve?", answer: "All of them." },
      ],
      form: { name: { label: "Name" }, again: { label: "Name" } },
      joined: "Monday – Friday",
      /** Not a text: skipped. */
      columns: 3,
    },
  };
}

/** The fixture's translation, as the site would build it from `contact.ts`. */
export const fixtureTranslation = {
  contact: {
    meta: {
      title: "Nu Quunnamaa",
      description: "{brand} bilbilaa; sa'aatii 24 keessatti deebisna.",
    },
    faqs: [{ question: "Wabii akkamii kennitu?", answer: 'Wabii waggaa 5 "guutuu"' }],
    form: { name: { label: "Maqaa" }, again: { label: "Maqaa" } },
    joined: "Wiixata – Jimaata",
  },
};

/** The English each translation was made from. */
export const fixtureRecord = {
  "contact.meta.title": "Contact us",
  "contact.meta.description": "Call {brand}; we reply within 24 hours.",
  "contact.faqs.0.question": "What warranty do you give?",
  "contact.form.name.label": "Name",
};

/** A new temporary folder, removed when the test that asked for it ends. */
export function testFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A copy of a folder in a temporary one, removed when the test that asked for it ends. */
export function testCopy(source: string, prefix: string): string {
  const dir = testFolder(prefix);
  cpSync(source, dir, { recursive: true });
  return dir;
}

/** Writes the fixture to a new temporary folder (removed when the test ends) and returns it. */
export function writeFixture(files: Readonly<Record<string, string>> = fixtureFiles): string {
  const dir = testFolder("i18n-fixture-");
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, "sources.json"), `${JSON.stringify(fixtureRecord, null, 2)}\n`);
  return dir;
}

/** Every file of a folder and its bytes, to compare before and after. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort())
    files[name] = readFileSync(join(dir, name)).toString("base64");
  return files;
}
