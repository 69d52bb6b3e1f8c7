/**
 * What every kind of content editor shares on the server: the photo library's choices and
 * languages it offers, and the photos chosen from it, in order.
 */
import { photoFields } from "~/content/project-document";
import { localeInfo, locales } from "~/i18n/locales";
import { staffText } from "~/content/staff";
import type { PictureOption } from "~/lib/image";
import { eatDay, formatDay, formatEat } from "~/lib/staff-time";
import type { ContentItem } from "./content-store.server";
import type { Db } from "./db.server";
import { focusPosition, listPhotos, photoAsset, type Photo } from "./photos.server";

/** The photo library's ids, with whether each has its English alternative text. */
export type PhotoLibrary = ReadonlyMap<string, { hasEnglishAlt: boolean }>;

/** An English text left empty: every page in every language falls back to the English. */
export const ENGLISH_REQUIRED =
  "Write it: the pages show the English where a translation is missing.";

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

/** The library's photos for checking an editor's choices: each one's id, and whether it is described. */
export function photoLibrary(db: Db): PhotoLibrary {
  return new Map(
    listPhotos(db).map((photo) => [photo.id, { hasEnglishAlt: Boolean(photo.alts.en) }]),
  );
}

/**
 * A photo as an editor's lists and the histories name it: its English description, file name,
 * upload day (office calendar) and the start of its id ("photo-a1591e0dc8cb": a1591e).
 */
/** The start of a photo's id, as its labels show it. */
const shortIdOf = (id: string) => id.replace(/^photo-/, "").slice(0, 6);

function photoLabel(photo: Photo): string {
  const shortId = shortIdOf(photo.id);
  // "30 Nov 2026", as the staff pages write days ("2026-11-30" broke at a hyphen in a narrow line).
  const day = formatDay(eatDay(new Date(photo.uploadedAt)));
  return staffText.content.photos.choice(photo.alts.en ?? "", photo.originalName, day, shortId);
}

/**
 * The photos an editor may put on a page (those described in English), as its choices show them:
 * each by its id, its label, its renditions and its focal point (the thumbnail's crop keeps it).
 */
export function photoOptions(db: Db): PictureOption[] {
  return listPhotos(db)
    .filter((photo) => photo.alts.en)
    .map((photo) => ({
      value: photo.id,
      label: photoLabel(photo),
      image: photoAsset(photo),
      position: focusPosition(photo),
    }));
}

/** Names the library's photos as the editor's lists do; a photo deleted since, as such. */
export function photoNames(db: Db): (id: string) => string {
  const library = new Map(listPhotos(db).map((photo) => [photo.id, photo]));
  return (id) => {
    const photo = library.get(id);
    return photo ? photoLabel(photo) : staffText.content.photos.goneSince(shortIdOf(id));
  };
}

/**
 * How many of a version's photos were deleted from the library since (a project's or a post's
 * `photos`): restoring that version publishes it without them, which its history page says first.
 */
export function photosGoneFrom(db: Db): (document: unknown) => number {
  const library = new Set(listPhotos(db).map((photo) => photo.id));
  return (document) =>
    ((document as { readonly photos?: readonly string[] }).photos ?? []).filter(
      (id) => !library.has(id),
    ).length;
}

/** The site's languages as an editor's columns name them, English first. */
export const editorLanguages = locales.map((code) => ({ code, name: localeInfo[code].name }));

/**
 * What an editor's page shows of an item besides its document: the revision its form starts
 * from, the version on the site, who changed it last and when (East Africa Time), and the last
 * action's result from the address (?done=published&files=12, ?done=restored&from=1&gone=1).
 */
export function editorState(item: ContentItem<unknown>, request: Request) {
  const url = new URL(request.url);
  return {
    revision: item.revision,
    version: item.version,
    state: item.state,
    hasDraft: item.draft !== null,
    /** Whether a draft can be discarded: the item has a published document to go back to. */
    hasPublished: item.published !== null,
    updated: {
      by: item.updatedBy === "seed" ? staffText.content.seedAuthor : item.updatedBy,
      at: formatEat(item.updatedAt),
    },
    /** The last action's result, from the address (`EditorOutcome`). */
    outcome: {
      done: url.searchParams.get("done"),
      files: Number(url.searchParams.get("files")) || 0,
      from: Number(url.searchParams.get("from")) || 0,
      gone: Number(url.searchParams.get("gone")) || 0,
    },
  };
}

/**
 * The stored draft waiting on an item, who saved it and when, or null: a history page says so
 * before anyone restores a version, which discards it (projects, posts, settings alike).
 */
export function waitingDraft(item: ContentItem<unknown>): { by: string; at: string } | null {
  return item.draft === null ? null : { by: item.updatedBy, at: formatEat(item.updatedAt) };
}
