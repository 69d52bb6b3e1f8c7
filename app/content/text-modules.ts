/**
 * Every content module with visible text, in every language, by name. Route loaders pick the
 * modules their page shows (`textsFor`); components read them with `useText(name)`. Only
 * loaders import this module's values (React Router keeps loaders out of the browser bundle).
 */
import type { Locale } from "~/i18n/locales";
import {
  aboutText,
  blogText,
  contactText,
  financingText,
  getStartedText,
  homeText,
  lenderSheetText,
  notFoundText,
  picturesText,
  privacyText,
  productsText,
  projectDetailText,
  projectTexts,
  projectsPageText,
  regionNamesText,
  reportsText,
  servicesPageText,
  servicesText,
  showcaseText,
  siteVisitText,
  sizingText,
} from "./catalogues";

export const textModules = {
  about: aboutText,
  blog: blogText,
  contact: contactText,
  financing: financingText,
  getStarted: getStartedText,
  home: homeText,
  lenderSheet: lenderSheetText,
  notFound: notFoundText,
  pictures: picturesText,
  privacy: privacyText,
  products: productsText,
  /** Both reports' long texts: a report's page sends its own only (`localizedReport`). */
  reports: reportsText,
  services: servicesText,
  servicesPage: servicesPageText,
  projectDetail: projectDetailText,
  projects: projectTexts,
  projectsPage: projectsPageText,
  regionNames: regionNamesText,
  showcase: showcaseText,
  siteVisit: siteVisitText,
  sizing: sizingText,
};

/** The texts of every module in one language, by module name. */
export type TextModules = { [K in keyof typeof textModules]: (typeof textModules)[K]["en"] };

/** The texts of some modules in one language, for a loader to send its page. */
export function textsFor<const K extends keyof TextModules>(
  locale: Locale,
  keys: readonly K[],
): Pick<TextModules, K> {
  return Object.fromEntries(keys.map((key) => [key, textModules[key][locale]])) as Pick<
    TextModules,
    K
  >;
}
