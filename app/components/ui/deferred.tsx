import { lazy, Suspense, type ComponentType } from "react";

/**
 * A part of a page whose code loads after the page's own: its prerendered HTML is already complete
 * (and works without JavaScript), so hydrating it can wait for its own chunk instead of weighing on
 * every visitor's first load. During a client-side navigation a quiet placeholder of the given
 * size holds its place for the moment the chunk takes.
 */
function markReady(node: HTMLSpanElement | null) {
  node?.parentElement?.setAttribute("data-ready", "");
}

export function deferred<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
  placeholderClassName = "min-h-96",
) {
  const Part = lazy(async () => ({ default: await load() }));
  return function Deferred(props: Props) {
    return (
      // `display: contents`: the wrapper takes no place in the layout. `data-ready` is set once
      // the part has hydrated (browser tests wait for it).
      <div className="contents" data-deferred="">
        <Suspense fallback={<div className={placeholderClassName} aria-busy="true" />}>
          <Part {...props} />
          <span hidden ref={markReady} />
        </Suspense>
      </div>
    );
  };
}
