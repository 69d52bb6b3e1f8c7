import type { ReactNode } from "react";

interface PageHeroProps {
  /** Small label above the title. */
  eyebrow?: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  /** Lead paragraph. */
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Optional illustration or figure beside the text on wide screens. */
  aside?: ReactNode;
  /** Content that sits in the hero's background (e.g. a rotating illustration). */
  background?: ReactNode;
  children?: ReactNode;
}

/**
 * The dark green band that opens every page, under the transparent header.
 * It carries the page's h1; light header text reads on it.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
  background,
  children,
}: PageHeroProps) {
  return (
    <div className="on-dark relative isolate overflow-hidden bg-field-900 pt-28 pb-16 text-field-50 sm:pt-32 sm:pb-20">
      {background}
      {/* Its columns never widen for a long word (a link in a post's title or summary): it breaks. */}
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] *:min-w-0">
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wider text-sun-300 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            {title}
          </h1>
          {lead ? <p className="mt-5 max-w-xl text-lg text-field-100">{lead}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
      {children}
    </div>
  );
}
