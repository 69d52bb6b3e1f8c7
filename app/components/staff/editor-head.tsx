import { Link } from "react-router";
import { PostForm } from "~/components/staff/post-form";
import { buttonClasses } from "~/components/ui/button";
import { staffText } from "~/content/staff";
import type { EditorLanguages } from "./editor-fields";
import { DraftNotice } from "./setting-page";
import { StaffPageHead } from "./staff-page-head";
import { ConfirmBox } from "~/components/staff/confirm-box";

const text = staffText.content;

/** What the last action did, from the editor's address (?done=saved&files=12). */
export interface EditorOutcome {
  readonly done: string | null;
  readonly files: number;
  /** The version a restore published again (?done=restored&from=1; 0 when not named). */
  readonly from: number;
  /** How many of its photos it came back without, deleted since (&gone=1; 0 when none). */
  readonly gone?: number;
}

function outcome(
  { done, files, from, gone = 0 }: EditorOutcome,
  version: number,
): string | undefined {
  if (!done) return undefined;
  if (done === "saved") return text.saved;
  if (done === "unchanged") return text.unchangedDraft;
  if (done === "published") return text.published(files);
  if (done === "unpublished") return text.unpublished;
  if (done === "discarded") return text.settingDraft.discarded;
  return text.restored(from, version, gone);
}

/**
 * The head of a content editor (projects, posts): the way back, the title, the version on the
 * site and who changed it last, the last action's result, and the links to preview the draft in
 * every language, to its history and to its public page.
 */
export function EditorHead({
  editPath,
  title,
  version,
  offSite = false,
  updated,
  outcome: last,
  languages,
  publicPath,
}: {
  /** The editor's own address: /staff/content/{kind}/{id}. */
  editPath: string;
  title: string;
  version: number;
  /** Taken off the site: the version is the last one that was on it. */
  offSite?: boolean;
  updated: { by: string; at: string };
  /** The last action's result; none while the page shows an action's answer. */
  outcome?: EditorOutcome;
  languages: EditorLanguages;
  /** The public page, when the item is on the site. */
  publicPath?: string;
}) {
  return (
    <StaffPageHead
      back={{ to: "/staff/content", label: text.backToList }}
      title={title}
      status={last ? outcome(last, version) : undefined}
    >
      <p className="mt-2 text-stone-700">
        {text.revision(version, updated.by, updated.at, offSite)}
      </p>
      <p id="preview-saved" className="mt-3 text-sm text-stone-700">
        {text.previewSaved}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {languages.map(({ code, name }) => (
          <li key={code}>
            <a
              href={`${editPath}/preview?lang=${code}`}
              aria-describedby="preview-saved"
              className="font-semibold text-field-800 underline"
            >
              {text.previewIn(name)}
            </a>
          </li>
        ))}
        <li>
          <Link to={`${editPath}/history`} className="font-semibold text-field-800 underline">
            {text.history}
          </Link>
        </li>
        {publicPath ? (
          <li>
            <a href={publicPath} className="font-semibold text-field-800 underline">
              {text.pageLink}
            </a>
          </li>
        ) : null}
      </ul>
    </StaffPageHead>
  );
}

/**
 * Over an editor whose form shows a draft: who saved it and when, that the site does not show it,
 * and the button that drops the draft: for what the site shows, or, for a draft never published,
 * deleting it, once the box confirming it is ticked (no script asks).
 */
export function DraftBanner({
  csrf,
  revision,
  updated,
  discardable,
  deletable = false,
  say,
}: {
  csrf: string;
  revision: number;
  updated: { by: string; at: string };
  /** What the notice says, when the form shows something else than the draft (`mergedDraft`). */
  say?: (by: string, at: string) => string;
  /** The site shows an earlier version: the draft can be dropped for it. */
  discardable: boolean;
  /** Never published: the draft can be deleted, and the item with it. */
  deletable?: boolean;
}) {
  return (
    <PostForm csrf={csrf} intent="discard">
      <input type="hidden" name="revision" value={revision} />
      <DraftNotice draft={updated} say={say}>
        {discardable ? (
          // A box to tick first, as deleting has: the draft may be a colleague's work.
          <div className="grid w-full gap-3 font-normal">
            <ConfirmBox>{text.settingDraft.discardConfirm}</ConfirmBox>
            <button type="submit" className={buttonClasses("outline", "justify-self-start")}>
              {text.settingDraft.discard}
            </button>
          </div>
        ) : deletable ? (
          <div className="grid w-full gap-3 font-normal">
            <ConfirmBox>{text.deleteDraftConfirm}</ConfirmBox>
            <button type="submit" className={buttonClasses("danger", "justify-self-start")}>
              {text.deleteDraft}
            </button>
          </div>
        ) : null}
      </DraftNotice>
    </PostForm>
  );
}

/** Takes a published item off the site (its address then answers 410), once its box is ticked. */
export function UnpublishForm({
  csrf,
  revision,
  hint,
}: {
  csrf: string;
  revision: number;
  hint: string;
}) {
  return (
    <PostForm csrf={csrf} intent="unpublish" className="grid justify-items-start gap-2">
      <input type="hidden" name="revision" value={revision} />
      <ConfirmBox>{text.unpublishConfirm}</ConfirmBox>
      <button type="submit" className={buttonClasses("outline")}>
        {text.unpublish}
      </button>
      <p className="text-sm text-stone-700">{hint}</p>
    </PostForm>
  );
}
