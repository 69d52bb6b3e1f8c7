/**
 * Every content module with visible text, in every language, by name. Route loaders pick the
 * modules their page shows (`textsFor`); components read them with `useText(name)`. Only
 * loaders import this module's values (React Router keeps loaders out of the browser bundle).
 */
import type { Locale } from "~/i18n/locales";
import { aboutText } from "./about";
import { blogText } from "./blog";
import { contactText } from "./contact";
import { financingText } from "./financing";
import { getStartedText } from "./get-started";
import { homeText } from "./home";
import { notFoundText } from "./not-found";
import { picturesText } from "./pictures";
import { privacyText } from "./privacy";
import { productsText } from "./products";
import { reportsText } from "./reports";
import { servicesPageText } from "./services-page";
import { servicesText } from "./services-text";
import { projectTexts } from "./project-texts";
import { projectDetailText, projectsPageText } from "./projects-page";
import { regionNamesText } from "./region-names";
import { showcaseText } from "./showcase";
import { siteVisitText } from "./site-visit";
import { sizingText } from "./sizing-page";

export const textModules = {
  about: aboutText,
  blog: blogText,
  contact: contactText,
  financing: financingText,
  getStarted: getStartedText,
  home: homeText,
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
