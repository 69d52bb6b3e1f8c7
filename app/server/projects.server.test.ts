import { describe, expect, it } from "vitest";
import {
  missingEnglish,
  projectWordFields,
  seedProjectDocuments,
  translationState,
  translationsToDo,
} from "~/content/project-document";
import { projectDetail, projectList } from "~/content/project-views";
import { locales } from "~/i18n/locales";
import { ENGLISH_REQUIRED } from "./content-form.server";
import { blankProject, previewableProject, projectFromForm, wordField } from "./projects.server";

const seed = seedProjectDocuments();
const first = seed[0]!;

/** The editor's form as it comes back for a project, unchanged. */
function formOf(document = first): Record<string, string> {
  const form: Record<string, string> = {
    category: document.category,
    region: document.region,
    status: document.status,
    lat: String(document.lat),
    lon: String(document.lon),
    image1: document.images[0] ?? "",
    image2: document.images[1] ?? "",
  };
  for (const [locale, words] of Object.entries(document.words)) {
    for (const [part, value] of Object.entries(words ?? {})) {
      form[`${part}.${locale}`] =
        typeof value === "string"
          ? value
          : (value as { label: string; value: string }[])
              .map((s) => `${s.label}: ${s.value}`)
              .join("\n");
    }
  }
  return form;
}

describe("projectFromForm", () => {
  it("takes photos of the library in order, refusing unknown ones and ones without an English description", () => {
    const library = new Map([
      ["photo-aa", { hasEnglishAlt: true }],
      ["photo-bb", { hasEnglishAlt: true }],
      ["photo-cc", { hasEnglishAlt: false }],
    ]);
    const chosen = projectFromForm(
      { ...formOf(), photo1: "photo-bb", photo2: "photo-aa", photo3: "photo-bb" },
      first,
      library,
    );
    expect(chosen.errors).toEqual({});
    expect(chosen.document.photos).toEqual(["photo-bb", "photo-aa"]);
    const bad = projectFromForm(
      { ...formOf(), photo1: "photo-zz", photo2: "photo-cc" },
      first,
      library,
    );
    expect(bad.errors.photo1).toBe("Choose a photo of the library.");
    expect(bad.errors.photo2).toMatch(/no English description yet/);
    // Choosing none again removes them.
    expect(projectFromForm(formOf(), chosen.document, library).document.photos).toBeUndefined();
  });

  it("reads an unchanged form back into the same document", () => {
    const { document, errors } = projectFromForm(formOf(), first);
    expect(errors).toEqual({});
    expect(document).toEqual(first);
  });

  it("keeps hostile markup as text and reports every missing or bad field", () => {
    const hostile = `<script>alert(1)</script>`;
    const { document, errors } = projectFromForm(
      {
        ...formOf(),
        "title.en": "",
        "customer.en": hostile,
        lat: "north",
        region: "Atlantis",
        image1: "",
      },
      first,
    );
    expect(document.words.en.customer).toBe(hostile);
    expect(Object.keys(errors).sort()).toEqual(["image1", "lat", "region", "title.en"]);
    expect(errors.lat).toMatch(/decimal degrees/);
  });

  it("marks a translation out of date when its English changes, and up to date when confirmed", () => {
    const changed = projectFromForm(
      { ...formOf(), "title.en": "A new English title" },
      first,
    ).document;
    expect(translationState(changed, "am", "title")).toBe("outdated");
    expect(translationsToDo(changed)).toEqual(
      locales
        .filter((locale) => locale !== "en")
        .map((locale) => ({ locale, part: "title", state: "outdated" })),
    );
    const confirmed = projectFromForm(
      { ...formOf(changed), "confirm.am.title": "on" },
      changed,
    ).document;
    expect(translationState(confirmed, "am", "title")).toBe("done");
    const retranslated = projectFromForm(
      { ...formOf(changed), "title.am": "አዲስ ርዕስ" },
      changed,
    ).document;
    expect(translationState(retranslated, "am", "title")).toBe("done");
  });

  it("shows English, marked as English, where a translation is missing, never an empty field", () => {
    const { document } = projectFromForm({ ...formOf(), [wordField("overview", "am")]: "" }, first);
    expect(translationState(document, "am", "overview")).toBe("missing");
    const page = projectDetail(document, "am");
    expect(page.overview).toBe(first.words.en.overview);
    expect(page.english).toEqual({ overview: "en" });
    expect(projectDetail(first, "am").english).toBeUndefined();
    expect(projectList(seed, "am").every((card) => card.title.trim() !== "")).toBe(true);
  });
});

describe("an unfinished project", () => {
  const blank = blankProject("project-22", 22);
  const onlyTitle = { ...formOf(blank), "title.en": "Half-finished pump" };

  it("saves as a draft with whatever is typed, emptied texts staying empty", () => {
    const { document, errors } = projectFromForm(onlyTitle, blank, new Map(), "draft");
    expect(errors).toEqual({});
    expect(document.words.en.title).toBe("Half-finished pump");
    expect(missingEnglish(document)).toEqual(projectWordFields.filter((f) => f !== "title"));
    // An English text emptied in a draft is empty, not the text it had before.
    const emptied = projectFromForm(
      { ...formOf(), "place.en": "", "specifications.en": "" },
      first,
      new Map(),
      "draft",
    );
    expect(emptied.errors).toEqual({});
    expect(emptied.document.words.en.place).toBe("");
    expect(emptied.document.words.en.specifications).toBeUndefined();
  });

  it("still checks in a draft what must always hold: lengths, numbers, the country, the lists", () => {
    const { errors } = projectFromForm(
      { ...onlyTitle, "title.en": "x".repeat(201), lat: "north", lon: "60", region: "Atlantis" },
      blank,
      new Map(),
      "draft",
    );
    expect(Object.keys(errors).sort()).toEqual(["lat", "lon", "region", "title.en"]);
    expect(errors["title.en"]).toMatch(/At most 200 characters/);
    expect(errors.lon).toMatch(/between 33° and 48° east/);
  });

  it("is refused for publishing, each English text it lacks named", () => {
    const { errors } = projectFromForm(onlyTitle, blank, new Map(), "publish");
    expect(errors).toEqual(
      Object.fromEntries(
        projectWordFields
          .filter((field) => field !== "title")
          .map((field) => [wordField(field, "en"), ENGLISH_REQUIRED]),
      ),
    );
  });

  it("previews with a placeholder for each missing English text, in English in every language", () => {
    const draft = projectFromForm(onlyTitle, blank, new Map(), "draft").document;
    const preview = previewableProject(draft);
    expect(missingEnglish(preview)).toEqual([]);
    const english = projectDetail(preview, "en");
    expect(english.title).toBe("Half-finished pump");
    expect(english.customer).toBe("[Customer: not written yet]");
    const amharic = projectDetail(preview, "am");
    expect(amharic.overview).toBe("[Overview, for the project page: not written yet]");
    expect(amharic.english?.overview).toBe("en");
    // A finished project is shown as it is.
    expect(previewableProject(first)).toBe(first);
  });
});
