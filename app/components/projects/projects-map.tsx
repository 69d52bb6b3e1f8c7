import { Link } from "~/components/ui/locale-link";
import { EthiopiaMap, type MapMarker } from "~/components/map/ethiopia-map";
import { projectPath } from "~/content/project-path";
import type { ProjectListEntry } from "~/content/project-views";
import type { Region } from "~/content/regions";
import { fill } from "~/i18n/translation";
import { useText } from "~/i18n/use-text";
import { filterParams } from "~/lib/project-filters";

/** A project's marker: its site, named by its place, linking to its page. */
export function projectMarker(
  project: Pick<ProjectListEntry, "id" | "place" | "lat" | "lon">,
): MapMarker {
  return {
    id: project.id,
    label: project.place,
    to: projectPath(project),
    lat: project.lat,
    lon: project.lon,
  };
}

export interface ProjectsMapProps {
  /** Every project, with its place in the page's language. */
  projects: readonly ProjectListEntry[];
  /** The regions in the order of the region filter, with their names as shown. */
  regions: readonly { readonly value: Region; readonly label: string }[];
}

/** Every project on the map of Ethiopia, with a list of regions that filters the portfolio. */
export function ProjectsMap({ projects, regions }: ProjectsMapProps) {
  const { map } = useText("projectsPage");
  const markers = projects.map(projectMarker);
  const regionCounts = regions
    .map(({ value, label }) => ({
      region: value,
      label,
      count: projects.filter((p) => p.region === value).length,
    }))
    .filter(({ count }) => count > 0);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1.3fr_1fr]">
      <div className="rounded-3xl bg-earth-50 p-4 ring-1 ring-stone-200 sm:p-8">
        <EthiopiaMap markers={markers} title={map.label} hitRadius={9} className="mx-auto" />
        <p className="mt-4 text-center text-sm text-stone-600">
          {fill(map.summary, { projects: projects.length, regions: regionCounts.length })}
        </p>
      </div>
      <div>
        <h3 className="text-lg font-bold">{map.byRegion}</h3>
        {/* Two tiles a row, each half: a tile is never narrower than its name's longest word
            (a flex item's minimum), so one whose word does not fit a half ("Giddugaleessaa" on
            a 375 px phone, or with larger text) takes a row of its own, its word whole. */}
        <ul className="mt-4 flex flex-wrap gap-2">
          {regionCounts.map(({ region, label, count }) => (
            <li key={region} className="flex grow basis-[calc(50%-0.5rem)]">
              <Link
                to={`/projects?${new URLSearchParams({ [filterParams.region]: region })}#portfolio`}
                // The list it filters takes focus, as following the anchor does on a new page:
                // the next Tab goes on from the results, not from this tile far below them
                // (`RouteTransition` reads the state; no import of it, which would split the
                // frame's script in two).
                state={{ focusAnchor: true }}
                className="flex min-h-11 grow items-center justify-between gap-2 rounded-xl bg-earth-50 px-3 py-2 text-sm font-medium ring-1 ring-stone-200 hover:bg-field-50 hover:ring-field-600"
              >
                <span className="min-w-0 break-words">{label}</span>
                <span className="shrink-0 rounded-full bg-field-700 px-2 py-0.5 text-xs font-bold text-white">
                  {count}
                  <span className="sr-only"> {count === 1 ? map.one : map.many}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
