/**
 * The texts of the site's frame, on every page: skip link, header, mobile menu, footer and the
 * language switch. The root route's loader sends the page's language only.
 */
import type { Localized, Translation } from "~/i18n/translation";
import { chrome as am } from "./am/chrome";

const en = {
  /** The company's texts (its numbers and addresses for machines live in site.ts). */
  company: {
    /** One-line description shown under the brand name. */
    tagline: "Solar Irrigation & Agro-Engineering",
    /** Short postal line for the head office. */
    headOffice: "Bole Road, Addis Ababa, Ethiopia",
    /** Business hours of the home page contact section. */
    businessHours: [
      { days: "Monday – Saturday", hours: "9:00 – 18:00" },
      { days: "Sunday", hours: "10:00 – 16:00" },
    ],
    /** The offices' texts, by `Office.id` (site.ts). */
    offices: {
      addis: {
        city: "Addis Ababa",
        address: ["Bole Road, Getu Commercial Centre, 4th floor", "Addis Ababa, Ethiopia"],
        hours: "Mon – Sat, 8:00 – 18:00",
      },
      bahirDar: {
        city: "Bahir Dar",
        address: ["Kebele 14, near St. George Church", "Bahir Dar, Amhara, Ethiopia"],
        hours: "Mon – Sat, 8:00 – 17:00",
      },
      hawassa: {
        city: "Hawassa",
        address: ["Piassa, Atote Road", "Hawassa, Sidama, Ethiopia"],
        hours: "Mon – Sat, 8:00 – 17:00",
      },
    },
    /** Title of the demo video (dialog and iframe). */
    demoVideoTitle: "How a Tsehay solar pump irrigates a smallholder farm",
  },
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
