import { data } from "react-router";
import type { Route } from "./+types/content-post";
import { DraftBanner, EditorHead, UnpublishForm } from "~/components/staff/editor-head";
import { PostEditor, type PostEditorOptions } from "~/components/staff/post-editor";
import { illustrationOptions } from "~/content/illustrations";
import { postPath, postTextParts, type PostDocument } from "~/content/post-document";
import { staffText } from "~/content/staff";
import { locales } from "~/i18n/locales";
import {
  editorLanguages,
  editorState,
  photoLibrary,
  photoOptions,
} from "~/server/content-form.server";
import { POST, postField, postFormValue, postFromForm, postItem } from "~/server/posts.server";
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

/** Every text field's value as the form shows it, from a document. */
function formValues(document: PostDocument): Record<string, string> {
  return Object.fromEntries(
    postTextParts.flatMap((part) =>
      locales.map((locale) => [postField(part, locale), postFormValue(document, part, locale)]),
    ),
  );
}

export function loader({ request, params }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.content);
  const item = itemOr404(params.id);
  return {
    csrf: session.csrfToken,
    options: editorOptions(),
    document: item.current,
    values: formValues(item.current),
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
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.document.words.en.title;
  return staffMeta(title ? text.editTitle(title) : text.posts.newTitle);
}

export default function ContentPost({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, options, revision, version, state, updated, outcome, hasDraft, hasPublished } =
    loaderData;
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
          discardable={hasPublished}
          deletable={version === 0}
        />
      ) : null}
      <PostEditor
        key={revision}
        csrf={csrf}
        document={document}
        values={result?.values ?? loaderData.values}
        revision={revision}
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
