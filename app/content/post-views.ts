/**
 * Posts as pages show them, in the page's language: the published documents of the content
 * store (`posts.server.ts`), each text in the language or, where its translation is missing, in
 * English (marked, so the element carries `lang="en"`). Loaders call these (at build time, and
 * when staff publish); components import only the types.
 */
import { formatDate } from "~/i18n/format";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { blogText } from "./catalogues";
import type { IllustrationKey } from "./illustrations";
import { photoIn, type PhotoShelf, type PhotoView } from "./photo-view";
import {
  isEmptyBody,
  postPath,
  type PostBody,
  type PostDocument,
  type PostTextPart,
  type PostWords,
} from "./post-document";

/** A post as its card on /blog shows it. */
export interface PostSummaryView {
  readonly id: string;
  /** Its page's English path: /blog/{id}, or /projects/{id} for the two first reports. */
  readonly path: string;
  readonly title: string;
  /** Two sentences for the card and the page description. */
  readonly excerpt: string;
  readonly author: { readonly name: string; readonly role: string };
  readonly category: string;
  readonly tags: readonly string[];
  /** ISO date (YYYY-MM-DD). */
  readonly date: string;
  /** The date in the language's calendar, e.g. "12 March 2026". */
  readonly dateLabel: string;
  readonly readMinutes: number;
  /** "7 min read", in the language. */
  readonly readTime: string;
  readonly image: IllustrationKey;
  /** The post's first photo: shown instead of the illustration. */
  readonly photo?: PhotoView;
  /** The parts shown in English for want of a translation: their elements carry lang="en". */
  readonly english?: Partial<Record<PostTextPart, "en">>;
}

/** Everything a post's page shows. */
export interface PostView extends PostSummaryView {
  readonly content: PostBody;
  /** The post's photos, in order (the first is also at the page's top). */
  readonly photos: readonly PhotoView[];
}

/** A post's words in a language, English where a translation is missing, and which those are. */
function wordsIn(document: PostDocument, locale: Locale) {
  const own = document.words[locale] ?? {};
  const english: Partial<Record<PostTextPart, "en">> = {};
  const pick = <P extends keyof PostWords>(part: P, blank: (value: PostWords[P]) => boolean) => {
    const value = own[part];
    if (value !== undefined && !blank(value as PostWords[P])) return value as PostWords[P];
    if (locale !== defaultLocale) english[part] = "en";
    return document.words.en[part];
  };
  const text = (value: string) => value.trim() === "";
  const words: PostWords = {
    title: pick("title", text),
    summary: pick("summary", text),
    author: pick("author", text),
    authorRole: pick("authorRole", text),
    category: pick("category", text),
    tags: pick("tags", (tags) => tags.length === 0),
    body: pick("body", isEmptyBody),
  };
  // English's own empty parts are not "shown in English".
  for (const part of Object.keys(english) as PostTextPart[])
    if (part === "tags" ? words.tags.length === 0 : part === "body" && isEmptyBody(words.body))
      delete english[part];
  return { words, english: Object.keys(english).length > 0 ? english : undefined };
}

/** A post's card in a language. */
export function postSummary(
  document: PostDocument,
  locale: Locale,
  shelf: PhotoShelf,
): PostSummaryView {
  const { words, english } = wordsIn(document, locale);
  const photo = document.photos?.[0] ? photoIn(shelf, document.photos[0], locale) : undefined;
  return {
    id: document.id,
    path: postPath(document.id),
    title: words.title,
    excerpt: words.summary,
    author: { name: words.author, role: words.authorRole },
    category: words.category,
    tags: words.tags,
    date: document.date,
    dateLabel: formatDate(locale, `${document.date}T00:00:00Z`),
    readMinutes: document.readMinutes,
    readTime: fill(blogText[locale].card.readTime, { minutes: document.readMinutes }),
    image: document.image,
    ...(photo ? { photo } : {}),
    ...(english ? { english } : {}),
  };
}

/** A post's page in a language. */
export function postView(document: PostDocument, locale: Locale, shelf: PhotoShelf): PostView {
  const { words } = wordsIn(document, locale);
  return {
    ...postSummary(document, locale, shelf),
    content: words.body,
    photos: (document.photos ?? []).flatMap((id) => {
      const photo = photoIn(shelf, id, locale);
      return photo ? [photo] : [];
    }),
  };
}

/** Newest first (by date, then id for a stable order). */
export function newestFirst<T extends { date: string; id: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
