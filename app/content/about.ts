/**
 * Everything the About page says: carousel slides, headline figures, story, mission, services,
 * journey, values, structure, team, project teams and after-sales promises.
 * The brand name comes from `site.ts`; nothing here names it.
 */
import type { IconName } from "~/components/ui/icon-paths";
import type { CallToAction } from "./call-to-action";
import type { IllustrationKey } from "./illustrations";
import type { PhotoName } from "./photos";
import type { LabelledValue } from "./labelled-value";

/** One slide of the About hero carousel. */
export interface AboutSlide {
  /** Stable id, used as the React key and the slide's DOM id. */
  readonly id: string;
  /** Illustration key, or photo name (photos.json), of the slide's picture. */
  readonly image: IllustrationKey | PhotoName;
  /** Short title of the slide. */
  readonly title: string;
  /** One or two sentences under the title. */
  readonly description: string;
}

/** A headline figure: a big value and what it counts, with an icon beside it. */
export interface HeadlineFigure extends LabelledValue {
  /** Icon beside the figure. */
  readonly icon: IconName;
}

/** A fact of the company fact sheet (Our Story), e.g. { label: "Founded", value: "January 2023" }. */
export type CompanyFact = LabelledValue;

/** A short item with an icon, a title and a line of text (key services, project teams…). */
export interface IconItem {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
}

/** One step of the Our Journey timeline. */
export interface TimelineItem {
  /** Year of the milestone. */
  readonly year: string;
  /** Milestone title. */
  readonly title: string;
  /** What happened. */
  readonly description: string;
}

/** One of the company's values. */
export interface CompanyValue {
  readonly icon: IconName;
  readonly title: string;
  /** What the value means in practice. */
  readonly description: string;
  /** The measurable impact line shown under it. */
  readonly impact: string;
}

/** One leader of the company. */
export interface TeamMember {
  /** Generic Ethiopian placeholder name; the company replaces it. */
  readonly name: string;
  readonly role: string;
  /** Illustrated portrait key. */
  readonly portrait: IllustrationKey;
  readonly bio: string;
  /** Fields of expertise, a few words each. */
  readonly expertise: readonly string[];
  /** Notable achievements, one sentence each. */
  readonly achievements: readonly string[];
}

/** One team of the project team structure. */
export interface ProjectTeam extends IconItem {
  /** The roles that make up the team. */
  readonly roles: readonly string[];
}

/** A call to action band: a heading, a line and up to two in-site links. */
export const aboutHero = {
  /** Small label above the page title. */
  eyebrow: "About us",
  /** The page's h1. */
  title: "Sun-powered water for Ethiopian farms",
  /** Lead paragraph under the title. */
  lead: "Since 2023 we have drilled, installed and maintained solar irrigation for smallholders, cooperatives and commercial farms across eight regions, and trained the people who run it.",
} as const;

/** The hero carousel: three slides, auto-advancing every `aboutSlideIntervalMs`. */
export const aboutSlides = [
  {
    id: "slide-story",
    image: "company-story",
    title: "Founded by two engineers in 2023",
    description:
      "We started with one office, one drilling rig and a simple promise: water that farmers can count on, powered by the sun.",
  },
  {
    id: "slide-team",
    // A raster photo (AVIF/WebP at three widths), rendered from the illustration at build time:
    // the path the company's own photos will take (app/content/photos.json).
    image: "team-field-photo",
    title: "Planning every field with the farmer",
    description:
      "Our engineers walk each farm with its owner, measure the water and design a system the farmer can run and repair.",
  },
  {
    id: "slide-community",
    image: "community-water",
    title: "Water for whole communities",
    description:
      "Beyond irrigation, our solar pumps fill village water points, cutting the daily walk for water for women and children.",
  },
] as const satisfies readonly AboutSlide[];

/** Spec section 9: the About carousel advances every 5 s. */
export const aboutSlideIntervalMs = 5000;

/** The four headline figures (spec: About and Services pages). */
export const headlineFigures = [
  { value: "200+", label: "Farmers empowered", icon: "users" },
  { value: "8", label: "Regions covered", icon: "map-pin" },
  { value: "150+", label: "Solar systems installed", icon: "sun" },
  { value: "30+", label: "Staff", icon: "building" },
] as const satisfies readonly HeadlineFigure[];

export const story = {
  title: "Our story",
  paragraphs: [
    "Two engineers who grew up on farms in Amhara and Oromia saw the same thing everywhere: good land left dry for half the year, and diesel pumps that cost more to run than the harvest was worth.",
    "In January 2023 they founded the company in equal partnership with 3 million Birr of their own capital, bought a drilling rig that reaches 60 m and installed their first solar pump for a women's cooperative near Bahir Dar.",
    "Today a team of more than 30 people drills boreholes, installs solar pumps and irrigation, builds solar grain mills and trains farmers, from offices in Addis Ababa, Bahir Dar and Hawassa.",
  ],
  /** The fact sheet beside the story (spec section 9, company figures). */
  facts: [
    { label: "Founded", value: "January 2023" },
    { label: "Startup capital", value: "3 million Birr" },
    { label: "Ownership", value: "Two founders, equal partnership" },
    { label: "Team", value: "10+ permanent and 20+ temporary staff" },
    { label: "Drilling", value: "Own rigs, boreholes to 60 m" },
    { label: "Customer satisfaction", value: "98%" },
  ],
} as const satisfies {
  title: string;
  paragraphs: readonly string[];
  facts: readonly CompanyFact[];
};

export const mission = {
  /** The mission statement, shown large. */
  statement:
    "To give every Ethiopian farmer reliable, affordable water from the sun, so one rainy season is no longer the limit of a year's harvest.",
  /** Where the company is heading. */
  vision:
    "A countryside where solar irrigation is as ordinary as the plough, installed, repaired and improved by Ethiopian hands.",
} as const;

/** Key services of the About page (a summary; the Services page has the details). */
export const keyServices = [
  {
    icon: "drill",
    title: "Borehole drilling",
    description: "Survey, drilling to 60 m, casing and test pumping.",
  },
  {
    icon: "sun",
    title: "Solar pump installation",
    description: "Pumps from 1 to 10 HP sized to the measured water.",
  },
  {
    icon: "droplet",
    title: "Efficient irrigation",
    description: "Drip and sprinkler layouts that save 60-80% of water.",
  },
  {
    icon: "zap",
    title: "Solarization",
    description: "Replacing diesel engines on existing wells and pumps with solar power.",
  },
  {
    icon: "wheat",
    title: "Solar grain milling",
    description: "Village mills for teff, maize and wheat, 200-1000 kg/h.",
  },
  {
    icon: "graduation",
    title: "Training and knowledge transfer",
    description: "Hands-on courses for operators, in Amharic, Oromiffa and Tigrinya.",
  },
] as const satisfies readonly IconItem[];

/** Our Journey, 2023 to 2025. */
export const journey = [
  {
    year: "2023",
    title: "The company is founded",
    description:
      "Two founders, 3 million Birr of capital and one drilling rig. The first solar pump runs for a cooperative in Amhara.",
  },
  {
    year: "2023",
    title: "First 50 farmers on solar water",
    description: "Smallholder kits in Amhara and Oromia replace diesel pumps and hand watering.",
  },
  {
    year: "2024",
    title: "Bahir Dar and Hawassa offices open",
    description:
      "Technicians based in the regions cut repair times to under 24 hours and bring the team past 20 people.",
  },
  {
    year: "2024",
    title: "Solar grain milling and training programme",
    description:
      "The first village mills open, and a training course for pump operators starts in three languages.",
  },
  {
    year: "2025",
    title: "150+ systems in 8 regions",
    description:
      "Government and NGO programmes, including 60 pump sets delivered to 5 woredas in 8 days, take the work nationwide.",
  },
] as const satisfies readonly TimelineItem[];

/** Our Values, each with its impact line. */
export const values = [
  {
    icon: "users",
    title: "Community First",
    description:
      "We design with farmers and cooperatives, not for them, and we stay after the handover.",
    impact: "200+ farming families served",
  },
  {
    icon: "lightbulb",
    title: "Innovation",
    description:
      "We adapt proven solar, drip and milling technology to Ethiopian soils, crops and budgets.",
    impact: "Irrigation costs cut by up to 70%",
  },
  {
    icon: "shield",
    title: "Reliability",
    description:
      "Measured water, quality parts and a technician within a day when something goes wrong.",
    impact: "5-year warranty, response under 24 h",
  },
  {
    icon: "leaf",
    title: "Sustainability",
    description:
      "Clean energy and careful water use, so the land and the aquifer serve the next generation too.",
    impact: "Up to 80% less water than flood irrigation",
  },
] as const satisfies readonly CompanyValue[];

/** Company Structure and Growth. */
export const structure = {
  intro:
    "A private limited company owned in equal shares by its two founders, run by a small leadership team and organised around three regional offices.",
  /** How the company is organised. */
  pillars: [
    {
      icon: "handshake",
      title: "Ownership",
      description:
        "Two founders in equal partnership, who lead engineering and operations themselves.",
    },
    {
      icon: "users",
      title: "People",
      description:
        "10+ permanent engineers, technicians and office staff, joined by 20+ temporary field staff in the drilling and installation seasons.",
    },
    {
      icon: "building",
      title: "Offices",
      description:
        "Head office in Addis Ababa; regional offices in Bahir Dar and Hawassa keep technicians close to the farms.",
    },
  ],
  /** How the company has grown: each measure at founding (`from`) and today (`to`). */
  growth: [
    { label: "Staff", from: "2 founders", to: "30+" },
    { label: "Offices", from: "1", to: "3" },
    { label: "Regions served", from: "1", to: "8" },
    { label: "Solar systems", from: "the first pump", to: "150+" },
  ],
} as const satisfies {
  intro: string;
  pillars: readonly IconItem[];
  growth: readonly { label: string; from: string; to: string }[];
};

/** Our Team: the three leaders. Placeholder names; the company replaces them. */
export const team = [
  {
    name: "Selamawit Bekele",
    role: "Co-founder & Technical Director",
    portrait: "portrait-1",
    bio: "A water engineer who spent eight years designing rural water schemes before co-founding the company. She signs off every borehole and pump design.",
    expertise: ["Hydrogeology", "Solar pump sizing", "Borehole design"],
    achievements: [
      "Led the drilling of the company's first 40 boreholes",
      "Designed the standard smallholder kit used on most farms",
    ],
  },
  {
    name: "Dawit Alemu",
    role: "Co-founder & Managing Director",
    portrait: "portrait-2",
    bio: "An agricultural engineer and the son of a teff farmer from Oromia. He runs operations, partnerships and the three offices.",
    expertise: ["Agricultural engineering", "Operations", "Partnerships with agencies and NGOs"],
    achievements: [
      "Delivered 60 pump sets to 5 woredas in 8 days",
      "Opened the Bahir Dar and Hawassa offices",
    ],
  },
  {
    name: "Hiwot Tesfaye",
    role: "Head of Projects & Training",
    portrait: "portrait-3",
    bio: "A project manager who plans every installation from survey to handover and leads the training programme for operators and cooperatives.",
    expertise: ["Project management", "Farmer training", "Monitoring and evaluation"],
    achievements: [
      "Trained more than 300 pump operators in three languages",
      "Keeps installations to 3-5 days on site",
    ],
  },
] as const satisfies readonly TeamMember[];

/** Project Team Structure: who works on every project. */
export const projectTeams = [
  {
    icon: "wrench",
    title: "Technical team",
    description: "Surveys the site, drills, installs and commissions the system.",
    roles: ["Hydrogeologist", "Drilling crew", "Solar and electrical technicians"],
  },
  {
    icon: "calendar",
    title: "Project management",
    description: "Plans each project, buys the parts and keeps it on time and on budget.",
    roles: ["Project manager", "Procurement and logistics", "Quality and safety"],
  },
  {
    icon: "graduation",
    title: "Support and training",
    description: "Trains operators at handover and answers every call afterwards.",
    roles: ["Trainers", "Support line", "Regional maintenance technicians"],
  },
] as const satisfies readonly ProjectTeam[];

/** After Sales Service: what every customer gets once the water runs. */
export const afterSales = {
  /** The support card beside the promises. */
  support: {
    title: "Need a technician?",
    text: "Call our support line and describe the problem; most are solved on the phone, the rest on site within 24 hours.",
    moreLabel: "All contact options",
  },
  intro:
    "A system is only as good as the service behind it. Every installation comes with these commitments.",
  promises: [
    "5-year warranty on pumps and panels, handled by us with the manufacturers",
    "A technician on site within 24 hours of a breakdown in the growing season",
    "Preventive maintenance visits and a written service report",
    "Genuine spare parts stocked in Addis Ababa, Bahir Dar and Hawassa",
    "Phone support in Amharic, Oromiffa, Tigrinya and English",
    "Refresher training for new operators at no charge",
  ],
} as const satisfies {
  support: { title: string; text: string; moreLabel: string };
  intro: string;
  promises: readonly string[];
};

/** The About page's two calls to action. */
export const aboutCallsToAction = {
  midPage: {
    title: "See the work behind the figures",
    text: "Twenty projects, from family farms to government programmes, each with its place, customer and result.",
    primary: { label: "Explore our projects", to: "/projects" },
    secondary: { label: "Our services", to: "/services" },
  },
  closing: {
    title: "Ready to water your land with the sun?",
    text: "Tell us about your farm and we will propose a system and a price, free of charge.",
    primary: { label: "Get a free quote", to: "/get-started" },
    secondary: { label: "Talk to our team", to: "/contact" },
  },
} as const satisfies Record<string, CallToAction>;
