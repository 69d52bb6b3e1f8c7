import { lazy, Suspense } from "react";
import { ProjectDetailView } from "~/components/projects/project-detail-view";
import { ProjectNotFound } from "~/components/projects/project-not-found";
import { findProject, projectPath } from "~/content/projects";
import { projectDetailPage } from "~/content/projects-page";
import { findReportSummary } from "~/content/report-summaries";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/project-detail";

// The two report pages load their long text apart from the twenty project pages.
const ReportArticle = lazy(() => import("~/components/blog/report-article"));

/** Cuts a meta description to about 160 characters at a word boundary. */
function summary(text: string): string {
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

// One route serves /projects/project-N (canonical), /projects/N (same page, names the canonical
// URL) and the two reports. Anything else is "Project Not Found", without echoing the id.
export function meta({ params }: Route.MetaArgs) {
  const project = findProject(params.projectId);
  if (project) {
    return pageMeta({
      title: project.title,
      description: summary(project.description),
      path: projectPath(project),
    });
  }
  const report = findReportSummary(params.projectId);
  if (report) {
    return pageMeta({
      title: report.title,
      description: summary(report.excerpt),
      path: `/projects/${report.id}`,
    });
  }
  const { title, description } = projectDetailPage.notFound;
  return [...pageMeta({ title, description }), { name: "robots", content: "noindex" }];
}

export default function ProjectDetailPage({ params }: Route.ComponentProps) {
  const project = findProject(params.projectId);
  if (project) return <ProjectDetailView key={project.id} project={project} />;
  const report = findReportSummary(params.projectId);
  if (report) {
    return (
      <Suspense>
        <ReportArticle id={report.id} />
      </Suspense>
    );
  }
  return <ProjectNotFound />;
}
