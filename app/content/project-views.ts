/**
 * Projects as pages show them, in the page's language: the published documents of the content
 * store (`projects.server.ts`) with the status, category and region words of `project-texts.ts`
 * and `region-names.ts`. Loaders call these (at build time, and when staff publish), so a
 * page's HTML and loader data carry just what it shows, in its language (and, for the finder of
 * /projects, each project's place, region and customer in the others), and no component
 * bundles the dataset or its words. Components import only the types.
 */
import { locales, type Locale } from "~/i18n/locales";
import type { IllustrationKey } from "./illustrations";
import { photoIn, type PhotoShelf, type PhotoView } from "./photo-view";
import { statusCategory, type StatusCategory } from "./project-status";
import type { ProjectDocument, ProjectWords, ProjectWordField } from "./project-document";
import type { ProjectCategory, Specification } from "./projects";
import type { Region } from "./regions";
import { projectTexts, regionNamesText } from "./catalogues";

/** A project as a card shows it (home preview, /projects). */
export interface ProjectCardData {
  /** `project-N`: the card links to /projects/project-N. */
  readonly id: string;
  /** The card's illustration, shown when the project has no photo. */
  readonly image: IllustrationKey;
  /** The project's first photo, when it has one: the card shows it instead of the illustration. */
  readonly photo?: PhotoView;
  /** Colours the badge. */
  readonly statusCategory: StatusCategory;
  /** The project's own status text, translated. */
  readonly statusLabel: string;
  readonly title: string;
  readonly place: string;
  readonly regionLabel: string;
  /**
   * The card's location line: the place, then its region ("Batu · Oromia"), unless the place
   * names its region already ("Hawassa Zuria, Sidama"), as on the project's page.
   */
  readonly where: string;
  readonly customer: string;
  readonly estimatedCost: string;
  /**
   * The fields shown in English because their translation is missing: the element showing one
   * carries `lang="en"`. Absent when everything is translated.
   */
  readonly english?: Partial<Record<ProjectWordField | "specifications", "en">>;
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

/** A card of /projects with the names its finder also matches. */
export interface ProjectFinderEntry extends ProjectListEntry {
  /**
   * The project's place, region and customer as the site's other languages write them, each
   * once and none the card shows already: a visitor on an Oromo page types the "Hawassa" of the
   * signs and maps, or keeps the Amharic search the language switch carried over. Names only,
   * never another language's descriptions.
   */
  readonly otherNames: readonly string[];
}

/** Everything a project's page shows. */
export interface ProjectDetailData extends ProjectListEntry {
  readonly serialNumber: number;
  readonly categoryLabel: string;
  readonly overview: string;
  readonly period: string;
  readonly specifications?: readonly Specification[];
  /** The project's photos, in order (the first is also the card's). */
  readonly photos: readonly PhotoView[];
}

/** A project's words in a language, English where a translation is missing, and which those are. */
function wordsIn(document: ProjectDocument, locale: Locale) {
  const own = document.words[locale] ?? {};
  const english: Partial<Record<ProjectWordField | "specifications", "en">> = {};
  const pick = <F extends ProjectWordField>(field: F): string => {
    const value = own[field];
    if (typeof value === "string" && value.trim() !== "") return value;
    if (locale !== "en") english[field] = "en";
    return document.words.en[field];
  };
  const specs = (): readonly Specification[] | undefined => {
    const value = own.specifications;
    if (value && value.length > 0) return value;
    const fallback = document.words.en.specifications;
    if (fallback && fallback.length > 0 && locale !== "en") english.specifications = "en";
    return fallback && fallback.length > 0 ? fallback : undefined;
  };
  const words: ProjectWords = {
    title: pick("title"),
    description: pick("description"),
    overview: pick("overview"),
    customer: pick("customer"),
    place: pick("place"),
    period: pick("period"),
    estimatedCost: pick("estimatedCost"),
    ...(specs() ? { specifications: specs() } : {}),
  };
  return { words, english: Object.keys(english).length > 0 ? english : undefined };
}

/** The project's photos that the library has, in the page's language. */
function photosOf(project: ProjectDocument, shelf: PhotoShelf, locale: Locale): PhotoView[] {
  return (project.photos ?? []).flatMap((id) => {
    const photo = photoIn(shelf, id, locale);
    return photo ? [photo] : [];
  });
}

const noPhotos: PhotoShelf = new Map();

function projectCard(
  project: ProjectDocument,
  locale: Locale,
  shelf: PhotoShelf = noPhotos,
): ProjectCardData {
  const labels = projectTexts[locale];
  const { words, english } = wordsIn(project, locale);
  const [photo] = photosOf(project, shelf, locale);
  const regionLabel = regionNamesText[locale][project.region];
  return {
    id: project.id,
    image: project.images[0] ?? "solar-pump",
    ...(photo ? { photo } : {}),
    statusCategory: statusCategory(project.status),
    statusLabel: labels.statuses[project.status] ?? project.status,
    title: words.title,
    place: words.place,
    regionLabel,
    where: words.place.includes(regionLabel) ? words.place : `${words.place} · ${regionLabel}`,
    customer: words.customer,
    estimatedCost: words.estimatedCost,
    ...(english ? { english } : {}),
  };
}

function projectListEntry(
  project: ProjectDocument,
  locale: Locale,
  shelf: PhotoShelf = noPhotos,
): ProjectListEntry {
  return {
    ...projectCard(project, locale, shelf),
    description: wordsIn(project, locale).words.description,
    category: project.category,
    region: project.region,
    lat: project.lat,
    lon: project.lon,
  };
}

/** The project's place, region and customer in every language, but for the ones on its card. */
function otherNames(project: ProjectDocument, card: ProjectCardData): string[] {
  const shown = new Set([card.place, card.regionLabel, card.customer]);
  const names = locales.flatMap((locale) => [
    project.words[locale]?.place,
    regionNamesText[locale][project.region],
    project.words[locale]?.customer,
  ]);
  return [...new Set(names)].filter(
    (name): name is string => name !== undefined && name.trim() !== "" && !shown.has(name),
  );
}

/** The cards of these projects, in this order (ids not among the documents are left out). */
export function projectCards(
  documents: readonly ProjectDocument[],
  ids: readonly string[],
  locale: Locale,
  shelf: PhotoShelf = noPhotos,
) {
  return ids.flatMap((id) => {
    const project = documents.find((entry) => entry.id === id);
    return project ? [projectCard(project, locale, shelf)] : [];
  });
}

/** Every published project, for /projects. */
export function projectList(
  documents: readonly ProjectDocument[],
  locale: Locale,
  shelf: PhotoShelf = noPhotos,
): ProjectFinderEntry[] {
  return documents.map((project) => {
    const entry = projectListEntry(project, locale, shelf);
    return { ...entry, otherNames: otherNames(project, entry) };
  });
}

/** One project's page. */
export function projectDetail(
  project: ProjectDocument,
  locale: Locale,
  shelf: PhotoShelf = noPhotos,
): ProjectDetailData {
  const { words } = wordsIn(project, locale);
  const { overview, period, specifications } = words;
  return {
    ...projectListEntry(project, locale, shelf),
    photos: photosOf(project, shelf, locale),
    serialNumber: project.serialNumber,
    categoryLabel: projectTexts[locale].categories[project.category],
    overview,
    period,
    ...(specifications ? { specifications } : {}),
  };
}

/** The labels of the category tabs, by category. */
export function categoryLabels(locale: Locale): Readonly<Record<ProjectCategory, string>> {
  return projectTexts[locale].categories;
}

/** The published project with this id (`project-N`) or serial number (`N`), if any. */
export function findDocument(
  documents: readonly ProjectDocument[],
  id: string,
): ProjectDocument | undefined {
  const canonical = /^\d{1,4}$/.test(id) ? `project-${Number(id)}` : id;
  return documents.find((project) => project.id === canonical);
}
