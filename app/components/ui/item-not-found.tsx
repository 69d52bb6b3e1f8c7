import { useLayoutEffect, useRef, type RefObject } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";

/**
 * The page left on screen by a static host's 404.html is not ours to hydrate: an unknown id may
 * be served the site's prerendered not-found page, whose router match (the catch-all) differs
 * from this route's. React 19 skips that stray `<main>` as foreign markup and renders this view
 * in a new one, so both would show; remove any other `<main>` once this one is on screen.
 */
function useRemoveStaleMain(own: RefObject<HTMLElement | null>) {
  // Before paint: the stale page is never seen beside this one (it may render after a fetch).
  useLayoutEffect(() => {
    const mine = own.current?.closest("main");
    if (!mine) return;
    for (const main of document.querySelectorAll("main")) if (main !== mine) main.remove();
  }, [own]);
}

interface ItemNotFoundProps {
  readonly eyebrow: string;
  readonly title: string;
  readonly text: string;
  /** The list the item would be in, and the words of the link back to it. */
  readonly back: { readonly to: string; readonly label: string };
}

/**
 * What an address under a list that names no item shows (Project Not Found, Report Not Found).
 * Fixed texts only: the address itself is never echoed.
 */
export function ItemNotFound({ eyebrow, title, text, back }: ItemNotFoundProps) {
  const ref = useRef<HTMLDivElement>(null);
  useRemoveStaleMain(ref);
  return (
    <div ref={ref}>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={text}
        actions={
          <ButtonLink to={back.to} variant="primary">
            <Icon name="arrow-left" size={18} />
            {back.label}
          </ButtonLink>
        }
      />
    </div>
  );
}
