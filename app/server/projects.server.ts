/**
 * Projects in the content store: what public pages read (`publishedProjects`), the seed of a new
 * installation, and the editor's reading of a submitted form (`projectFromForm`), checked by a
 * schema on the way in since the type checker no longer sees stored text.
 */
import * as v from "valibot";
import { illustrations, type IllustrationKey } from "~/content/illustrations";
import {
  englishOf,
  missingEnglish,
  photoFields,
  projectWordFields,
  seedProjectDocuments,
  type ProjectDocument,
  type ProjectTextPart,
  type ProjectWords,
} from "~/content/project-document";
import { projectTexts } from "~/content/catalogues";
import { projectCategories, type ProjectStatus } from "~/content/projects";
import { ethiopianRegions } from "~/content/regions";
import { staffText } from "~/content/staff";
import { recordSources } from "~/content/translation-state";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import {
  getItem,
  listItems,
  publishedDocuments,
  seedKind,
  unpublishedIds,
  type ContentItem,
} from "./content-store.server";
import { ENGLISH_REQUIRED, readPhotoChoices, type PhotoLibrary } from "./content-form.server";
import type { Db } from "./db.server";
import { seedPosts } from "./posts.server";
import { previewed } from "./preview.server";
import { seedSettings } from "./settings.server";
import { seedCompany } from "./company.server";
import { seedFaqs } from "./faqs.server";
import { seedTeam } from "./team.server";

export const PROJECT = "project" as const;

/** Adds the repository's content to an empty store (each kind on its own). */
export function seedContent(db: Db): void {
  seedKind(db, PROJECT, seedProjectDocuments());
  seedPosts(db);
  seedSettings(db);
  seedCompany(db);
  seedFaqs(db);
  seedTeam(db);
}

/**
 * A draft as its preview shows it: each English text not written yet reads as a placeholder
 * naming it ("[Title: not written yet]"), never as an empty field; translations fall back to it
 * as to any English. Published projects are complete (publishing refuses an unfinished one).
 */
export function previewableProject(document: ProjectDocument): ProjectDocument {
  const missing = missingEnglish(document);
  if (missing.length === 0) return document;
  const placeholders = Object.fromEntries(
    missing.map((field) => [field, staffText.content.notWritten(staffText.content.fields[field])]),
  );
  return {
    ...document,
    words: { ...document.words, en: { ...document.words.en, ...placeholders } },
  };
}

/**
 * The editor's fields as a stored project fills them, each as the form shows and sends it: its
 * choices, place, pictures, photos, and every text in every language (`wordField`).
 */
export function projectFormFields(document: ProjectDocument): Record<string, string> {
  return {
    category: document.category,
    region: document.region,
    status: document.status,
    lat: String(document.lat),
    lon: String(document.lon),
    image1: document.images[0] ?? "",
    image2: document.images[1] ?? "",
    ...Object.fromEntries(photoFields.map((name, index) => [name, document.photos?.[index] ?? ""])),
    ...Object.fromEntries(
      locales.flatMap((locale) => [
        ...projectWordFields.map((part) => {
          const value = document.words[locale]?.[part];
          return [wordField(part, locale), typeof value === "string" ? value : ""];
        }),
        [
          wordField("specifications", locale),
          specificationsText(document.words[locale]?.specifications),
        ],
      ]),
    ),
  };
}

/**
 * The projects the public pages show, in serial order. In a preview (`withPreview`), the
 * previewed version stands in for its published one, joins the list (a new project) or leaves
 * it (a withdrawn one).
 */
export function publishedProjects(db: Db): ProjectDocument[] {
  return previewed(PROJECT, publishedDocuments<ProjectDocument>(db, PROJECT)).sort(
    (a, b) => a.serialNumber - b.serialNumber,
  );
}

/** Whether a project's public address should answer 410: it was published, then taken off. */
export function isWithdrawnProject(db: Db, id: string): boolean {
  const canonical = /^\d{1,4}$/.test(id) ? `project-${Number(id)}` : id;
  return unpublishedIds(db, PROJECT).includes(canonical);
}

export function projectItems(db: Db): ContentItem<ProjectDocument>[] {
  return listItems<ProjectDocument>(db, PROJECT);
}

export function projectItem(db: Db, id: string): ContentItem<ProjectDocument> | undefined {
  return getItem<ProjectDocument>(db, PROJECT, id);
}

/** The id and serial number a new project gets: one more than the highest so far. */
export function nextProject(db: Db): { id: string; serialNumber: number } {
  const highest = projectItems(db).reduce(
    (max, item) => Math.max(max, item.current.serialNumber),
    0,
  );
  return { id: `project-${highest + 1}`, serialNumber: highest + 1 };
}

/** The statuses an editor chooses from: those the site translates. */
export const projectStatuses = Object.keys(projectTexts.en.statuses) as ProjectStatus[];

/** A new project's starting document: nothing written yet. */
export function blankProject(id: string, serialNumber: number): ProjectDocument {
  const empty = Object.fromEntries(
    projectWordFields.map((field) => [field, ""]),
  ) as unknown as ProjectWords;
  return {
    id,
    serialNumber,
    category: "cooperatives",
    region: "Oromia",
    lat: 9,
    lon: 38.75,
    status: "Planning",
    images: ["solar-pump"],
    words: { en: empty },
    sources: {},
  };
}

/** The most characters a text field keeps (the overview is the longest). */
const maxLength = { overview: 4000, description: 600 } as Partial<Record<string, number>>;

/** A form field's name for a language's value of a part: `title.am`, `specifications.en`. */
export const wordField = (part: ProjectTextPart, locale: Locale) => `${part}.${locale}`;

/** Specifications as typed in the editor: one per line, "label: value". */
export function specificationsText(
  specifications: ProjectWords["specifications"] | undefined,
): string {
  return (specifications ?? []).map((spec) => `${spec.label}: ${spec.value}`).join("\n");
}

function parseSpecifications(
  text: string,
): { value: { label: string; value: string }[] } | { error: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 40) return { error: "At most 40 specifications." };
  const value: { label: string; value: string }[] = [];
  for (const line of lines) {
    const at = line.indexOf(":");
    if (at <= 0 || at === line.length - 1)
      return { error: `Write each specification as "label: value" ("${line.slice(0, 40)}").` };
    value.push({ label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() });
  }
  return { value };
}

const coordinates = {
  lat: v.pipe(
    v.number(),
    v.minValue(3, "Ethiopia lies between 3° and 15° north."),
    v.maxValue(15, "Ethiopia lies between 3° and 15° north."),
  ),
  lon: v.pipe(
    v.number(),
    v.minValue(33, "Ethiopia lies between 33° and 48° east."),
    v.maxValue(48, "Ethiopia lies between 33° and 48° east."),
  ),
};

/**
 * What a form is read for: a draft keeps whatever is typed, unfinished texts included; a
 * publication needs every English text (every language falls back to the English).
 */
export type ProjectPurpose = "draft" | "publish";

export interface ProjectFormResult {
  /** The document as submitted (also when invalid, so nothing typed is lost). */
  readonly document: ProjectDocument;
  /** The message of each invalid field, by form field name. */
  readonly errors: Record<string, string>;
}

/**
 * Reads the editor's form into a project document: every text trimmed and kept as text (never
 * markup), numbers checked, choices checked against their lists. For each translation, the
 * English it was made from is recorded when the translation changed (or the translator
 * confirmed it with `confirm.<lang>.<part>`), and kept otherwise.
 */
export function projectFromForm(
  form: Record<string, string>,
  previous: ProjectDocument,
  /** The photo library's ids, with whether each has its English alternative text. */
  library: PhotoLibrary = new Map(),
  purpose: ProjectPurpose = "publish",
): ProjectFormResult {
  const errors: Record<string, string> = {};
  const words = {} as Record<Locale, Partial<ProjectWords>>;
  for (const locale of locales) {
    const entry: Record<string, unknown> = {};
    for (const field of projectWordFields) {
      const name = wordField(field, locale);
      const value = (form[name] ?? "").replace(/\r\n/g, "\n").trim();
      const limit = maxLength[field] ?? 200;
      if (value.length > limit) errors[name] = staffText.content.tooLong(limit, value.length);
      if (value !== "") entry[field] = value;
      else if (locale === defaultLocale && purpose === "publish") errors[name] = ENGLISH_REQUIRED;
    }
    const specs = parseSpecifications(form[wordField("specifications", locale)] ?? "");
    if ("error" in specs) errors[wordField("specifications", locale)] = specs.error;
    else if (specs.value.length > 0) entry.specifications = specs.value;
    words[locale] = entry as Partial<ProjectWords>;
  }

  const number = (name: "lat" | "lon") => {
    const raw = (form[name] ?? "").trim().replace(",", ".");
    const value = raw === "" ? Number.NaN : Number(raw);
    if (!Number.isFinite(value)) {
      errors[name] = "Type a number in decimal degrees, e.g. 9.03.";
      return previous[name];
    }
    const parsed = v.safeParse(coordinates[name], value);
    if (!parsed.success) errors[name] = parsed.issues[0]?.message ?? "Out of range.";
    return parsed.success ? parsed.output : previous[name];
  };
  const lat = number("lat");
  const lon = number("lon");
  const pick = <T extends string>(name: string, options: readonly T[], fallback: T): T => {
    const value = form[name] as T;
    if (options.includes(value)) return value;
    errors[name] = "Choose one of the list.";
    return fallback;
  };
  const category = pick("category", projectCategories, previous.category);
  const region = pick("region", ethiopianRegions, previous.region);
  const status = pick("status", projectStatuses, previous.status);
  const keys = Object.keys(illustrations) as IllustrationKey[];
  const images = [form.image1, form.image2].filter(Boolean) as IllustrationKey[];
  if (!form.image1 || images.some((key) => !keys.includes(key)))
    errors.image1 = "Choose the card's picture from the list.";

  const photos = readPhotoChoices(form, library, errors);

  // The English as typed: an emptied text stays empty (a draft may lack it; a publication is
  // refused above), and emptied specifications are gone.
  const blank = Object.fromEntries(projectWordFields.map((field) => [field, ""]));
  const english = { ...blank, ...words.en } as ProjectWords;
  const unchanged: ProjectDocument = { ...previous };
  delete (unchanged as { photos?: unknown }).photos;
  const draft: ProjectDocument = {
    ...unchanged,
    // No photos: no key, as in a document that never had any.
    ...(photos.length > 0 ? { photos } : {}),
    category,
    region,
    status,
    lat,
    lon,
    images: errors.image1 ? previous.images : [...new Set(images)],
    words: { ...words, en: english } as ProjectDocument["words"],
    sources: {},
  };
  // The English each translated part was made from: recorded when the translation is new or
  // changed, or confirmed as still right for a changed English; otherwise kept.
  const sources = recordSources(
    locales.filter((locale) => locale !== defaultLocale),
    [...projectWordFields, "specifications"] as ProjectTextPart[],
    previous,
    { words },
    (part) => englishOf(draft, part),
    (locale, part) => form[`confirm.${locale}.${part}`] === "on",
  );
  return { document: { ...draft, sources }, errors };
}

/** The published projects that show this photo. */
export function projectsWithPhoto(db: Db, photoId: string): ProjectDocument[] {
  return publishedDocuments<ProjectDocument>(db, PROJECT).filter((project) =>
    project.photos?.includes(photoId),
  );
}
