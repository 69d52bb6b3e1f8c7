import { frameFigures } from "~/content/chrome";
import { localizedForm } from "~/content/enquiry-text";
import { requestLocale } from "~/i18n/locales";
import type { RootData } from "~/i18n/use-chrome";
import { chromeText } from "~/content/catalogues";
import { packages } from "~/content/packages";
import { catalogueSettings, priceSettings } from "./price-settings.server";
import { companyView } from "~/content/company";
import { figuresIn, publishedCompany } from "./company.server";
import { getRuntime } from "./runtime.server";

/**
 * What the root route's loader sends every page: its language (from its URL) and the frame's
 * texts in that language only; on a page the server renders at run time, the request's id too
 * (scripts/serve.mjs sets it), so an error page can name it. Prerendered pages have none.
 */
export function rootData(request: Request): RootData {
  const locale = requestLocale(request);
  const requestId = request.headers.get("x-request-id");
  // The chat's "from" price: the cheapest package as staff priced it, at their rate.
  const catalogue = catalogueSettings();
  const fromUsd = Math.min(...packages.map(({ id }) => catalogue.packages[id].priceUsd));
  // The frame's company texts without the addresses and hours that only seed the store.
  const { tagline, demoVideoTitle } = chromeText[locale].company;
  const db = getRuntime().db;
  return {
    locale,
    chrome: { ...chromeText[locale], company: { tagline, demoVideoTitle } },
    company: companyView(publishedCompany(db), locale),
    headline: figuresIn(db, locale),
    forms: { callback: localizedForm("callback", locale) },
    figures: frameFigures(locale, priceSettings().usdToBirr.rate, fromUsd),
    ...(requestId ? { requestId } : {}),
  };
}
