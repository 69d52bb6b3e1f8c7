import { data } from "react-router";
import { notFoundText } from "~/content/catalogues";
import { requestLocale } from "~/i18n/locales";
import type { NoSuchPageAnswer } from "~/lib/no-such-page";

/**
 * What a loader throws where the browser's router matches a page that is not there: an unknown
 * language prefix (/en/contact, /xx/about), or a GET of the forms' answer address (/enquiry).
 * 404, carrying the 404 page's texts in the address's language, so that the frame's error
 * boundary shows the 404 page (`noSuchPageOf`, `ErrorPage`), rendered by the server on the route
 * the browser matches there: the page comes alive as it was sent.
 */
export function noSuchPage(request: Request) {
  const locale = requestLocale(request);
  const answer: NoSuchPageAnswer = { notFound: notFoundText[locale], locale };
  return data(answer, { status: 404 });
}
