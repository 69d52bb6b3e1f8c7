/**
 * Reports and news posts in the content store: what public pages read (`publishedPosts`), the
 * seed of a new installation (the two reports the site started with), and the editor's reading
 * of a submitted form (`postFromForm`), checked on the way in since the type checker no longer
 * sees stored text.
 */
import { illustrations, type IllustrationKey } from "~/content/illustrations";
import { bodyText, parseBodyText } from "~/content/post-body-text";
import {
  postEnglishOf,
  postPath,
  postTextParts,
  postWordFields,
  seedPostDocuments,
  type PostDocument,
  type PostWords,
} from "~/content/post-document";
import { newestFirst } from "~/content/post-views";
import { photoFields } from "~/content/project-document";
import { staffText } from "~/content/staff";
import { recordSources } from "~/content/translation-state";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import { eatDay } from "~/lib/staff-time";
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
import { previewed } from "./preview.server";

export const POST = "post" as const;

/** Adds the repository's two reports to a store that has no posts. */
export function seedPosts(db: Db): void {
  seedKind(db, POST, seedPostDocuments());
}

/**
 * The posts the public pages show, newest first. In a preview (`withPreview`), the previewed
 * version stands in for its published one, joins the list (a new post) or leaves it.
 */
export function publishedPosts(db: Db): PostDocument[] {
  return newestFirst(previewed(POST, publishedDocuments<PostDocument>(db, POST)));
}

/** The published post whose page is at this English path, if any. */
export function publishedPostAt(db: Db, path: string): PostDocument | undefined {
  return publishedPosts(db).find((post) => postPath(post.id) === path);
}

/** The English paths of posts taken off the site (they answer 410). */
export function withdrawnPostPaths(db: Db): string[] {
  return unpublishedIds(db, POST).map(postPath);
}

export function postItems(db: Db): ContentItem<PostDocument>[] {
  return listItems<PostDocument>(db, POST);
}

export function postItem(db: Db, id: string): ContentItem<PostDocument> | undefined {
  return getItem<PostDocument>(db, POST, id);
}

/** The id a new post gets: `post-N`, one more than the highest so far. */
export function nextPostId(db: Db): string {
  const highest = postItems(db).reduce(
    (max, item) => Math.max(max, Number(/^post-(\d+)$/.exec(item.id)?.[1] ?? 0)),
    0,
  );
  return `post-${highest + 1}`;
}

/** A new post's starting document: dated today in the office's calendar, nothing written yet. */
export function blankPost(id: string, now = new Date()): PostDocument {
  const empty: PostWords = {
    title: "",
    summary: "",
    author: "",
    authorRole: "",
    category: "",
    tags: [],
    body: { introduction: "", sections: [], phases: [], conclusion: "" },
  };
  return {
    id,
    date: eatDay(now),
    readMinutes: 3,
    image: "solar-pump",
    words: { en: empty },
    sources: {},
  };
}

/** The most characters a one-line text keeps. */
const maxLength: Record<(typeof postWordFields)[number], number> = {
  title: 160,
  summary: 600,
  author: 100,
  authorRole: 100,
  category: 60,
};
const MAX_BODY = 40_000;
const MAX_TAGS = 12;
const MAX_TAG = 60;

/** A form field's name for a language's value of a part: `title.am`, `body.en`. */
export const postField = (part: string, locale: Locale) => `${part}.${locale}`;

/** The editor's text of a post's parts in a language (tags one per line, body as text). */
export function postFormValue(
  document: PostDocument,
  part: (typeof postTextParts)[number],
  locale: Locale,
): string {
  const words = document.words[locale];
  if (part === "tags") return (words?.tags ?? []).join("\n");
  if (part === "body") return bodyText(words?.body);
  return words?.[part] ?? "";
}

/**
 * The editor's fields as a stored post fills them, each as the form shows and sends it: its
 * date, reading time, picture, photos, and every text in every language.
 */
export function postFormFields(document: PostDocument): Record<string, string> {
  return {
    date: document.date,
    readMinutes: String(document.readMinutes),
    image: document.image,
    ...Object.fromEntries(photoFields.map((name, index) => [name, document.photos?.[index] ?? ""])),
    ...Object.fromEntries(
      postTextParts.flatMap((part) =>
        locales.map((locale) => [postField(part, locale), postFormValue(document, part, locale)]),
      ),
    ),
  };
}

export interface PostFormResult {
  /** The document as submitted (also when invalid, so nothing typed is lost). */
  readonly document: PostDocument;
  /** Each invalid field's message, by form field name. */
  readonly errors: Record<string, string>;
  /** The body text as typed, by language, for a form shown again with a body error. */
  readonly bodies: Partial<Record<Locale, string>>;
}

/**
 * Reads the editor's form into a post: every text trimmed and kept as text (never markup), the
 * date and reading time checked, the picture and photos checked against their lists. For each
 * translation, the English it was made from is recorded when it changed (or was confirmed).
 */
export function postFromForm(
  form: Record<string, string>,
  previous: PostDocument,
  library: PhotoLibrary = new Map(),
  /** Today in the office's calendar: a post is not dated after it. */
  today = eatDay(new Date()),
): PostFormResult {
  const errors: Record<string, string> = {};
  const bodies: Partial<Record<Locale, string>> = {};
  const words = {} as Record<Locale, Partial<PostWords>>;
  for (const locale of locales) {
    const english = locale === defaultLocale;
    const entry: { -readonly [K in keyof PostWords]?: PostWords[K] } = {};
    for (const part of postWordFields) {
      const name = postField(part, locale);
      const value = (form[name] ?? "").replace(/\s+/g, " ").trim();
      if (value.length > maxLength[part])
        errors[name] = staffText.content.tooLong(maxLength[part], value.length);
      if (value !== "") entry[part] = value;
      else if (english) errors[name] = ENGLISH_REQUIRED;
    }
    const tagsName = postField("tags", locale);
    const tags = [
      ...new Set(
        (form[tagsName] ?? "")
          .split(/\r?\n/)
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ];
    if (tags.length > MAX_TAGS) errors[tagsName] = `At most ${MAX_TAGS} tags.`;
    else if (tags.some((tag) => tag.length > MAX_TAG))
      errors[tagsName] = `A tag has at most ${MAX_TAG} characters.`;
    if (tags.length > 0) entry.tags = tags;
    const bodyName = postField("body", locale);
    const typed = (form[bodyName] ?? "").replace(/\r\n?/g, "\n");
    bodies[locale] = typed;
    if (typed.length > MAX_BODY)
      errors[bodyName] = staffText.content.tooLong(MAX_BODY, typed.length);
    else {
      const parsed = parseBodyText(typed);
      // Every problem, one a line: the field's message shows each on its own (`FieldError`).
      if ("errors" in parsed) errors[bodyName] = parsed.errors.join("\n");
      else if (typed.trim() !== "") entry.body = parsed.body;
      else if (english) errors[bodyName] = ENGLISH_REQUIRED;
    }
    words[locale] = entry;
  }

  const date = (form.date ?? "").trim();
  const validDate =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
  if (!validDate)
    errors.date =
      "Pick the day from the calendar. Without a calendar, type it as year-month-day, e.g. 2026-11-26.";
  // The blog lists posts newest first by this day: one dated ahead would head it for months.
  else if (date > today)
    errors.date = "A post cannot be dated in the future: pick today or an earlier day.";
  const minutes = Number((form.readMinutes ?? "").trim());
  const validMinutes = Number.isInteger(minutes) && minutes >= 1 && minutes <= 120;
  if (!validMinutes) errors.readMinutes = "Type a whole number of minutes from 1 to 120.";
  const image = form.image as IllustrationKey;
  if (!(image in illustrations)) errors.image = "Choose the picture from the list.";
  const photos = readPhotoChoices(form, library, errors);

  const english = { ...previous.words.en, ...words.en } as PostWords;
  const unchanged: PostDocument = { ...previous };
  delete (unchanged as { photos?: unknown }).photos;
  const draft: PostDocument = {
    ...unchanged,
    ...(photos.length > 0 ? { photos } : {}),
    date: validDate ? date : previous.date,
    readMinutes: validMinutes ? minutes : previous.readMinutes,
    image: errors.image ? previous.image : image,
    words: { ...words, en: english } as PostDocument["words"],
    sources: {},
  };
  const sources = recordSources(
    locales.filter((locale) => locale !== defaultLocale),
    postTextParts,
    previous,
    { words },
    (part) => postEnglishOf(draft, part),
    (locale, part) => form[`confirm.${locale}.${part}`] === "on",
  );
  return { document: { ...draft, sources }, errors, bodies };
}

/** The published posts that show this photo. */
export function postsWithPhoto(db: Db, photoId: string): PostDocument[] {
  return publishedDocuments<PostDocument>(db, POST).filter((post) =>
    post.photos?.includes(photoId),
  );
}
