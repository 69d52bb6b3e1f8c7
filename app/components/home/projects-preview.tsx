import { homeTiming } from "~/content/home";
import { projects } from "~/content/projects";
import { ProjectCard } from "~/components/projects/project-card";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { CoverageMap } from "./coverage-map";

/** The first three projects, a link to all of them, and the coverage map. */
export function ProjectsPreview() {
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {projects.slice(0, homeTiming.projectPreviewCount).map((project) => (
          <li key={project.id} className="grid">
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <ButtonLink to="/projects" variant="secondary">
          View All Projects
          <Icon name="arrow-right" size={18} />
        </ButtonLink>
      </div>
      <div className="mt-14">
        <CoverageMap />
      </div>
    </>
  );
}
