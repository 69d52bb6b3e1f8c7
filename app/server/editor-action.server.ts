/**
 * What the editors of projects and posts answer to their forms: Save draft, Save and publish,
 * Discard the draft (Delete this draft, for one never published), and Take off the site. A
 * refused form (a bad field 422, a page that would not render 500, a page older than the last
 * change 409) carries the document as typed back to the editor, so nothing anyone typed is lost.
 */
import { data, redirect } from "react-router";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import {
  deleteNeverPublished,
  discardDraft,
  getItem,
  showsAlready,
  StaleEdit,
  type ContentItem,
  type ContentKind,
} from "./content-store.server";
import { mergedAnswer } from "./field-merge.server";
import { saveFromEditor, withdraw } from "./publish.server";
import { getRuntime } from "./runtime.server";

/** An editor's answer, but for a redirect: what the page shows again. */
export interface EditorAnswer<T> {
  readonly document?: T;
  /** Text fields as typed, for editors that show them as sent. */
  readonly values?: Record<string, string>;
  readonly errors?: Record<string, string>;
  readonly message?: string;
  /** A note that is not a problem (a place picked on the map, not saved yet). */
  readonly notice?: string;
}

/** An editor's item, its form, and how its kind is read, published and withdrawn. */
export interface EditorForm<T> {
  readonly kind: ContentKind;
  readonly item: ContentItem<T>;
  readonly form: Record<string, string>;
  /** Who sends it. */
  readonly by: string;
  /** The editor's own address, where the browser comes back. */
  readonly here: string;
  /** The document as the form has it, with each refused field's message. */
  readonly read: (form: Record<string, string>) => {
    readonly document: T;
    readonly errors: Record<string, string>;
  };
  /** What a refused form carries back besides the document (text fields as typed). */
  readonly typed?: (form: Record<string, string>) => Pick<EditorAnswer<T>, "values">;
  /** The English paths a publication renders. */
  readonly pages: (document: T) => readonly string[];
  /** Taking it off the site: the lists rendered without it, and its own pages removed. */
  readonly withdrawal: { readonly lists: readonly string[]; readonly own: readonly string[] };
  /** The message for a page older than the last change. */
  readonly stale: (by: string, at: string) => string;
  /**
   * The form's fields as a stored document fills them (`fieldBase` of them is the page's
   * `base`): a stale form is merged with the stored document field by field.
   */
  readonly fields: (document: T) => Record<string, string>;
  /** Each field's label by its name, to name the fields a merge took or kept. */
  readonly labels: Readonly<Record<string, string>>;
}

/**
 * Whether a Save and publish that is refused (stale, or nothing to publish) sent what its editor
 * published last, the site showing it since: the button pressed a second time, by a double click
 * or by a click landing on the page the first press answered with, on a slow network. It is
 * answered as the first press was, not with a refusal of what they just did.
 */
function publishedByThem(kind: ContentKind, id: string, document: unknown, by: string): boolean {
  const item = getItem(getRuntime().db, kind, id);
  return item?.draft === null && item.updatedBy === by && showsAlready(item, document);
}

/** The editor's answer to one of its forms: a redirect once done, or the refusal. */
export async function answerEditor<T>(editor: EditorForm<T>) {
  const { kind, item, form, by, here } = editor;
  const db = getRuntime().db;
  const base = Number(form.revision);
  const refused = (answer: EditorAnswer<T>, status: number, typed = form) =>
    data<EditorAnswer<T>>({ ...answer, ...editor.typed?.(typed) }, { status });
  /** The document a Save draft or Save and publish sent, once read without a problem. */
  let sent: T | undefined;
  try {
    if (form.intent === "unpublish") {
      // One click under Save and publish must not take a page off: the box is ticked first.
      if (form.confirm !== "yes")
        return data<EditorAnswer<T>>(
          { message: staffText.content.unpublishUnconfirmed },
          { status: 422 },
        );
      const { lists, own } = editor.withdrawal;
      await withdraw(db, { kind, id: item.id }, base, by, lists, own);
      return redirect(`${here}?done=unpublished`);
    }
    // A draft never published has nothing to go back to: discarding it deletes the item, once
    // the editor ticked the box confirming it (no script asks them), and frees its id.
    if (form.intent === "discard" && item.draft !== null && item.version === 0) {
      if (form.confirm !== "yes")
        return data<EditorAnswer<T>>(
          { message: staffText.content.deleteDraftUnconfirmed },
          { status: 422 },
        );
      deleteNeverPublished(db, kind, item.id, base);
      return redirect(`/staff/content?deleted=${encodeURIComponent(item.id)}`);
    }
    // Back to what the site shows.
    if (form.intent === "discard" && item.draft !== null && item.published !== null) {
      // One click must not throw a colleague's draft away: the box is ticked first.
      if (form.confirm !== "yes")
        return data<EditorAnswer<T>>(
          { message: staffText.content.settingDraft.discardUnconfirmed },
          { status: 422 },
        );
      discardDraft(db, kind, item.id, base, by);
      return redirect(`${here}?done=discarded`);
    }
    if (form.intent !== "save" && form.intent !== "publish")
      return data<EditorAnswer<T>>({ message: staffText.unknownAction }, { status: 400 });
    const { document, errors } = editor.read(form);
    if (Object.keys(errors).length > 0) return refused({ document, errors }, 422);
    sent = document;
    const saved = await saveFromEditor(
      db,
      { kind, id: item.id, document },
      base,
      by,
      form.intent === "publish" ? editor.pages(document) : null,
    );
    if ("unchanged" in saved) return redirect(`${here}?done=unchanged`);
    if ("nothing" in saved)
      return publishedByThem(kind, item.id, document, by)
        ? redirect(`${here}?done=published`)
        : refused({ document, message: staffText.content.nothingToPublish }, 409);
    if ("failed" in saved)
      return refused({ document, message: staffText.content.publishFailed(saved.failed) }, 500);
    return redirect(
      form.intent === "save" ? `${here}?done=saved` : `${here}?done=published&files=${saved.files}`,
    );
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    if (form.intent === "publish" && sent !== undefined && publishedByThem(kind, item.id, sent, by))
      return redirect(`${here}?done=published`);
    const message = editor.stale(error.by, formatEat(error.at));
    // A refused discard or withdrawal sent no text: the editor shows the stored document.
    if (form.intent !== "save" && form.intent !== "publish")
      return data<EditorAnswer<T>>({ message }, { status: 409 });
    // The form merged with what is stored now, field by field: the saver's changes kept, the
    // colleague's taken where the saver left a field alone, and a field both changed marked,
    // the saver's text kept and theirs beside it. Saving again (the page's revision is now the
    // stored one) keeps what the form shows, and undoes nothing the saver did not change.
    const stored = getItem<T>(db, kind, item.id)?.current ?? item.current;
    const merged = mergedAnswer(form.base, form, editor.fields(stored), error.by, editor.labels);
    const { document } = editor.read(merged.values);
    return refused(
      { document, errors: merged.errors, message: `${message} ${merged.note}` },
      409,
      merged.values,
    );
  }
}
