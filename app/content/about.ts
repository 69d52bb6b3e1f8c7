/**
 * The About page: its data (pictures, figures, icons, years, link targets, each keyed by an id)
 * and its texts in every language (`aboutText`), keyed by the same ids so every entry must be
 * translated. Carousel slides, headline figures, story, mission, services, journey, values,
 * structure, team, project teams and after-sales promises. The brand name comes from `site.ts`;
 * nothing here names it.
 */
import type { FigureId } from "./company";
import type { IconName } from "~/components/ui/icon-paths";
import type { Translation } from "~/i18n/translation";
import type { IllustrationKey } from "./illustrations";
import type { PhotoName } from "./photos";

/** One slide of the About hero carousel (its words are `aboutText[locale].slides[id]`). */
export interface AboutSlide {
  /** Stable id, used as the React key, the slide's DOM id and its texts' key. */
  readonly id: string;
  /** Illustration key, or photo name (photos.json), of the slide's picture. */
  readonly image: IllustrationKey | PhotoName;
  /**
   * The illustration whose alt text (`pictures.ts`) describes the picture: a photo rendered from
   * an illustration names that illustration.
   */
  readonly alt: IllustrationKey;
}

/** The hero carousel: three slides, auto-advancing every `aboutSlideIntervalMs`. */
export const aboutSlides = [
  { id: "slide-story", image: "company-story", alt: "company-story" },
  // A raster photo (AVIF/WebP at three widths), rendered from the illustration at build time:
  // the path the company's own photos will take (app/content/photos.json).
  { id: "slide-team", image: "team-field-photo", alt: "team-field" },
  { id: "slide-community", image: "community-water", alt: "community-water" },
] as const satisfies readonly AboutSlide[];

/** Spec section 9: the About carousel advances every 5 s. */
export const aboutSlideIntervalMs = 5000;

/**
 * The four headline figures (spec: About and Services pages): their values are the company's as
 * staff publish them (`company.server.ts`); labels by id in the texts.
 */
export const headlineFigures = [
  { id: "farmers", icon: "users" },
  { id: "regions", icon: "map-pin" },
  { id: "systems", icon: "sun" },
  { id: "staff", icon: "building" },
] as const satisfies readonly { id: FigureId; icon: IconName }[];

/** The rows of the Our Story fact sheet, in order (spec section 9, company figures). */
export const companyFacts = [
  "founded",
  "capital",
  "ownership",
  "team",
  "drilling",
  "satisfaction",
] as const;

/**
 * The day the company was founded, for the fact sheet's "Founded" row: only the month and year
 * are shown, in the page's calendar (January 2023, ጥር 2015 ዓ.ም.).
 */
export const foundedOn = "2023-01-15";

/** An item with an icon: key services, values, structure pillars, project teams. */
interface IconEntry {
  /** Stable id: the React key and the key of its texts. */
  readonly id: string;
  readonly icon: IconName;
}

/** Key services of the About page (a summary; the Services page has the details). */
export const keyServices = [
  { id: "drilling", icon: "drill" },
  { id: "pumps", icon: "sun" },
  { id: "irrigation", icon: "droplet" },
  { id: "solarization", icon: "zap" },
  { id: "milling", icon: "wheat" },
  { id: "training", icon: "graduation" },
] as const satisfies readonly IconEntry[];

/** Our Journey, 2023 to 2025: each milestone's Gregorian year, as the company counts it. */
export const journey = [
  { id: "founded", year: "2023" },
  { id: "first-farmers", year: "2023" },
  { id: "offices", year: "2024" },
  { id: "milling", year: "2024" },
  { id: "nationwide", year: "2025" },
] as const satisfies readonly { id: string; year: string }[];

/** Our Values, each with its impact line in the texts. */
export const values = [
  { id: "community", icon: "users" },
  { id: "innovation", icon: "lightbulb" },
  { id: "reliability", icon: "shield" },
  { id: "sustainability", icon: "leaf" },
] as const satisfies readonly IconEntry[];

/** How the company is organised (Company Structure and Growth). */
export const structurePillars = [
  { id: "ownership", icon: "handshake" },
  { id: "people", icon: "users" },
  { id: "offices", icon: "building" },
] as const satisfies readonly IconEntry[];

/**
 * How the company has grown: each measure today, a headline figure or the number of offices,
 * as staff publish them; where it started is in the texts.
 */
export const growth = [
  { id: "staff" },
  { id: "offices" },
  { id: "regions" },
  { id: "systems" },
] as const satisfies readonly { id: FigureId | "offices" }[];

/**
 * The seed of the team staff edit (`team.server.ts`): the three leaders of a new installation,
 * with their illustrated portraits; their words are `team.members` in the texts. The About page
 * reads the team from the store.
 */
export const teamSeed = [
  { id: "technical-director", portrait: "portrait-1" },
  { id: "managing-director", portrait: "portrait-2" },
  { id: "head-of-projects", portrait: "portrait-3" },
] as const satisfies readonly { id: string; portrait: IllustrationKey }[];

/** Project Team Structure: who works on every project. */
export const projectTeams = [
  { id: "technical", icon: "wrench" },
  { id: "management", icon: "calendar" },
  { id: "support", icon: "graduation" },
] as const satisfies readonly IconEntry[];

/** Where the About page's two calls to action lead (their words are in the texts). */
export const aboutCallsToAction = {
  midPage: { primary: { to: "/projects" }, secondary: { to: "/services" } },
  closing: { primary: { to: "/get-started" }, secondary: { to: "/contact" } },
} as const;

type Id<T extends readonly { id: string }[]> = T[number]["id"];

/** An item's title and its line of text. */
interface Titled {
  title: string;
  description: string;
}

/** One leader's words. */
interface MemberText {
  /** Generic Ethiopian placeholder name, in the language's script; the company replaces it. */
  name: string;
  role: string;
  bio: string;
  /** Fields of expertise, a few words each. */
  expertise: readonly string[];
  /** Notable achievements, one sentence each. */
  achievements: readonly string[];
}

/** A call to action band's words (targets in `aboutCallsToAction`). */
interface CallToActionText {
  title: string;
  text: string;
  /** The primary (gold) link's label. */
  primary: string;
  secondary: string;
}

const en = {
  meta: {
    title: "About us",
    description:
      "{brand} drills boreholes and installs solar pumps, irrigation and grain mills across Ethiopia. Our story, mission, values and team.",
  },
  hero: {
    /** Small label above the page title. */
    eyebrow: "About us",
    /** The page's h1. */
    title: "Sun-powered water for Ethiopian farms",
    /** Lead paragraph under the title; `{regions}` is the published figure ("8"). */
    lead: "Since 2023 we have drilled, installed and maintained solar irrigation for smallholders, cooperatives and commercial farms across {regions} regions, and trained the people who run it.",
    projects: "See our projects",
    contact: "Contact us",
  },
  carousel: {
    /** Accessible name of the carousel. */
    label: "{brand} in pictures",
    /** Accessible name of the scrolling strip of slides. */
    strip: "Slides",
    /** What the pause button pauses, in `ui.pause` / `ui.play`: "Pause slideshow". */
    what: "slideshow",
    /** A dot's accessible name. */
    dot: "Show slide {index}: {title}",
    /** Announced when a dot is pressed. */
    announcement: "Slide {index} of {count}: {title}",
  },
  /** The carousel's slides, by slide id. */
  slides: {
    "slide-story": {
      title: "Founded by two engineers in 2023",
      description:
        "We started with one office, one drilling rig and a simple promise: water that farmers can count on, powered by the sun.",
    },
    "slide-team": {
      title: "Planning every field with the farmer",
      description:
        "Our engineers walk each farm with its owner, measure the water and design a system the farmer can run and repair.",
    },
    "slide-community": {
      title: "Water for whole communities",
      description:
        "Beyond irrigation, our solar pumps fill village water points, cutting the daily walk for water for women and children.",
    },
  } satisfies Record<Id<typeof aboutSlides>, Titled>,
  /** What each headline figure counts, by figure id. */
  figures: {
    farmers: "Farmers empowered",
    regions: "Regions covered",
    systems: "Solar systems installed",
    staff: "Staff",
  } satisfies Record<Id<typeof headlineFigures>, string>,
  story: {
    eyebrow: "Our story",
    /** `{regions}`, `{staff}`: the published headline figures, so the prose never contradicts them. */
    title: "From one drilling rig to {regions} regions",
    paragraphs: [
      "Two engineers who grew up on farms in Amhara and Oromia saw the same thing everywhere: good land left dry for half the year, and diesel pumps that cost more to run than the harvest was worth.",
      "In January 2023 they founded the company in equal partnership with 3 million Birr of their own capital, bought a drilling rig that reaches 60 m and installed their first solar pump for a women's cooperative near Bahir Dar.",
      "Today a team of {staff} people drills boreholes, installs solar pumps and irrigation, builds solar grain mills and trains farmers, from offices in Addis Ababa, Bahir Dar and Hawassa.",
    ],
    /** Heading of the fact sheet beside the story. */
    glance: "The company at a glance",
    /**
     * The fact sheet's rows; `{date}` is the founding month in the page's calendar, `{permanent}`
     * and `{seasonal}` the published staff figures.
     */
    facts: {
      founded: { label: "Founded", value: "{date}" },
      capital: { label: "Startup capital", value: "3 million Birr" },
      ownership: { label: "Ownership", value: "Two founders, equal partnership" },
      team: { label: "Team", value: "{permanent} permanent and {seasonal} temporary staff" },
      drilling: { label: "Drilling", value: "Own rigs, boreholes to 60 m" },
      satisfaction: { label: "Customer satisfaction", value: "{satisfaction}" },
    } satisfies Record<(typeof companyFacts)[number], { label: string; value: string }>,
  },
  mission: {
    eyebrow: "Our mission",
    title: "Why we do this",
    /** The mission statement, shown large. */
    statement:
      "To give every Ethiopian farmer reliable, affordable water from the sun, so one rainy season is no longer the limit of a year's harvest.",
    visionTitle: "Our vision",
    /** Where the company is heading. */
    vision:
      "A countryside where solar irrigation is as ordinary as the plough, installed, repaired and improved by Ethiopian hands.",
  },
  keyServices: {
    eyebrow: "What we do",
    title: "Key services",
    intro:
      "One team from the first survey to years of service: we drill, power, irrigate, mill and train.",
    /** The link to the Services page under the cards. */
    more: "Details of every service",
    /** The services, by id. */
    items: {
      drilling: {
        title: "Borehole drilling",
        description: "Survey, drilling to 60 m, casing and test pumping.",
      },
      pumps: {
        title: "Solar pump installation",
        description: "Pumps from 1 to 10 HP sized to the measured water.",
      },
      irrigation: {
        title: "Efficient irrigation",
        description: "Drip and sprinkler layouts that save 60-80% of water.",
      },
      solarization: {
        title: "Solarization",
        description: "Replacing diesel engines on existing wells and pumps with solar power.",
      },
      milling: {
        title: "Solar grain milling",
        description: "Village mills for teff, maize and wheat, 200-1000 kg/h.",
      },
      training: {
        title: "Training and knowledge transfer",
        description: "Hands-on courses for operators, in Amharic, Oromiffa and Tigrinya.",
      },
    } satisfies Record<Id<typeof keyServices>, Titled>,
  },
  journey: {
    eyebrow: "Our journey",
    title: "2023 to 2025",
    /** The milestones, by id (their years are in `journey`). */
    items: {
      founded: {
        title: "The company is founded",
        description:
          "Two founders, 3 million Birr of capital and one drilling rig. The first solar pump runs for a cooperative in Amhara.",
      },
      "first-farmers": {
        title: "First 50 farmers on solar water",
        description:
          "Smallholder kits in Amhara and Oromia replace diesel pumps and hand watering.",
      },
      offices: {
        title: "Bahir Dar and Hawassa offices open",
        description:
          "Technicians based in the regions cut repair times to under 24 hours and bring the team past 20 people.",
      },
      milling: {
        title: "Solar grain milling and training programme",
        description:
          "The first village mills open, and a training course for pump operators starts in three languages.",
      },
      nationwide: {
        title: "150+ systems in 8 regions",
        description:
          "Government and NGO programmes take the work nationwide, from smallholder schemes to woreda offices.",
      },
    } satisfies Record<Id<typeof journey>, Titled>,
  },
  values: {
    eyebrow: "Our values",
    title: "What guides our work",
    /**
     * Each value: what it means in practice, and the measurable impact line under it (`{farmers}`
     * is the published figure).
     */
    items: {
      community: {
        title: "Community First",
        description:
          "We design with farmers and cooperatives, not for them, and we stay after the handover.",
        impact: "{farmers} farming families served",
      },
      innovation: {
        title: "Innovation",
        description:
          "We adapt proven solar, drip and milling technology to Ethiopian soils, crops and budgets.",
        impact: "Irrigation costs cut by up to {costReduction}",
      },
      reliability: {
        title: "Reliability",
        description:
          "Measured water, quality parts and a technician within a day when something goes wrong.",
        impact: "5-year warranty on pumps and panels, response under 24 h",
      },
      sustainability: {
        title: "Sustainability",
        description:
          "Clean energy and careful water use, so the land and the aquifer serve the next generation too.",
        impact: "Up to {waterSavings} less water than flood irrigation",
      },
    } satisfies Record<Id<typeof values>, Titled & { impact: string }>,
  },
  structure: {
    eyebrow: "Company structure and growth",
    title: "Owner-led, and growing every season",
    intro:
      "A private limited company owned in equal shares by its two founders, run by a small leadership team and organised around three regional offices.",
    pillars: {
      ownership: {
        title: "Ownership",
        description:
          "Two founders in equal partnership, who lead engineering and operations themselves.",
      },
      /** `{permanent}`, `{seasonal}`: the published staff figures. */
      people: {
        title: "People",
        description:
          "{permanent} permanent engineers, technicians and office staff, joined by {seasonal} temporary field staff in the drilling and installation seasons.",
      },
      offices: {
        title: "Offices",
        description:
          "Head office in Addis Ababa; regional offices in Bahir Dar and Hawassa keep technicians close to the farms.",
      },
    } satisfies Record<Id<typeof structurePillars>, Titled>,
    growthTitle: "Growth since 2023",
    /**
     * Each measure's name, and the line under today's figure saying where it started, by id
     * (today's value is data).
     */
    growth: {
      staff: { label: "Staff", from: "from 2 founders in 2023" },
      offices: { label: "Offices", from: "from 1 in 2023" },
      regions: { label: "Regions served", from: "from 1 in 2023" },
      systems: { label: "Solar systems", from: "from the first pump in 2023" },
    } satisfies Record<Id<typeof growth>, { label: string; from: string }>,
  },
  team: {
    eyebrow: "Our team",
    title: "The people who lead the work",
    /** A portrait's alt text. */
    portrait: "Illustrated portrait of {name}",
    expertise: "Expertise",
    achievements: "Achievements",
    /**
     * The seed's leaders, by id (placeholder names): they only seed the store, and the About page
     * receives the published team instead.
     */
    members: {
      "technical-director": {
        name: "Selamawit Bekele",
        role: "Co-founder & Technical Director",
        bio: "A water engineer who spent eight years designing rural water schemes before co-founding the company. She signs off every borehole and pump design.",
        expertise: ["Hydrogeology", "Solar pump sizing", "Borehole design"],
        achievements: [
          "Led the drilling of the company's first 40 boreholes",
          "Designed the standard smallholder kit used on most farms",
        ],
      },
      "managing-director": {
        name: "Dawit Alemu",
        role: "Co-founder & Managing Director",
        bio: "An agricultural engineer and the son of a teff farmer from Oromia. He runs operations, partnerships and the three offices.",
        expertise: [
          "Agricultural engineering",
          "Operations",
          "Partnerships with agencies and NGOs",
        ],
        achievements: [
          "Delivered 60 pump sets to 5 woredas in 8 days",
          "Opened the Bahir Dar and Hawassa offices",
        ],
      },
      "head-of-projects": {
        name: "Hiwot Tesfaye",
        role: "Head of Projects & Training",
        bio: "A project manager who plans every installation from survey to handover and leads the training programme for operators and cooperatives.",
        expertise: ["Project management", "Farmer training", "Monitoring and evaluation"],
        achievements: [
          "Trained more than 300 pump operators in three languages",
          "Keeps installations to 3-5 days on site",
        ],
      },
    } satisfies Record<Id<typeof teamSeed>, MemberText>,
  },
  projectTeams: {
    eyebrow: "Project team structure",
    title: "Three teams on every project",
    /** The teams, by id, with the roles that make up each. */
    items: {
      technical: {
        title: "Technical team",
        description: "Surveys the site, drills, installs and commissions the system.",
        roles: ["Hydrogeologist", "Drilling crew", "Solar and electrical technicians"],
      },
      management: {
        title: "Project management",
        description: "Plans each project, buys the parts and keeps it on time and on budget.",
        roles: ["Project manager", "Procurement and logistics", "Quality and safety"],
      },
      support: {
        title: "Support and training",
        description: "Trains operators at handover and answers every call afterwards.",
        roles: ["Trainers", "Support line", "Regional maintenance technicians"],
      },
    } satisfies Record<Id<typeof projectTeams>, Titled & { roles: readonly string[] }>,
  },
  /** After Sales Service: what every customer gets once the water runs. */
  afterSales: {
    eyebrow: "After sales service",
    title: "We stay after the water flows",
    intro:
      "A system is only as good as the service behind it. Every installation comes with these commitments.",
    /** The support card beside the promises. */
    support: {
      title: "Need a technician?",
      text: "Call our support line and describe the problem; most are solved on the phone, the rest on site within 24 hours.",
      moreLabel: "All contact options",
    },
    promises: [
      "5-year warranty on pumps and panels, handled by us with the manufacturers",
      "A technician on site within 24 hours of a breakdown in the growing season",
      "Preventive maintenance visits and a written service report",
      "Genuine spare parts stocked in Addis Ababa, Bahir Dar and Hawassa",
      "Phone support in Amharic, Oromiffa, Tigrinya and English",
      "Refresher training for new operators at no charge",
    ],
  },
  /** The two calls to action (link targets in `aboutCallsToAction`). */
  callsToAction: {
    midPage: {
      title: "See the work behind the figures",
      text: "Twenty projects, from family farms to government programmes, each with its place, customer and result.",
      primary: "Explore our projects",
      secondary: "Our services",
    },
    closing: {
      title: "Ready to water your land with the sun?",
      text: "Tell us about your farm and we will propose a system and a price, free of charge.",
      primary: "Get a free quote",
      secondary: "Talk to our team",
    },
  } satisfies Record<keyof typeof aboutCallsToAction, CallToActionText>,
};

/** The About page's texts in one language. */
export type AboutText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const aboutEnglish = en;
