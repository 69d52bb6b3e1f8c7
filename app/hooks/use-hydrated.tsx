import { createContext, startTransition, use, useEffect, useState, type ReactNode } from "react";

/**
 * Outside the site's layout (a component rendered on its own, as in unit tests) there is no
 * hydration to wait for: in a browser scripts run, on the server they do not.
 */
const HydratedContext = createContext(typeof document !== "undefined");

/**
 * Answers `useHydrated` for the whole page: false in the HTML and while React hydrates it, then
 * true for good (later pages of the visit render with scripts from the start). The switch is a
 * transition, so the controls that change with it render again in short slices the browser can
 * interrupt, not in one long task at the end of hydration (docs/performance.md). Once it has
 * committed, `<html data-hydrated="true">` tells tests and benches the page is interactive.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
    else startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the prerendered HTML and during hydration, true once JavaScript runs.
 * Controls that need JavaScript render their no-JS fallback until then.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
