/**
 * What the home page shows from the site-wide content: the first projects, the service summaries
 * and the coverage sites. The home route's `loader` calls this at build time, so the page's
 * HTML carries only these few entries and its JavaScript does not bundle every project and service.
 */
import type { Locale } from "~/i18n/locales";
import { coverageSites } from "./coverage-sites";
import { homeTiming } from "./home";
import type { PhotoShelf } from "./photo-view";
import type { ProjectDocument } from "./project-document";
import { findDocument, projectCards } from "./project-views";
import { projectPath } from "./projects";
import { services } from "./services";
import { previewProjectIds } from "./showcase";
import { servicesText, showcaseText } from "./catalogues";

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

/** The home page's share of the site content, in the page's language. */
export function homePreview(
  locale: Locale,
  projects: readonly ProjectDocument[],
  shelf?: PhotoShelf,
) {
  const text = showcaseText[locale];
  const shown = previewProjectIds.slice(0, homeTiming.projectPreviewCount);
  return {
    /** The first projects of the portfolio (spec: 3). */
    projects: projectCards(projects, shown, locale, shelf),
    /** Each service's card fields. */
    services: services.map(({ id, icon }) => {
      const { title, subtitle, description } = servicesText[locale][id];
      return { id, icon, title, subtitle, description };
    }),
    /** The five coverage sites with their projects' coordinates. */
    coverage: coverageSites.flatMap((site): CoverageMarker[] => {
      const project = findDocument(projects, site.projectId);
      return project
        ? [
            {
              id: site.projectId,
              label: text.coverage[site.projectId],
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
