/**
 * What changed between two versions of a post, field by field and language by language, as the
 * history page lists it: "Title (አማርኛ)", before, after.
 */
import { localeInfo, locales } from "~/i18n/locales";
import { bodyText } from "./post-body-text";
import { postWordFields, type PostDocument } from "./post-document";
import {
  fieldChanges,
  illustrationName,
  setPhotoFields,
  type FieldChange,
  type PhotoName,
} from "./project-changes";
import { staffText } from "./staff";

const labels = staffText.content.posts;

/** A post's fields as flat, comparable strings, by name. */
function flatten(document: PostDocument | undefined, photoName: PhotoName): Map<string, string> {
  const fields = new Map<string, string>();
  if (!document) return fields;
  fields.set(labels.date, document.date);
  fields.set(labels.readMinutes, String(document.readMinutes));
  fields.set(labels.image, illustrationName(document.image));
  setPhotoFields(fields, document.photos, photoName);
  for (const locale of locales) {
    const words = document.words[locale] ?? {};
    const language = localeInfo[locale].name;
    for (const field of postWordFields)
      fields.set(`${labels.fields[field]} (${language})`, words[field] ?? "");
    fields.set(`${labels.fields.tags} (${language})`, (words.tags ?? []).join("\n"));
    fields.set(`${labels.fields.body} (${language})`, bodyText(words.body));
  }
  return fields;
}

/** What changed in a post from the version before; photos named by `photoName` (or their ids). */
export function postChanges(
  before: PostDocument | undefined,
  after: PostDocument,
  photoName: PhotoName = (id) => id,
): FieldChange[] {
  return fieldChanges(flatten(before, photoName), flatten(after, photoName));
}
