import type { ReactNode } from "react";

/**
 * The box ticked before a step that cannot be undone (erasing, deleting, discarding a draft,
 * taking a page off the site) or that replaces a colleague's change: no script asks, so the form
 * carries the tick (`name=yes`, or what it agrees to: the revision replaced) and the server
 * refuses the step without it. `required` stops a form that sends only this step; a form whose
 * other buttons must send without it leaves it off.
 */
export function ConfirmBox({
  name = "confirm",
  value = "yes",
  required = true,
  children,
}: {
  name?: string;
  value?: string;
  required?: boolean;
  /** What ticking it agrees to. */
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        value={value}
        required={required}
        className="mt-1 size-4"
      />
      {children}
    </label>
  );
}
