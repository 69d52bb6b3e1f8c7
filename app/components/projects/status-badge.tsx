import type { StatusCategory } from "~/content/project-status";

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
