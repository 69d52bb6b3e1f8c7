import type { CallToAction } from "./call-to-action";
import type { IconName } from "~/components/ui/icon-paths";
import type { LabelledValue } from "./labelled-value";

/** A headline figure of the portfolio (spec section 3, "Project stats"). */
export interface ProjectStat extends LabelledValue {
  // value: the number as shown, without its suffix.
  /** Text right after the number, e.g. "+" or "%"; empty when none. */
  readonly suffix: string;
  /** Icon shown beside the figure. */
  readonly icon: IconName;
}

/** Texts and figures of the /projects page (spec section 2 "Projects page", section 9). */
export const projectsPage = {
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
  /** The four headline figures (spec: 20, 1000, 500+, 150%). */
  stats: [
    { label: "Total projects", value: "20", suffix: "", icon: "package" },
    { label: "Farmers benefited", value: "1000", suffix: "", icon: "users" },
    { label: "Hectares irrigated", value: "500", suffix: "+", icon: "droplet" },
    { label: "Average yield increase", value: "150", suffix: "%", icon: "chart" },
  ] as const satisfies readonly ProjectStat[],
  /** The investment headline, shown as "Total Investment: Birr 100M+". */
  investment: { label: "Total Investment", value: "Birr 100M+" },
  list: {
    eyebrow: "Find a project",
    title: "Browse the portfolio",
    intro:
      "Search by place, client or crop, or narrow the list by status, region and type of client.",
    /** Label of the "all categories" tab. */
    allCategories: "All projects",
    emptyTitle: "No projects match these filters",
    emptyText:
      "Try a shorter search or another region, or clear the filters to see all twenty projects.",
  },
  map: {
    eyebrow: "Where we work",
    title: "Project locations",
    intro:
      "Every dot is a project site; select one to open its page. The regions list filters the portfolio above.",
  },
  cta: {
    title: "Have land and a water source in mind?",
    text: "Tell us about your farm, cooperative or scheme. Our engineers survey the site and size a system to your plot and budget.",
    primary: { label: "Start Your Project", to: "/get-started" },
    secondary: { label: "Talk to an engineer", to: "/contact" },
  } satisfies CallToAction,
} as const;

/** Texts of a project's detail page and of the page for an unknown id. */
export const projectDetailPage = {
  backLabel: "Back to Projects",
  overviewTitle: "Project overview",
  specificationsTitle: "Technical specifications",
  locationTitle: "Location",
  statsTitle: "Project statistics",
  involved: {
    title: "Get Involved",
    text: "Planning something similar, or want to partner with us on the next scheme?",
    contact: { label: "Contact us", to: "/contact" },
    services: { label: "Our services", to: "/services" },
  },
  notFound: {
    title: "Project Not Found",
    text: "The project you're looking for doesn't exist.",
    description:
      "This project page does not exist. Browse all twenty solar irrigation projects instead.",
  },
} as const;
