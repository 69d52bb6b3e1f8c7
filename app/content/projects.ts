import type { IllustrationKey } from "./illustrations";
import type { Region } from "./regions";
import type { LabelledValue } from "./labelled-value";

/**
 * The project portfolio's data: ids, kinds, places on the map, status and images. Every word a
 * visitor reads about a project (title, description, customer, place, period, cost,
 * specifications) lives in `project-texts.ts`, keyed by these ids, in every language.
 */

/** What kind of client a project served; the category tabs of /projects. */
export const projectCategories = ["cooperatives", "individual", "commercial", "research"] as const;
export type ProjectCategory = (typeof projectCategories)[number];

/** One technical figure of a project, e.g. { label: "Pump power", value: "5 HP" }. */
export type Specification = LabelledValue;

/** A project of the portfolio: the one dataset that every page reads (decisions.md). */
export interface Project {
  /** URL id, `project-N`; the page lives at /projects/project-N. */
  readonly id: `project-${number}`;
  /** N of the id: the project's serial number, also accepted as /projects/N. */
  readonly serialNumber: number;
  /** Kind of client (the category tabs). */
  readonly category: ProjectCategory;
  /** Ethiopian regional state (the region filter). */
  readonly region: Region;
  /** Coordinates of the site, for the maps. */
  readonly lat: number;
  readonly lon: number;
  /**
   * Status as the company words it (in English, the key of its translations in
   * `project-texts.ts`); its category comes from project-status.ts.
   */
  readonly status: string;
  /** Illustrations of the project; the first is the card image. */
  readonly images: readonly IllustrationKey[];
}

export const projects = [
  {
    id: "project-1",
    serialNumber: 1,
    category: "cooperatives",
    region: "Dire Dawa",
    lat: 9.6,
    lon: 41.86,
    status: "Successfully Completed",
    images: ["pump-distribution", "cooperative-field"],
  },
  {
    id: "project-2",
    serialNumber: 2,
    category: "cooperatives",
    region: "Amhara",
    lat: 10,
    lon: 39.9,
    status: "On Progress",
    images: ["borehole-drilling", "cooperative-field"],
  },
  {
    id: "project-3",
    serialNumber: 3,
    category: "individual",
    region: "Sidama",
    lat: 7,
    lon: 38.42,
    status: "90% Completed",
    images: ["drip-irrigation", "family-farm"],
  },
  {
    id: "project-4",
    serialNumber: 4,
    category: "commercial",
    region: "SNNP",
    lat: 6.03,
    lon: 37.55,
    status: "Delivered",
    images: ["commercial-farm", "solar-pump"],
  },
  {
    id: "project-5",
    serialNumber: 5,
    category: "cooperatives",
    region: "Amhara",
    lat: 11.95,
    lon: 37.68,
    status: "Completed",
    images: ["cooperative-field", "solar-pump"],
  },
  {
    id: "project-6",
    serialNumber: 6,
    category: "commercial",
    region: "Oromia",
    lat: 8.75,
    lon: 38.98,
    status: "On Progress (90% Completed)",
    images: ["borehole-drilling", "community-water"],
  },
  {
    id: "project-7",
    serialNumber: 7,
    category: "commercial",
    region: "Oromia",
    lat: 7.93,
    lon: 38.72,
    status: "Successfully Completed",
    images: ["commercial-farm", "drip-irrigation"],
  },
  {
    id: "project-8",
    serialNumber: 8,
    category: "research",
    region: "Tigray",
    lat: 12.42,
    lon: 39.56,
    status: "Completed",
    images: ["research-plot"],
  },
  {
    id: "project-9",
    serialNumber: 9,
    category: "individual",
    region: "Oromia",
    lat: 8.54,
    lon: 39.27,
    status: "Delivered",
    images: ["grain-mill"],
  },
  {
    id: "project-10",
    serialNumber: 10,
    category: "cooperatives",
    region: "Amhara",
    lat: 10.33,
    lon: 37.73,
    status: "In Progress",
    images: ["grain-mill-village", "grain-mill"],
  },
  {
    id: "project-11",
    serialNumber: 11,
    category: "research",
    region: "Oromia",
    lat: 7.67,
    lon: 36.83,
    status: "On Progress",
    images: ["research-plot", "drip-irrigation"],
  },
  {
    id: "project-12",
    serialNumber: 12,
    category: "cooperatives",
    region: "Afar",
    lat: 11.57,
    lon: 41.44,
    status: "Completed",
    images: ["community-water"],
  },
  {
    id: "project-13",
    serialNumber: 13,
    category: "commercial",
    region: "Somali",
    lat: 9.35,
    lon: 42.8,
    status: "Planning",
    images: ["commercial-farm"],
  },
  {
    id: "project-14",
    serialNumber: 14,
    category: "individual",
    region: "Benishangul-Gumuz",
    lat: 10.07,
    lon: 34.53,
    status: "Planning",
    images: ["family-farm"],
  },
  {
    id: "project-15",
    serialNumber: 15,
    category: "research",
    region: "Gambela",
    lat: 8.25,
    lon: 34.59,
    status: "On Progress",
    images: ["research-plot"],
  },
  {
    id: "project-16",
    serialNumber: 16,
    category: "cooperatives",
    region: "Sidama",
    lat: 6.75,
    lon: 38.41,
    status: "Successfully Completed",
    images: ["borehole-drilling", "community-water"],
  },
  {
    id: "project-17",
    serialNumber: 17,
    category: "individual",
    region: "Central Ethiopia",
    lat: 8.12,
    lon: 38.37,
    status: "Completed",
    images: ["family-farm", "solar-pump"],
  },
  {
    id: "project-18",
    serialNumber: 18,
    category: "cooperatives",
    region: "Amhara",
    lat: 12.15,
    lon: 39.63,
    status: "90% Completed",
    images: ["cooperative-field", "solar-pump"],
  },
  {
    id: "project-19",
    serialNumber: 19,
    category: "individual",
    region: "Harari",
    lat: 9.31,
    lon: 42.12,
    status: "Delivered",
    images: ["family-farm", "drip-irrigation"],
  },
  {
    id: "project-20",
    serialNumber: 20,
    category: "research",
    region: "Oromia",
    lat: 9.06,
    lon: 38.5,
    status: "Successfully Completed",
    images: ["farmer-training", "research-plot"],
  },
] as const satisfies readonly Project[];

/** A project of the data, with its literal id and status. */
export type ProjectEntry = (typeof projects)[number];

/** A project's id, `project-N`. */
export type ProjectId = ProjectEntry["id"];

/** The project with this id (`project-N`) or serial number (`N`), if any. */
export function findProject(id: string): ProjectEntry | undefined {
  const canonical = /^\d{1,3}$/.test(id) ? `project-${Number(id)}` : id;
  return projects.find((project) => project.id === canonical);
}

/** A status text of the data, as the company words it. */
export type ProjectStatus = ProjectEntry["status"];

export { projectPath } from "./project-path";
