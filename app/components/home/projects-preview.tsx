import type { ProjectCardData } from "~/content/project-views";
import type { CoverageMarker } from "~/content/home-preview";
import { useText } from "~/i18n/use-text";
import { ProjectCard } from "~/components/projects/project-card";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { deferred } from "~/components/ui/deferred";

/** The coverage map is below the fold: it hydrates from its own chunk, after the page. */
const CoverageMap = deferred<{ markers: readonly CoverageMarker[] }>(() =>
  import("./coverage-map").then((module) => module.CoverageMap),
);

interface ProjectsPreviewProps {
  /** The projects to show (the first three of the portfolio). */
  projects: readonly ProjectCardData[];
  /** The coverage sites of the map. */
  coverage: readonly CoverageMarker[];
}

/** The first projects, a link to all of them, and the coverage map. */
export function ProjectsPreview({ projects, coverage }: ProjectsPreviewProps) {
  const { projects: text } = useText("home");
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="grid">
            <ProjectCard
              project={project}
              sizes="(min-width: 768px) calc(33vw - 2rem), calc(100vw - 2rem)"
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <ButtonLink to="/projects" variant="secondary">
          {text.viewAll}
          <Icon name="arrow-right" size={18} />
        </ButtonLink>
      </div>
      <div className="mt-14">
        <CoverageMap markers={coverage} />
      </div>
    </>
  );
}
