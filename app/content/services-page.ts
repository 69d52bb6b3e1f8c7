import type { CallToAction } from "./call-to-action";
/**
 * Copy and figures of the Services page (/services) around the six services of `services.ts`:
 * the rotating hero, the headline stats, Why Choose Us, farmer success stories and the closing
 * call to action.
 */
import type { IconName } from "~/components/ui/icon-paths";
import type { IllustrationKey } from "./illustrations";
import type { ServiceId } from "./services";
import type { LabelledValue } from "./labelled-value";

/** One background slide of the Services hero. */
export interface HeroSlide {
  /** Illustration shown behind the hero text. */
  readonly image: IllustrationKey;
  /** Short caption naming what the slide shows (visible beside the pause button). */
  readonly caption: string;
}

/** A headline figure, e.g. { label: "Farmers served", value: "200+" }. */
export type Stat = LabelledValue;

/** One reason to choose the company. */
export interface Reason {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
}

/** A farmer's success story (spec entity "Farmer story"). */
export interface FarmerStory {
  /** Placeholder farmer name; the avatar shows its initials. */
  readonly name: string;
  /** Place and region. */
  readonly location: string;
  /** Stars out of 5. */
  readonly rating: 1 | 2 | 3 | 4 | 5;
  /** The story in the farmer's words. */
  readonly text: string;
  /** The service the farmer used. */
  readonly service: ServiceId;
  /** The measurable result, shown as a highlight. */
  readonly result: string;
}

/** How often the hero background changes (spec section 9: 5 s). */
export const HERO_SLIDE_MS = 5000;

export const servicesHero = {
  /** Small label above the h1. */
  eyebrow: "Our Services",
  /** The page's h1. */
  title: "Turnkey solar irrigation, from borehole to harvest",
  /** Lead paragraph. */
  lead: "We find the water, lift it with the sun and bring it to your crops, then train your people and keep the system running. One team, six services, across Ethiopia.",
  /** The hero's actions: the quote form, and a jump to the service cards. */
  start: { label: "Get Started", to: "/get-started" },
  explore: "Explore our services",
  /** Background slides, in order; the first is shown without JavaScript. */
  slides: [
    { image: "borehole-drilling", caption: "Borehole drilling to 60 m" },
    { image: "solar-pump", caption: "Solar pumps from 1 to 10 HP" },
    { image: "drip-irrigation", caption: "Drip irrigation saving 60 – 80% of water" },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  lead: string;
  start: { label: string; to: string };
  explore: string;
  slides: readonly HeroSlide[];
};

/** Headline figures (spec: 200+ farmers, 8 regions, 150+ systems, 30+ staff). */
export const servicesStats = [
  { value: "200+", label: "Farmers served" },
  { value: "8", label: "Regions covered" },
  { value: "150+", label: "Solar systems installed" },
  { value: "30+", label: "Engineers and staff" },
] as const satisfies readonly Stat[];

export const whyChooseUs = [
  {
    icon: "handshake",
    title: "One team, start to finish",
    description:
      "Survey, drilling, installation, training and service from one contractor, so nothing falls between two companies.",
  },
  {
    icon: "drill",
    title: "Our own drilling rigs",
    description:
      "We drill to 60 m with our own equipment and crews, and size every pump to the yield we measured.",
  },
  {
    icon: "shield",
    title: "Warranty you can use",
    description:
      "2 to 5 years of warranty, genuine spare parts and a technician on site within 24 hours.",
  },
  {
    icon: "users",
    title: "Training in your language",
    description:
      "Hands-on courses in Amharic, Oromiffa and Tigrinya, so your people can run and fix the system.",
  },
  {
    icon: "map-pin",
    title: "Close to your farm",
    description:
      "Offices in Addis Ababa, Bahir Dar and Hawassa, and field teams working in eight regions.",
  },
  {
    icon: "leaf",
    title: "Clean and low-cost",
    description:
      "Sunlight replaces diesel: no fuel to buy or carry, and irrigation costs cut by up to 70%.",
  },
] as const satisfies readonly Reason[];

export const farmerStories = [
  {
    name: "Almaz Bekele",
    location: "Ziway, Oromia",
    rating: 5,
    text: "Our diesel pump ate most of the onion money. Since the solar pump and drip lines came, we water every morning for free and harvest three times a year.",
    service: "irrigation-systems",
    result: "3 harvests a year",
  },
  {
    name: "Tesfaye Haile",
    location: "Bahir Dar, Amhara",
    rating: 5,
    text: "They drilled our cooperative's borehole, measured the water and installed a pump that fits it. Forty families now irrigate from one well.",
    service: "borehole-drilling",
    result: "40 families irrigating",
  },
  {
    name: "Hirut Dalecha",
    location: "Hawassa, Sidama",
    rating: 5,
    text: "The women of our village no longer walk half a day to the mill. The solar mill runs all day and pays for itself from the milling fees.",
    service: "solar-grain-milling",
    result: "Mill paid back in 2 years",
  },
] as const satisfies readonly FarmerStory[];

/** The closing call to action of the page. */
export const servicesCta = {
  title: "Ready to water your fields with the sun?",
  text: "Tell us about your farm and water source. An engineer will call you back within one working day with a first recommendation.",
  primary: { label: "Get a Free Quote", to: "/get-started" },
  secondary: { label: "Size your system", to: "/size-your-system" },
  callUs: true,
} as const satisfies CallToAction;

/** Initials for an avatar, e.g. "Almaz Bekele" → "AB". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** Contact page link that preselects this service as the message subject. */
export function consultationPath(serviceId: string): string {
  return `/contact?service=${encodeURIComponent(serviceId)}`;
}

/** Quote form link that notes this service. */
export function serviceQuotePath(serviceId: string): string {
  return `/get-started?service=${encodeURIComponent(serviceId)}`;
}
