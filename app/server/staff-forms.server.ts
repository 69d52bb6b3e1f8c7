/**
 * What the staff pages of company settings share: the fields as typed (to show them again), and
 * publishing a setting that every public page shows.
 */
import { data, redirect } from "react-router";
import type { ContentItem } from "./content-store.server";
import { publishSetting } from "./publish.server";
import { getRuntime } from "./runtime.server";
import { previewPath, withSources } from "./setting-kinds.server";
import { keepPreview } from "./setting-preview.server";

/** The fields staff typed, without the form's own (token, intent, revision, list buttons). */
export function typedFields(form: Readonly<Record<string, string>>): Record<string, string> {
  const own = new Set(["csrf", "intent", "revision", "rows", "preview"]);
  return Object.fromEntries(Object.entries(form).filter(([name]) => !own.has(name)));
}

/** A setting's item in the store, or a 500: the seed puts every setting there at start. */
export function settingOrFail<T>(item: ContentItem<T> | undefined, what: string): ContentItem<T> {
  if (!item) throw data({ message: `The ${what} setting is missing.` }, { status: 500 });
  return item;
}

/** What a settings page's form answers, but for the redirect of a publication. */
export interface SettingAnswer {
  /** The fields as typed, to show them again. */
  readonly typed: Record<string, string>;
  readonly errors?: Record<string, string>;
  /** Why the whole form was refused (a stale edit, a page that would not render). */
  readonly message?: string;
  /** A list button changed the form: shown again, nothing published. */
  readonly changed?: boolean;
}

export { everyPage } from "./setting-kinds.server";

/** Where and how a settings form publishes. */
export interface SettingPublication<Extra extends object> {
  /** The revision the page showed (the form's hidden field). */
  readonly revision: string | undefined;
  /** Who publishes. */
  readonly by: string;
  /** The English paths that show the setting (every language is rendered). */
  readonly pages: readonly string[];
  /** Where the browser goes once it is on the site. */
  readonly done: string;
  /** What else the page's answer carries (which of its forms was sent). */
  readonly extra?: Extra;
  /**
   * The form's Preview button sent it: the setting as typed is kept for a preview, and the
   * browser (a new tab) is sent there; nothing is published.
   */
  readonly preview?: boolean;
}

/**
 * A settings page's answer to its form, read and checked: 422 with the messages, or the setting
 * published on its pages and the browser sent on, or the refusal (a stale edit 409, a page that
 * would not render 500). Every answer but the redirect carries what was typed, to show it again.
 */
export async function publishSettingForm<Extra extends object = object>(
  read: { readonly document: { readonly id: string }; readonly errors: Record<string, string> },
  typed: Record<string, string>,
  publication: SettingPublication<Extra>,
) {
  const extra = publication.extra ?? ({} as Extra);
  if (Object.keys(read.errors).length > 0)
    return data({ ...extra, typed, errors: read.errors }, { status: 422 });
  if (publication.preview)
    return redirect(previewPath(read.document.id, keepPreview(read.document, publication.by)));
  const db = getRuntime().db;
  const refusal = await publishSetting(
    db,
    // Each translation records the English it was made from (a ticked box: still right).
    withSources(db, read.document, (name) => typed[name] === "on"),
    Number(publication.revision),
    publication.by,
    publication.pages,
  );
  if (refusal)
    return data({ ...extra, typed, message: refusal.message }, { status: refusal.status });
  return redirect(publication.done);
}
