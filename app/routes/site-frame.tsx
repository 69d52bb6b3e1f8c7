import { Outlet, type MetaArgs, type MetaDescriptor } from "react-router";
import { ErrorPage, refusalText, statusOf } from "~/components/errors/error-page";
import { noSuchPageOf } from "~/lib/no-such-page";
import { site } from "~/content/site";
import { fill } from "~/i18n/translation";
import { pageMeta, pageTitle } from "~/lib/meta";
import type { RootData } from "~/i18n/use-chrome";
import { defaultLocale, isLocale } from "~/i18n/locales";
import { revalidateOnNewPathOnly } from "~/lib/revalidate";
import { noSuchPage } from "~/server/no-such-page.server";
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
 * page does not exist: 404, answered inside the frame with the 404 page's texts (`noSuchPage`). The
 * 404 page itself is shown as it is
 * (/no-such-page, /404, /no-such/page: the tree's index and `*` routes), in English.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const unknown =
    params.lang !== undefined && (params.lang === defaultLocale || !isLocale(params.lang));
  const segments = new URL(request.url).pathname.split("/").filter(Boolean).length;
  if (unknown && segments > 1 && params["*"] === undefined) throw noSuchPage(request);
  return null;
}

/**
 * Its answer is the same for every query: a filter or a sizing answer that changes only the
 * query must not wait for the server (the projects' and the sizing tool's filters would race).
 */
export const shouldRevalidate = revalidateOnNewPathOnly;

/**
 * A page that is not there (`noSuchPage`): the 404 page's title, kept out of search engines. Any
 * other answer of this boundary has the root's; every page below has its own.
 */
export const meta = ({ error, matches }: MetaArgs): MetaDescriptor[] => {
  const answer = noSuchPageOf(error);
  if (answer)
    return [
      ...pageMeta({
        locale: answer.locale,
        title: answer.notFound.title,
        description: fill(answer.notFound.description, { brand: site.brand }),
      }),
      { name: "robots", content: "noindex" },
    ];
  // Any other refusal or fault: what the page says, in the page's language ("405" had the brand only).
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!error || !root) return matches[0]?.meta ?? [];
  const { heading } = refusalText(root.chrome.errors, statusOf(error));
  return [{ title: pageTitle(heading, root.locale) }, { name: "robots", content: "noindex" }];
};

export default function SiteFrame() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
