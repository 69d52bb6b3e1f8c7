import { Link, redirect } from "react-router";
import type { Route } from "./+types/content";
import { PostForm } from "~/components/staff/post-form";
import { StaffSection } from "~/components/staff/staff-section";
import { StatusNote } from "~/components/staff/staff-page-head";
import { buttonClasses } from "~/components/ui/button";
import { postTranslationsToDo } from "~/content/post-document";
import { missingEnglish, translationsToDo } from "~/content/project-document";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import { createDraft, untouchedDraft, type ContentItem } from "~/server/content-store.server";
import { blankPost, nextPostId, POST, postItems } from "~/server/posts.server";
import { blankProject, nextProject, PROJECT, projectItems } from "~/server/projects.server";
import { getRuntime } from "~/server/runtime.server";
import { settingKinds } from "~/server/setting-kinds.server";
import { settingItem } from "~/server/settings.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.content;

/** An item as the list shows it: its title, state, version, translations to do, last change. */
function listed<T extends { words: { en: { title: string } } }>(
  item: ContentItem<T>,
  toDo: (document: T) => readonly unknown[],
  /** The texts a draft still lacks before it can be published. */
  toFill: (document: T) => readonly unknown[] = () => [],
) {
  return {
    id: item.id,
    title: item.current.words.en.title || item.id,
    state: item.state,
    version: item.version,
    draftPending: item.draft !== null && item.version > 0,
    toDo: toDo(item.current).length,
    toFill: item.draft === null ? 0 : toFill(item.draft).length,
    updated: `${item.updatedBy === "seed" ? text.seedAuthor : item.updatedBy}, ${formatEat(item.updatedAt)}`,
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.content);
  return {
    csrf: session.csrfToken,
    /** The draft an editor just deleted (?deleted=project-22). */
    deleted: new URL(request.url).searchParams.get("deleted"),
    projects: projectItems(rt.db).map((item) => listed(item, translationsToDo, missingEnglish)),
    // Newest first, as the blog lists them.
    posts: postItems(rt.db)
      .sort((a, b) => b.current.date.localeCompare(a.current.date))
      .map((item) => listed(item, postTranslationsToDo)),
    // The settings pages with a stored draft of one of their documents.
    drafts: settingKinds
      .filter((kind) => (settingItem(rt.db, kind.id)?.draft ?? null) !== null)
      .map((kind) => kind.editPath),
  };
}

/**
 * "Add a project" or "Add a post": a draft with the next id, opened in the editor. An editor's
 * new draft still untouched is opened again instead: a second press (or a double click) makes no
 * second empty draft.
 */
export async function action({ request }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content);
  const by = session.staff.email;
  if (form.intent === "new-post") {
    const waiting = untouchedDraft(rt.db, POST, by);
    if (waiting) return redirect(`/staff/content/posts/${waiting}`);
    const id = nextPostId(rt.db);
    createDraft(rt.db, POST, id, blankPost(id), by);
    return redirect(`/staff/content/posts/${id}`);
  }
  const waiting = untouchedDraft(rt.db, PROJECT, by);
  if (waiting) return redirect(`/staff/content/projects/${waiting}`);
  const next = nextProject(rt.db);
  createDraft(rt.db, PROJECT, next.id, blankProject(next.id, next.serialNumber), by);
  return redirect(`/staff/content/projects/${next.id}`);
}

export const meta = () => staffMeta(text.title);

export default function Content({ loaderData }: Route.ComponentProps) {
  const { csrf, deleted, projects, posts, drafts } = loaderData;
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
            ["/staff/content/products", text.catalogueWords.link],
            ["/staff/content/company", text.company.link],
            ["/staff/content/faqs", text.faqs.link],
            ["/staff/content/team", text.team.link],
          ].map(([to, label]) => (
            <li key={to}>
              <Link to={to!} className="font-semibold text-field-800 underline">
                {label}
              </Link>
              {drafts.includes(to!) ? ` · ${text.draftPending}` : null}
            </li>
          ))}
        </ul>
        {deleted ? <StatusNote>{text.draftDeleted(deleted)}</StatusNote> : null}
      </div>
      <StaffSection id="projects" title={text.projects}>
        <PostForm csrf={csrf} className="mb-4">
          <button type="submit" className={buttonClasses("secondary")}>
            {text.newProject}
          </button>
        </PostForm>
        <ItemList items={projects} segment="projects" />
      </StaffSection>
      <StaffSection id="posts" title={text.posts.title}>
        <PostForm csrf={csrf} intent="new-post" className="mb-4">
          <button type="submit" className={buttonClasses("secondary")}>
            {text.posts.add}
          </button>
        </PostForm>
        <ItemList items={posts} segment="posts" />
      </StaffSection>
    </div>
  );
}

/** The items of a kind, each linking to its editor. */
function ItemList({
  items,
  segment,
}: {
  items: readonly ReturnType<typeof listed>[];
  segment: string;
}) {
  return (
    <ul className="divide-y divide-stone-200">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
          <Link
            to={`/staff/content/${segment}/${item.id}`}
            className="min-w-0 grow basis-72 font-semibold wrap-anywhere text-field-800 underline"
          >
            {item.title}
          </Link>
          <span className="text-sm text-stone-700">
            {text.states[item.state]}
            {item.draftPending ? ` · ${text.draftPending}` : ""}
            {item.toFill > 0 ? ` · ${text.toFill(item.toFill)}` : ""}
            {item.version > 0 ? ` · v${item.version}` : ""}
          </span>
          <span className="text-sm text-stone-700">
            {text.columns.translations}: {text.toDo(item.toDo)}
          </span>
          <span className="w-full text-xs text-stone-600">
            {item.id} · {item.updated}
          </span>
        </li>
      ))}
    </ul>
  );
}
