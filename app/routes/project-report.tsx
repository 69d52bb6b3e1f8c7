import { data, type MetaArgs, type MetaDescriptor } from "react-router";
import { ReportArticle } from "~/components/blog/report-article";
import { postView } from "~/content/post-views";
import { textsFor } from "~/content/text-modules";
import { requestLocale, unlocalizedPath } from "~/i18n/locales";
import { metaDescription } from "~/lib/meta-description";
import { pageMeta } from "~/lib/meta";
import { photoShelf } from "~/server/photos.server";
import { publishedPostAt } from "~/server/posts.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/project-report";

/** Translated: the page's texts come from `blogText`, the post's words from the store. */
export const handle = { translated: true };

/**
 * One post's page: /projects/{reportId} for the two first reports (routes.ts declares one route
 * each) and /blog/{id} for every other post. The post is read from the store's published posts;
 * an address without one answers 404 (a withdrawn post's, 410: the server knows it from
 * `gone.json`). A request for the route's data ends in ".data".
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const path = unlocalizedPath(
    new URL(request.url).pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1"),
  );
  const db = getRuntime().db;
  const post = publishedPostAt(db, path);
  if (!post) throw data(null, { status: 404 });
  return {
    locale,
    text: textsFor(locale, ["blog", "pictures"]),
    report: postView(post, locale, photoShelf(db)),
  };
}

export const meta = ({ loaderData: data }: MetaArgs): MetaDescriptor[] => {
  const loaderData = data as Route.ComponentProps["loaderData"] | undefined;
  if (!loaderData) return [];
  const { report } = loaderData;
  return pageMeta({
    locale: loaderData.locale,
    title: report.title,
    description: metaDescription(report.excerpt),
    path: report.path,
  });
};

export default function ProjectReportPage({ loaderData }: Route.ComponentProps) {
  return <ReportArticle report={loaderData.report} />;
}
