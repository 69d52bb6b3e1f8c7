import { Link } from "~/components/ui/locale-link";
import { useChrome } from "~/i18n/use-chrome";
import { illustrations } from "~/content/illustrations";
import { projectPath } from "~/content/project-path";
import type { ProjectCardData } from "~/content/project-views";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { StatusBadge } from "./status-badge";

interface ProjectCardProps {
  project: ProjectCardData;
  /** Heading level of the title within the page outline. */
  headingLevel?: "h2" | "h3";
}

/** A project in a grid: illustration, status, title, region, customer and cost; links to its page. */
export function ProjectCard({ project, headingLevel: Heading = "h3" }: ProjectCardProps) {
  const labels = useChrome().ui.projectCard;
  const image = illustrations[project.image];
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg">
      <Picture image={image} alt="" className="aspect-[16/10] w-full bg-earth-100 object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <div>
          <StatusBadge category={project.statusCategory} label={project.statusLabel} />
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold">
          <Link
            to={projectPath(project)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-field-700 focus-visible:outline-none"
          >
            {project.title}
          </Link>
        </Heading>
        <dl className="mt-3 grid gap-1.5 text-sm text-stone-600">
          <div className="flex items-start gap-2">
            <dt>
              <Icon name="map-pin" size={16} className="mt-0.5 text-field-600" />
              <span className="sr-only">{labels.location}</span>
            </dt>
            <dd>
              {project.place} · {project.regionLabel}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Icon name="users" size={16} className="mt-0.5 text-field-600" />
              <span className="sr-only">{labels.customer}</span>
            </dt>
            <dd>{project.customer}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Icon name="chart" size={16} className="mt-0.5 text-field-600" />
              <span className="sr-only">{labels.cost}</span>
            </dt>
            <dd className="font-medium text-stone-800">{project.estimatedCost}</dd>
          </div>
        </dl>
      </div>
      {/* The whole card is clickable through the title link; its focus ring outlines the card. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-2xl ring-water-500 group-has-[a:focus-visible]:ring-3"
      />
    </article>
  );
}
