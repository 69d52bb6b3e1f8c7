import { ReportList } from "~/components/blog/report-list";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { localizedSummary } from "~/content/blog";
import { reportIds } from "~/content/report-ids";
import { textsFor } from "~/content/text-modules";
import { requestLocale } from "~/i18n/locales";
import { textPageMeta } from "~/lib/meta";
import { articlesJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/blog";

/** Translated: every text of the page comes from `blogText` and the pictures' alts. */
export const handle = { translated: true };

/**
 * The report cards in the page's language. A report's full text is not sent: the dialog fetches
 * it from the report's own page when a visitor opens it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return {
    locale,
    text: textsFor(locale, ["blog", "pictures"]),
    reports: reportIds.map((id) => localizedSummary(id, locale)),
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
