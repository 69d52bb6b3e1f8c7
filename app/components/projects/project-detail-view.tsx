import { EthiopiaMap } from "~/components/map/ethiopia-map";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { PhotoGrid } from "~/components/ui/photo-grid";
import { illustrations } from "~/content/illustrations";
import type { ProjectDetailData } from "~/content/project-views";
import { fill } from "~/i18n/translation";
import { useText } from "~/i18n/use-text";
import { paragraphs } from "~/lib/paragraphs";
import { ProjectFacts } from "./project-facts";
import { projectMarker } from "./projects-map";
import { StatusBadge } from "./project-card";

const heading = "text-2xl font-bold tracking-tight";

interface ProjectDetailViewProps {
  /** The project, its words in the page's language. */
  project: ProjectDetailData;
  /** How many projects the portfolio has ("#4 of 20"). */
  total: number;
}

/** A project's page: hero with its key facts, overview, specifications, map and side card. */
export function ProjectDetailView({ project, total }: ProjectDetailViewProps) {
  const text = useText("projectDetail");
  const pictures = useText("pictures");
  const image = illustrations[project.image];
  const [cover, ...morePhotos] = project.photos;
  const place = { place: project.place, region: project.regionLabel };
  // A place that names its region already ("Dire Dawa & Harari") is not followed by it again.
  const where = (template: string) =>
    project.place.includes(project.regionLabel) ? project.place : fill(template, place);
  return (
    <>
      <PageHero
        eyebrow={fill(text.eyebrow, {
          number: project.serialNumber,
          category: project.categoryLabel,
        })}
        title={project.english?.title ? <span lang="en">{project.title}</span> : project.title}
        lead={
          project.english?.description ? (
            <span lang="en">{project.description}</span>
          ) : (
            project.description
          )
        }
        actions={
          <div className="grid gap-6">
            <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-field-100">
              <div>
                <dt className="sr-only">{text.terms.status}</dt>
                <dd>
                  <StatusBadge category={project.statusCategory} label={project.statusLabel} />
                </dd>
              </div>
              {(
                [
                  {
                    term: text.terms.location,
                    icon: "map-pin",
                    value: where(text.heroLocation),
                    lang: undefined,
                  },
                  {
                    term: text.terms.customer,
                    icon: "users",
                    value: project.customer,
                    lang: project.english?.customer,
                  },
                  {
                    term: text.terms.cost,
                    icon: "chart",
                    value: project.estimatedCost,
                    lang: project.english?.estimatedCost,
                  },
                ] as const
              ).map(({ term, icon, value, lang }) => (
                <div key={icon} className="flex items-center gap-1.5">
                  <dt>
                    <Icon name={icon} size={16} className="text-sun-300" />
                    <span className="sr-only">{term}</span>
                  </dt>
                  <dd lang={lang}>{value}</dd>
                </div>
              ))}
            </dl>
            <div>
              <ButtonLink to="/projects" variant="ghost-light">
                <Icon name="arrow-left" size={18} />
                {text.backLabel}
              </ButtonLink>
            </div>
          </div>
        }
        aside={
          <Picture
            image={cover?.image ?? image}
            alt={cover ? cover.alt : pictures[project.image]}
            altLang={cover?.altLang}
            position={cover?.position}
            sizes="(min-width: 1024px) 30rem, calc(100vw - 2rem)"
            priority
            className="aspect-[16/10] w-full rounded-3xl bg-field-800 object-cover shadow-xl"
          />
        }
      />
      {/* Neither column widens for a long word (a pasted link, a customer's name): it breaks. */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_20rem] *:min-w-0">
        <div className="grid min-w-0 content-start gap-14 *:min-w-0">
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className={heading}>
              {text.overviewTitle}
            </h2>
            {/* Staff write it in paragraphs, an empty line between two. */}
            {paragraphs(project.overview).map((paragraph, index) => (
              <p
                key={index}
                lang={project.english?.overview}
                className="mt-4 text-lg leading-relaxed text-stone-700"
              >
                {paragraph}
              </p>
            ))}
            <PhotoGrid
              photos={morePhotos}
              sizes="(min-width: 1024px) 23rem, (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)"
            />
          </section>
          {project.specifications ? (
            <section aria-labelledby="specs-heading">
              <h2 id="specs-heading" className={heading}>
                {text.specificationsTitle}
              </h2>
              <dl lang={project.english?.specifications} className="mt-6 grid gap-3 sm:grid-cols-2">
                {project.specifications.map((spec) => (
                  <div
                    key={spec.label}
                    className="flex flex-col-reverse rounded-2xl bg-white p-5 ring-1 ring-stone-200"
                  >
                    <dt className="mt-1 text-sm text-stone-600">{spec.label}</dt>
                    <dd className="text-xl font-bold break-words text-field-800">{spec.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <section aria-labelledby="location-heading">
            <h2 id="location-heading" className={heading}>
              {text.locationTitle}
            </h2>
            <div className="mt-6 rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-8">
              <EthiopiaMap
                markers={[projectMarker(project)]}
                title={fill(text.mapLabel, { place: project.place })}
                className="mx-auto"
              />
              <p className="mt-4 flex items-center justify-center gap-1.5 text-center text-stone-700">
                <Icon name="map-pin" size={18} className="text-field-600" />
                {where(text.locationLine)}
              </p>
            </div>
          </section>
        </div>
        <ProjectFacts project={project} total={total} />
      </div>
    </>
  );
}
