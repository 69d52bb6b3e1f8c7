import { Link } from "~/components/ui/locale-link";
import { projectCategories, type ProjectCategory } from "~/content/projects";
import { useText } from "~/i18n/use-text";
import { paramsFromCriteria, type ProjectCriteria } from "~/lib/project-filters";

interface CategoryTabsProps {
  criteria: ProjectCriteria;
  /** The tabs' labels in the page's language. */
  labels: Readonly<Record<ProjectCategory, string>>;
}

/**
 * The category tabs of /projects. Each is a link to the same list with that category in the
 * query, so they work before JavaScript loads; the current one is marked `aria-current`.
 */
export function CategoryTabs({ criteria, labels }: CategoryTabsProps) {
  const { list } = useText("projectsPage");
  const tabs = [undefined, ...projectCategories] as const;
  return (
    // The tabs wrap on a phone rather than scroll sideways: a focused tab is never cut off.
    <nav aria-label={list.tabs}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((category) => {
          const current = criteria.category === category;
          const search = paramsFromCriteria({ ...criteria, category }).toString();
          return (
            <li key={category ?? "all"}>
              <Link
                // The list's own path, not "here": the prerendered page's address ends in a slash,
                // and a visitor without scripts would be redirected, the second time over the
                // network, before the server renders the filtered list.
                to={{ pathname: "/projects", search: search ? `?${search}` : "" }}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                // A name longer than a 320 px screen ("Qorannoo fi dhaabbilee mootummaa") breaks
                // between its words inside its tab rather than widen the page.
                className={`inline-flex min-h-11 max-w-full items-center rounded-3xl px-4 py-1.5 text-sm font-semibold ring-1 transition-colors ${
                  current
                    ? "bg-field-800 text-white ring-field-800"
                    : "bg-white text-stone-700 ring-stone-300 hover:bg-field-50 hover:ring-field-600"
                }`}
              >
                {category ? labels[category] : list.allCategories}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
