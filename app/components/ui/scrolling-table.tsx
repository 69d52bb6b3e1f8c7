import { useId, type ReactNode } from "react";

/**
 * The table's title, shown above the box (or only to screen readers, by `titleClassName`), or the
 * id of a text already on the page that names it (a chart's caption above it, which would
 * otherwise be read twice).
 */
export type TableTitle =
  { readonly title: string; readonly titleClassName: string } | { readonly labelledBy: string };

type ScrollingTableProps = TableTitle & {
  /** Classes of the whole: the title and the box. */
  className?: string;
  /** The table, given the title's id for its `aria-labelledby`. */
  children: (titleId: string) => ReactNode;
};

/**
 * A table wider than a phone, in a box that scrolls sideways (the keyboard can reach it, and a
 * shadow at an edge shows there is more) so the page never does, under a title that names both
 * the box and the table. The title stands above the box, not in it as a caption: a caption is as
 * wide as its table, and on a phone its end scrolled out of sight.
 */
export function ScrollingTable({ className, children, ...named }: ScrollingTableProps) {
  const ownId = useId();
  const titleId = "labelledBy" in named ? named.labelledBy : ownId;
  return (
    <div className={className}>
      {"title" in named ? (
        <p id={titleId} className={named.titleClassName}>
          {named.title}
        </p>
      ) : null}
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
