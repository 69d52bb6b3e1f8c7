import { data, Outlet } from "react-router";
import { ErrorPage } from "~/components/errors/error-page";
import { defaultLocale, isLocale } from "~/i18n/locales";
import { revalidateOnNewPathOnly } from "~/lib/revalidate";
import type { Route } from "./+types/site-frame";

/**
 * The public pages of every language, inside the site's frame. It draws nothing of its own: it is
 * the error boundary of every page below it, so a page's failure (a form sent to a page that
 * takes none, a fault in a page's data) is answered inside the frame, whose texts come from the
 * root route's loader, which runs above this boundary.
 */
/**
 * One route tree serves every language: the address's first segment, when the tree's optional
 * `:lang?` took it, must be one of the translated languages. Under any other (/no-such/about) a
 * page does not exist: 404, answered inside the frame. The 404 page itself is shown as it is
 * (/no-such-page, /404, /no-such/page: the tree's index and `*` routes), in English.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const unknown =
    params.lang !== undefined && (params.lang === defaultLocale || !isLocale(params.lang));
  const segments = new URL(request.url).pathname.split("/").filter(Boolean).length;
  if (unknown && segments > 1 && params["*"] === undefined) throw data(null, { status: 404 });
  return null;
}

/**
 * Its answer is the same for every query: a filter or a sizing answer that changes only the
 * query must not wait for the server (the projects' and the sizing tool's filters would race).
 */
export const shouldRevalidate = revalidateOnNewPathOnly;

export default function SiteFrame() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
