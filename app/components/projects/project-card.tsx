import { Link } from "~/components/ui/locale-link";
import { useChrome } from "~/i18n/use-chrome";
import { illustrations } from "~/content/illustrations";
import { projectPath } from "~/content/project-path";
import type { ProjectCardData } from "~/content/project-views";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import type { StatusCategory } from "~/content/project-status";

interface ProjectCardProps {
  project: ProjectCardData;
  /** Heading level of the title within the page outline. */
  headingLevel?: "h2" | "h3";
  /** The photo's `sizes` in the grid that holds the card (see `Picture`'s `sizes`). */
  sizes: string;
}

/** A project in a grid: illustration, status, title, region, customer and cost; links to its page. */
export function ProjectCard({ project, headingLevel: Heading = "h3", sizes }: ProjectCardProps) {
  const labels = useChrome().ui.projectCard;
  const image = illustrations[project.image];
  return (
    // The whole card is clickable through the title link; its focus ring outlines the card (on the
    // article itself: a ring drawn by a child would be clipped by the article's overflow).
    <article className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-water-500">
      <Picture
        image={project.photo?.image ?? image}
        position={project.photo?.position}
        sizes={sizes}
        alt=""
        className="aspect-[16/10] w-full bg-earth-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div>
          <StatusBadge category={project.statusCategory} label={project.statusLabel} />
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold">
          <Link
            lang={project.english?.title}
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
            <dd>{project.where}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Icon name="users" size={16} className="mt-0.5 text-field-600" />
              <span className="sr-only">{labels.customer}</span>
            </dt>
            <dd lang={project.english?.customer}>{project.customer}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Icon name="chart" size={16} className="mt-0.5 text-field-600" />
              <span className="sr-only">{labels.cost}</span>
            </dt>
            <dd lang={project.english?.estimatedCost} className="font-medium text-stone-800">
              {project.estimatedCost}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

// The badge lives with the card: its one chunk on the home page (no chunk of its own).

const colours: Record<StatusCategory, string> = {
  Completed: "bg-field-100 text-field-800 ring-field-600/30",
  "In Progress": "bg-water-100 text-water-700 ring-water-500/30",
  Planning: "bg-sun-100 text-sun-800 ring-sun-600/40",
  Other: "bg-stone-100 text-stone-700 ring-stone-500/30",
};

interface StatusBadgeProps {
  /** The status's category: the badge's colour. */
  category: StatusCategory;
  /** The project's own status text, in the page's language. */
  label: string;
}

/** A project's own status text, coloured by its category (decisions.md, "Status"). */
export function StatusBadge({ category, label }: StatusBadgeProps) {
  return (
    <span
      data-category={category}
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${colours[category]}`}
    >
      {label}
    </span>
  );
}
