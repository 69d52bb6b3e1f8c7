/**
 * The words and figures of the home page (spec section 2 "Home page", sections 4 and 9).
 * Brand and contact details come from `site.ts`; projects and services from their own modules.
 */
import type { Translation } from "~/i18n/translation";
import { illustrationAlts } from "./illustration-alts";
import type { IllustrationKey } from "./illustrations";
import type { FigureId } from "./company";

/** One slide of the home hero; each slide shows its own text (decisions.md). */
export interface HeroSlide {
  /** Where the story of the slide takes place, shown as a small label. */
  readonly location: string;
  /** Short line above the title. */
  readonly subtitle: string;
  /** The slide's headline. */
  readonly title: string;
  /** One or two sentences under the headline. */
  readonly description: string;
}

/** A figure that counts up once when it first scrolls into view. */
export interface CountUpStat {
  /** Label under the figure, e.g. "Farmers Served". */
  readonly label: string;
  /** Final value, e.g. 100. */
  readonly value: number;
  /** Text before the number: "%" where the language writes a percentage so ("%70"), else none. */
  readonly prefix: string;
  /** Text after the number: "+" ("or more"), "%" or none. */
  readonly suffix: string;
}

export { homeTiming } from "./home-timing";

export const homeHero = {
  /** Small label above the page's h1. */
  eyebrow: "Solar Irrigation & Agro-Engineering in Ethiopia",
  /** The page's one h1. */
  title: "Solar-powered water for Ethiopia's farms",
  /** The two slides, cycled by arrows and dots with wraparound. */
  slides: [
    {
      location: "Dire Dawa & Harari",
      subtitle: "Turnkey solar irrigation",
      title: "From borehole to harvest, powered by the sun",
      description:
        "One team surveys, drills, installs and trains — from the first site visit to the first irrigated harvest, with no diesel to buy.",
    },
    {
      location: "Sidama & SNNP",
      subtitle: "For cooperatives and smallholders",
      title: "Two harvests a year at a fraction of the running cost",
      description:
        "Farmers on our systems irrigate through the dry season, cut irrigation costs by up to {costReduction} and harvest twice a year.",
    },
  ] satisfies readonly HeroSlide[],
  /** Illustrations behind the hero, rotating every 8 s; the first loads with the page. */
  backgrounds: [
    "solar-field",
    "irrigated-farm",
    "grain-mill-village",
  ] satisfies readonly IllustrationKey[],
  /**
   * The hero counters (spec: 0+, 0%, 0x up to 100+, 70%, 2x): the company's headline figures as
   * staff published them. The yield increase is the one average the projects page shows too, as a
   * percentage (decision 0052).
   */
  counters: [
    { label: "Farmers Served", figure: "farmers" },
    { label: "Cost Reduction", figure: "costReduction" },
    { label: "Yield Increase", figure: "yieldIncrease" },
  ] satisfies readonly { label: string; figure: FigureId }[],
} as const;

export const homeAbout = {
  eyebrow: "About us",
  title: "Engineers from the field, for the field",
  intro:
    "We are an Ethiopian agro-engineering company. Our own drilling rigs, installers and trainers deliver solar water systems that farmers can run and repair themselves.",
  /**
   * The about figures' labels: farmers served, regions reached and customer satisfaction (their
   * values are the headline figures staff publish, `homeAboutFigures`).
   */
  stats: ["Farmers served", "Regions reached", "Customer satisfaction"],
  /** The cost claim of the spec; {costReduction} is the published figure. */
  claim: {
    value: "Up to {costReduction}",
    text: "lower irrigation costs than diesel pumping: sunlight is free, and our systems need little more than a wipe of the panels.",
  },
  image: "team-field" satisfies IllustrationKey,
} as const;

export const homeContact = {
  eyebrow: "Contact",
  title: "Let's plan water for your farm",
  intro:
    "Tell us about your land and your crops. An engineer will call you back to talk through the options — no obligation.",
  /** The "work with us" card beside the form. */
  partner: {
    title: "Work with us",
    text: "Cooperatives, agencies and investors: let's bring solar water to more farms.",
    partnerLabel: "Partner With Us",
    visitLabel: "Schedule Site Visit",
  },
  hoursTitle: "Business hours",
} as const;

/** The coverage map card of the projects preview. */
export const homeCoverage = {
  title: "Where we work",
  text: "Our teams have installed systems from the Harar highlands to the Rift Valley. Select a site to read about its project.",
} as const;

/*
 * Every text of the home page, for the route's loader to send in the page's language: the
 * English above gathered with the page's own words, and the Amharic beside it (am/home.ts).
 */

const en = {
  meta: {
    title: "Solar Irrigation & Agro-Engineering",
    description:
      "{brand}: solar water pumps, borehole drilling, irrigation and solar grain mills for Ethiopia's farmers, cooperatives and agencies — from survey to harvest.",
  },
  hero: {
    eyebrow: homeHero.eyebrow,
    title: homeHero.title,
    slides: homeHero.slides.map(({ location, subtitle, title, description }) => ({
      location,
      subtitle,
      title,
      description,
    })),
    counters: homeHero.counters.map((counter) => counter.label),
    video: "Watch video",
    /** What the backdrop's pause button stops. */
    backdrop: "background",
    /** Accessible name of the slides. */
    highlights: "Highlights",
  },
  sections: {
    partners: { eyebrow: "Our partners", title: "Trusted by cooperatives, agencies and lenders" },
    services: {
      eyebrow: "What we do",
      title: "Turnkey solar water, from survey to harvest",
      intro: "Six services from one team, so nothing falls between contractors.",
    },
    projects: {
      eyebrow: "Our work",
      title: "Recent projects",
      intro:
        "Pumps, boreholes and irrigation schemes delivered for farmers, cooperatives and public programmes.",
    },
    about: { eyebrow: homeAbout.eyebrow, title: homeAbout.title, intro: homeAbout.intro },
    testimonials: {
      eyebrow: "Acknowledgments",
      title: "What farmers and partners say",
      intro: "{count} acknowledgments from the farms and offices we have worked with.",
    },
    contact: { eyebrow: homeContact.eyebrow, title: homeContact.title, intro: homeContact.intro },
  },
  about: {
    stats: [...homeAbout.stats],
    claim: { value: homeAbout.claim.value, text: homeAbout.claim.text },
    more: "More about us",
    /** The illustration beside the figures. */
    imageAlt: illustrationAlts[homeAbout.image],
  },
  contact: {
    partner: { ...homeContact.partner },
    hoursTitle: homeContact.hoursTitle,
  },
  coverage: {
    title: homeCoverage.title,
    text: homeCoverage.text,
    map: "Map of Ethiopia with our five coverage sites",
  },
  partners: {
    region: "Partner logos",
    list: "Partners",
    previous: "Previous partners",
    next: "Next partners",
    what: "logos",
  },
  acknowledgments: {
    location: "Location",
    topic: "Crop or topic",
    farmSize: "Farm size",
  },
  projects: { viewAll: "View All Projects" },
  services: { learnMore: "Learn more" },
};

/** The home page's texts in one language. */
export type HomeText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const homeEnglish = en;
