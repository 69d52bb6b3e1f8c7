import { filterableStatuses, type StatusCategory } from "~/content/project-status";
import { projectCategories, type ProjectCategory } from "~/content/projects";
import type { Region } from "~/content/regions";
import { searchForm } from "./geez-spelling";

/** A status a visitor can filter by: Completed, In Progress or Planning. */
export type FilterableStatus = (typeof filterableStatuses)[number];

/** What the finder searches and filters a project by, in the page's language. */
export interface SearchableProject {
  readonly title: string;
  readonly description: string;
  readonly place: string;
  /** The region's name as shown. */
  readonly regionLabel: string;
  readonly customer: string;
  /** Its place, region and customer as the site's other languages write them: matched too. */
  readonly otherNames: readonly string[];
  /** Region id (the region filter). */
  readonly region: string;
  readonly category: ProjectCategory;
  readonly statusCategory: StatusCategory;
}

/** What the visitor asked for on /projects; an absent field means "all". */
export interface ProjectCriteria {
  /**
   * Free text matched against title, description, location and customer, and against the
   * location and customer as every other language of the site names them.
   */
  readonly query: string;
  readonly status?: FilterableStatus;
  readonly region?: string;
  readonly category?: ProjectCategory;
}

/** No filter at all: every project. */
export const noCriteria: ProjectCriteria = { query: "" };

/** The region filter's options (the spec's five first, then every other region in the data). */
export function regionOptions(list: readonly { readonly region: Region }[]): readonly Region[] {
  const specRegions: readonly Region[] = ["Oromia", "Amhara", "Tigray", "Sidama", "SNNP"];
  const others = [...new Set(list.map((p) => p.region))]
    .filter((region) => !specRegions.includes(region))
    .sort((a, b) => a.localeCompare(b));
  return [...specRegions, ...others];
}

/**
 * The projects that match every given criterion. The search ignores case and the Ge'ez spelling
 * variants ("ሀዋሳ" finds "ሐዋሳ", `searchForm`); each word of the query must occur in the title,
 * description, location (place and region) or customer as the page shows them (in its language),
 * or in the place, region or customer as another language of the site names them ("Hawassa" on
 * an Oromo page, whose card says "Hawaasaa"). Status compares categories, so "Delivered" counts
 * as Completed (decisions.md, "Status").
 */
export function filterProjects<P extends SearchableProject>(
  list: readonly P[],
  criteria: ProjectCriteria,
): P[] {
  const words = searchForm(criteria.query).split(" ").filter(Boolean);
  return list.filter((project) => {
    if (criteria.category && project.category !== criteria.category) return false;
    if (criteria.region && project.region !== criteria.region) return false;
    if (criteria.status && project.statusCategory !== criteria.status) return false;
    if (words.length === 0) return true;
    const haystack = searchForm(
      [
        project.title,
        project.description,
        project.place,
        project.regionLabel,
        project.customer,
        ...project.otherNames,
      ].join(" "),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** Whether any filter is set. */
export function hasCriteria(criteria: ProjectCriteria): boolean {
  return Boolean(criteria.query.trim() || criteria.status || criteria.region || criteria.category);
}

/** Query-string names of the filters: /projects?q=…&status=…&region=…&category=… */
export const filterParams = {
  query: "q",
  status: "status",
  region: "region",
  category: "category",
} as const;

function oneOf<T extends string>(value: string | null, options: readonly T[]): T | undefined {
  return options.find((option) => option === value);
}

/**
 * Reads the criteria from the URL query. Unknown values (typos, old links, tampering) are
 * ignored, so the filter shows "all" rather than an impossible empty list.
 */
export function criteriaFromParams(
  params: URLSearchParams,
  regions: readonly string[],
): ProjectCriteria {
  return {
    query: (params.get(filterParams.query) ?? "").slice(0, 100),
    status: oneOf(params.get(filterParams.status), filterableStatuses),
    region: oneOf(params.get(filterParams.region), regions),
    category: oneOf(params.get(filterParams.category), projectCategories),
  };
}

/** The URL query of the criteria, with empty filters left out. */
export function paramsFromCriteria(criteria: ProjectCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.query) params.set(filterParams.query, criteria.query);
  if (criteria.status) params.set(filterParams.status, criteria.status);
  if (criteria.region) params.set(filterParams.region, criteria.region);
  if (criteria.category) params.set(filterParams.category, criteria.category);
  return params;
}
