/**
 * The texts of the site's frame, on every page: skip link, header, mobile menu, footer and the
 * language switch. The root route's loader sends the page's language only.
 */
import { formatDate, formatUsdInBirr } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Translation } from "~/i18n/translation";
import type { FrameFigures } from "~/i18n/use-chrome";
import { startingPriceUsd } from "./packages";

const tagline = "Solar Irrigation & Agro-Engineering";

const en = {
  /** The company's texts (its numbers and addresses for machines live in site.ts). */
  company: {
    /** One-line description shown under the brand name. */
    tagline,
    /** Short postal line for the head office. */
    headOffice: "Bole Road, Addis Ababa, Ethiopia",
    /** Business hours of the home page contact section (the spec's; the offices keep their own). */
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
    financing: "Paying for a system",
    reports: "Project reports",
    quote: "Get a quote",
    privacy: "Privacy Policy",
    cookies: "Cookie Policy",
  },
  /** Title of the page that answers a form sent without JavaScript. */
  enquiryTitle: "Your enquiry",
  /** Its title when the form comes back to be corrected (or was not taken): said first. */
  enquiryRefusedTitle: "Error: {title}",
  header: {
    /** Accessible name of the main navigation landmark. */
    mainNav: "Main",
    /**
     * The small line under the brand name: the tagline, where the header has room for it. Amharic
     * writes the brand in Ge'ez there instead (ፀሐይ ሶላር), at every width: the name in Latin
     * letters alone is unreadable to a reader of Ge'ez only.
     */
    brandLine: tagline,
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
    /** The legal pages still to come ({pages}) and the address to ask ({email}). */
    preparing: "{pages}: being prepared; ask us at {email}.",
    mailSubject: "Privacy and terms",
    termsOfService: "Terms of Service",
  },
  language: {
    /** Accessible name of the language switch (a navigation landmark). */
    label: "Language",
  },
  /** Texts of the shared controls (carousels, dialogs, ratings). */
  ui: {
    /** Pause/play button names: "Pause logos", "Play logos". */
    pause: "Pause {what}",
    play: "Play {what}",
    close: "Close",
    carousel: "carousel",
    slide: "slide",
    /** A slide's position: "2 of 5". */
    position: "{index} of {count}",
    /** A slide's dot: "Slide 2". */
    slideNumber: "Slide {index}",
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
    rating: "Rated {rating} out of {max}",
    loading: "Loading…",
    loadingPage: "Loading page",
    /** After an optional field's label. */
    optional: "(optional)",
    /** Title of a form's error summary. */
    problem: "There is a problem",
    /** A choice field's empty first option. */
    chooseOne: "Choose one",
    /** A call-to-action band's phone button. */
    callUs: "Call {phone}",
    /** Someone's own words, between the language's quotation marks. */
    quote: "“{text}”",
    /** A label and its value in running text: "Field above the source: 4 m". */
    labelled: "{label}: {value}",
    /** A label set apart from its value (on the line above it): "Total investment:". */
    labelAbove: "{label}:",
    /** A percentage: "70%" (the company's headline figures). */
    percent: "{value}%",
    /** A project card's hidden labels. */
    projectCard: { location: "Location", customer: "Customer", cost: "Estimated cost" },
  },
  /**
   * The page answered when a request fails (the root's error boundary): {phone} is the company's
   * number, {id} the request's reference in the server's log.
   */
  errors: {
    /** 405: a form sent to an address whose page takes no form. */
    methodNotAllowed: {
      eyebrow: "Error 405",
      heading: "This page does not take forms",
      lead: "What was sent to this address could not be received, and nothing was stored. Open the page again to use its form, or call us on {phone}.",
      action: "Open the page",
    },
    /** 500: a fault on the server's side. */
    serverError: {
      eyebrow: "Error 500",
      heading: "Something went wrong on our side",
      lead: "Please reload the page in a moment, or call us on {phone}.",
      reference: "Reference for our team: {id}",
    },
    /** Any other refusal (its status is the eyebrow). */
    other: {
      eyebrow: "Error {status}",
      heading: "This request could not be answered",
      lead: "Please go back and try again, or call us on {phone}.",
    },
    home: "Return to Home",
  },
  /**
   * The chat assistant (spec sections 4 and 7). Templates: {brand}, {phone}, {email}, {office},
   * {price} and the headline figures ({farmers}, {regions}, {systems}, {staff}, {satisfaction}).
   */
  chat: {
    open: "Chat with us",
    title: "Chat assistant",
    subtitle: "Replies in seconds",
    close: "Close chat",
    log: "Conversation",
    you: "You: ",
    assistant: "Assistant: ",
    typing: "The assistant is typing…",
    placeholder: "Type your question…",
    input: "Your message",
    send: "Send",
    greeting:
      "Hi! I'm the {brand} assistant. Ask me about our services, prices, warranty or training.",
    /**
     * Topics in matching order (spec: hello, services, price, contact, about, warranty,
     * training); the first whose keyword the message contains (any case) answers.
     */
    replies: [
      {
        keywords: ["hello"],
        reply: "Hello! Welcome to {brand}. How can I help you with solar irrigation today?",
      },
      {
        keywords: ["services"],
        reply:
          "We offer borehole drilling, solar pump installation, irrigation systems, solar grain milling, training and knowledge transfer, and maintenance and support.",
      },
      {
        keywords: ["price"],
        reply:
          "Prices depend on your farm size and water source. Our packages start at an indicative {price}, for about 1 hectare from shallow water (less from a deep borehole). For an exact quote, e-mail {email} or call {phone}.",
      },
      {
        keywords: ["contact"],
        reply: "You can call us on {phone} or e-mail {email}. Our head office is at {office}.",
      },
      {
        keywords: ["about"],
        reply:
          "We are an Ethiopian solar irrigation and agro-engineering company, founded in 2023. We have served {farmers} farmers in {regions} regions with {satisfaction} customer satisfaction.",
      },
      {
        keywords: ["warranty"],
        reply:
          "Pumps and solar panels carry a 5-year warranty, and our maintenance team responds within 24 hours.",
      },
      {
        keywords: ["training"],
        reply:
          "We train farmers on site for 2 to 5 days, in groups of 10 to 25, in Amharic, Oromiffa and Tigrinya.",
      },
    ],
    /** The reply when no keyword matches: thanks the visitor and points to the phone and office. */
    fallback:
      "Thank you for your question! For detailed information, please call us on {phone} or visit our office at {office}.",
    /** The call-back offer, for visitors who would rather talk than type. */
    callback: {
      offer: "Rather talk? Leave your number and an engineer calls you.",
      button: "Call me back",
      formIntro: "An engineer calls you back within 24 hours.",
      back: "Back to chat",
    },
  },
};

/** The frame's texts in one language. */
export type ChromeText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const chromeEnglish = en;

/**
 * The figures the frame's templates name, in a language (sent by the root loader): the cheapest
 * package's price (`fromUsd`, the seed's unless staff priced it) in birr, the dollars beside it,
 * and the year of the footer's ©, formatted here so that pages ship no date code for it.
 */
export function frameFigures(
  locale: Locale,
  birrPerDollar: number,
  fromUsd: number = startingPriceUsd,
): FrameFigures {
  return {
    price: formatUsdInBirr(locale, fromUsd, birrPerDollar),
    year: formatDate(locale, new Date(), "year"),
  };
}
