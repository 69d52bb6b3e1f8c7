import { useLocation } from "react-router";
import { ReportArticle } from "~/components/blog/report-article";
import { findReport } from "~/content/reports";
import { metaDescription } from "~/lib/meta-description";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/project-report";

/** The report of this route's path, /projects/{reportId} (routes.ts declares one per report). */
function reportAt(pathname: string) {
  const report = findReport(pathname.replace(/\/+$/, "").split("/").pop() ?? "");
  if (!report) throw new Error(`No report at ${pathname}`);
  return report;
}

export function meta({ location }: Route.MetaArgs) {
  const report = reportAt(location.pathname);
  return pageMeta({
    locale: "en",
    title: report.title,
    description: metaDescription(report.excerpt),
    path: `/projects/${report.id}`,
  });
}

export default function ProjectReportPage() {
  const { pathname } = useLocation();
  return <ReportArticle report={reportAt(pathname)} />;
}
