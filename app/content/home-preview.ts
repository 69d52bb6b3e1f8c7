/**
 * What the home page shows from the site-wide content: the first projects, the service summaries
 * and the coverage sites. The home route's `loader` calls this at build time, so the page's
 * HTML carries only these few entries and its JavaScript does not bundle every project and service.
 */
import { coverageSites } from "./coverage-sites";
import { homeTiming } from "./home";
import { findProject, projectPath, projects } from "./projects";
import { services } from "./services";

/** A coverage site ready for the map: where it is and which project page it opens. */
export interface CoverageMarker {
  /** The site's project id. */
  readonly id: string;
  /** Region name: shown on hover and focus, and the link's accessible name. */
  readonly label: string;
  /** The project page. */
  readonly to: string;
  readonly lat: number;
  readonly lon: number;
}

/** The home page's share of the site content. */
export function homePreview() {
  return {
    /** The first projects of the portfolio (spec: 3). */
    projects: projects.slice(0, homeTiming.projectPreviewCount),
    /** Each service's card fields. */
    services: services.map(({ id, title, subtitle, icon, description }) => ({
      id,
      title,
      subtitle,
      icon,
      description,
    })),
    /** The five coverage sites with their projects' coordinates. */
    coverage: coverageSites.flatMap((site): CoverageMarker[] => {
      const project = findProject(site.projectId);
      return project
        ? [
            {
              id: site.projectId,
              label: site.region,
              to: projectPath(project),
              lat: project.lat,
              lon: project.lon,
            },
          ]
        : [];
    }),
  };
}

/** The service fields a home card shows. */
export type ServiceSummary = ReturnType<typeof homePreview>["services"][number];
