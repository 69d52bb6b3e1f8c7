import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * `shouldRevalidate` of a route whose data depends on the address's language only, never on its
 * query: a query changed (a filter) asks the network for nothing, and the address changes at once.
 */
export function revalidateOnNewPathOnly({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
