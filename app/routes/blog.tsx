import { ReportList } from "~/components/blog/report-list";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { postSummary } from "~/content/post-views";
import { textsFor } from "~/content/text-modules";
import { requestLocale } from "~/i18n/locales";
import { textPageMeta } from "~/lib/meta";
import { articlesJsonLd } from "~/lib/structured-data";
import { photoShelf } from "~/server/photos.server";
import { publishedPosts } from "~/server/posts.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/blog";

/** Translated: the page's texts come from `blogText`, the posts' words from the store. */
export const handle = { translated: true };

/**
 * The published posts' cards in the page's language, newest first. A post's full text is not
 * sent: the dialog fetches it from the post's own page when a visitor opens it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const db = getRuntime().db;
  const shelf = photoShelf(db);
  return {
    locale,
    text: textsFor(locale, ["blog", "pictures"]),
    reports: publishedPosts(db).map((post) => postSummary(post, locale, shelf)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        ...textPageMeta(loaderData, loaderData.text.blog.meta, "/blog"),
        articlesJsonLd(loaderData.reports),
      ]
    : [];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.text.blog;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <ButtonLink to="/projects" variant="ghost-light">
            {hero.projects}
          </ButtonLink>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <ReportList reports={loaderData.reports} />
      </div>
    </>
  );
}
