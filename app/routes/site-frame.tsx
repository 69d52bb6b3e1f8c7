import { Outlet } from "react-router";
import { ErrorPage } from "~/components/errors/error-page";
import type { Route } from "./+types/site-frame";

/**
 * The public pages of one language, inside the site's frame. It draws nothing of its own: it is
 * the error boundary of every page below it, so a page's failure (a form sent to a page that
 * takes none, a fault in a page's data) is answered inside the frame, whose texts come from the
 * root route's loader, which runs above this boundary.
 */
export default function SiteFrame() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
