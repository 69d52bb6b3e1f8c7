import { describe, expect, it } from "vitest";
import { locales, type Locale } from "~/i18n/locales";
import {
  companyView,
  figureIds,
  figuresSeed,
  formatFigure,
  headlineFigures,
  hoursText,
  type FiguresDocument,
} from "~/content/company";
import { figuresForStaff } from "~/content/setting-fields";
import { faqsIn } from "~/content/faq-document";
import { applyRowChange, rowChange, rowIndexes } from "~/lib/form-rows";
import {
  faqMessages,
  faqsFields,
  faqsFromForm,
  publishedFaqs,
  publishedFaqsIn,
} from "./faqs.server";
import {
  companyFields,
  companyFromForm,
  companyItem,
  companyMessages,
  figuresFromForm,
  regionsWithProjects,
  figuresIn,
  figuresItem,
  publishedCompany,
  publishedFigures,
  withFigures,
} from "./company.server";
import { history, publish, saveDraft, StaleEdit } from "./content-store.server";
import { openDatabase } from "./db.server";
import { publishedProjects, seedContent } from "./projects.server";
import { SETTINGS } from "./settings.server";

function seeded() {
  const db = openDatabase(":memory:");
  seedContent(db);
  return db;
}

/** The form as the staff page shows it for the stored document, with some fields changed. */
function formOf(db: ReturnType<typeof seeded>, changes: Record<string, string> = {}) {
  return { ...companyFields(publishedCompany(db)), ...changes };
}

function read(form: Record<string, string>) {
  return companyFromForm(form, {
    hours: rowIndexes(form, "hours"),
    offices: rowIndexes(form, "office"),
  });
}

describe("the company settings in the store", () => {
  it("are seeded from site.ts and the frame's texts in every language", () => {
    const db = seeded();
    const company = publishedCompany(db);
    expect(company.phone).toBe("+251 11 555 0100");
    expect(company.offices.map((office) => office.city.en)).toEqual([
      "Addis Ababa",
      "Bahir Dar",
      "Hawassa",
    ]);
    expect(company.offices[0]?.city.am).toBe("አዲስ አበባ");
    expect(company.social.map((link) => link.name)).toEqual([
      "Facebook",
      "Telegram",
      "LinkedIn",
      "YouTube",
    ]);
    expect(headlineFigures(publishedFigures(db))).toEqual({
      farmers: "200+",
      regions: "12",
      systems: "150+",
      staff: "30+",
      permanent: "10+",
      seasonal: "20+",
      hectares: "500+",
      investment: "100+",
      yieldIncrease: "150",
      costReduction: "70",
      waterSavings: "80",
      satisfaction: "98",
    });
    // Each language writes a percentage its own way.
    expect(figuresIn(db, "en")).toMatchObject({ yieldIncrease: "150%", satisfaction: "98%" });
    expect(figuresIn(db, "am")).toMatchObject({ costReduction: "70%", farmers: "200+" });
    expect(figuresIn(db, "om")).toMatchObject({ costReduction: "%70", farmers: "200+" });
  });

  it("read back from the form unchanged: the form shows every stored field", () => {
    const db = seeded();
    const { document, errors } = read(formOf(db));
    expect(errors).toEqual({});
    expect(document).toEqual(publishedCompany(db));
  });

  it("take a new phone number, published once, and pages show it", () => {
    const db = seeded();
    const item = companyItem(db)!;
    const { document, errors } = read(formOf(db, { phone: "+251 11 555 0199" }));
    expect(errors).toEqual({});
    const revision = saveDraft(db, SETTINGS, "company", document, item.revision, "ed@x");
    publish(db, SETTINGS, "company", revision, "ed@x");
    expect(companyView(publishedCompany(db), "am").phone).toBe("+251 11 555 0199");
  });

  it("refuse an empty phone, a malformed e-mail and a missing English text", () => {
    const db = seeded();
    const { errors } = read(
      formOf(db, {
        phone: "",
        // A doubled dot, which the first check let through to every page's mailto: link.
        email: "sales@tsehaysolar..example",
        "office.1.email": "not an address",
        "headOffice.en": " ",
        "office.2.openingHours": "every day",
        "social.Facebook": "javascript:alert(1)",
      }),
    );
    expect(errors).toEqual({
      phone: companyMessages.phone,
      email: companyMessages.email,
      "office.1.email": companyMessages.email,
      "headOffice.en": companyMessages.english,
      "office.2.openingHours": companyMessages.openingHours,
      "social.Facebook": companyMessages.social,
    });
  });

  it("refuse a phone number a visitor's phone could not call: digits missing", () => {
    const db = seeded();
    const { errors } = read(formOf(db, { phone: "0911 23 45", "office.1.phone": "+251 11 555" }));
    expect(errors).toEqual({
      phone: companyMessages.phone,
      "office.1.phone": companyMessages.phone,
    });
    // Whole numbers, written as people write them, and one abroad with its country code.
    for (const phone of ["0911 23 45 67", "+251 11 555 0100", "+44 20 7946 0958"]) {
      expect(read(formOf(db, { phone })).errors, phone).toEqual({});
    }
  });

  it("keeps hostile text as text and drops a wholly empty row", () => {
    const db = seeded();
    const form = formOf(db, {
      "headOffice.om": "<script>alert(1)</script>",
      "hours.5.days.en": "",
      "hours.5.hours.en": "",
    });
    const { document, errors } = read(form);
    expect(errors).toEqual({});
    expect(document.headOffice.om).toBe("<script>alert(1)</script>");
    expect(document.businessHours).toHaveLength(2);
  });

  it("shows English, marked, where a translation is empty", () => {
    const db = seeded();
    const { document } = read(formOf(db, { "office.0.city.om": "" }));
    const view = companyView(document, "om");
    expect(view.offices[0]?.city).toEqual({ text: "Addis Ababa", lang: "en" });
    expect(companyView(document, "am").offices[0]?.city).toEqual({ text: "አዲስ አበባ" });
  });

  it("shows opening hours with their ranges joined, so no line breaks inside one", () => {
    const db = seeded();
    const { document } = read(
      formOf(db, {
        "office.0.hours.en": "Mon – Fri, 8:00 – 17:30",
        "hours.0.hours.om": "9:00–18:00",
      }),
    );
    // Between times: no-break spaces beside the dash, a word joiner after it. Days may break.
    expect(companyView(document, "en").offices[0]?.hours).toEqual({
      text: "Mon – Fri, 8:00\u00a0–\u2060\u00a017:30",
    });
    expect(companyView(document, "om").businessHours[0]?.hours).toEqual({
      text: "9:00–\u206018:00",
    });
    expect(hoursText("Mon-Fri, 8:00-18:00 EAT")).toBe("Mon-Fri, 8:00-18:00 EAT");
    expect(document.offices[0]?.hours.en).toBe("Mon – Fri, 8:00 – 17:30");
  });

  it("refuses a save from an old revision (two editors)", () => {
    const db = seeded();
    const item = companyItem(db)!;
    const { document } = read(formOf(db, { phone: "+251 11 555 0101" }));
    saveDraft(db, SETTINGS, "company", document, item.revision, "first@x");
    expect(() => saveDraft(db, SETTINGS, "company", document, item.revision, "second@x")).toThrow(
      StaleEdit,
    );
  });
});

describe("the demo video in the company settings", () => {
  it("is seeded with the placeholder's id and shown to staff as its YouTube address", () => {
    const db = seeded();
    expect(publishedCompany(db).demoVideoId).toBe("aqz-KE-bpKQ");
    expect(formOf(db).video).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
  });

  it("keeps only the id of a pasted address, and refuses what is not a YouTube video", () => {
    const db = seeded();
    const pasted = read(formOf(db, { video: " https://youtu.be/dQw4w9WgXcQ?si=abc123 " }));
    expect(pasted.errors).toEqual({});
    expect(pasted.document.demoVideoId).toBe("dQw4w9WgXcQ");
    for (const video of ["", "https://vimeo.com/76979871", "https://www.youtube.com/@tsehay"])
      expect(read(formOf(db, { video })).errors).toEqual({ video: companyMessages.video });
  });

  it("is the seed's in a version stored before the video was a setting, to pages and staff", () => {
    const db = seeded();
    const { demoVideoId, ...old } = publishedCompany(db);
    expect(demoVideoId).toBe("aqz-KE-bpKQ");
    const revision = saveDraft(db, SETTINGS, "company", old, companyItem(db)!.revision, "ed@x");
    publish(db, SETTINGS, "company", revision, "ed@x");
    expect(history(db, SETTINGS, "company")[0]?.document).not.toHaveProperty("demoVideoId");
    expect(publishedCompany(db).demoVideoId).toBe("aqz-KE-bpKQ");
    expect(companyItem(db)!.current.demoVideoId).toBe("aqz-KE-bpKQ");
  });
});

describe("the headline figures form", () => {
  it("reads 200+, 1,200 and 8", () => {
    const { document, errors } = figuresFromForm(
      {
        "figure.farmers": "1,200+",
        "figure.regions": " 9 ",
        "figure.systems": "150+",
        "figure.staff": "31",
        "figure.permanent": "12",
        "figure.seasonal": "19+",
        "figure.hectares": "650+",
        "figure.investment": "120+",
        "figure.yieldIncrease": "180%",
        "figure.costReduction": "65",
        "figure.waterSavings": "75",
        "figure.satisfaction": " 97 % ",
      },
      figuresSeed,
    );
    expect(errors).toEqual({});
    expect(headlineFigures(document, "{value}%")).toEqual({
      farmers: "1,200+",
      regions: "9",
      systems: "150+",
      staff: "31",
      permanent: "12",
      seasonal: "19+",
      hectares: "650+",
      investment: "120+",
      yieldIncrease: "180%",
      costReduction: "65%",
      waterSavings: "75%",
      satisfaction: "97%",
    });
  });

  it("refuses what is not a whole number", () => {
    const db = seeded();
    const { errors } = figuresFromForm(
      {
        "figure.farmers": "many",
        "figure.regions": "",
        "figure.systems": "1.5",
        "figure.staff": "3",
        "figure.permanent": "1",
        "figure.seasonal": "2",
        "figure.hectares": "50%",
        "figure.investment": "100+",
        "figure.yieldIncrease": "150+",
        "figure.costReduction": "1200",
        "figure.waterSavings": "80",
        "figure.satisfaction": "98",
      },
      figuresItem(db)!.current,
    );
    expect(errors).toEqual({
      "figure.farmers": "Type a whole number, with + if it is “or more”, e.g. 200+.",
      "figure.regions": "Type a whole number, with + if it is “or more”, e.g. 200+.",
      "figure.systems": "Type a whole number, with + if it is “or more”, e.g. 200+.",
      // A count is not a percentage, and a percentage is neither "or more" nor over its limit.
      "figure.hectares": "Type a whole number, with + if it is “or more”, e.g. 200+.",
      "figure.yieldIncrease": "Type a whole number of per cent, at most 1,000, e.g. 70 or 70%.",
      "figure.costReduction": "Type a whole number of per cent, at most 100, e.g. 70 or 70%.",
    });
  });

  it("holds a share of a whole to 100 %, and lets the yield increase go to 1,000 %", () => {
    const db = seeded();
    const previous = figuresItem(db)!.current;
    const typed = Object.fromEntries(
      figureIds.map((id) => [`figure.${id}`, formatFigure(previous[id])]),
    );
    const refused = figuresFromForm(
      {
        ...typed,
        "figure.satisfaction": "101",
        "figure.costReduction": "150%",
        "figure.waterSavings": "101",
      },
      previous,
    );
    expect(refused.errors).toEqual({
      "figure.costReduction": "Type a whole number of per cent, at most 100, e.g. 70 or 70%.",
      "figure.waterSavings": "Type a whole number of per cent, at most 100, e.g. 70 or 70%.",
      "figure.satisfaction": "Type a whole number of per cent, at most 100, e.g. 70 or 70%.",
    });
    const accepted = figuresFromForm(
      {
        ...typed,
        "figure.satisfaction": "100",
        "figure.costReduction": "100%",
        "figure.yieldIncrease": "1000",
      },
      previous,
    );
    expect(accepted.errors).toEqual({});
    expect(accepted.document.satisfaction).toEqual({ value: 100, plus: false });
    expect(accepted.document.yieldIncrease).toEqual({ value: 1000, plus: false });
    expect(figuresFromForm({ ...typed, "figure.yieldIncrease": "1001" }, previous).errors).toEqual({
      "figure.yieldIncrease": "Type a whole number of per cent, at most 1,000, e.g. 70 or 70%.",
    });
  });

  it("refuses a regions figure below the regions of the published projects, which their map counts", () => {
    const db = seeded();
    const previous = figuresItem(db)!.current;
    const typed = Object.fromEntries(
      figureIds.map((id) => [`figure.${id}`, formatFigure(previous[id])]),
    );
    const regions = regionsWithProjects(publishedProjects(db));
    // The seed's twenty projects are in twelve regions, and the seed's figure says as much.
    expect(regions).toBe(12);
    expect(figuresFromForm(typed, previous, regions).errors).toEqual({});
    expect(figuresFromForm({ ...typed, "figure.regions": "8" }, previous, regions).errors).toEqual({
      "figure.regions":
        "The projects on the site are in 12 regions, as their map says: type at least 12.",
    });
    expect(figuresFromForm({ ...typed, "figure.regions": "14" }, previous, regions).errors).toEqual(
      {},
    );
  });

  it("writes the published figures into a page's texts, other placeholders left", () => {
    const db = seeded();
    const texts = { claim: "Up to {costReduction}", list: ["{satisfaction} of {count}"] };
    expect(withFigures(texts, figuresIn(db, "om"))).toEqual({
      claim: "Up to %70",
      list: ["%98 of {count}"],
    });
  });
});

describe("the staff figures added after the first figures", () => {
  /** A store whose published figures are a version from before the staff's two parts existed. */
  function storeWithOldFigures() {
    const db = seeded();
    const { id, farmers, regions, systems, staff } = figuresSeed;
    const old = { id, farmers: { ...farmers, value: 250 }, regions, systems, staff };
    const revision = saveDraft(db, SETTINGS, "figures", old, figuresItem(db)!.revision, "ed@x");
    publish(db, SETTINGS, "figures", revision, "ed@x");
    return db;
  }

  it("default from the seed where a stored version lacks them, the others kept", () => {
    const db = storeWithOldFigures();
    expect(headlineFigures(publishedFigures(db))).toMatchObject({
      farmers: "250+",
      permanent: "10+",
      seasonal: "20+",
    });
    // The staff form shows them too, and its answer keeps them when left as they are.
    const current = figuresItem(db)!.current;
    expect(current.permanent).toEqual({ value: 10, plus: true });
    expect(figuresFromForm({ "figure.seasonal": "24" }, current).document).toMatchObject({
      permanent: { value: 10, plus: true },
      seasonal: { value: 24, plus: false },
    });
  });

  it("are named in the figures' history, an old version's as the seed's", () => {
    const db = storeWithOldFigures();
    const versions = history<FiguresDocument>(db, SETTINGS, "figures");
    const old = versions.find((version) => version.publishedBy === "ed@x")!.document;
    expect(old.permanent).toBeUndefined();
    const read = figuresForStaff(old);
    expect(read.values).toEqual(
      expect.arrayContaining([
        { label: "Permanent staff", value: "10+" },
        {
          label: "Temporary field staff (drilling and installation seasons)",
          value: "20+",
        },
      ]),
    );
  });
});

describe("lists edited with plain forms", () => {
  const form = {
    "office.0.city.en": "A",
    "office.1.city.en": "B",
    "office.2.city.en": "C",
    phone: "1",
    rows: "office.1.up",
  };

  it("reads what a button asks for", () => {
    expect(rowChange("office.add")).toEqual({ list: "office", kind: "add" });
    expect(rowChange("faq.contact.2.down")).toEqual({
      list: "faq.contact",
      kind: "down",
      index: 2,
    });
    expect(rowChange("office.x.up")).toBeUndefined();
  });

  it("moves a row and keeps every typed field", () => {
    expect(applyRowChange(form, rowChange("office.1.up")!, [])).toEqual({
      "office.0.city.en": "B",
      "office.1.city.en": "A",
      "office.2.city.en": "C",
      phone: "1",
    });
  });

  it("removes a row and adds an empty one at the end", () => {
    const removed = applyRowChange(form, rowChange("office.0.remove")!, []);
    expect(removed).toEqual({ "office.0.city.en": "B", "office.1.city.en": "C", phone: "1" });
    const added = applyRowChange(removed, rowChange("office.add")!, ["city.en", "phone"]);
    expect(added["office.2.city.en"]).toBe("");
    expect(added["office.2.phone"]).toBe("");
  });
});

describe("the questions form", () => {
  it("is seeded from the contact and financing texts, and reads back unchanged", () => {
    const db = seeded();
    const stored = publishedFaqs(db);
    expect(stored.contact[0]?.question.en).toBe("How long does an installation take?");
    expect(stored.financing[0]?.question.am).toBeTruthy();
    const form = faqsFields(stored);
    const rows = {
      contact: rowIndexes(form, "faq.contact"),
      financing: rowIndexes(form, "faq.financing"),
    };
    const { document, errors } = faqsFromForm(form, rows);
    expect(errors).toEqual({});
    expect(document).toEqual(stored);
  });

  it("give the published regions figure where an answer names it, in every language", () => {
    const db = seeded();
    const regions = (locale: Locale) =>
      publishedFaqsIn(db, "contact", locale).find(
        (faq) =>
          faq.answer.text.includes("Sidama") ||
          faq.answer.text.includes("ሲዳማ") ||
          faq.answer.text.includes("Sidaamaa"),
      )?.answer.text;
    expect(regions("en")).toContain("have installed systems in 12 regions, including");
    expect(regions("am")).toContain("በ12 ክልሎች");
    expect(regions("om")).toContain("naannolee 12 keessatti");
    for (const locale of locales) {
      const words = (["contact", "financing"] as const).flatMap((page) =>
        publishedFaqsIn(db, page, locale).flatMap(({ question, answer }) => [question, answer]),
      );
      expect(words.map(({ text }) => text).join("\n"), locale).not.toMatch(/[{}]/);
    }
  });

  it("needs the English question and answer, drops an empty row, keeps hostile text as text", () => {
    const form = {
      "faq.contact.0.question.en": "<img src=x onerror=alert(1)>?",
      "faq.contact.0.answer.en": "Yes.",
      "faq.contact.1.question.am": "ጥያቄ?",
      "faq.contact.1.answer.en": "",
      "faq.contact.2.question.en": "",
      "faq.contact.2.answer.en": "",
    };
    const { document, errors } = faqsFromForm(form, { contact: [0, 1, 2], financing: [] });
    expect(errors).toEqual({
      "faq.contact.1.question.en": faqMessages.question,
      "faq.contact.1.answer.en": faqMessages.answer,
    });
    expect(document.contact).toHaveLength(2);
    expect(faqsIn(document, "contact", "om")[0]).toEqual({
      question: { text: "<img src=x onerror=alert(1)>?", lang: "en" },
      answer: { text: "Yes.", lang: "en" },
    });
  });
});
