/**
 * The registry of languages' texts: each locale of `locales` (app/i18n/locales.ts) mapped to its
 * catalogue. English is the shape (`catalogue.ts`); every other language is one folder
 * (`app/content/<code>/index.ts`). A locale without its catalogue fails the type check.
 *
 * The `…Text` objects below give one module in every language (`aboutText[locale]`). Only loaders
 * and server modules import values from here (React Router keeps loaders out of the browser).
 */
import { defaultLocale, locales, type Locale, type TranslatedLocale } from "~/i18n/locales";
import type { Localized } from "~/i18n/translation";
import type { Catalogue } from "./catalogue";
import { aboutEnglish } from "./about";
import { blogEnglish } from "./blog";
import { chromeEnglish } from "./chrome";
import { contactEnglish } from "./contact";
import { financingEnglish } from "./financing";
import { enquiryEnglish } from "./enquiry-text";
import { getStartedEnglish } from "./get-started";
import { homeEnglish } from "./home";
import { lenderSheetEnglish } from "./lender-sheet";
import { notFoundEnglish } from "./not-found";
import { picturesEnglish } from "./pictures";
import { privacyEnglish } from "./privacy";
import { productsEnglish } from "./products";
import { projectsEnglish } from "./project-texts";
import { projectsPageEnglish } from "./projects-page";
import { projectDetailEnglish } from "./projects-page";
import { regionNamesEnglish } from "./region-names";
import { reportsEnglish } from "./reports";
import { servicesEnglish } from "./services-text";
import { servicesPageEnglish } from "./services-page";
import { showcaseEnglish } from "./showcase";
import { siteVisitEnglish } from "./site-visit";
import { sizingEnglish } from "./sizing-page";
import { catalogue as am } from "./am";
import { catalogue as om } from "./om";

/** Every language but English, by code: one line per catalogue folder. */
export const translations: { [L in TranslatedLocale]: Catalogue } = { am, om };

let english: Catalogue | undefined;

/**
 * English, assembled when first asked for: modules such as `blog.ts` both hold English texts and
 * read the registry, so reading their exports while they load would find them uninitialised.
 */
function englishCatalogue(): Catalogue {
  english ??= {
    about: aboutEnglish,
    blog: blogEnglish,
    chrome: chromeEnglish,
    contact: contactEnglish,
    financing: financingEnglish,
    enquiry: enquiryEnglish,
    getStarted: getStartedEnglish,
    home: homeEnglish,
    lenderSheet: lenderSheetEnglish,
    notFound: notFoundEnglish,
    pictures: picturesEnglish,
    privacy: privacyEnglish,
    products: productsEnglish,
    projects: projectsEnglish,
    projectsPage: projectsPageEnglish,
    projectDetail: projectDetailEnglish,
    regionNames: regionNamesEnglish,
    reports: reportsEnglish,
    services: servicesEnglish,
    servicesPage: servicesPageEnglish,
    showcase: showcaseEnglish,
    siteVisit: siteVisitEnglish,
    sizing: sizingEnglish,
  };
  return english;
}

/** Every module's texts in one language. */
export function catalogue(locale: Locale): Catalogue {
  return locale === defaultLocale ? englishCatalogue() : translations[locale];
}

/** One module in every language, read from the registry when a language is asked for. */
function localized<K extends keyof Catalogue>(key: K): Localized<Catalogue[K]> {
  const texts = {};
  for (const locale of locales)
    Object.defineProperty(texts, locale, { enumerable: true, get: () => catalogue(locale)[key] });
  return texts as Localized<Catalogue[K]>;
}

export const aboutText = localized("about");
export const blogText = localized("blog");
export const chromeText = localized("chrome");
export const contactText = localized("contact");
export const financingText = localized("financing");
export const enquiryText = localized("enquiry");
export const getStartedText = localized("getStarted");
export const homeText = localized("home");
export const lenderSheetText = localized("lenderSheet");
export const notFoundText = localized("notFound");
export const picturesText = localized("pictures");
export const privacyText = localized("privacy");
export const productsText = localized("products");
export const projectTexts = localized("projects");
export const projectsPageText = localized("projectsPage");
export const projectDetailText = localized("projectDetail");
export const regionNamesText = localized("regionNames");
export const reportsText = localized("reports");
export const servicesText = localized("services");
export const servicesPageText = localized("servicesPage");
export const showcaseText = localized("showcase");
export const siteVisitText = localized("siteVisit");
export const sizingText = localized("sizing");
