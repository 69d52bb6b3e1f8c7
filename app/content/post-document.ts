/**
 * A report or news post as the content store keeps it (app/server/posts.server.ts): its date,
 * pictures and photos, and its words in every language of the site with the English each
 * translation was made from. The typed modules `reports.ts`, `report-summaries.ts` and `blog.ts`
 * are the seed of a new installation only (the two reports become the first two posts); after
 * that, staff edit posts in /staff/content and pages read them from the store.
 */
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import type { IllustrationKey } from "./illustrations";
import { bodyText } from "./post-body-text";
import { reportIds } from "./report-ids";
import { reportSummaries } from "./report-summaries";
import { localizedReport, type ReportPhase, type ReportSection, type Testimonial } from "./reports";
import { comparable, partState, type ToDoState, type TranslationState } from "./translation-state";

/** The one-line texts of a post, in every language. */
export const postWordFields = ["title", "summary", "author", "authorRole", "category"] as const;
export type PostWordField = (typeof postWordFields)[number];

/** A translatable part of a post: a one-line text, its tags or its body as a whole. */
export type PostTextPart = PostWordField | "tags" | "body";
export const postTextParts: readonly PostTextPart[] = [...postWordFields, "tags", "body"];

/** A post's body: an introduction, titled sections, progress by phase, a conclusion, a quote. */
export interface PostBody {
  /** Before the first section; paragraphs separated by a blank line. May be empty. */
  readonly introduction: string;
  readonly sections: readonly ReportSection[];
  /** Progress of the work by phase (reports); none for news. */
  readonly phases: readonly ReportPhase[];
  /** The closing paragraph(s); may be empty. */
  readonly conclusion: string;
  readonly testimonial?: Testimonial;
}

/** What a visitor reads of one post, in one language. */
export type PostWords = { readonly [F in PostWordField]: string } & {
  readonly tags: readonly string[];
  readonly body: PostBody;
};

export interface PostDocument {
  /** URL id: lower-case words joined by hyphens. */
  readonly id: string;
  /** Publication date, ISO 8601 (YYYY-MM-DD): the blog lists the newest first. */
  readonly date: string;
  /** Reading time in minutes. */
  readonly readMinutes: number;
  /** The card's and page's illustration, shown when the post has no photo. */
  readonly image: IllustrationKey;
  /** Photos of the post (ids of the photo library), in order; the first is the card's. */
  readonly photos?: readonly string[];
  /** English is complete; a translation may lack parts (pages then show the English). */
  readonly words: { readonly en: PostWords } & { readonly [L in Locale]?: Partial<PostWords> };
  /** For each translation, the English each part was translated from. */
  readonly sources: { readonly [L in Locale]?: Partial<Record<PostTextPart, string>> };
}

/**
 * The address of a post's page (English). The two reports the site started with keep theirs
 * under /projects (decisions.md; links to them exist); every other post is under /blog
 * (docs/decisions/0036-posts.md).
 */
export function postPath(id: string): string {
  return (reportIds as readonly string[]).includes(id) ? `/projects/${id}` : `/blog/${id}`;
}

/**
 * The English of a part as a comparable string: tags as JSON, the body as the text staff edit
 * (the same however its parts were stored).
 */
export function postEnglishOf(document: PostDocument, part: PostTextPart): string {
  return part === "body" ? bodyText(document.words.en.body) : comparable(document.words.en[part]);
}

/** Whether a body holds nothing a page could show. */
export function isEmptyBody(body: PostBody | undefined): boolean {
  return (
    !body ||
    (body.introduction.trim() === "" &&
      body.sections.length === 0 &&
      body.phases.length === 0 &&
      body.conclusion.trim() === "" &&
      !body.testimonial)
  );
}

/** The parts of the English body a translated body lacks (`missingBodyParts`). */
export interface MissingBodyParts {
  readonly sections: number;
  readonly phases: number;
  readonly conclusion: boolean;
  readonly quote: boolean;
}

/**
 * What a translated body lacks of the English's parts: sections, progress phases, the conclusion,
 * the quote. A body is translated whole, so the page in that language shows only what its own
 * text has: an introduction translated alone shows no section. Undefined when nothing is missing,
 * or when the translation is empty (the page then shows the English).
 */
export function missingBodyParts(
  english: PostBody,
  translated: PostBody | undefined,
): MissingBodyParts | undefined {
  if (!translated || isEmptyBody(translated)) return undefined;
  const missing = {
    sections: Math.max(0, english.sections.length - translated.sections.length),
    phases: Math.max(0, english.phases.length - translated.phases.length),
    conclusion: english.conclusion.trim() !== "" && translated.conclusion.trim() === "",
    quote: english.testimonial !== undefined && translated.testimonial === undefined,
  };
  return missing.sections > 0 || missing.phases > 0 || missing.conclusion || missing.quote
    ? missing
    : undefined;
}

export function postTranslationState(
  document: PostDocument,
  locale: Locale,
  part: PostTextPart,
): TranslationState {
  const asText = (value: PostBody | undefined) =>
    isEmptyBody(value) ? undefined : bodyText(value);
  return part === "body"
    ? partState(
        asText(document.words.en.body),
        asText(document.words[locale]?.body),
        document.sources[locale]?.body,
      )
    : partState(
        document.words.en[part],
        document.words[locale]?.[part],
        document.sources[locale]?.[part],
      );
}

/** A translation of a post's part to do, and why. */
export interface PostToDo {
  readonly locale: Locale;
  readonly part: PostTextPart;
  readonly state: ToDoState;
}

/**
 * The parts of a post whose translation into a language is missing, out of date, or a body
 * translated from the current English that lacks parts of it (`missingBodyParts`): its page shows
 * only what the translation has. A body missing or out of date is listed as such, once.
 */
export function postTranslationsToDo(document: PostDocument): PostToDo[] {
  return locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) =>
      postTextParts.flatMap((part): PostToDo[] => {
        const state = postTranslationState(document, locale, part);
        if (state !== "done") return [{ locale, part, state }];
        const short =
          part === "body" &&
          missingBodyParts(document.words.en.body, document.words[locale]?.body) !== undefined;
        return short ? [{ locale, part, state: "incomplete" }] : [];
      }),
    );
}

/** The repository's two reports as store documents: the seed of a new installation. */
export function seedPostDocuments(): PostDocument[] {
  return reportIds.map((id) => {
    const summary = reportSummaries[id];
    const words = Object.fromEntries(
      locales.map((locale) => {
        const report = localizedReport(id, locale);
        const postWords: PostWords = {
          title: report.title,
          summary: report.excerpt,
          author: report.author.name,
          authorRole: report.author.role,
          category: report.category,
          tags: [...report.tags],
          body: report.content,
        };
        return [locale, postWords];
      }),
    ) as PostDocument["words"];
    const document: PostDocument = {
      id,
      date: summary.date,
      readMinutes: summary.readMinutes,
      image: summary.image,
      words,
      sources: {},
    };
    const source = Object.fromEntries(
      postTextParts.map((part) => [part, postEnglishOf(document, part)]),
    );
    return {
      ...document,
      sources: Object.fromEntries(
        locales.filter((locale) => locale !== defaultLocale).map((locale) => [locale, source]),
      ),
    };
  });
}
