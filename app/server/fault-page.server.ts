/**
 * The page a request gets when the site's frame itself could not be built (the root route's data
 * failed, e.g. the store is unreadable): nothing of the app can render, so the server writes this
 * short page itself, in the visitor's language (from the address), with the request's reference
 * and the company's number. It has the site's stylesheet and no scripts.
 */
import { chromeText } from "~/content/catalogues";
import { contactSeed } from "~/content/site";
import { pageTitle } from "~/lib/meta";
import { publishedCompany } from "./company.server";
import { getRuntime } from "./runtime.server";
import { localeInfo, localizePath, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The fault page's HTML in `locale`, with the stylesheets the root route links. */
export function faultPage(locale: Locale, requestId: string | null, stylesheets: string[]): string {
  const { errors } = chromeText[locale];
  const phoneNumber = companyPhone();
  const text = errors.serverError;
  const phone = `<a class="font-semibold text-white underline" href="tel:${phoneNumber.replace(/[^+\d]/g, "")}">${escape(phoneNumber)}</a>`;
  const lead = text.lead.split("{phone}").map(escape).join(phone);
  const reference = requestId ? fill(text.reference, { id: requestId }) : "";
  return `<!DOCTYPE html><html lang="${locale}" data-script="${localeInfo[locale].script}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(pageTitle(text.heading, locale))}</title>${stylesheets
    .map((href) => `<link rel="stylesheet" href="${escape(href)}">`)
    .join(
      "",
    )}</head><body><main id="main" class="on-dark min-h-dvh bg-field-900 px-4 pt-28 pb-16 text-field-50 sm:px-6"><div class="mx-auto max-w-3xl"><p class="text-sm font-semibold tracking-wider text-sun-300 uppercase">${escape(text.eyebrow)}</p><h1 class="mt-3 text-4xl font-extrabold tracking-tight text-white">${escape(text.heading)}</h1><p class="mt-5 text-lg text-field-100">${lead}</p>${
    reference ? `<p class="mt-8 text-sm text-field-100">${escape(reference)}</p>` : ""
  }<p class="mt-8"><a class="font-semibold text-sun-300 underline" href="${localizePath("/", locale)}">${escape(errors.home)}</a></p></div></main></body></html>`;
}

/** The company's number as staff published it, or the seed's when the store cannot be read. */
function companyPhone(): string {
  try {
    return publishedCompany(getRuntime().db).phone;
  } catch {
    return contactSeed.phone;
  }
}
