import { useSyncExternalStore } from "react";

/** Whether the page is scrolled more than `threshold` CSS pixels (false in prerendered HTML). */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("scroll", onChange, { passive: true });
      return () => window.removeEventListener("scroll", onChange);
    },
    () => window.scrollY > threshold,
    () => false,
  );
}
