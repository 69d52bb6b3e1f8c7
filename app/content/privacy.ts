/**
 * The Privacy page: what the site collects, why and on what lawful basis, where it is kept, for
 * how long (backups included), who sees it, and the visitor's rights (Personal Data Protection
 * Proclamation No. 1321/2024).
 * The sections' order and anchors are data here; their words are in `en` and its translations.
 * Names and contact details come from `site.ts` through the templates' {placeholders}.
 */
import type { Translation } from "~/i18n/translation";

/** One section of the notice, in the words of the page's language. */
export interface PrivacySection {
  readonly title: string;
  /** Paragraphs, in order. */
  readonly paragraphs: readonly string[];
  /** An optional list after the paragraphs. */
  readonly list?: readonly string[];
}

/** The sections in order; each id is also its anchor, e.g. /privacy#cookies. */
export const privacySectionIds = [
  "what",
  "why",
  "where",
  "how-long",
  "who",
  "your-rights",
  "cookies",
] as const;

type PrivacySectionId = (typeof privacySectionIds)[number];

/** When the notice last changed (shown in the page's language and calendar). */
export const privacyUpdated = "2026-11-29";

/**
 * Months an enquiry is kept, as the notice states it ({months} in "How long we keep it") and as
 * the server's default (LEADS_RETENTION_MONTHS): the server warns at start when they differ.
 */
export const ENQUIRY_RETENTION_MONTHS = 24;

const en = {
  meta: {
    title: "Privacy",
    description:
      "What {brand} collects through its forms, why, where it is kept, for how long, and how to ask for a copy or deletion.",
  },
  hero: {
    eyebrow: "Privacy",
    title: "How we handle your personal data",
    /** {legalName}: the company's legal name. */
    lead: "{legalName} keeps what you send us to answer you, and nothing more. This page says what we collect, where it is kept, for how long, and how to have it sent to you or deleted.",
    /** {date}: the date of the last change. */
    updated: "Last updated: {date}",
  },
  title: "Our privacy notice",
  sections: {
    what: {
      title: "What we collect",
      paragraphs: [
        "Only what you type into one of our forms (the contact forms, the quote request, the site visit request and the chat's call-back request), and with it the page you sent it from, the time, and the language of the page.",
      ],
      list: [
        "your name, phone number and e-mail address, as far as you give them;",
        "your region, the place of your farm and its size;",
        "what you write to us: your crops, water source, questions and messages.",
      ],
    },
    why: {
      title: "Why we collect it",
      paragraphs: [
        "To answer your enquiry: to call or write to you, prepare a quote, or arrange a site visit. We do not use your details for advertising, we do not sell them, and we do not add you to a mailing list.",
        "The law allows this because you asked us for it. Sending one of our forms is a request: for an answer, a call back, a quote or a site visit, before any contract is made. If you then sign a contract with us, we keep its enquiry to carry out the contract and because the law requires it.",
        "The chat assistant's answers are written in advance and run in your browser: what you type in the chat is not sent to us, unless you ask for a call back.",
      ],
    },
    where: {
      title: "Where it is kept",
      paragraphs: [
        "Enquiries are stored in our own database on our server. We keep its backup copies ourselves, for 30 days. Our staff are told of a new enquiry by e-mail and may be told by a Telegram message. These messages carry only its reference number, the kind of enquiry, the region and the farm size, never your name, phone number, e-mail address or message, because e-mail and Telegram services may keep messages on servers outside Ethiopia.",
      ],
    },
    "how-long": {
      title: "How long we keep it",
      paragraphs: [
        /** {months}: `ENQUIRY_RETENTION_MONTHS`. */
        "Up to {months} months after you sent it. An enquiry older than that is deleted automatically. One that became a contract is kept as long as the law on business records requires. Once an enquiry is deleted, by this rule or at your request, it is gone from our backup copies within 30 days.",
      ],
    },
    who: {
      title: "Who sees it",
      paragraphs: [
        "Only our sales staff and administrators, each with their own account and password. We do not share your details with anyone else, unless you ask us to (for example to arrange financing with a bank or microfinance institution) or the law requires it.",
      ],
    },
    "your-rights": {
      title: "Your rights",
      paragraphs: [
        /** {email}, {phone}: the company's e-mail address and phone number. */
        "You may ask for a copy of what we hold about you, for a correction, or for its deletion, at any time and free of charge: write to {email} or call {phone}, with the reference number of your enquiry if you have it. We answer within 30 days.",
        "You may also ask us to restrict your details: we then keep them but no longer use them, for example while a correction is checked. And you may object to our use of your details at any time: we then stop using them, unless the law requires otherwise.",
        "If you are not satisfied with our answer, you may complain to the Ethiopian Communications Authority, the supervisory authority under the Personal Data Protection Proclamation No. 1321/2024.",
      ],
    },
    cookies: {
      title: "Cookies and tracking",
      paragraphs: [
        "The public website sets no cookies and uses no analytics or tracking of any kind. What you type into a form is kept in your own browser's storage, so that nothing is lost if the connection drops: until you send it or clear the form, and for 7 days at most. It never leaves your device until you send it. Only the staff inbox uses cookies, for our staff to sign in and stay signed in.",
        "Our website loads nothing from other websites, except the demo video, and only when you choose to play it.",
        "Like any website, our server also records each request it answers: the address of your device on the internet (its IP address), the time, the page asked for (never what you type into a form or a search) and the name of your browser. We use these records only to keep the website working and safe, and they are deleted after 14 days.",
      ],
    },
  } satisfies Record<PrivacySectionId, PrivacySection>,
};

/** The Privacy page's texts in one language. */
export type PrivacyText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const privacyEnglish = en;
