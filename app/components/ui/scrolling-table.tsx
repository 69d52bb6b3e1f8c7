import { useId, type ReactNode } from "react";

interface ScrollingTableProps {
  /** The table's title, shown above the box (or only to screen readers, by `titleClassName`). */
  title: string;
  titleClassName: string;
  /** Classes of the whole: the title and the box. */
  className?: string;
  /** The table, given the title's id for its `aria-labelledby`. */
  children: (titleId: string) => ReactNode;
}

/**
 * A table wider than a phone, in a box that scrolls sideways (the keyboard can reach it, and a
 * shadow at an edge shows there is more) so the page never does, under a title that names both
 * the box and the table. The title stands above the box, not in it as a caption: a caption is as
 * wide as its table, and on a phone its end scrolled out of sight.
 */
export function ScrollingTable({
  title,
  titleClassName,
  className,
  children,
}: ScrollingTableProps) {
  const titleId = useId();
  return (
    <div className={className}>
      <p id={titleId} className={titleClassName}>
        {title}
      </p>
      <div
        className="scroll-shadows overflow-x-auto"
        role="region"
        aria-labelledby={titleId}
        // Focusable so keyboard users can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {children(titleId)}
      </div>
    </div>
  );
}
