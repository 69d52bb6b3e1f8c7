/**
 * What the staff pages of company settings share: the fields as typed (to show them again), and
 * publishing a setting that every public page shows.
 */
import { data, redirect } from "react-router";
import { staffText } from "~/content/staff";
import { settingChanges } from "~/content/setting-texts";
import { formatEat } from "~/lib/staff-time";
import { getItem, type ContentItem } from "./content-store.server";
import {
  discardSettingDraft,
  publishSetting,
  keepsNoDraft,
  saveSettingDraft,
  type PagePaths,
  type SettingRefusal,
  type StaleChange,
} from "./publish.server";
import { mergedAnswer } from "./field-merge.server";
import { getRuntime } from "./runtime.server";
import {
  previewPath,
  settingKind,
  typedMarks,
  withSources,
  type SettingKind,
} from "./setting-kinds.server";
import { SETTINGS } from "./settings.server";
import { keepPreview } from "./setting-preview.server";
import { formOwnFields, freeTextField } from "./staff-auth.server";

/** The buttons of a settings form besides Publish, by their names (`SettingButtons`). */
const intents = ["preview", "draft", "discard"] as const;

/** Which of a settings form's buttons sent it: Publish, Preview, Save as a draft, Discard. */
export type SettingIntent = "publish" | (typeof intents)[number];

export function settingIntent(form: Readonly<Record<string, string>>): SettingIntent {
  return intents.find((name) => form[name] !== undefined) ?? "publish";
}

/**
 * What a settings page shows about a document's draft: who saved it and when (none without a
 * draft), and whether the browser comes back from saving it, from saving what the site shows
 * (no draft kept), or from discarding it.
 */
export function draftState(request: Request, item: ContentItem<unknown>) {
  const query = new URL(request.url).searchParams;
  return {
    draft:
      item.draft === null
        ? undefined
        : { by: item.updatedBy, at: formatEat(item.updatedAt), changed: draftChanges(item) },
    saved: query.get("saved") === item.id,
    unchanged: query.get("unchanged") === item.id,
    discarded: query.get("discarded") === item.id,
    /** Discard was pressed without its box ticked: nothing was discarded. */
    undiscarded: query.get("undiscarded") === item.id,
  };
}

/**
 * What a stored draft changes from what the site shows, by the fields' labels (each once): the
 * next editor sees the form filled with it, and would publish those changes too.
 */
function draftChanges(item: ContentItem<unknown>): string[] {
  const kind = settingKind(item.id) as SettingKind<unknown> | undefined;
  if (!kind || item.draft === null || item.published === null) return [];
  const changes = settingChanges(kind.read(item.published), kind.read(item.draft));
  return [...new Set(changes.map((change) => change.field))];
}

/** The fields staff typed, without the form's own (`formOwnFields`: token, buttons, revision, base). */
export function typedFields(form: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter(([name]) => !formOwnFields.has(name)));
}

/**
 * What a form given back as it was sent keeps of the page it was sent from: its revision and
 * `base`. Its fields are that page's, not what is stored now: a colleague's change since is
 * refused or merged at the next send, never saved over unseen. A list button's answer, or a
 * refusal, must not bring the form up to the revision stored now.
 */
export function sentFrom(form: Readonly<Record<string, string>>): {
  readonly revision: number;
  readonly base?: string;
} {
  return { revision: Number(form.revision), base: form.base };
}

/**
 * A list button's answer (a row added, moved or removed): the form shown again as changed,
 * nothing published, and the translations' marks where their rows went. It keeps the revision
 * and base it was sent with (`sentFrom`).
 */
export function changedRows<Extra extends object = object>(
  form: Readonly<Record<string, string>>,
  typed: Record<string, string>,
  read: (form: Record<string, string>) => { readonly document: { readonly id: string } },
  extra?: Extra,
) {
  const { document } = read(typed);
  const marks = typedMarks(getRuntime().db, document.id, document);
  return data({
    ...(extra ?? ({} as Extra)),
    ...sentFrom(form),
    typed,
    changed: true as const,
    marks,
  });
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
  /** The translations' marks of the form as typed (`typedMarks`): where its rows now are. */
  readonly marks?: Record<string, "missing" | "outdated">;
  /**
   * The revision and base the form was sent with (`sentFrom`), which the page's form keeps; none
   * where the form shows what is stored now (a stale save merged, and `stored`), at the revision
   * stored now.
   */
  readonly revision?: number;
  readonly base?: string;
  /**
   * A stale save of a form that is not merged field by field: the colleague's change it was
   * refused for. Pressed again as it stands, it is refused again rather than put back the fields
   * they changed; with the box ticked (`replace`: this revision), the form replaces their change.
   */
  readonly replace?: StaleChange;
  /**
   * What the form shows is stored, though not published: a page that would not render left it
   * saved as a draft, or the site already shows it. Leaving the page loses nothing.
   */
  readonly stored?: true;
}

export type { StaleChange };

export { everyPage } from "./setting-kinds.server";

/**
 * How a settings form's stale save is merged with what is stored now, field by field
 * (`mergeFields`, decision 0066): the form as sent (with its `base`), the fields as the stored
 * setting fills them, and each field's label, to name them.
 */
export interface SettingMerge {
  readonly sent: Readonly<Record<string, string>>;
  readonly stored: () => Record<string, string>;
  readonly labels: Readonly<Record<string, string>>;
}

/** Where and how a settings form publishes. */
export interface SettingPublication<Extra extends object> {
  /**
   * The form as sent: the revision its page showed, its `base`, and, once its box is ticked on a
   * stale save's answer, the revision whose change it replaces (`replace`).
   */
  readonly form: Readonly<Record<string, string>>;
  /** Who publishes. */
  readonly by: string;
  /** The English paths that show the setting (every language is rendered). */
  readonly pages: PagePaths;
  /**
   * Where the browser goes once it is on the site. On a page whose forms send to their section
   * (`/staff/content/company#figures`), give it a place of its own (`#main`): a redirect without
   * one keeps the form's, away from the page's status.
   */
  readonly done: string;
  /** What else the page's answer carries (which of its forms was sent). */
  readonly extra?: Extra;
  /**
   * The button that sent the form (`settingIntent`). Preview: the setting as typed is kept for a
   * preview and the browser (a new tab) is sent there. Save as a draft: it is stored as the
   * document's draft. Discard: the draft is dropped. Only Publish changes the site.
   */
  readonly intent: SettingIntent;
  /** A stale save's merge: without it, the form comes back as typed. */
  readonly merge?: SettingMerge;
  /**
   * How the read setting fills the form again (the page's loader's values): a text the reader
   * kept shorter than it was typed is refused beside its field, never published cut.
   */
  readonly fieldsOf?: (document: never) => Record<string, string>;
}

/**
 * The texts a reader cut to their length: typed longer than the setting keeps them, the kept text
 * the start of the typed one. Each gets "At most N characters (M now)", as the projects' and
 * posts' fields do; nothing is saved, and the text typed comes back whole. Only free texts: a
 * number or an address is kept in a form of its own ("18.0" as "18"), never cut.
 */
export function cutFields(
  typed: Readonly<Record<string, string>>,
  kept: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, stored] of Object.entries(kept)) {
    if (!freeTextField.test(name)) continue;
    // As the readers clean a text: its lines ended as stored, trimmed.
    const text = (typed[name] ?? "").replace(/\r\n?/g, "\n").trim();
    if (stored && text.length > stored.length && text.startsWith(stored)) {
      errors[name] = staffText.content.tooLong(stored.length, text.length);
    }
  }
  return errors;
}

/**
 * A settings page's answer to its form, read and checked: 422 with the messages, or the setting
 * published on its pages (or previewed, saved as a draft, its draft discarded) and the browser
 * sent on, or the refusal (a stale edit 409, a page that would not render 500). Every answer but
 * the redirect carries what was typed, to show it again.
 */
export async function publishSettingForm<Extra extends object = object>(
  read: { readonly document: { readonly id: string }; readonly errors: Record<string, string> },
  typed: Record<string, string>,
  publication: SettingPublication<Extra>,
) {
  const extra = publication.extra ?? ({} as Extra);
  const { id } = read.document;
  const db = getRuntime().db;
  const sent = sentFrom(publication.form);
  // A form that replaces a colleague's change starts from the revision that change made: a
  // change stored since is refused again, with its own offer.
  // Never a discard's: a colleague's draft is not dropped unseen.
  const replace = publication.intent === "discard" ? NaN : Number(publication.form.replace);
  const revision = Number.isInteger(replace) && replace > 0 ? replace : sent.revision;
  /** A ticked box's offer, kept on a refusal of the form's fields while it is the last change. */
  const offerKept = (): { replace?: StaleChange } => {
    const stored = revision === sent.revision ? undefined : getItem(db, SETTINGS, id);
    return stored?.revision === revision
      ? { replace: { by: stored.updatedBy, at: formatEat(stored.updatedAt), revision } }
      : {};
  };
  /** The translations' marks of the form as typed, where its rows now are. */
  const marks = typedMarks(db, id, read.document);
  /** The settings page itself, with what was done to the document (at `done`'s place, if any). */
  const back = (what: "saved" | "unchanged" | "discarded" | "undiscarded") => {
    const [path = "", place] = publication.done.split("#");
    return `${path.split("?")[0]}?${what}=${encodeURIComponent(id)}${place ? `#${place}` : ""}`;
  };
  const answer = async (refusal: Promise<SettingRefusal | undefined>, next: string) => {
    const refused = await refusal;
    if (!refused) return redirect(next);
    const { merge } = publication;
    if (refused.stale && !merge && publication.intent !== "discard") {
      // The form keeps the revision it was opened at: its copy of every field is the older one.
      // Its box offers to replace the colleague's change (`replace`).
      return data(
        { ...extra, ...sent, typed, marks, message: refused.message, replace: refused.stale },
        { status: 409 },
      );
    }
    // A stale discard keeps the revision it was sent with, as a stale save does. A page that
    // would not render (500) left the form saved as a draft, and nothing to publish (409) means
    // the site shows it already: the page shows the revision stored now.
    if (!refused.stale || !merge || publication.intent === "discard")
      return data(
        {
          ...extra,
          ...(refused.stale ? sent : { stored: true as const }),
          typed,
          marks,
          message: refused.message,
        },
        { status: refused.status },
      );
    // The form merged with what is stored now: saving again keeps what it shows, and undoes
    // nothing the saver did not change; a field both changed shows theirs beside it.
    const { by, at } = refused.stale;
    const merged = mergedAnswer(merge.sent.base, merge.sent, merge.stored(), by, merge.labels);
    return data(
      {
        ...extra,
        typed: typedFields(merged.values),
        errors: merged.errors,
        message: `${staffText.content.settingStaleMerged(by, at)} ${merged.note}`,
      },
      { status: refused.status },
    );
  };
  // A discarded draft needs no valid form: nothing of it is kept. Only once its box is ticked (it
  // may be a colleague's work, kept nowhere else): without, the page opens again on the draft as
  // it was, with its box to tick, and says why.
  if (publication.intent === "discard" && typed.discardConfirm !== "yes")
    return redirect(back("undiscarded"));
  if (publication.intent === "discard")
    return answer(discardSettingDraft(db, id, revision, publication.by), back("discarded"));
  const errors = {
    ...(publication.fieldsOf ? cutFields(typed, publication.fieldsOf(read.document as never)) : {}),
    ...read.errors,
  };
  if (Object.keys(errors).length > 0)
    return data({ ...extra, ...sent, ...offerKept(), typed, marks, errors }, { status: 422 });
  if (publication.intent === "preview")
    return redirect(previewPath(id, keepPreview(read.document, publication.by)));
  // Each translation records the English it was made from (a ticked box: still right).
  const document = withSources(db, read.document, (name) => typed[name] === "on");
  if (publication.intent === "draft") {
    // What the site shows already is kept as no draft (an earlier one is dropped).
    if (keepsNoDraft(db, { kind: SETTINGS, id, document }, revision, publication.by))
      return redirect(back("unchanged"));
    return answer(saveSettingDraft(db, document, revision, publication.by), back("saved"));
  }
  return answer(
    publishSetting(db, document, revision, publication.by, publication.pages),
    publication.done,
  );
}
