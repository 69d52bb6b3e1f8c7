import { useEffect, useState } from "react";
import { useRevalidator, type MetaArgs, type MetaDescriptor } from "react-router";
import { ProjectDetailView } from "~/components/projects/project-detail-view";
import { ItemNotFound } from "~/components/ui/item-not-found";
import { findDocument, projectDetail } from "~/content/project-views";
import { projectPath } from "~/content/projects";
import { photoShelf } from "~/server/photos.server";
import { publishedProjects } from "~/server/projects.server";
import { getRuntime } from "~/server/runtime.server";
import { textsFor } from "~/content/text-modules";
import { requestLocale } from "~/i18n/locales";
import { metaDescription } from "~/lib/meta-description";
import { pageMeta, sharePhoto } from "~/lib/meta";
import type { Route } from "./+types/project-detail";

// Serves /projects/project-N (canonical) and /projects/N (the same page, naming the canonical
// URL). The two reports have their own route (project-report.tsx). Any other id is "Project Not
// Found", and the id itself is never echoed.

/** Translated: the page's texts and the project's words come from the loader. */
export const handle = { translated: true };

/** The one project of the page in the page's language (none for an unknown id), and its texts. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const projects = publishedProjects(getRuntime().db);
  const found = findDocument(projects, params.projectId);
  return {
    locale,
    text: textsFor(locale, ["projectDetail", "pictures"]),
    project: found ? projectDetail(found, locale, photoShelf(getRuntime().db)) : null,
    total: projects.length,
  };
}

export const meta = ({ loaderData: data }: MetaArgs): MetaDescriptor[] => {
  const loaderData = data as Route.ComponentProps["loaderData"] | undefined;
  // No data: an unknown id's full page load, while the ErrorBoundary below asks the server for it.
  // Keep the title the page already shows (the 404 page's) rather than none for that moment.
  if (!loaderData) return typeof document === "undefined" ? [] : [{ title: document.title }];
  const { locale, project } = loaderData;
  if (project) {
    return pageMeta({
      locale,
      title: project.title,
      description: metaDescription(project.description),
      path: projectPath(project),
      image: sharePhoto(project.photos),
    });
  }
  const { title, description } = loaderData.text.projectDetail.notFound;
  return [...pageMeta({ locale, title, description }), { name: "robots", content: "noindex" }];
};

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  const { project, total } = loaderData;
  if (project) return <ProjectDetailView key={project.id} project={project} total={total} />;
  const { notFound, backLabel } = loaderData.text.projectDetail;
  return (
    <ItemNotFound
      eyebrow={notFound.eyebrow}
      title={notFound.title}
      text={notFound.text}
      back={{ to: "/projects", label: backLabel }}
    />
  );
}

/** Whether this page load has asked the server for this route's data again (once is enough). */
let refetched = false;

/**
 * An unknown id's full page load shows the static host's prerendered 404 page, whose hydration
 * data is the catch-all route's: hydrating this route then fails for want of its data. Ask the
 * server for it once (the not-found texts in the page's language); any other error, or a second
 * one, goes on to the site's error page. A `clientLoader` would refetch too, but changes the boot
 * script's shape (docs/decisions/0020).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { revalidate } = useRevalidator();
  // The error this boundary first caught, if it may retry; re-renders keep the decision.
  const [first] = useState(() => (refetched || typeof document === "undefined" ? null : error));
  const retry = first === error;
  useEffect(() => {
    if (!retry) return;
    refetched = true;
    void revalidate();
  }, [retry, revalidate]);
  if (!retry) throw error;
  return null;
}
