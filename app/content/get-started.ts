/**
 * What the Get Started page says: benefits, the five-step process, success stories, the quote
 * form's choice lists, and how a service or package chosen elsewhere arrives preselected.
 */
import type { IconName } from "~/components/ui/icon-paths";
import type { CallToAction } from "./call-to-action";
import { findPackage, packages } from "./packages";
import { findProduct, products } from "./products";
import { findService, services } from "./services";

/** A benefit of solar irrigation, with its headline value. */
export interface Benefit {
  readonly icon: IconName;
  /** Headline value, e.g. "300%". */
  readonly value: string;
  readonly title: string;
  readonly description: string;
}

/** One step of the five-step process. */
export interface ProcessStep {
  readonly title: string;
  readonly description: string;
  /** How long the step takes, as shown. */
  readonly duration: string;
  /** What the customer receives at the end of the step. */
  readonly deliverables: readonly string[];
}

/** A customer's story. Placeholder names; the company replaces them. */
export interface SuccessStory {
  readonly name: string;
  /** Place and region. */
  readonly location: string;
  /** The customer's words. */
  readonly text: string;
  /** The measurable result, shown highlighted. */
  readonly result: string;
}

/** An option of a select list. */
export interface ChoiceOption {
  /** Submitted value. */
  readonly value: string;
  /** Visible text. */
  readonly label: string;
  /** Optional group heading (`<optgroup>`). */
  readonly group?: string;
}

export const getStartedHero = {
  eyebrow: "Get started",
  title: "Get a free quote for solar irrigation",
  lead: "Tell us about your farm in two minutes. An engineer reviews it and sends you a proposed system and a price, free and without obligation.",
} as const;

/** What a quote request brings, shown in the hero. */
export const quotePromises = [
  "A call from an engineer within 24 hours",
  "A site assessment of your water and land",
  "A system design with an itemised price",
] as const satisfies readonly string[];

/** The four benefit cards (spec: Get Started benefits). */
export const benefits = [
  {
    icon: "chart",
    value: "300%",
    title: "Higher yields",
    description: "Water through the dry season means two or three harvests a year instead of one.",
  },
  {
    icon: "gauge",
    value: "70%",
    title: "Lower costs",
    description: "No diesel to buy and little to maintain: irrigation costs fall by up to 70%.",
  },
  {
    icon: "sun",
    value: "100%",
    title: "Energy independence",
    description: "Your pump runs on sunlight, free of fuel prices, queues and the grid.",
  },
  {
    icon: "droplet",
    value: "90%",
    title: "Water savings",
    description: "Drip irrigation puts water at the roots and saves up to 90% against flooding.",
  },
] as const satisfies readonly Benefit[];

/** The five-step process with durations 1-2 days, 3-5 days, 1-2 days, 5-7 days, ongoing. */
export const processSteps = [
  {
    title: "Site assessment",
    description:
      "An engineer visits your farm, measures the water source and talks through your crops.",
    duration: "1-2 days",
    deliverables: ["Water source and yield check", "Soil and crop notes", "Site photos and map"],
  },
  {
    title: "System design",
    description: "We size the pump, solar array and irrigation layout to your water and your land.",
    duration: "3-5 days",
    deliverables: ["System design and layout", "Itemised quotation", "Expected yield and savings"],
  },
  {
    title: "Approval and financing",
    description:
      "You review the proposal; if you wish, we help you apply to a bank or microfinance.",
    duration: "1-2 days",
    deliverables: ["Signed agreement", "Financing documents, if needed", "Installation date"],
  },
  {
    title: "Installation",
    description: "Our team installs and commissions the system, then trains the people who run it.",
    duration: "5-7 days",
    deliverables: ["Installed and tested system", "Operator training", "Warranty certificate"],
  },
  {
    title: "Support",
    description:
      "We stay with you: maintenance visits, spare parts and a technician within 24 hours.",
    duration: "Ongoing",
    deliverables: ["Maintenance visits", "Phone support", "5-year warranty service"],
  },
] as const satisfies readonly ProcessStep[];

/** Two success stories (spec: Get Started page). */
export const successStories = [
  {
    name: "Ato Getachew Mekonnen",
    location: "Shoa Robit, Amhara",
    text: "I used to spend half of what I earned on diesel. Now the sun pumps the water, and I grow onions and tomatoes all through the dry season.",
    result: "Three harvests a year, fuel costs gone",
  },
  {
    name: "Almaz Women's Cooperative",
    location: "Hawassa Zuria, Sidama",
    text: "Forty families share one solar pump and a drip system. The engineers trained two of our members, who now fix small problems themselves.",
    result: "Yields up 185%, 68% less water used",
  },
] as const satisfies readonly SuccessStory[];

/** The quote form's "current irrigation method" choices. */
export const irrigationMethods = [
  { value: "rain-fed", label: "None, rain-fed only" },
  { value: "manual", label: "By hand (buckets, watering cans)" },
  { value: "diesel-pump", label: "Diesel or petrol pump" },
  { value: "river-canal", label: "Furrow or flood from a river or canal" },
  { value: "drip-sprinkler", label: "Drip or sprinkler already" },
  { value: "other", label: "Something else" },
] as const satisfies readonly ChoiceOption[];

/**
 * The quote form's "What are you interested in?" choices: every service and every package.
 * Values are `service:<id>`, `package:<id>` and `product:<id>`, the form of `interestFromSearch`.
 */
export const interestOptions: readonly ChoiceOption[] = [
  ...services.map((service) => ({
    value: `service:${service.id}`,
    label: service.title,
    group: "Services",
  })),
  ...packages.map((item) => ({
    value: `package:${item.id}`,
    label: `${item.name} package (from ${item.price})`,
    group: "Packages",
  })),
  ...products.map((item) => ({
    value: `product:${item.id}`,
    label: `${item.title} (${item.price})`,
    group: "Components",
  })),
];

/**
 * The preselected interest for `/get-started?service=<id>`, `?package=<id>` or `?product=<id>`;
 * undefined when the URL names nothing known.
 */
export function interestFromSearch(params: URLSearchParams): string | undefined {
  const service = findService(params.get("service"));
  if (service) return `service:${service.id}`;
  const solarPackage = findPackage(params.get("package"));
  if (solarPackage) return `package:${solarPackage.id}`;
  const product = findProduct(params.get("product"));
  if (product) return `product:${product.id}`;
  return undefined;
}

export const getStartedCallToAction = {
  title: "Rather talk it through first?",
  text: "Our engineers are happy to answer questions before you ask for a quote.",
  primary: { label: "Contact our team", to: "/contact" },
  secondary: { label: "See our projects", to: "/projects" },
} as const satisfies CallToAction;
