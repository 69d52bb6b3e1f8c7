import { localeInfo, type Locale } from "./locales";

/**
 * The comma between the parts of a list or an address: "፣ " in Ge'ez script, else ", ". A module
 * of its own: the pages that write one (a report's byline, an address) are not the home page,
 * whose first load is at its budget.
 */
export function listComma(locale: Locale): string {
  return localeInfo[locale].script === "ethiopic" ? "\u1363 " : ", ";
}
