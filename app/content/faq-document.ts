/**
 * The questions and answers staff edit at /staff/content/faqs (`faqs.server.ts`), for the contact
 * and financing pages. Pages receive them in their language through their loaders; the
 * repository's texts only seed a new installation.
 */
import type { Locale } from "~/i18n/locales";
import { textIn, type LocalText, type Words } from "./company";

/** The pages with questions, in the order the staff page shows them. */
export const faqPages = ["contact", "financing"] as const;
export type FaqPage = (typeof faqPages)[number];

/** The staff form's list of a page's questions: fields `faq.contact.0.question.en`… */
export const faqList = (page: FaqPage) => `faq.${page}`;

/** One question and its answer in every language. */
export interface FaqEntry {
  readonly question: Words;
  readonly answer: Words;
}

/** The "faqs" settings document: each page's questions, in order. */
export type FaqsDocument = { readonly id: "faqs" } & Readonly<Record<FaqPage, readonly FaqEntry[]>>;

/** A question as a page in one language shows it. */
export interface FaqView {
  readonly question: LocalText;
  readonly answer: LocalText;
}

/** A page's questions in its language (English, marked, where one is not translated). */
export function faqsIn(document: FaqsDocument, page: FaqPage, locale: Locale): FaqView[] {
  return document[page].map((entry) => ({
    question: textIn(entry.question, locale),
    answer: textIn(entry.answer, locale),
  }));
}
