/**
 * The contact and financing pages' questions in the content store (a document of the `settings`
 * kind, published like the birr rate): what those pages read, the seed of a new installation
 * (the pages' texts in every language), and the staff form read and checked on the way in.
 */
import { contactText, financingText } from "~/content/catalogues";
import type { Words } from "~/content/company";
import {
  faqList,
  faqPages,
  faqsIn,
  type FaqEntry,
  type FaqPage,
  type FaqsDocument,
  type FaqView,
} from "~/content/faq-document";
import { locales, type Locale } from "~/i18n/locales";
import { seedKind, type ContentItem } from "./content-store.server";
import { figuresIn, withFigures, wordsFields, wordsFromForm } from "./company.server";
import type { Db } from "./db.server";
import { publishedSetting, settingItem, SETTINGS } from "./settings.server";

export const FAQS_ID = "faqs";

/** The English paths that show each page's questions. */
export const faqPaths: Readonly<Record<FaqPage, string>> = {
  contact: "/contact",
  financing: "/financing",
};

/** The questions a new installation starts with: the pages' texts in every language. */
export function faqsSeed(): FaqsDocument {
  const entries = (list: (locale: Locale) => readonly { question: string; answer: string }[]) =>
    list("en").map((_, index): FaqEntry => ({
      question: seedWords((locale) => list(locale)[index]?.question ?? ""),
      answer: seedWords((locale) => list(locale)[index]?.answer ?? ""),
    }));
  return {
    id: FAQS_ID,
    contact: entries((locale) => contactText[locale].faqs),
    financing: entries((locale) => financingText[locale].faq.items),
  };
}

function seedWords(pick: (locale: Locale) => string): Words {
  return Object.fromEntries(locales.map((locale) => [locale, pick(locale)])) as Words;
}

export function seedFaqs(db: Db): void {
  seedKind<FaqsDocument>(db, SETTINGS, [faqsSeed()]);
}

/** The published questions (a preview's version inside `withPreview`). */
export function publishedFaqs(db: Db): FaqsDocument {
  return publishedSetting<FaqsDocument>(db, FAQS_ID) ?? faqsSeed();
}

/**
 * A page's published questions in `locale`, a headline figure written where an answer names one
 * ("in {regions} regions" → "in 12 regions"), as every page that shows a figure reads it.
 */
export function publishedFaqsIn(db: Db, page: FaqPage, locale: Locale): FaqView[] {
  return withFigures(faqsIn(publishedFaqs(db), page, locale), figuresIn(db, locale));
}

export function faqsItem(db: Db): ContentItem<FaqsDocument> | undefined {
  return settingItem(db, FAQS_ID);
}

export const faqMessages = {
  question: "Write the question in English, or empty the row to remove it.",
  answer: "Write the answer in English, or empty the row to remove it.",
} as const;

/**
 * The questions form read and checked: each page's rows in order, English required for both
 * question and answer; rows left wholly empty are dropped.
 */
export function faqsFromForm(
  form: Readonly<Record<string, string>>,
  rows: Readonly<Record<FaqPage, readonly number[]>>,
): { document: FaqsDocument; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lists = Object.fromEntries(
    faqPages.map((page) => {
      const entries: FaqEntry[] = [];
      for (const row of rows[page]) {
        const name = `${faqList(page)}.${row}`;
        const question = wordsFromForm(form, `${name}.question`, 2000);
        const answer = wordsFromForm(form, `${name}.answer`, 2000);
        const empty = [question, answer].every((words) => locales.every((l) => !words[l]));
        if (empty) continue;
        if (!question.en) errors[`${name}.question.en`] = faqMessages.question;
        if (!answer.en) errors[`${name}.answer.en`] = faqMessages.answer;
        entries.push({ question, answer });
      }
      return [page, entries];
    }),
  ) as Record<FaqPage, FaqEntry[]>;
  return { document: { id: FAQS_ID, ...lists }, errors };
}

/** The questions form's field values of a document. */
export function faqsFields(document: FaqsDocument): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const page of faqPages)
    document[page].forEach((entry, index) => {
      const name = `${faqList(page)}.${index}`;
      Object.assign(
        fields,
        wordsFields(`${name}.question`, entry.question),
        wordsFields(`${name}.answer`, entry.answer),
      );
    });
  return fields;
}
