import { ProjectDetailView } from "~/components/projects/project-detail-view";
import { ProjectNotFound } from "~/components/projects/project-not-found";
import { findProject, projectPath } from "~/content/projects";
import { projectDetailPage } from "~/content/projects-page";
import { metaDescription } from "~/lib/meta-description";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/project-detail";

// Serves /projects/project-N (canonical) and /projects/N (the same page, naming the canonical
// URL). The two reports have their own route (project-report.tsx). Any other id is "Project Not
// Found", and the id itself is never echoed.
export function meta({ params }: Route.MetaArgs) {
  const project = findProject(params.projectId);
  if (project) {
    return pageMeta({
      locale: "en",
      title: project.title,
      description: metaDescription(project.description),
      path: projectPath(project),
    });
  }
  const { title, description } = projectDetailPage.notFound;
  return [
    ...pageMeta({ locale: "en", title, description }),
    { name: "robots", content: "noindex" },
  ];
}

export default function ProjectDetailPage({ params }: Route.ComponentProps) {
  const project = findProject(params.projectId);
  if (project) return <ProjectDetailView key={project.id} project={project} />;
  return <ProjectNotFound />;
}
