import { data, Link } from "react-router";
import type { Route } from "./+types/content-project";
import { DraftBanner, EditorHead, UnpublishForm } from "~/components/staff/editor-head";
import {
  ProjectEditor,
  projectFieldLabels,
  type ProjectEditorOptions,
} from "~/components/staff/project-editor";
import { illustrationOptions } from "~/content/illustrations";
import type { ProjectDocument } from "~/content/project-document";
import { projectCategories } from "~/content/projects";
import { ethiopianRegions } from "~/content/regions";
import { staffText } from "~/content/staff";
import { unproject } from "~/lib/geo";
import {
  editorLanguages,
  editorState,
  photoLibrary,
  photoOptions,
} from "~/server/content-form.server";
import { fieldBase } from "~/server/field-merge.server";
import {
  PROJECT,
  projectFormFields,
  projectFromForm,
  projectItem,
  projectStatuses,
  publishedProjects,
} from "~/server/projects.server";
import { typedFields } from "~/server/staff-forms.server";
import { answerEditor, type EditorAnswer } from "~/server/editor-action.server";
import { otherProjectPages, pathsOfProject } from "~/server/publish.server";
import { publishedFigures, regionsWithProjects } from "~/server/company.server";
import { getRuntime } from "~/server/runtime.server";
import {
  access,
  CONTENT_FORM_BYTES,
  requireStaff,
  requireStaffPost,
} from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.content;

const editorOptions = (): ProjectEditorOptions => ({
  categories: projectCategories,
  regions: ethiopianRegions,
  statuses: projectStatuses,
  pictures: illustrationOptions(),
  photos: photoOptions(getRuntime().db),
  languages: editorLanguages,
});

/** The library's photos, for checking the editor's choices. */
const photoChoices = () => photoLibrary(getRuntime().db);

function itemOr404(id: string) {
  const item = projectItem(getRuntime().db, id);
  if (!item) throw data({ message: text.notFound }, { status: 404 });
  return item;
}

export function loader({ request, params }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.content);
  const item = itemOr404(params.id);
  // A project in a new region can leave the regions figure below the map's count (the figure's
  // own form refuses that, but a publication here does not change the figure): the editor is told.
  const regions = regionsWithProjects(publishedProjects(rt.db));
  const figure = publishedFigures(rt.db).regions.value;
  return {
    csrf: session.csrfToken,
    regionsBehind: regions > figure ? { regions, figure } : undefined,
    options: editorOptions(),
    document: item.current,
    base: fieldBase(projectFormFields(item.current)),
    ...editorState(item, request),
  };
}

type ActionResult = EditorAnswer<ProjectDocument>;

export async function action({ request, params }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content, CONTENT_FORM_BYTES);
  const item = itemOr404(params.id);
  // A click on the map (map.x, map.y): the place under it, in the form with all that was typed.
  // Enter in a field "clicks" the map, the form's first button, at 0, 0: that is a save.
  if (form["map.x"] !== undefined) {
    const x = Number(form["map.x"]);
    const y = Number(form["map.y"]);
    if (Number.isFinite(x + y) && x + y > 0) {
      const { lat, lon } = unproject({ x, y });
      const picked = projectFromForm(
        { ...form, lat: String(lat), lon: String(lon) },
        item.current,
        photoChoices(),
        "draft",
      );
      // The place picked, and every field as typed (an emptied one stays empty).
      return data<ActionResult>({
        document: picked.document,
        values: {
          ...typedFields(form),
          lat: String(picked.document.lat),
          lon: String(picked.document.lon),
        },
        notice: text.mapPicked(lat, lon),
      });
    }
    form.intent ??= "save";
  }
  return answerEditor({
    kind: PROJECT,
    item,
    form,
    by: session.staff.email,
    here: `/staff/content/projects/${item.id}`,
    // A draft keeps whatever is typed; publishing needs every English text.
    read: (sent) =>
      projectFromForm(
        sent,
        item.current,
        photoChoices(),
        sent.intent === "publish" ? "publish" : "draft",
      ),
    typed: (sent) => ({ values: typedFields(sent) }),
    // Joining the site (its first publication) or leaving it changes the count every other
    // project's page gives ("#4 of 21"): those pages are rendered with it.
    pages: (project) =>
      item.published === null
        ? [...pathsOfProject(project), ...otherProjectPages(rt.db, project.id)]
        : pathsOfProject(project),
    withdrawal: {
      lists: ["/", "/projects", ...otherProjectPages(rt.db, item.id)],
      own: pathsOfProject(item.current).slice(2),
    },
    stale: text.stale,
    fields: projectFormFields,
    labels: projectFieldLabels(editorLanguages),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(text.editTitle(loaderData?.document.words.en.title ?? ""));
}

export default function ContentProject({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, options, revision, base, version, state, updated, outcome, hasDraft } = loaderData;
  const result = actionData as ActionResult | undefined;
  const document = result?.document ?? loaderData.document;
  const title = loaderData.document.words.en.title;
  const publicPath = `/projects/${document.id}`;
  return (
    <div className="grid gap-6">
      <EditorHead
        editPath={`/staff/content/projects/${document.id}`}
        title={title ? text.editTitle(title) : text.newTitle}
        version={version}
        offSite={state === "unpublished"}
        updated={updated}
        outcome={result ? undefined : outcome}
        languages={options.languages}
        publicPath={state === "published" ? publicPath : undefined}
      />
      {loaderData.regionsBehind ? (
        <p className="rounded-xl border-2 border-sun-600 bg-sun-50 p-3 text-stone-900">
          {text.regionsBehind(loaderData.regionsBehind.regions, loaderData.regionsBehind.figure)}{" "}
          <Link to="/staff/content/company#figures" className="font-semibold underline">
            {text.regionsBehindLink}
          </Link>
        </p>
      ) : null}
      {hasDraft ? (
        <DraftBanner
          csrf={csrf}
          revision={revision}
          updated={updated}
          // A refused form shows what was sent, not the draft: it offers no discarding unseen.
          discardable={!result && loaderData.hasPublished}
          deletable={!result && version === 0}
          // A new draft not saved yet is said as such, not as a draft someone saved.
          say={
            result ? text.mergedDraft : revision === 1 && version === 0 ? text.newDraft : undefined
          }
        />
      ) : null}
      <ProjectEditor
        key={revision}
        csrf={csrf}
        document={document}
        values={result?.values}
        revision={revision}
        base={base}
        options={options}
        errors={result?.errors ?? {}}
        message={result?.message}
        mapNotice={result?.notice}
      />
      {state === "published" ? (
        <UnpublishForm csrf={csrf} revision={revision} hint={text.unpublishHint} />
      ) : null}
    </div>
  );
}
