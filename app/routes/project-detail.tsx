import type { MetaArgs, MetaDescriptor } from "react-router";
import { ProjectDetailView } from "~/components/projects/project-detail-view";
import { ProjectNotFound } from "~/components/projects/project-not-found";
import { projectDetail } from "~/content/project-views";
import { findProject, projectPath, projects } from "~/content/projects";
import { textsFor } from "~/content/text-modules";
import { requestLocale } from "~/i18n/locales";
import { metaDescription } from "~/lib/meta-description";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/project-detail";

// Serves /projects/project-N (canonical) and /projects/N (the same page, naming the canonical
// URL). The two reports have their own route (project-report.tsx). Any other id is "Project Not
// Found", and the id itself is never echoed.

/** Translated: the page's texts and the project's words come from the loader. */
export const handle = { translated: true };

/** The one project of the page in the page's language (none for an unknown id), and its texts. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const found = findProject(params.projectId);
  return {
    locale,
    text: textsFor(locale, ["projectDetail", "pictures"]),
    project: found ? projectDetail(found, locale) : null,
    total: projects.length,
  };
}

export const meta = ({ loaderData: data }: MetaArgs): MetaDescriptor[] => {
  const loaderData = data as Route.ComponentProps["loaderData"] | undefined;
  if (!loaderData) return [];
  const { locale, project } = loaderData;
  if (project) {
    return pageMeta({
      locale,
      title: project.title,
      description: metaDescription(project.description),
      path: projectPath(project),
    });
  }
  const { title, description } = loaderData.text.projectDetail.notFound;
  return [...pageMeta({ locale, title, description }), { name: "robots", content: "noindex" }];
};

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  const { project, total } = loaderData;
  if (project) return <ProjectDetailView key={project.id} project={project} total={total} />;
  return <ProjectNotFound />;
}
