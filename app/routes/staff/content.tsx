import { Link, redirect } from "react-router";
import type { Route } from "./+types/content";
import { PostForm } from "~/components/staff/post-form";
import { StaffSection } from "~/components/staff/staff-section";
import { buttonClasses } from "~/components/ui/button";
import { translationsToDo } from "~/content/project-document";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import { createDraft } from "~/server/content-store.server";
import { blankProject, nextProject, PROJECT, projectItems } from "~/server/projects.server";
import { getRuntime } from "~/server/runtime.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";

const text = staffText.content;

export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.content);
  return {
    csrf: session.csrfToken,
    projects: projectItems(rt.db).map((item) => ({
      id: item.id,
      title: item.current.words.en.title || item.id,
      state: item.state,
      version: item.version,
      draftPending: item.draft !== null && item.version > 0,
      toDo: translationsToDo(item.current).length,
      updated: `${item.updatedBy === "seed" ? text.seedAuthor : item.updatedBy}, ${formatEat(item.updatedAt)}`,
    })),
  };
}

/** "Add a project": a draft with the next id, opened in the editor. */
export async function action({ request }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session } = await requireStaffPost(request, rt, access.content);
  const next = nextProject(rt.db);
  createDraft(
    rt.db,
    PROJECT,
    next.id,
    blankProject(next.id, next.serialNumber),
    session.staff.email,
  );
  return redirect(`/staff/content/projects/${next.id}`);
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const { csrf, projects } = loaderData;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{text.title}</h1>
        <p className="mt-2 max-w-3xl text-stone-700">{text.intro}</p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {[
            ["/staff/content/photos", text.photos.link],
            ["/staff/content/translations", text.translationsLink],
            ["/staff/content/settings", text.settings.link],
            ["/staff/content/financing", text.financing.link],
            ["/staff/content/company", text.company.link],
            ["/staff/content/faqs", text.faqs.link],
          ].map(([to, label]) => (
            <li key={to}>
              <Link to={to!} className="font-semibold text-field-800 underline">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <StaffSection id="projects" title={text.projects}>
        <PostForm csrf={csrf} className="mb-4">
          <button type="submit" className={buttonClasses("secondary")}>
            {text.newProject}
          </button>
        </PostForm>
        <ul className="divide-y divide-stone-200">
          {projects.map((project) => (
            <li key={project.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
              <Link
                to={`/staff/content/projects/${project.id}`}
                className="min-w-0 grow basis-72 font-semibold text-field-800 underline"
              >
                {project.title}
              </Link>
              <span className="text-sm text-stone-700">
                {text.states[project.state]}
                {project.draftPending ? ` · ${text.draftPending}` : ""}
                {project.version > 0 ? ` · v${project.version}` : ""}
              </span>
              <span className="text-sm text-stone-700">
                {text.columns.translations}: {text.toDo(project.toDo)}
              </span>
              <span className="w-full text-xs text-stone-600">
                {project.id} · {project.updated}
              </span>
            </li>
          ))}
        </ul>
      </StaffSection>
    </div>
  );
}
