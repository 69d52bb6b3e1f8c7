import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { ProjectFinder } from "~/components/projects/project-finder";
import { InvestmentHeadline, ProjectStats } from "~/components/projects/project-stats";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { projectsPage } from "~/content/projects-page";
import { pageMeta } from "~/lib/meta";

/** The map is below the fold: it hydrates from its own chunk, after the page. */
const ProjectsMap = deferred(() =>
  import("~/components/projects/projects-map").then((module) => module.ProjectsMap),
);

export const meta = () => pageMeta({ locale: "en", ...projectsPage.meta, path: "/projects" });

export default function ProjectsPage() {
  const { hero, list, map, cta } = projectsPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        aside={<InvestmentHeadline />}
      >
        <ProjectStats />
      </PageHero>

      <Section id="portfolio" eyebrow={list.eyebrow} title={list.title} intro={list.intro}>
        <ProjectFinder />
      </Section>

      <Section id="map" tone="tint" eyebrow={map.eyebrow} title={map.title} intro={map.intro}>
        <ProjectsMap />
      </Section>

      <CallToActionBand id="start" cta={cta} />
    </>
  );
}
