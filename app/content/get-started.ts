/**
 * What the Get Started page says: hero, benefits, the five-step process, the quote section,
 * success stories and the call to action. The data (icons, headline values, link targets) stays
 * here as typed arrays; the words, keyed by the data's ids, are in `en` and its translations.
 * The quote form itself lives in `quote-form.ts` and its words in `enquiry-text.ts`.
 */
import type { IconName } from "~/components/ui/icon-paths";
import type { Translation } from "~/i18n/translation";
import type { CallToAction } from "./call-to-action";
import type { FigureId } from "./company";

/** A benefit of solar irrigation, with its headline percentage. */
export interface Benefit {
  /** Stable id; its words are in the page's texts (`benefits[id]`). */
  readonly id: string;
  readonly icon: IconName;
  /** The company's headline figure it shows, as staff published it. */
  readonly figure?: FigureId;
  /** Or a fixed percentage, where the claim is the technique's, not the company's. */
  readonly percent?: number;
}

/** A benefit as the page shows it: its value written as the page's language writes a percentage. */
export interface BenefitView {
  readonly id: string;
  readonly icon: IconName;
  readonly value: string;
}

/** One step of the process, in the words of the page's language. */
export interface ProcessStep {
  readonly title: string;
  readonly description: string;
  /** How long the step takes, as shown. */
  readonly duration: string;
  /** What the customer receives at the end of the step. */
  readonly deliverables: readonly string[];
}

/** A customer's story, in the words of the page's language. Placeholder names. */
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
  /** The label's language, where it differs from the page's (a name staff left untranslated). */
  readonly lang?: string;
}

/**
 * The four benefit cards (spec: Get Started benefits, 300%, 70%, 100%, 90%). Higher yields, lower
 * costs and the water drip irrigation saves are the company's published figures, so this page and
 * the home, projects and About pages say the same (decision 0052); energy independence is fixed.
 */
export const benefits = [
  { id: "yields", icon: "chart", figure: "yieldIncrease" },
  { id: "costs", icon: "gauge", figure: "costReduction" },
  { id: "energy", icon: "sun", percent: 100 },
  { id: "water", icon: "droplet", figure: "waterSavings" },
] as const satisfies readonly Benefit[];

type BenefitId = (typeof benefits)[number]["id"];

/** The five steps, in order (durations 1-2 days, 3-5 days, 1-2 days, 5-7 days, ongoing). */
export const processStepIds = [
  "assessment",
  "design",
  "approval",
  "installation",
  "support",
] as const;

type StepId = (typeof processStepIds)[number];

/** The two success stories (spec: Get Started page), in order. */
export const successStoryIds = ["getachew", "almaz"] as const;

type StoryId = (typeof successStoryIds)[number];

/** Where the closing call to action leads. */
export const getStartedCallToAction = {
  primary: { to: "/contact" },
  secondary: { to: "/projects" },
} as const;

/** Where the side note's package link leads. */
export const packagesPath = "/products";

const en = {
  meta: {
    title: "Get a free quote",
    description:
      "Request a free solar irrigation quote from {brand}: tell us your farm size and region, and an engineer proposes a system and a price.",
  },
  hero: {
    eyebrow: "Get started",
    title: "Get a free quote for solar irrigation",
    lead: "Tell us about your farm in two minutes. An engineer reviews it and sends you a proposed system and a price, free and without obligation.",
    /** The hero button down to the form. */
    action: "Request a quote",
    promisesTitle: "Your free quote includes",
    /** What a quote request brings, shown in the hero. */
    promises: [
      "A call from an engineer within 24 hours",
      "A site assessment of your water and land",
      "A system design with an itemised price",
    ],
  },
  sections: {
    benefits: { eyebrow: "Why solar irrigation", title: "What our customers gain" },
    process: { eyebrow: "How it works", title: "Five steps from first visit to running water" },
    quote: {
      eyebrow: "Quote request",
      title: "Tell us about your farm",
      intro:
        "The farm size, the region and a phone number or e-mail address are all we need; everything else helps us propose the right system.",
    },
    stories: { eyebrow: "Success stories", title: "Farmers who started here" },
  },
  benefits: {
    yields: {
      title: "Higher yields",
      description:
        "Water through the dry season means two or three harvests a year instead of one.",
    },
    costs: {
      title: "Lower costs",
      description:
        "No diesel to buy and little to maintain: irrigation costs fall by up to {costReduction}.",
    },
    energy: {
      title: "Energy independence",
      description: "Your pump runs on sunlight, free of fuel prices, queues and the grid.",
    },
    water: {
      title: "Water savings",
      description:
        "Drip irrigation puts water at the roots and saves up to {waterSavings} against flooding.",
    },
  } satisfies Record<BenefitId, unknown>,
  /** Read by screen readers around each step's number and duration. */
  stepLabels: {
    /** Before the step's number ("Step 1"). */
    step: "Step ",
    /** Before the duration ("Duration: 1-2 days"). */
    duration: "Duration: ",
    receive: "You receive",
  },
  steps: {
    assessment: {
      title: "Site assessment",
      description:
        "An engineer visits your farm, measures the water source and talks through your crops.",
      duration: "1-2 days",
      deliverables: ["Water source and yield check", "Soil and crop notes", "Site photos and map"],
    },
    design: {
      title: "System design",
      description:
        "We size the pump, solar array and irrigation layout to your water and your land.",
      duration: "3-5 days",
      deliverables: [
        "System design and layout",
        "Itemised quotation",
        "Expected yield and savings",
      ],
    },
    approval: {
      title: "Approval and financing",
      description:
        "You review the proposal; if you wish, we help you apply to a bank or microfinance.",
      duration: "1-2 days",
      deliverables: ["Signed agreement", "Financing documents, if needed", "Installation date"],
    },
    installation: {
      title: "Installation",
      description:
        "Our team installs the system in 3–5 days on site, then commissions it and trains the people who run it.",
      duration: "5-7 days",
      deliverables: ["Installed and tested system", "Operator training", "Warranty certificate"],
    },
    support: {
      title: "Support",
      description:
        "We stay with you: maintenance visits, spare parts and a technician within 24 hours.",
      duration: "Ongoing",
      deliverables: ["Maintenance visits", "Phone support", "5-year warranty on pumps and panels"],
    },
  } satisfies Record<StepId, ProcessStep>,
  packages: {
    title: "Prefer a ready-made package?",
    /** `{packages}`: the packages' names as staff publish them, listed by `names`. */
    text: "Our {packages} packages cover farms of up to about 5 ha from shallow water (less from a deep borehole), installation and support included.",
    /** The three packages' names as a list, smallest first: `{a}`, `{b}`, `{c}`. */
    names: "{a}, {b} and {c}",
    action: "Compare packages",
  },
  /** The quote form's prefill for a water source carried from the sizing page. */
  waterSource: "Water source: {source}",
  /** Placeholder names and places; the company replaces them. */
  stories: {
    getachew: {
      name: "Ato Getachew Mekonnen",
      location: "Shoa Robit, Amhara",
      text: "I used to spend half of what I earned on diesel. Now the sun pumps the water, and I grow onions and tomatoes all through the dry season.",
      result: "Three harvests a year, fuel costs gone",
    },
    almaz: {
      name: "Almaz Women's Cooperative",
      location: "Hawassa Zuria, Sidama",
      text: "Forty families share one solar pump and a drip system. The engineers trained two of our members, who now fix small problems themselves.",
      result: "Yields up 185%, 68% less water used",
    },
  } satisfies Record<StoryId, SuccessStory>,
  callToAction: {
    title: "Rather talk it through first?",
    text: "Our engineers are happy to answer questions before you ask for a quote.",
    primary: "Contact our team",
    secondary: "See our projects",
  },
};

/** The Get Started page's texts in one language. */
export type GetStartedText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const getStartedEnglish = en;

/** The closing call to action in the page's language. */
export function getStartedCta(text: GetStartedText): CallToAction {
  return {
    title: text.callToAction.title,
    text: text.callToAction.text,
    primary: { label: text.callToAction.primary, to: getStartedCallToAction.primary.to },
    secondary: { label: text.callToAction.secondary, to: getStartedCallToAction.secondary.to },
  };
}
