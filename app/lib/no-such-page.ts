import { isRouteErrorResponse } from "react-router";
import type { NotFoundText } from "~/content/not-found";
import type { Locale } from "~/i18n/locales";

/**
 * What the 404 of a page that is not there carries (`noSuchPage`, thrown where the browser's
 * router matches a page's route: /en/contact, a GET of /enquiry that names no confirmation): the
 * 404 page's texts in the address's language, which the frame's error boundary shows as the 404
 * page shows them.
 */
export interface NoSuchPageAnswer {
  notFound: NotFoundText;
  locale: Locale;
}

/** The 404 page's texts an error carries, if it is such a 404. */
export function noSuchPageOf(error: unknown): NoSuchPageAnswer | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 404) return undefined;
  const body: unknown = error.data;
  return typeof body === "object" && body !== null && "notFound" in body && "locale" in body
    ? (body as NoSuchPageAnswer)
    : undefined;
}
