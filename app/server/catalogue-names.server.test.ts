import { describe, expect, it } from "vitest";
import { catalogueWordFields, namesIn, wordsIn } from "~/content/catalogue-words";
import { localizedForm } from "~/content/enquiry-text";
import { sizingText } from "~/content/catalogues";
import { displayValue } from "~/lib/validation";
import type { Locale } from "~/i18n/locales";
import { packagesInEnglish, withNames, withPackageNames } from "./catalogue-names.server";
import { publish, saveDraft } from "./content-store.server";
import { openDatabase } from "./db.server";
import { seedContent } from "./projects.server";
import {
  CATALOGUE_WORDS_ID,
  SETTINGS,
  catalogueWordsFromForm,
  catalogueWordsItem,
  publishedCatalogueWords,
} from "./settings.server";

/** A store seeded as a new installation, with the products' words published from the form. */
function publishedWith(changes: Record<string, string>) {
  const db = openDatabase(":memory:");
  seedContent(db);
  const item = catalogueWordsItem(db)!;
  const form: Record<string, string> = {};
  for (const [kind, entries] of [
    ["product", item.current.products],
    ["package", item.current.packages],
  ] as const)
    for (const [id, byLanguage] of Object.entries(entries))
      for (const [locale, words] of Object.entries(byLanguage)) {
        const at = (field: keyof typeof catalogueWordFields) =>
          catalogueWordFields[field](kind, id, locale as Locale);
        form[at("name")] = words?.name ?? "";
        form[at("description")] = words?.description ?? "";
        form[at("features")] = (words?.features ?? []).join("\n");
      }
  const { document, errors } = catalogueWordsFromForm({ ...form, ...changes });
  expect(errors).toEqual({});
  const revision = saveDraft(db, SETTINGS, CATALOGUE_WORDS_ID, document, item.revision, "ed@x");
  publish(db, SETTINGS, CATALOGUE_WORDS_ID, revision, "ed@x");
  return publishedCatalogueWords(db);
}

const renamed = {
  [catalogueWordFields.name("package", "starter", "en")]: "Family Farm",
  [catalogueWordFields.name("package", "starter", "am")]: "የቤተሰብ ማሳ",
  [catalogueWordFields.name("package", "starter", "om")]: "",
  [catalogueWordFields.name("product", "batteries", "om")]: "",
};

/** The label of a choice of the quote form. */
function choice(form: ReturnType<typeof localizedForm>, value: string) {
  const field = form.fields.find((item) => item.name === "interest")!;
  return field.options?.find((option) => option.value === value);
}

describe("the published names", () => {
  it("are the seed's in every language on a new installation", () => {
    const db = openDatabase(":memory:");
    seedContent(db);
    const names = namesIn(publishedCatalogueWords(db), "am");
    expect(names.packages.starter).toEqual({ name: "መነሻ" });
    expect(names.products["solar-pumps"]).toEqual({ name: "የፀሐይ ኃይል የውሃ ፓምፖች" });
  });

  it("name the products page's cards, English marked where a language has none", () => {
    const words = publishedWith(renamed);
    expect(wordsIn(words.packages.starter, "am")).toMatchObject({ name: "የቤተሰብ ማሳ", english: [] });
    expect(wordsIn(words.packages.starter, "om")).toMatchObject({
      name: "Family Farm",
      english: ["name"],
    });
  });

  it("name the quote form's choices in each language", () => {
    const words = publishedWith(renamed);
    const quote = (locale: Locale) =>
      withNames(localizedForm("quote", locale), locale, namesIn(words, locale));
    expect(choice(quote("en"), "package:starter")?.label).toBe("Family Farm package");
    expect(choice(quote("am"), "package:starter")?.label).toBe("የቤተሰብ ማሳ ፓኬጅ");
    // An <option> holds text only: the English name is the whole choice, marked.
    expect(choice(quote("om"), "package:starter")).toMatchObject({
      label: "Family Farm",
      lang: "en",
    });
    expect(choice(quote("om"), "product:batteries")).toMatchObject({
      label: "Batteries",
      lang: "en",
    });
    expect(choice(quote("am"), "package:professional")?.label).toBe("ፕሮፌሽናል ፓኬጅ");
  });

  it("name an old enquiry's choice in the inbox as the site names it now", () => {
    const words = publishedWith(renamed);
    const form = withNames(localizedForm("quote", "en"), "en", namesIn(words, "en"));
    const interest = form.fields.find((field) => field.name === "interest")!;
    expect(displayValue(interest, "package:starter")).toBe("Family Farm package");
  });

  it("name the package the sizing tool offers", () => {
    const words = publishedWith(renamed);
    const sizing = withPackageNames(sizingText.am, namesIn(words, "am"));
    expect(sizing.packages.starter).toBe("የቤተሰብ ማሳ");
    expect(sizing.packages.kit).toBe(sizingText.am.packages.kit);
    expect(withPackageNames(sizingText.om, namesIn(words, "om")).packages.starter).toBe(
      "Family Farm",
    );
    expect(packagesInEnglish(namesIn(words, "om"))).toEqual(["starter"]);
    expect(packagesInEnglish(namesIn(words, "am"))).toEqual([]);
  });
});
