import { data, redirect } from "react-router";
import type { Route } from "./+types/content-project";
import { EditorHead, UnpublishForm } from "~/components/staff/editor-head";
import { ProjectEditor, type ProjectEditorOptions } from "~/components/staff/project-editor";
import { illustrations } from "~/content/illustrations";
import type { ProjectDocument } from "~/content/project-document";
import { projectCategories } from "~/content/projects";
import { ethiopianRegions } from "~/content/regions";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import { StaleEdit } from "~/server/content-store.server";
import { unproject } from "~/lib/geo";
import {
  editorLanguages,
  editorState,
  photoLibrary,
  photoOptions,
} from "~/server/content-form.server";
import { PROJECT, projectFromForm, projectItem, projectStatuses } from "~/server/projects.server";
import { pathsOfProject, saveFromEditor, withdraw } from "~/server/publish.server";
import { getRuntime } from "~/server/runtime.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";

const text = staffText.content;

/** The editor's forms carry every text of a project in every language. */
const MAX_FORM_BYTES = 512 * 1024;

const editorOptions = (): ProjectEditorOptions => ({
  categories: projectCategories,
  regions: ethiopianRegions,
  statuses: projectStatuses,
  pictures: Object.keys(illustrations),
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
  return {
    csrf: session.csrfToken,
    options: editorOptions(),
    document: item.current,
    ...editorState(item, request),
  };
}

interface ActionResult {
  /** A note that is not a problem (a place picked on the map, not saved yet). */
  readonly notice?: string;
  readonly document?: ProjectDocument;
  readonly errors?: Record<string, string>;
  readonly message?: string;
}

export async function action({ request, params }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content, MAX_FORM_BYTES);
  const item = itemOr404(params.id);
  const by = session.staff.email;
  const base = Number(form.revision);
  const here = `/staff/content/projects/${item.id}`;
  try {
    if (form.intent === "unpublish") {
      await withdraw(
        rt.db,
        { kind: PROJECT, id: item.id },
        base,
        by,
        ["/", "/projects"],
        pathsOfProject(item.current).slice(2),
      );
      return redirect(`${here}?done=unpublished`);
    }
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
        );
        return data<ActionResult>({
          document: picked.document,
          notice: text.mapPicked(lat, lon),
        });
      }
      form.intent ??= "save";
    }
    if (form.intent !== "save" && form.intent !== "publish")
      return data<ActionResult>({ message: "Unknown action." }, { status: 400 });
    const { document, errors } = projectFromForm(form, item.current, photoChoices());
    if (Object.keys(errors).length > 0)
      return data<ActionResult>({ document, errors }, { status: 422 });
    const saved = await saveFromEditor(
      rt.db,
      { kind: PROJECT, id: item.id, document },
      base,
      by,
      form.intent === "publish" ? pathsOfProject(document) : null,
    );
    if ("failed" in saved)
      return data<ActionResult>(
        { document, message: text.publishFailed(saved.failed) },
        { status: 500 },
      );
    return redirect(
      form.intent === "save" ? `${here}?done=saved` : `${here}?done=published&files=${saved.files}`,
    );
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    // Their text stays in the form: nothing anyone typed is lost.
    const { document } = projectFromForm(form, item.current, photoChoices());
    return data<ActionResult>(
      { document, message: text.stale(error.by, formatEat(error.at)) },
      { status: 409 },
    );
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${text.editTitle(loaderData?.document.words.en.title ?? "")} | Tsehay Solar` }];
}

export default function ContentProject({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, options, revision, version, state, updated, done, files } = loaderData;
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
        updated={updated}
        outcome={result ? undefined : { done, files }}
        notice={result?.notice}
        languages={options.languages}
        publicPath={state === "published" ? publicPath : undefined}
      />
      <ProjectEditor
        key={revision}
        csrf={csrf}
        document={document}
        revision={revision}
        options={options}
        errors={result?.errors ?? {}}
        message={result?.message}
      />
      {state === "published" ? (
        <UnpublishForm csrf={csrf} revision={revision} hint={text.unpublishHint} />
      ) : null}
    </div>
  );
}
