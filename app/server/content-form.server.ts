/**
 * Reading the parts of a content editor's form that every kind shares: the photos chosen from
 * the library, in order.
 */
import { photoFields } from "~/content/project-document";

/** The photo library's ids, with whether each has its English alternative text. */
export type PhotoLibrary = ReadonlyMap<string, { hasEnglishAlt: boolean }>;

/**
 * The photos chosen in `photo1`…`photo4`, in order, without repeats; a photo the library lacks
 * or that has no English description is refused with its message in `errors`.
 */
export function readPhotoChoices(
  form: Record<string, string>,
  library: PhotoLibrary,
  errors: Record<string, string>,
): string[] {
  const photos: string[] = [];
  for (const name of photoFields) {
    const id = form[name] ?? "";
    if (id === "" || photos.includes(id)) continue;
    const photo = library.get(id);
    if (!photo) errors[name] = "Choose a photo of the library.";
    else if (!photo.hasEnglishAlt)
      errors[name] =
        "This photo has no English description yet: describe it in the photo library first.";
    else photos.push(id);
  }
  return photos;
}
