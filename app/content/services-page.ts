/**
 * The Services page (/services) around the six services of `services.ts`: the rotating hero, the
 * headline figures, Why Choose Us, farmer success stories and the closing call to action. The
 * figures, icons, pictures and link targets live here as data; every word is in `en` below and
 * its translations (`servicesPageText`), keyed by the data's ids.
 */
import type { FigureId } from "./company";
import type { IconName } from "~/components/ui/icon-paths";
import type { Translation } from "~/i18n/translation";
import type { IllustrationKey } from "./illustrations";
import type { ServiceId } from "./services";

/** How often the hero background changes (spec section 9: 5 s). */
export const HERO_SLIDE_MS = 5000;

/** Where the hero's first button leads: the quote form. */
export const HERO_START_PATH = "/get-started";

/** The hero's background slides, in order; the first is shown without JavaScript. */
export const heroSlides = [
  "borehole-drilling",
  "solar-pump",
  "drip-irrigation",
] as const satisfies readonly IllustrationKey[];
type SlideId = (typeof heroSlides)[number];

/**
 * The headline figures the hero shows, in order: their values are the company's as staff publish
 * them (`company.server.ts`, the same in every language); their labels are texts.
 */
export const servicesStats = [
  { id: "farmers" },
  { id: "regions" },
  { id: "systems" },
  { id: "staff" },
] as const satisfies readonly { id: FigureId }[];
type StatId = (typeof servicesStats)[number]["id"];

/** One reason to choose the company: its icon; its title and description are texts. */
export interface Reason {
  readonly id: string;
  readonly icon: IconName;
}

export const whyChooseUs = [
  { id: "one-team", icon: "handshake" },
  { id: "own-rigs", icon: "drill" },
  { id: "warranty", icon: "shield" },
  { id: "training", icon: "users" },
  { id: "nearby", icon: "map-pin" },
  { id: "clean", icon: "leaf" },
] as const satisfies readonly Reason[];
type ReasonId = (typeof whyChooseUs)[number]["id"];

/** A farmer's success story (spec entity "Farmer story"); its words are texts. */
export interface FarmerStory {
  readonly id: string;
  /** Stars out of 5. */
  readonly rating: 1 | 2 | 3 | 4 | 5;
  /** The service the farmer used. */
  readonly service: ServiceId;
}

export const farmerStories = [
  { id: "ziway-onions", rating: 5, service: "irrigation-systems" },
  { id: "bahir-dar-cooperative", rating: 5, service: "borehole-drilling" },
  { id: "hawassa-mill", rating: 5, service: "solar-grain-milling" },
] as const satisfies readonly FarmerStory[];
type StoryId = (typeof farmerStories)[number]["id"];

/** Where the closing call to action leads (its words are in `cta` below). */
export const servicesCta = {
  primary: "/get-started",
  secondary: "/size-your-system",
  callUs: true,
} as const;

const en = {
  meta: {
    title: "Services",
    description:
      "Borehole drilling, solar pump installation, irrigation systems, solar grain milling, training and maintenance for farmers and cooperatives across Ethiopia.",
  },
  hero: {
    /** Small label above the h1. */
    eyebrow: "Our Services",
    /** The page's h1. */
    title: "Turnkey solar irrigation, from borehole to harvest",
    lead: "We find the water, lift it with the sun and bring it to your crops, then train your people and keep the system running. One team, six services, across Ethiopia.",
    /** The link to the quote form. */
    start: "Get Started",
    /** The jump to the service cards. */
    explore: "Explore our services",
    /** What the pause button stops: fills the shared "Pause {what}" / "Play {what}". */
    slideshow: "background slideshow",
    /** Read before the caption by screen readers. */
    picture: "Background picture: ",
    /** Caption of each background slide, by picture (visible beside the pause button). */
    slides: {
      "borehole-drilling": "Borehole drilling to 60 m",
      "solar-pump": "Solar pumps from 1 to 10 HP",
      "drip-irrigation": "Drip irrigation saving 60 – 80% of water",
    } satisfies Record<SlideId, string>,
  },
  /** Labels of the headline figures, by figure. */
  stats: {
    farmers: "Farmers served",
    regions: "Regions covered",
    systems: "Solar systems installed",
    staff: "Engineers and staff",
  } satisfies Record<StatId, string>,
  sections: {
    services: {
      eyebrow: "What we do",
      title: "Six services, one team",
      intro: "Choose a service to see its features, specifications, how we work and what you gain.",
    },
    why: { eyebrow: "Why choose us", title: "Built for Ethiopian farms, backed for years" },
    stories: {
      eyebrow: "Success stories",
      title: "What farmers say",
      intro: "Farmers and cooperatives who irrigate with our systems today.",
    },
  },
  card: {
    /** A card's visible button. */
    learnMore: "Learn More",
    /** Read after it by screen readers, naming the card's service. */
    learnMoreAbout: "about {service}",
  },
  /** The parts and buttons of a service's dialog. */
  details: {
    overview: "Overview",
    features: "Key features",
    specifications: "Specifications",
    process: "How we work",
    benefits: "Benefits",
    consultation: "Request Consultation",
    quote: "Get Quote",
  },
  /** Why Choose Us, by reason. */
  reasons: {
    "one-team": {
      title: "One team, start to finish",
      description:
        "Survey, drilling, installation, training and service from one contractor, so nothing falls between two companies.",
    },
    "own-rigs": {
      title: "Our own drilling rigs",
      description:
        "We drill to 60 m with our own equipment and crews, and size every pump to the yield we measured.",
    },
    warranty: {
      title: "Warranty you can use",
      description:
        "A warranty of 2 to 5 years by part (5 years on pumps and panels), genuine spare parts and a technician on site within 24 hours.",
    },
    training: {
      title: "Training in your language",
      description:
        "Hands-on courses in Amharic, Oromiffa and Tigrinya, so your people can run and fix the system.",
    },
    nearby: {
      title: "Close to your farm",
      description:
        "Offices in Addis Ababa, Bahir Dar and Hawassa, and field teams working in {regions} regions.",
    },
    clean: {
      title: "Clean and low-cost",
      description:
        "Sunlight replaces diesel: no fuel to buy or carry, and irrigation costs cut by up to {costReduction}.",
    },
  } satisfies Record<ReasonId, { title: string; description: string }>,
  /**
   * Farmer stories, by story: placeholder name, the initials of its avatar, place and region, the
   * words, the result.
   */
  stories: {
    "ziway-onions": {
      name: "Almaz Bekele",
      initials: "AB",
      location: "Ziway, Oromia",
      text: "Our diesel pump ate most of the onion money. Since the solar pump and drip lines came, we water every morning for free and harvest three times a year.",
      result: "3 harvests a year",
    },
    "bahir-dar-cooperative": {
      name: "Tesfaye Haile",
      initials: "TH",
      location: "Bahir Dar, Amhara",
      text: "They drilled our cooperative's borehole, measured the water and installed a pump that fits it. Forty families now irrigate from one well.",
      result: "40 families irrigating",
    },
    "hawassa-mill": {
      name: "Hirut Dalecha",
      initials: "HD",
      location: "Hawassa, Sidama",
      text: "The women of our village no longer walk half a day to the mill. The solar mill runs all day and pays for itself from the milling fees.",
      result: "Mill paid back in 2 years",
    },
  } satisfies Record<
    StoryId,
    { name: string; initials: string; location: string; text: string; result: string }
  >,
  /** The closing call to action. */
  cta: {
    title: "Ready to water your fields with the sun?",
    text: "Tell us about your farm and water source. An engineer will call you back within 24 hours with a first recommendation.",
    primary: "Get a Free Quote",
    secondary: "Size your system",
  },
};

/** The Services page's texts in one language. */
export type ServicesPageText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const servicesPageEnglish = en;

/** Contact page link that preselects this service as the message subject. */
export function consultationPath(serviceId: string): string {
  return `/contact?service=${encodeURIComponent(serviceId)}`;
}

/** Quote form link that notes this service. */
export function serviceQuotePath(serviceId: string): string {
  return `/get-started?service=${encodeURIComponent(serviceId)}`;
}
