import { memo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "~/components/ui/locale-link";
import { Button, buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { filterableStatuses } from "~/content/project-status";
import type { ProjectFinderEntry } from "~/content/project-views";
import type { ProjectCategory } from "~/content/projects";
import type { Region } from "~/content/regions";
import { useHydrated } from "~/hooks/use-hydrated";
import { fill } from "~/i18n/translation";
import { useLocalizePath } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import {
  criteriaFromParams,
  filterParams,
  filterProjects,
  paramsFromCriteria,
  type ProjectCriteria,
} from "~/lib/project-filters";
import { CategoryTabs } from "./category-tabs";
import { EmptyResults } from "./empty-results";
import { ProjectCard } from "./project-card";

const selectClasses =
  "min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900 hover:border-field-600";

/**
 * Search, filters, category tabs and the grid of /projects. The URL query is the only state:
 * the list is derived from it, so a filtered view can be shared, reloaded and left with Back.
 * It is a GET form, so a search submitted before JavaScript loads lands in the query too.
 */
interface ProjectFinderProps {
  /** Every project, its words in the page's language, with its names in the others. */
  projects: readonly ProjectFinderEntry[];
  /** The region filter's options: the id (kept in the URL) and its name as shown. */
  regions: readonly { readonly value: Region; readonly label: string }[];
  /** The category tabs' labels. */
  categories: Readonly<Record<ProjectCategory, string>>;
  /**
   * The query the page's HTML was rendered for: none in the prerendered file, whatever the
   * address says; the request's own when the server renders a filtered address.
   */
  renderedQuery: string;
}

/**
 * Until the page is hydrated the finder shows what its HTML shows (the prerendered file is the
 * unfiltered list even at /projects?q=…), so hydration matches it; then the address's query
 * applies, in the transition that marks the page hydrated (docs/decisions/0047).
 */
export function ProjectFinder({ renderedQuery, ...props }: ProjectFinderProps) {
  const [params] = useSearchParams();
  const search = useHydrated() ? params.toString() : renderedQuery;
  return <FinderView {...props} search={search} />;
}

/** Rendered again when the query it shows changes, not when the page becomes hydrated. */
const FinderView = memo(function FinderView({
  projects,
  regions: regionChoices,
  categories,
  search,
}: Omit<ProjectFinderProps, "renderedQuery"> & { search: string }) {
  const { list } = useText("projectsPage");
  const localize = useLocalizePath();
  const regions = regionChoices.map((region) => region.value);
  const [, setParams] = useSearchParams();
  const criteria = criteriaFromParams(new URLSearchParams(search), regions);
  // What the visitor is typing, until the URL (updated in a transition) catches up with it.
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null && draft === criteria.query) setDraft(null);
  const query = draft ?? criteria.query;
  const searchRef = useRef<HTMLInputElement>(null);

  const results = filterProjects(projects, criteria);

  function update(next: Partial<ProjectCriteria>, replace = false) {
    // From the address bar, not this render: the URL changes at once, while the render of the
    // last change (a transition) may still be pending when the visitor changes a second filter.
    const current = criteriaFromParams(new URLSearchParams(window.location.search), regions);
    setParams(paramsFromCriteria({ ...current, query, ...next }), {
      replace,
      preventScrollReset: true,
    });
  }

  function clearAll() {
    setDraft(null);
    setParams(new URLSearchParams(), { preventScrollReset: true });
    searchRef.current?.focus();
  }

  const clearAllControl = <ClearAll onClear={clearAll} label={list.clearAll} />;

  return (
    <div className="grid gap-6">
      <CategoryTabs criteria={{ ...criteria, query }} labels={categories} />
      <form
        method="get"
        action={localize("/projects")}
        role="search"
        aria-label={list.form}
        onSubmit={(event) => {
          // Filters apply as they change; Apply (or Enter) records the search in the history.
          event.preventDefault();
          update({ query });
        }}
        className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5 md:grid-cols-2 md:items-end lg:grid-cols-[1fr_1fr_auto]"
      >
        {criteria.category ? (
          <input type="hidden" name={filterParams.category} value={criteria.category} />
        ) : null}
        {/* The search has a row of its own: the selects beside it were cut short in Afaan Oromo. */}
        <div className="md:col-span-2 lg:col-span-3">
          <label htmlFor="project-search" className="text-sm font-semibold text-stone-800">
            {list.search}
          </label>
          <div className="relative mt-1.5">
            <Icon
              name="search"
              size={18}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
            />
            <input
              ref={searchRef}
              id="project-search"
              type="search"
              name={filterParams.query}
              value={query}
              maxLength={100}
              autoComplete="off"
              aria-describedby="project-search-hint"
              onChange={(event) => {
                setDraft(event.target.value);
                update({ query: event.target.value }, true);
              }}
              className={`${selectClasses} pl-10`}
            />
          </div>
          <p id="project-search-hint" className="mt-1.5 text-sm text-stone-600">
            {list.searchHint}
          </p>
        </div>
        <div>
          <label htmlFor="project-status" className="text-sm font-semibold text-stone-800">
            {list.status}
          </label>
          <select
            id="project-status"
            name={filterParams.status}
            value={criteria.status ?? ""}
            onChange={(event) =>
              update({ status: filterableStatuses.find((s) => s === event.target.value) })
            }
            className={`${selectClasses} mt-1.5`}
          >
            <option value="">{list.allStatuses}</option>
            {filterableStatuses.map((status) => (
              <option key={status} value={status}>
                {list.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="project-region" className="text-sm font-semibold text-stone-800">
            {list.region}
          </label>
          <select
            id="project-region"
            name={filterParams.region}
            value={criteria.region ?? ""}
            onChange={(event) => update({ region: event.target.value || undefined })}
            className={`${selectClasses} mt-1.5`}
          >
            <option value="">{list.allRegions}</option>
            {regionChoices.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2 md:col-span-2 lg:col-span-1">
          <Button type="submit" variant="secondary">
            {list.apply}
          </Button>
          {clearAllControl}
        </div>
      </form>

      <p role="status" className="text-sm font-medium text-stone-700">
        {fill(list.showing, { shown: results.length, total: projects.length })}
      </p>

      {results.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((project) => (
            <li key={project.id} className="grid">
              <ProjectCard
                project={project}
                sizes="(min-width: 1024px) calc(33vw - 2rem), (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)"
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyResults clearAll={clearAllControl} />
      )}
    </div>
  );
});

// The control that differs once JavaScript runs is its own component, so that the switch
// after hydration re-renders only it, not the whole grid of projects.

/** Clears every filter in place, or, before JavaScript runs, links to the unfiltered page. */
function ClearAll({ onClear, label }: { onClear: () => void; label: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Button variant="outline" onClick={onClear}>
      {label}
    </Button>
  ) : (
    <Link to="/projects" className={buttonClasses("outline")}>
      {label}
    </Link>
  );
}
