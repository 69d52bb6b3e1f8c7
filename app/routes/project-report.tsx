import type { MetaArgs, MetaDescriptor } from "react-router";
import { ReportArticle } from "~/components/blog/report-article";
import { ItemNotFound } from "~/components/ui/item-not-found";
import { postView } from "~/content/post-views";
import { textsFor } from "~/content/text-modules";
import { requestLocale, unlocalizedPath } from "~/i18n/locales";
import { metaDescription } from "~/lib/meta-description";
import { pageMeta, sharePhoto } from "~/lib/meta";
import { photoShelf } from "~/server/photos.server";
import { publishedPostAt } from "~/server/posts.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/project-report";

/** Translated: the page's texts come from `blogText`, the post's words from the store. */
export const handle = { translated: true };

/**
 * One post's page: /projects/{reportId} for the two first reports (routes.ts declares one route
 * each) and /blog/{id} for every other post. The post is read from the store's published posts;
 * an address without one shows "Report Not Found" (the servers answer it 404, a withdrawn post's
 * 410: they know it from `gone.json`). A request for the route's data ends in ".data".
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const path = unlocalizedPath(
    new URL(request.url).pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1"),
  );
  const db = getRuntime().db;
  const post = publishedPostAt(db, path);
  return {
    locale,
    text: textsFor(locale, ["blog", "pictures"]),
    // None: "Report Not Found", prerendered at /blog/not-found for the servers to answer an
    // unknown or withdrawn post's address with (404 or 410), the route's own page.
    report: post ? postView(post, locale, photoShelf(db)) : null,
  };
}

export const meta = ({ loaderData: data }: MetaArgs): MetaDescriptor[] => {
  const loaderData = data as Route.ComponentProps["loaderData"] | undefined;
  if (!loaderData) return [];
  const { report } = loaderData;
  if (!report) {
    const { title, description } = loaderData.text.blog.notFound;
    return [...pageMeta({ locale: loaderData.locale, title, description }), NO_INDEX];
  }
  return pageMeta({
    locale: loaderData.locale,
    title: report.title,
    description: metaDescription(report.excerpt),
    path: report.path,
    image: sharePhoto(report.photos),
  });
};

const NO_INDEX = { name: "robots", content: "noindex" };

export default function ProjectReportPage({ loaderData }: Route.ComponentProps) {
  const { report, text } = loaderData;
  if (report) return <ReportArticle report={report} />;
  return (
    <ItemNotFound
      eyebrow={text.blog.hero.eyebrow}
      title={text.blog.notFound.title}
      text={text.blog.notFound.text}
      back={{ to: "/blog", label: text.blog.report.allReports }}
    />
  );
}
