/**
 * What changed between two versions of a project, field by field and language by language, as
 * the history page lists it: "Title (am)", before, after.
 */
import { localeInfo, locales } from "~/i18n/locales";
import { illustrationAlts } from "./illustration-alts";
import { photoFields, projectWordFields, type ProjectDocument } from "./project-document";
import { staffText } from "./staff";

const labels = staffText.content;

export interface FieldChange {
  /** The field's name as staff read it, with the language for texts. */
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

/** How a history names a photo of the library by its id (its description and file name). */
export type PhotoName = (id: string) => string;

/**
 * How a history names one of the site's illustrations: by what it shows, as the editor's list
 * of pictures offers it, never by its key ("solar-pump").
 */
export function illustrationName(key: string): string {
  return Object.hasOwn(illustrationAlts, key)
    ? illustrationAlts[key as keyof typeof illustrationAlts]
    : key;
}

/**
 * Each photo place of an item ("Photo 1 (the card's)" to "Photo 4") with the photo in it, by its
 * name; every place is listed, so a photo taken out shows as a change too.
 */
export function setPhotoFields(
  fields: Map<string, string>,
  photos: readonly string[] | undefined,
  photoName: PhotoName,
): void {
  photoFields.forEach((_, index) => {
    const id = photos?.[index];
    fields.set(labels.photoChoice(index + 1), id ? photoName(id) : "");
  });
}

/** A project's fields as flat, comparable strings, by name. */
function flatten(document: ProjectDocument | undefined, photoName: PhotoName): Map<string, string> {
  const fields = new Map<string, string>();
  if (!document) return fields;
  fields.set(labels.category, labels.categories[document.category]);
  fields.set(labels.region, document.region);
  fields.set(labels.status, document.status);
  fields.set(`${labels.lat}, ${labels.lon}`, `${document.lat}, ${document.lon}`);
  fields.set(
    `${labels.image1}, ${labels.image2}`,
    document.images.map(illustrationName).join("; "),
  );
  setPhotoFields(fields, document.photos, photoName);
  for (const locale of locales) {
    const words = document.words[locale] ?? {};
    const language = localeInfo[locale].name;
    for (const field of projectWordFields)
      fields.set(`${labels.fields[field]} (${language})`, words[field] ?? "");
    fields.set(
      `${labels.fields.specifications} (${language})`,
      (words.specifications ?? []).map((spec) => `${spec.label}: ${spec.value}`).join("\n"),
    );
  }
  return fields;
}

/**
 * The fields that differ between two flattened versions of an item (none before: the first
 * version, whose every filled field is listed). Every kind of content lists its changes this way.
 */
export function fieldChanges(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, value] of after) {
    const previous = before.get(field) ?? "";
    if (previous !== value) changes.push({ field, before: previous, after: value });
  }
  return changes;
}

/** What changed in a project from the version before; photos named by `photoName` (or their ids). */
export function projectChanges(
  before: ProjectDocument | undefined,
  after: ProjectDocument,
  photoName: PhotoName = (id) => id,
): FieldChange[] {
  return fieldChanges(flatten(before, photoName), flatten(after, photoName));
}
