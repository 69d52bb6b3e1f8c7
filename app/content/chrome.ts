/**
 * The texts of the site's frame, on every page: skip link, header, mobile menu, footer and the
 * language switch. The root route's loader sends the page's language only.
 */
import type { Localized, Translation } from "~/i18n/translation";
import { chrome as am } from "./am/chrome";

const en = {
  /** The first focusable link of every page. */
  skipLink: "Skip to main content",
  /** Navigation labels, by link (paths live in navigation.ts). */
  nav: {
    home: "Home",
    about: "About Us",
    services: "Services",
    projects: "Projects",
    contact: "Contact",
    getStarted: "Get Started",
    products: "Products & packages",
    reports: "Project reports",
    quote: "Get a quote",
    privacy: "Privacy Policy",
    cookies: "Cookie Policy",
  },
  header: {
    /** Accessible name of the main navigation landmark. */
    mainNav: "Main",
  },
  menu: {
    open: "Open menu",
    close: "Close menu",
    /** Accessible name of the menu panel. */
    label: "Menu",
    /** Accessible name of the menu's navigation landmark. */
    nav: "Mobile",
  },
  footer: {
    /** Follows the tagline: "{tagline}: borehole drilling, …". */
    about:
      "borehole drilling, solar pumping, irrigation and solar grain milling for Ethiopia's farmers, cooperatives and agencies.",
    social: "Social media",
    /** Accessible name of a social link: "{network} (opens in a new tab)". */
    socialLink: "{network} (opens in a new tab)",
    quickLinks: "Quick links",
    footerNav: "Footer",
    more: "More",
    moreNav: "More pages",
    contact: "Contact",
    rights: "All rights reserved.",
    /** After the unpublished legal documents: "Terms of Service: being prepared; ask us at …". */
    preparing: "being prepared; ask us at",
    mailSubject: "Privacy and terms",
    termsOfService: "Terms of Service",
  },
  language: {
    /** Accessible name of the language switch (a navigation landmark). */
    label: "Language",
  },
};

/** The frame's texts in one language. */
export type ChromeText = Translation<typeof en>;

export const chromeText: Localized<ChromeText> = { en, am };
