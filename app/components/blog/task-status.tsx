import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-paths";
import type { TaskStatus } from "~/content/reports";

/** How a task status looks: Completed green, In Progress blue, Delayed red, anything else grey. */
export type TaskTone = "completed" | "in-progress" | "delayed" | "other";

export function taskTone(status: TaskStatus): TaskTone {
  switch (status) {
    case "Completed":
      return "completed";
    case "In Progress":
      return "in-progress";
    case "Delayed":
      return "delayed";
    default:
      return "other";
  }
}

const looks: Record<TaskTone, { icon: IconName; className: string }> = {
  completed: { icon: "check-circle", className: "bg-field-100 text-field-800" },
  "in-progress": { icon: "clock", className: "bg-water-100 text-water-700" },
  delayed: { icon: "alert-circle", className: "bg-red-100 text-red-800" },
  other: { icon: "minus-circle", className: "bg-stone-100 text-stone-700" },
};

/**
 * A task's status as a coloured label with an icon; the text (`label`, the status in the page's
 * language) carries the meaning.
 */
export function TaskStatusBadge({ status, label }: { status: TaskStatus; label: string }) {
  const tone = taskTone(status);
  const { icon, className } = looks[tone];
  return (
    <span
      data-tone={tone}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${className}`}
    >
      <Icon name={icon} size={14} />
      {label}
    </span>
  );
}
