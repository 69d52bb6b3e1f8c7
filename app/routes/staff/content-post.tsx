import { data } from "react-router";
import type { Route } from "./+types/content-post";
import { DraftBanner, EditorHead, UnpublishForm } from "~/components/staff/editor-head";
import {
  PostEditor,
  postFieldLabels,
  type PostEditorOptions,
} from "~/components/staff/post-editor";
import { illustrationOptions } from "~/content/illustrations";
import { postPath, type PostDocument } from "~/content/post-document";
import { staffText } from "~/content/staff";
import {
  editorLanguages,
  editorState,
  photoLibrary,
  photoOptions,
} from "~/server/content-form.server";
import { POST, postFormFields, postFromForm, postItem } from "~/server/posts.server";
import { fieldBase } from "~/server/field-merge.server";
import { answerEditor, type EditorAnswer } from "~/server/editor-action.server";
import { pathsOfPost } from "~/server/publish.server";
import { getRuntime } from "~/server/runtime.server";
import {
  access,
  CONTENT_FORM_BYTES,
  requireStaff,
  requireStaffPost,
} from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";
import { typedFields } from "~/server/staff-forms.server";

const text = staffText.content;

const editorOptions = (): PostEditorOptions => ({
  pictures: illustrationOptions(),
  photos: photoOptions(getRuntime().db),
  languages: editorLanguages,
});

/** The library's photos, for checking the editor's choices. */
const photoChoices = () => photoLibrary(getRuntime().db);

function itemOr404(id: string) {
  const item = postItem(getRuntime().db, id);
  if (!item) throw data({ message: text.posts.notFound }, { status: 404 });
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
    values: postFormFields(item.current),
    base: fieldBase(postFormFields(item.current)),
    ...editorState(item, request),
  };
}

type ActionResult = EditorAnswer<PostDocument>;

export async function action({ request, params }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content, CONTENT_FORM_BYTES);
  const item = itemOr404(params.id);
  return answerEditor({
    kind: POST,
    item,
    form,
    by: session.staff.email,
    here: `/staff/content/posts/${item.id}`,
    read: (sent) => postFromForm(sent, item.current, photoChoices()),
    typed: (sent) => ({ values: typedFields(sent) }),
    pages: pathsOfPost,
    withdrawal: { lists: ["/blog"], own: [postPath(item.id)] },
    stale: text.posts.stale,
    fields: postFormFields,
    labels: postFieldLabels(editorLanguages),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.document.words.en.title;
  return staffMeta(title ? text.editTitle(title) : text.posts.newTitle);
}

export default function ContentPost({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, options, revision, base, version, state, updated, outcome, hasDraft } = loaderData;
  const result = actionData as ActionResult | undefined;
  const document = result?.document ?? loaderData.document;
  const title = loaderData.document.words.en.title;
  return (
    <div className="grid gap-6">
      <EditorHead
        editPath={`/staff/content/posts/${document.id}`}
        title={title ? text.editTitle(title) : text.posts.newTitle}
        version={version}
        offSite={state === "unpublished"}
        updated={updated}
        outcome={result ? undefined : outcome}
        languages={options.languages}
        publicPath={state === "published" ? postPath(document.id) : undefined}
      />
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
      <PostEditor
        key={revision}
        csrf={csrf}
        document={document}
        values={result?.values ?? loaderData.values}
        revision={revision}
        base={base}
        options={options}
        errors={result?.errors ?? {}}
        message={result?.message}
      />
      {state === "published" ? (
        <UnpublishForm csrf={csrf} revision={revision} hint={text.posts.unpublishHint} />
      ) : null}
    </div>
  );
}
