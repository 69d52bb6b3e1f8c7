import { revalidateOnNewPathOnly } from "~/lib/revalidate";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { ProjectFinder } from "~/components/projects/project-finder";
import { InvestmentHeadline, ProjectStats } from "~/components/projects/project-stats";
import type { ProjectsMapProps } from "~/components/projects/projects-map";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { projectList } from "~/content/project-views";
import { projectsCallToAction, projectStats } from "~/content/projects-page";
import { textsFor } from "~/content/text-modules";
import { requestLocale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { formatFigure, type HeadlineFigure } from "~/content/company";
import { figuresIn, publishedFigures } from "~/server/company.server";
import { photoShelf } from "~/server/photos.server";
import { publishedProjects } from "~/server/projects.server";
import { getRuntime } from "~/server/runtime.server";
import { criteriaFromParams, paramsFromCriteria, regionOptions } from "~/lib/project-filters";
import { textPageMeta } from "~/lib/meta";
import { wordedCallToAction } from "~/content/call-to-action";
import type { Route } from "./+types/projects";

/** The map is below the fold: it hydrates from its own chunk, after the page. */
const ProjectsMap = deferred<ProjectsMapProps>(() =>
  import("~/components/projects/projects-map").then((module) => module.ProjectsMap),
);

/** "Birr 100M+": the clients' investment as staff published it, in the page's words. */
function investmentValue(
  { value, plus }: HeadlineFigure,
  words: { value: string; exactValue: string },
): string {
  return fill(plus ? words.value : words.exactValue, {
    millions: formatFigure({ value, plus: false }),
  });
}

/** Translated: the page's texts, the projects' words and region names come from the loader. */
export const handle = { translated: true };

/**
 * Runs at build time, and on the server for an address with a filter (a search sent before
 * JavaScript runs, a category tab; scripts/server-pages.mjs): the cards' texts and filter fields
 * in the page's language, the region options, the page's texts and the filter its HTML shows.
 * The project dataset and its words stay out of the bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = textsFor(locale, ["projectsPage", "regionNames", "projects"]);
  const { projectsPage, regionNames, projects: words } = text;
  const projects = projectList(
    publishedProjects(getRuntime().db),
    locale,
    photoShelf(getRuntime().db),
  );
  const regions = regionOptions(projects).map((value) => ({ value, label: regionNames[value] }));
  const figures = figuresIn(getRuntime().db, locale);
  return {
    locale,
    text: { projectsPage },
    projects,
    regions,
    // The filter of a server-rendered address (/projects?q=…), as the finder writes it; none in
    // the prerendered file.
    renderedQuery: paramsFromCriteria(
      criteriaFromParams(
        new URL(request.url).searchParams,
        regions.map((region) => region.value),
      ),
    ).toString(),
    categories: words.categories,
    stats: projectStats.map((stat, index) => ({
      icon: stat.icon,
      value: stat.figure ? figures[stat.figure] : String(projects.length),
      label: projectsPage.stats[index] ?? "",
    })),
    investment: investmentValue(
      publishedFigures(getRuntime().db).investment,
      projectsPage.investment,
    ),
    cta: wordedCallToAction(projectsCallToAction, projectsPage.cta),
  };
}

/**
 * The list's data depends on the address's language only: two filters changed in quick
 * succession each see the other's, and no filter asks the network for anything.
 */
export const shouldRevalidate = revalidateOnNewPathOnly;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? textPageMeta(loaderData, loaderData.text.projectsPage.meta, "/projects") : [];

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { hero, list, map } = loaderData.text.projectsPage;
  const { projects, regions } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        aside={<InvestmentHeadline value={loaderData.investment} />}
      >
        <ProjectStats stats={loaderData.stats} />
      </PageHero>

      <Section id="portfolio" eyebrow={list.eyebrow} title={list.title} intro={list.intro}>
        <ProjectFinder
          projects={projects}
          regions={regions}
          categories={loaderData.categories}
          renderedQuery={loaderData.renderedQuery}
        />
      </Section>

      <Section id="map" tone="tint" eyebrow={map.eyebrow} title={map.title} intro={map.intro}>
        <ProjectsMap projects={projects} regions={regions} />
      </Section>

      <CallToActionBand id="start" cta={loaderData.cta} />
    </>
  );
}
