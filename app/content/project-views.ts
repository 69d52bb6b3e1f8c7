/**
 * Projects as pages show them, in the page's language: the data of `projects.ts` joined with
 * the words of `project-texts.ts` and `region-names.ts`. Loaders call these at build time, so a
 * page's HTML and loader data carry just what it shows, in its language, and no component
 * bundles the dataset or its words. Components import only the types.
 */
import type { Locale } from "~/i18n/locales";
import type { IllustrationKey } from "./illustrations";
import { statusCategory, type StatusCategory } from "./project-status";
import { projects, type ProjectCategory, type ProjectEntry, type Specification } from "./projects";
import type { Region } from "./regions";
import { projectTexts, regionNamesText } from "./catalogues";

/** A project as a card shows it (home preview, /projects). */
export interface ProjectCardData {
  /** `project-N`: the card links to /projects/project-N. */
  readonly id: string;
  /** The card's illustration. */
  readonly image: IllustrationKey;
  /** Colours the badge. */
  readonly statusCategory: StatusCategory;
  /** The project's own status text, translated. */
  readonly statusLabel: string;
  readonly title: string;
  readonly place: string;
  readonly regionLabel: string;
  readonly customer: string;
  readonly estimatedCost: string;
}

/** A card of /projects with what the finder filters and the map places by. */
export interface ProjectListEntry extends ProjectCardData {
  readonly description: string;
  readonly category: ProjectCategory;
  /** Region id (English, as in the URL's region filter). */
  readonly region: Region;
  readonly lat: number;
  readonly lon: number;
}

/** Everything a project's page shows. */
export interface ProjectDetailData extends ProjectListEntry {
  readonly serialNumber: number;
  readonly categoryLabel: string;
  readonly overview: string;
  readonly period: string;
  readonly specifications?: readonly Specification[];
}

function projectCard(project: ProjectEntry, locale: Locale): ProjectCardData {
  const words = projectTexts[locale];
  const { title, place, customer, estimatedCost } = words.items[project.id];
  return {
    id: project.id,
    image: project.images[0],
    statusCategory: statusCategory(project.status),
    statusLabel: words.statuses[project.status],
    title,
    place,
    regionLabel: regionNamesText[locale][project.region],
    customer,
    estimatedCost,
  };
}

function projectListEntry(project: ProjectEntry, locale: Locale): ProjectListEntry {
  return {
    ...projectCard(project, locale),
    description: projectTexts[locale].items[project.id].description,
    category: project.category,
    region: project.region,
    lat: project.lat,
    lon: project.lon,
  };
}

/** The cards of these projects, in this order. */
export function projectCards(ids: readonly ProjectEntry["id"][], locale: Locale) {
  return ids.flatMap((id) => {
    const project = projects.find((entry) => entry.id === id);
    return project ? [projectCard(project, locale)] : [];
  });
}

/** Every project of the portfolio, for /projects. */
export function projectList(locale: Locale): ProjectListEntry[] {
  return projects.map((project) => projectListEntry(project, locale));
}

/** One project's page. */
export function projectDetail(project: ProjectEntry, locale: Locale): ProjectDetailData {
  const words = projectTexts[locale];
  const { overview, period, specifications } = words.items[project.id];
  return {
    ...projectListEntry(project, locale),
    serialNumber: project.serialNumber,
    categoryLabel: words.categories[project.category],
    overview,
    period,
    ...(specifications ? { specifications } : {}),
  };
}

/** The labels of the category tabs, by category. */
export function categoryLabels(locale: Locale): Readonly<Record<ProjectCategory, string>> {
  return projectTexts[locale].categories;
}
