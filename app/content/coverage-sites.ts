import type { Project } from "./projects";

/** A site marked on the home page coverage map (spec: 5 sites). */
export interface CoverageSite {
  /** Name shown on hover and focus, and the link's accessible name. */
  readonly region: string;
  /** The project page the site links to. */
  readonly projectId: Project["id"];
}

export const coverageSites = [
  { region: "Dire Dawa & Harari", projectId: "project-1" },
  { region: "Shoa Robit", projectId: "project-2" },
  { region: "Sidama", projectId: "project-3" },
  { region: "SNNP", projectId: "project-4" },
  { region: "Amhara", projectId: "project-5" },
] as const satisfies readonly CoverageSite[];
