import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useText } from "~/i18n/use-text";

/** What /projects shows when no project matches: a hint and the way back to all projects. */
export function EmptyResults({ clearAll }: { clearAll: ReactNode }) {
  const { list } = useText("projectsPage");
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-earth-100 text-field-700">
        <Icon name="search" size={28} />
      </span>
      <h3 className="mt-5 text-xl font-bold">{list.emptyTitle}</h3>
      <p className="mt-2 max-w-md text-stone-600">{list.emptyText}</p>
      <div className="mt-6">{clearAll}</div>
    </div>
  );
}
