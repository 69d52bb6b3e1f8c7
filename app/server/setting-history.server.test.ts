import { describe, expect, it } from "vitest";
import type { CompanyDocument } from "~/content/company";
import type { FaqsDocument } from "~/content/faq-document";
import {
  confirmName,
  settingChanges,
  settingTranslationsToDo,
  type WithSources,
} from "~/content/setting-texts";
import { companyForStaff } from "~/content/setting-fields";
import { rowIndexes } from "~/lib/form-rows";
import {
  COMPANY_ID,
  companyFields as companyFormFields,
  companyFromForm,
  companyItem,
} from "./company.server";
import { history, publish, restore, saveDraft } from "./content-store.server";
import { openDatabase, type Db } from "./db.server";
import { FAQS_ID, faqsItem } from "./faqs.server";
import { seedContent } from "./projects.server";
import { restoreSetting } from "./publish.server";
import { settingKind, settingMarks, settingVersions, withSources } from "./setting-kinds.server";
import {
  CATALOGUE_ID,
  CATALOGUE_WORDS_ID,
  catalogueItem,
  catalogueWordsItem,
  SETTINGS,
  settingItem,
} from "./settings.server";

function seeded() {
  const db = openDatabase(":memory:");
  seedContent(db);
  return db;
}

/** Publishes a setting as its staff form does: sources recorded, saved, published. */
function publishAs<T extends { id: string }>(
  db: Db,
  document: T,
  ticked: readonly string[] = [],
): number {
  const item = settingItem(db, document.id)!;
  const recorded = withSources(db, document, (name) => ticked.includes(name));
  const revision = saveDraft(
    db,
    SETTINGS,
    document.id,
    recorded,
    item.revision,
    "ayana@example.et",
  );
  return publish(db, SETTINGS, document.id, revision, "ayana@example.et");
}

/** What each version changed from the one before, newest first, as the history lists it. */
function changesOf(db: Db, id: string) {
  return settingVersions(db, settingKind(id)!).map(({ changes }) => changes);
}

/** The translations to do of a stored setting, as "label, language: state". */
function toDo(db: Db, id: string): string[] {
  const document = settingItem<WithSources>(db, id)!.current;
  return settingTranslationsToDo(settingKind(id)!.read(document as never), document.sources).map(
    ({ label, locale, state }) => `${label}, ${locale}: ${state}`,
  );
}

function withAnswer(
  faqs: FaqsDocument,
  index: number,
  answer: FaqsDocument["contact"][number]["answer"],
) {
  return {
    ...faqs,
    contact: faqs.contact.map((entry, at) => (at === index ? { ...entry, answer } : entry)),
  };
}

describe("the history of a setting", () => {
  it("names each changed field with its row and language, values before and after", () => {
    const db = seeded();
    const company = companyItem(db)!.current;
    const second = company.offices[1]!;
    const changed: CompanyDocument = {
      ...company,
      phone: "+251 11 555 0199",
      offices: company.offices.map((office, index) =>
        index === 1 ? { ...office, hours: { ...office.hours, am: "ሰኞ – ዓርብ" } } : office,
      ),
    };
    publishAs(db, changed);
    const [latest, seed] = changesOf(db, COMPANY_ID);
    expect(latest).toEqual([
      { field: "Main phone", before: company.phone, after: "+251 11 555 0199" },
      {
        field: "Bahir Dar · Opening hours (አማርኛ)",
        before: second.hours.am,
        after: "ሰኞ – ዓርብ",
      },
    ]);
    // The first version lists every filled field.
    expect(seed?.map((change) => change.field)).toContain("Hawassa · City (Afaan Oromoo)");
  });

  it("lists a row moved as its list's order, never as its translations deleted and added", () => {
    const db = seeded();
    const faqs = faqsItem(db)!.current;
    const [first, second, ...rest] = faqs.contact;
    publishAs(db, { ...faqs, contact: [second!, first!, ...rest] });
    const [latest] = changesOf(db, FAQS_ID);
    expect(latest).toEqual([
      {
        field: "Contact page (/contact) · order",
        before: [
          "1. How long does an installation take?",
          "2. What warranty do you give?",
          "3. Which regions do you serve?",
          "4. Can I pay in instalments or get financing?",
        ].join("\n"),
        after: [
          "1. What warranty do you give?",
          "2. How long does an installation take?",
          "3. Which regions do you serve?",
          "4. Can I pay in instalments or get financing?",
        ].join("\n"),
      },
    ]);
  });

  it("names a row by its English, a row changed in its place by its new English, one taken out as emptied", () => {
    const db = seeded();
    const company = companyItem(db)!.current;
    const [addis, bahirDar, hawassa] = company.offices;
    // Bahir Dar becomes Gondar in its place; Addis Ababa and Hawassa trade places.
    const gondar = {
      ...bahirDar!,
      city: { ...bahirDar!.city, en: "Gondar" },
      phone: "+251 58 111 0000",
    };
    publishAs(db, { ...company, offices: [hawassa!, gondar, addis!] });
    const [swapped] = changesOf(db, COMPANY_ID);
    expect(swapped).toEqual([
      {
        field: "Offices · order",
        before: "1. Addis Ababa\n2. Bahir Dar\n3. Hawassa",
        after: "1. Hawassa\n2. Gondar\n3. Addis Ababa",
      },
      { field: "Gondar · Office phone", before: bahirDar!.phone, after: "+251 58 111 0000" },
      { field: "Gondar · City (English)", before: "Bahir Dar", after: "Gondar" },
    ]);
    // Hawassa taken out: its fields emptied; the others kept their order.
    publishAs(db, { ...company, offices: [gondar, addis!] });
    const [removed] = changesOf(db, COMPANY_ID);
    expect(removed?.map((change) => change.field)).not.toContain("Offices · order");
    expect(removed).toContainEqual({
      field: "Hawassa · City (አማርኛ)",
      before: hawassa!.city.am,
      after: "",
    });
    expect(removed?.every((change) => change.field.startsWith("Hawassa · "))).toBe(true);
  });

  it("labels list prices by package and product, in dollars as the site writes them", () => {
    const db = seeded();
    const catalogue = catalogueItem(db)!.current;
    publishAs(db, {
      ...catalogue,
      packages: {
        ...catalogue.packages,
        starter: {
          ...catalogue.packages.starter,
          priceUsd: 12_500,
        },
      },
    });
    const [latest] = changesOf(db, CATALOGUE_ID);
    expect(latest).toEqual([
      {
        field: "Starter · list price",
        // The seed's $3500, with the thousands separator of the staff and public pages.
        before: "$3,500",
        after: "$12,500",
      },
    ]);
  });

  it("restores an earlier version as a new one, which lists the change back", () => {
    const db = seeded();
    const company = companyItem(db)!.current;
    publishAs(db, { ...company, phone: "+251 11 555 0199" });
    const item = companyItem(db)!;
    const first = history<CompanyDocument>(db, SETTINGS, COMPANY_ID).at(-1)!;
    // The store's own restore (what restoreSetting commits once the pages rendered).
    const version = restore(db, SETTINGS, COMPANY_ID, first.version, item.revision, "a@example.et");
    expect(version).toBe(3);
    expect(companyItem(db)!.published?.phone).toBe(company.phone);
    const [latest] = changesOf(db, COMPANY_ID);
    expect(latest).toEqual([
      { field: "Main phone", before: "+251 11 555 0199", after: company.phone },
    ]);
    expect(history(db, SETTINGS, COMPANY_ID)[0]?.restoredFrom).toBe(1);
  });

  it("refuses a restore whose pages cannot be rendered, and leaves the store as it was", async () => {
    const db = seeded();
    const company = companyItem(db)!.current;
    publishAs(db, { ...company, phone: "+251 11 555 0199" });
    const item = companyItem(db)!;
    const first = history(db, SETTINGS, COMPANY_ID).at(-1)!;
    // No site is attached in this test: rendering fails before anything is committed.
    const refusal = await restoreSetting(db, COMPANY_ID, first, item.revision, "a@example.et", [
      "/contact",
    ]);
    expect(refusal?.status).toBe(500);
    expect(refusal?.message).toMatch(/^Not restored: .*still shows/);
    expect(companyItem(db)!.version).toBe(item.version);
    expect(companyItem(db)!.published?.phone).toBe("+251 11 555 0199");
  });

  it("refuses a restore from a page older than the last change (409)", async () => {
    const db = seeded();
    const company = companyItem(db)!.current;
    const stale = companyItem(db)!.revision;
    publishAs(db, { ...company, phone: "+251 11 555 0199" });
    const first = history(db, SETTINGS, COMPANY_ID).at(-1)!;
    const refusal = await restoreSetting(db, COMPANY_ID, first, stale, "a@example.et", []);
    expect(refusal?.status).toBe(409);
    expect(companyItem(db)!.published?.phone).toBe("+251 11 555 0199");
  });
});

describe("the translations of a setting", () => {
  it("counts the seed's translations as done", () => {
    const db = seeded();
    expect(toDo(db, FAQS_ID)).toEqual([]);
    expect(toDo(db, COMPANY_ID)).toEqual([]);
  });

  it("marks a translation out of date when its English changes, and done once translated again", () => {
    const db = seeded();
    const faqs = faqsItem(db)!.current;
    const answer = faqs.contact[0]!.answer;
    publishAs(db, withAnswer(faqs, 0, { ...answer, en: `${answer.en} Call us any day.` }));
    // The question named by its English, as the editor and the site show it.
    const label = "Contact page (/contact) · How long does an installation take? · Answer";
    expect(toDo(db, FAQS_ID)).toEqual([`${label}, am: outdated`, `${label}, om: outdated`]);
    expect(settingMarks(FAQS_ID, faqsItem(db))).toEqual({
      "faq.contact.0.answer.am": "outdated",
      "faq.contact.0.answer.om": "outdated",
    });
    const now = faqsItem(db)!.current;
    const updated = now.contact[0]!.answer;
    publishAs(db, withAnswer(now, 0, { ...updated, am: `${updated.am} በየቀኑ ይደውሉልን።` }));
    expect(toDo(db, FAQS_ID)).toEqual([`${label}, om: outdated`]);
  });

  it("keeps a translation's source when its row moves, and takes a ticked box as confirmed", () => {
    const db = seeded();
    const faqs = faqsItem(db)!.current;
    const answer = faqs.contact[0]!.answer;
    publishAs(db, withAnswer(faqs, 0, { ...answer, en: `${answer.en} Call us any day.` }));
    const changed = faqsItem(db)!.current;
    // The first question moves to the end: its translations are still out of date there.
    const moved = { ...changed, contact: [...changed.contact.slice(1), changed.contact[0]!] };
    publishAs(db, moved);
    const last = moved.contact.length;
    const label = "Contact page (/contact) · How long does an installation take? · Answer";
    expect(toDo(db, FAQS_ID)).toEqual([`${label}, am: outdated`, `${label}, om: outdated`]);
    const entry = moved.contact[last - 1]!.answer;
    publishAs(db, moved, [confirmName("om", entry.en, entry.om!)]);
    expect(toDo(db, FAQS_ID)).toEqual([`${label}, am: outdated`]);
  });

  it("lists a missing translation", () => {
    const db = seeded();
    const company = companyItem(db)!.current;
    publishAs(db, {
      ...company,
      headOffice: { en: company.headOffice.en, am: company.headOffice.am },
    });
    expect(toDo(db, COMPANY_ID)).toEqual(["Head office, one line, om: missing"]);
  });
});

describe("a settings form sent back unchanged", () => {
  it("keeps an address's lines as stored, though the browser sends them as CRLF", () => {
    const db = seeded();
    const company = companyItem(db)!.current;
    const form = Object.fromEntries(
      Object.entries(companyFormFields(company)).map(([name, value]) => [
        name,
        value.replace(/\n/g, "\r\n"),
      ]),
    );
    const { document, errors } = companyFromForm(form, {
      hours: rowIndexes(form, "hours"),
      offices: rowIndexes(form, "office"),
    });
    expect(errors).toEqual({});
    expect(settingChanges(companyForStaff(company), companyForStaff(document))).toEqual([]);
  });
});

describe("the product words' translations", () => {
  it("mark the description's fields by their own names when its English changes", () => {
    const db = seeded();
    const words = catalogueWordsItem(db)!.current;
    const panels = words.products["solar-panels"];
    publishAs(db, {
      ...words,
      products: {
        ...words.products,
        "solar-panels": { ...panels, en: { ...panels.en!, description: "Panels for any farm." } },
      },
    });
    expect(settingMarks(CATALOGUE_WORDS_ID, catalogueWordsItem(db))).toEqual({
      "product.solar-panels.am.description": "outdated",
      "product.solar-panels.om.description": "outdated",
    });
    const [latest] = changesOf(db, CATALOGUE_WORDS_ID);
    expect(latest?.map((change) => change.field)).toEqual(["Solar Panels · What it is (English)"]);
  });
});
