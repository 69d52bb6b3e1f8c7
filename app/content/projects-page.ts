/**
 * The /projects page and the project pages: their figures and link targets (data), and their
 * texts in every language (`projectsPageText`, `projectDetailText`). A project's own words are in
 * `project-texts.ts`, region names in `region-names.ts`.
 */
import type { IconName } from "~/components/ui/icon-paths";
import type { Translation } from "~/i18n/translation";
import type { FigureId } from "./company";
import type { filterableStatuses } from "./project-status";

/** A headline figure of the portfolio (spec section 3, "Project stats"). */
export interface ProjectStat {
  /** The company's headline figure it shows; null for the number of projects on the site. */
  readonly figure: FigureId | null;
  /** Icon shown beside the figure. */
  readonly icon: IconName;
}

/**
 * The four headline figures (spec: 20, 1000, 500+, 150%); labels in `stats` of the texts. The
 * first counts the published projects, so a project staff publish or take off changes it; the
 * others are the company's figures as staff published them, the same as every other page shows
 * (decision 0052: the spec's "1000 farmers" here contradicted its "200+" elsewhere).
 */
export const projectStats = [
  { figure: null, icon: "package" },
  { figure: "farmers", icon: "users" },
  { figure: "hectares", icon: "droplet" },
  { figure: "yieldIncrease", icon: "chart" },
] as const satisfies readonly ProjectStat[];

/** Where the closing call to action of /projects leads; its words are in the texts. */
export const projectsCallToAction = {
  primary: { to: "/get-started" },
  secondary: { to: "/contact" },
} as const;

/** Where a project page's "Get Involved" card leads. */
export const involvedLinks = { contact: "/contact", services: "/services" } as const;

const en = {
  /** Page title and meta description. */
  meta: {
    title: "Projects",
    description:
      "Twenty solar irrigation, borehole and grain milling projects across Ethiopia: search them by region, status and client, and see where we work on the map.",
  },
  hero: {
    eyebrow: "Our portfolio",
    title: "Projects across Ethiopia",
    lead: "Boreholes, solar pumps, drip schemes and solar mills for cooperatives, family farms, companies and research centres, from Tigray to Sidama.",
  },
  /** Labels of the four headline figures, in the order of `projectStats`. */
  stats: ["Total projects", "Farmers benefited", "Hectares irrigated", "Average yield increase"],
  /**
   * The investment headline, shown as "Total Investment: Birr 100M+": {millions} is the figure
   * staff published, `value` when it is "or more", `exactValue` when not.
   */
  investment: {
    label: "Total Investment",
    value: "Birr {millions}M+",
    exactValue: "Birr {millions}M",
    text: "invested by our clients and partners in solar water for farming since 2023.",
  },
  list: {
    eyebrow: "Find a project",
    title: "Browse the portfolio",
    intro:
      "Search by place, client or crop, or narrow the list by status, region and type of client.",
    /** Accessible name of the category tabs' navigation. */
    tabs: "Project categories",
    /** Label of the "all categories" tab. */
    allCategories: "All projects",
    /** Accessible name of the search form. */
    form: "Projects",
    search: "Search projects",
    /** Under the search box, and read out with it: what a search looks through. */
    searchHint: "Matches title, description, location and customer.",
    status: "Status",
    allStatuses: "All statuses",
    /** The status filter's options, by status category (the URL keeps the English value). */
    statuses: {
      Completed: "Completed",
      "In Progress": "In Progress",
      Planning: "Planning",
    } satisfies Record<(typeof filterableStatuses)[number], string>,
    region: "Region",
    allRegions: "All regions",
    apply: "Apply",
    clearAll: "Clear All",
    /** The live count above the cards. */
    showing: "Showing {shown} of {total} projects",
    emptyTitle: "No projects match these filters",
    emptyText:
      "Try a shorter search or another region, or clear the filters to see all twenty projects.",
  },
  map: {
    eyebrow: "Where we work",
    title: "Project locations",
    intro:
      "Every dot is a project site; select one to open its page. The regions list filters the portfolio above.",
    /** Accessible name of the map. */
    label: "Map of project locations in Ethiopia",
    summary: "{projects} project sites in {regions} regions",
    byRegion: "Projects by region",
    /** After a region's count, for screen readers: "3 projects". */
    one: "project",
    many: "projects",
  },
  cta: {
    title: "Have land and a water source in mind?",
    text: "Tell us about your farm, cooperative or scheme. Our engineers survey the site and size a system to your plot and budget.",
    primary: "Start Your Project",
    secondary: "Talk to an engineer",
  },
};

/** The /projects page's texts in one language. */
export type ProjectsPageText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const projectsPageEnglish = en;

const detailEn = {
  /** Hero eyebrow: "Project 4 · Commercial". */
  eyebrow: "Project {number} · {category}",
  backLabel: "Back to Projects",
  overviewTitle: "Project overview",
  specificationsTitle: "Technical specifications",
  locationTitle: "Location",
  /** The location line under the map: "Jimma, Oromia region". */
  locationLine: "{place}, {region} region",
  /** The hero's location: "Jimma, Oromia". */
  heroLocation: "{place}, {region}",
  /** Accessible name of the map. */
  mapLabel: "Map of Ethiopia showing the site at {place}",
  statsTitle: "Project statistics",
  /** Names of the project's facts (hero and side card). */
  terms: {
    number: "Project number",
    customer: "Customer",
    location: "Location",
    cost: "Estimated cost",
    status: "Status",
    period: "Project period",
    clientType: "Client type",
  },
  /** The project number among all: "#4 of 20". */
  numberOf: "#{number} of {total}",
  involved: {
    title: "Get Involved",
    text: "Planning something similar, or want to partner with us on the next scheme?",
    contact: "Contact us",
    services: "Our services",
  },
  notFound: {
    eyebrow: "Projects",
    title: "Project Not Found",
    text: "The project you're looking for doesn't exist.",
    description:
      "This project page does not exist. Browse all twenty solar irrigation projects instead.",
  },
};

/** A project page's texts (and those of an unknown id) in one language. */
export type ProjectDetailText = Translation<typeof detailEn>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const projectDetailEnglish = detailEn;
