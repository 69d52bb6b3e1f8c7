import { Link } from "~/components/ui/locale-link";
import { EthiopiaMap, type MapMarker } from "~/components/map/ethiopia-map";
import { projectPath, projects, type Project } from "~/content/projects";
import { filterParams, regionOptions } from "~/lib/project-filters";

/** A project's marker: its site, named by its place, linking to its page. */
export function projectMarker(project: Project): MapMarker {
  return {
    id: project.id,
    label: project.place,
    to: projectPath(project),
    lat: project.lat,
    lon: project.lon,
  };
}

const markers = projects.map(projectMarker);
const regionCounts = regionOptions(projects)
  .map((region) => ({ region, count: projects.filter((p) => p.region === region).length }))
  .filter(({ count }) => count > 0);

/** Every project on the map of Ethiopia, with a list of regions that filters the portfolio. */
export function ProjectsMap() {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1.3fr_1fr]">
      <div className="rounded-3xl bg-earth-50 p-4 ring-1 ring-stone-200 sm:p-8">
        <EthiopiaMap
          markers={markers}
          title="Map of project locations in Ethiopia"
          hitRadius={9}
          className="mx-auto"
        />
        <p className="mt-4 text-center text-sm text-stone-600">
          {projects.length} project sites in {regionCounts.length} regions
        </p>
      </div>
      <div>
        <h3 className="text-lg font-bold">Projects by region</h3>
        <ul className="mt-4 grid grid-cols-2 gap-2">
          {regionCounts.map(({ region, count }) => (
            <li key={region}>
              <Link
                to={`/projects?${new URLSearchParams({ [filterParams.region]: region })}#portfolio`}
                className="flex min-h-11 items-center justify-between gap-2 rounded-xl bg-earth-50 px-3 py-2 text-sm font-medium ring-1 ring-stone-200 hover:bg-field-50 hover:ring-field-600"
              >
                <span>{region}</span>
                <span className="rounded-full bg-field-700 px-2 py-0.5 text-xs font-bold text-white">
                  {count}
                  <span className="sr-only"> {count === 1 ? "project" : "projects"}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
