import { useLayoutEffect, useRef, type RefObject } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { useText } from "~/i18n/use-text";

/**
 * The page left on screen by the static host's 404.html is not ours to hydrate: an unknown id
 * is served the site's prerendered not-found page, whose router match (the catch-all) differs
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

/** What an unknown project id shows. Fixed texts only: the id itself is never echoed. */
export function ProjectNotFound() {
  const { notFound, backLabel } = useText("projectDetail");
  const ref = useRef<HTMLDivElement>(null);
  useRemoveStaleMain(ref);
  return (
    <div ref={ref}>
      <PageHero
        eyebrow={notFound.eyebrow}
        title={notFound.title}
        lead={notFound.text}
        actions={
          <ButtonLink to="/projects" variant="primary">
            <Icon name="arrow-left" size={18} />
            {backLabel}
          </ButtonLink>
        }
      />
    </div>
  );
}
