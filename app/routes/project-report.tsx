import type { MetaArgs, MetaDescriptor } from "react-router";
import { ReportArticle } from "~/components/blog/report-article";
import { reportIds, type ReportId } from "~/content/report-ids";
import { localizedReport } from "~/content/reports";
import { textsFor } from "~/content/text-modules";
import { requestLocale } from "~/i18n/locales";
import { metaDescription } from "~/lib/meta-description";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/project-report";

/** Translated: every text of the page comes from `reportsText`, `blogText` and the pictures. */
export const handle = { translated: true };

/**
 * The report of this route's path, /projects/{reportId} (routes.ts declares one per report); a
 * request for the route's data ends in ".data".
 */
function reportIdAt(pathname: string): ReportId {
  const last =
    pathname
      .replace(/\/+$/, "")
      .replace(/\.data$/, "")
      .split("/")
      .pop() ?? "";
  const id = reportIds.find((reportId) => reportId === last);
  if (!id) throw new Error(`No report at ${pathname}`);
  return id;
}

/**
 * This report alone, in the page's language (the /blog dialog fetches the same data). Its long
 * text stays in this route's data: no other page's HTML or JavaScript carries it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return {
    locale,
    text: textsFor(locale, ["blog", "pictures"]),
    report: localizedReport(reportIdAt(new URL(request.url).pathname), locale),
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
    path: `/projects/${report.id}`,
  });
};

export default function ProjectReportPage({ loaderData }: Route.ComponentProps) {
  return <ReportArticle report={loaderData.report} />;
}
