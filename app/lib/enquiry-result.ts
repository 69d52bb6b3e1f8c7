import { isEnquiryKind, type EnquiryKind, type FormWords } from "~/content/enquiry-forms";
import { localizePath, unlocalizedPath, type Locale } from "~/i18n/locales";
import type { FieldErrors } from "./validation";

/** The server's answer to an enquiry, as JSON (scripts) or page data (the /enquiry page). */
export type IntakeResult =
  | {
      readonly ok: true;
      readonly status: 200 | 201;
      /** The language of the form: the answer is in it. */
      readonly locale: Locale;
      readonly kind: EnquiryKind;
      readonly reference: string;
      /** The site page the form was sent from (its `page` field). */
      readonly page?: string;
    }
  | IntakeRefusal;

/** One of the messages every form shares (`FormWords["messages"]`). */
export type EnquiryMessage = keyof FormWords["messages"];

export interface IntakeRefusal {
  readonly ok: false;
  readonly status: 400 | 403 | 405 | 413 | 415 | 422 | 429 | 500 | 503;
  /** The language of the form (or of the page it came from): the answer is in it. */
  readonly locale: Locale;
  readonly kind: EnquiryKind | null;
  readonly message: string;
  /** Which of the forms' messages `message` is: a form words it again in another language. */
  readonly reason: EnquiryMessage;
  readonly errors: FieldErrors;
  /** What the visitor sent, to fill the form again. */
  readonly values: Readonly<Record<string, string>>;
  /** A fresh key for the next try (the JavaScript-off answer page puts it in the form). */
  readonly idempotencyKey: string;
  /** The site page the form was sent from (its `page` field), for the form sent again. */
  readonly page?: string;
  readonly retryAfter?: number;
}

/** A path of this site (the page a form was on), or undefined for anything else. */
export function sitePath(value: string | undefined): string | undefined {
  if (!value || !/^\/(?![/\\])/.test(value) || /[\s\\]/.test(value)) return undefined;
  // "/contact/" (the prerendered page's own path) is the page "/contact" too.
  return value.slice(0, 300).replace(/^([^?]+)\/(?=\?|$)/, "$1");
}

/** The page each kind of form is on, for a form whose own page is not known. */
const kindPages: Record<EnquiryKind, string> = {
  home: "/",
  contact: "/contact",
  quote: "/get-started",
  visit: "/site-visit",
  // The chat's call-back form is on every page: its page field says which.
  callback: "/",
};

/**
 * Where the language links of a refused form's answer lead: the page the form was sent from (its
 * `page` field, in any language), else its kind's page, else the contact page. That answer has no
 * address to switch to: a GET of /am/enquiry without a confirmation's query is "Page not found".
 */
export function formPage(page: string | undefined, kind: EnquiryKind | null): string {
  const path = sitePath(page);
  if (path && unlocalizedPath(path.split(/[?#]/)[0] ?? "") !== "/enquiry") return path;
  return kind ? kindPages[kind] : "/contact";
}

/** A reference number as the store writes them (`formatReference`): TS-2026-0042. */
const referenceShape = /^TS-\d{4}-\d{4,9}$/;

/**
 * The address of a received enquiry's confirmation, where a form sent without JavaScript is
 * redirected (303) once it is saved: a GET that Back, a reload or a language link opens again
 * without sending the form twice. It carries what the confirmation shows and nothing typed.
 */
export function sentAddress(locale: Locale, kind: EnquiryKind, reference: string): string {
  const query = new URLSearchParams({ kind, reference });
  return localizePath(`/enquiry?${query.toString()}`, locale);
}

/** The kind and reference a confirmation's address names, or null when it names none. */
export function sentFromSearch(
  search: URLSearchParams,
): { kind: EnquiryKind; reference: string } | null {
  const kind = search.get("kind");
  const reference = search.get("reference") ?? "";
  return isEnquiryKind(kind) && referenceShape.test(reference) ? { kind, reference } : null;
}
