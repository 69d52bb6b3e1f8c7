import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { PostForm } from "~/components/staff/post-form";
import { HistoryLinks, type HistoryLink } from "~/components/staff/history-links";
import { StaffPageHead } from "~/components/staff/staff-page-head";
import { buttonClasses } from "~/components/ui/button";
import { ConfirmBox } from "~/components/staff/confirm-box";
import { ErrorSummary } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import type { SettingAnswer, StaleChange } from "~/server/staff-forms.server";
import { EnterSubmits } from "./words-field";

const text = staffText.content;

/** A settings document's stored draft: who saved it, and when (East Africa Time). */
export interface SettingDraft {
  readonly by: string;
  readonly at: string;
  /** The fields the draft changes from what the site shows, by their labels. */
  readonly changed?: readonly string[];
}

interface SettingPageProps {
  readonly title: string;
  readonly intro: string;
  /** The links to the histories of what the page edits. */
  readonly history: readonly HistoryLink[];
  /** What the last publication did, once the browser came back from it. */
  readonly status?: string;
  readonly csrf: string;
  /** The revision the form was filled from (a stale one is refused). */
  readonly revision: number;
  /** Each refused field's message, by field name. */
  readonly errors: Readonly<Record<string, string>>;
  /** Why the whole form was refused (a stale edit, a page that would not render). */
  readonly message?: string;
  /** The publish button's label. */
  readonly publish: string;
  /** The document's stored draft, which the form shows: who saved it and when. */
  readonly draft?: SettingDraft;
  /**
   * A form with lists edited by buttons (`form-rows.ts`): the fields as the server answered them
   * (none before a send), rendered anew when they change so a moved row's inputs show its
   * values; whether a list button changed them; Enter in a field saves a draft.
   */
  readonly rows?: {
    readonly typed: Readonly<Record<string, string>> | undefined;
    readonly changed: boolean;
  };
  /** Each field's label, in the page's order: the summary names the field of each problem. */
  readonly labels?: Readonly<Record<string, string>>;
  /** What the fields held when the page was loaded (`fieldBase`), for a stale save's merge. */
  readonly base?: string;
  /** A stale save's colleague's change, which the form may replace once its box is ticked. */
  readonly replace?: StaleChange;
  /** The form shows what was sent and not stored (`unsavedAnswer`): leaving the page asks. */
  readonly unsaved?: boolean;
  /**
   * The fields as the server answered them (none before a send): the form is rendered anew when
   * they change, so a merged answer shows the colleague's values where they were taken.
   */
  readonly typed?: Readonly<Record<string, string>>;
  readonly children: ReactNode;
}

/**
 * The props of a settings page that come from its loader, its form's answer and its words: the
 * head and its history links, the status once published, the refusal, and the publish button.
 */
export function settingPageProps(
  loaded: {
    readonly csrf: string;
    readonly revision: number;
    readonly done: boolean;
    readonly history: readonly HistoryLink[];
    /** The stored draft, and whether the browser comes back from saving or discarding it. */
    readonly draft?: SettingDraft;
    readonly saved?: boolean;
    readonly unchanged?: boolean;
    readonly discarded?: boolean;
    /** What the fields held when loaded (`fieldBase`): a stale save is merged field by field. */
    readonly base?: string;
    /** The translations marked missing or out of date, by field (`settingMarks`). */
    readonly marks?: Readonly<Record<string, string>>;
  },
  answer: Partial<SettingAnswer> | undefined,
  words: {
    readonly title: string;
    readonly intro: string;
    readonly published: string;
    readonly publish: string;
  },
) {
  return {
    title: words.title,
    intro: words.intro,
    history: loaded.history,
    status: answer ? undefined : settingStatus(loaded, words.published),
    draft: loaded.draft,
    csrf: loaded.csrf,
    // A form given back as sent keeps the revision and base it was sent with (`sentFrom`).
    revision: answer?.revision ?? loaded.revision,
    errors: answer?.errors ?? {},
    message: answer?.message,
    publish: words.publish,
    base: answer?.base ?? loaded.base,
    replace: answer?.replace,
    unsaved: unsavedAnswer(answer),
    typed: answer?.typed,
  };
}

/**
 * Whether a settings form's answer shows what was sent and not stored (refused, merged, or a list
 * changed by its buttons): leaving the page then asks first. Not after a page that would not
 * render (the form was saved as a draft), nor after nothing to publish.
 */
export function unsavedAnswer(
  answer: { readonly typed?: unknown; readonly stored?: true } | undefined,
): boolean {
  return answer?.typed !== undefined && !answer.stored;
}

/** What the last send of a settings form did, once the browser came back from it. */
export function settingStatus(
  loaded: {
    readonly done: boolean;
    readonly saved?: boolean;
    readonly unchanged?: boolean;
    readonly discarded?: boolean;
    readonly undiscarded?: boolean;
    /** The translations marked missing or out of date, by field (`settingMarks`). */
    readonly marks?: Readonly<Record<string, string>>;
  },
  published: string,
): string | undefined {
  // The English is live at once; a translation it left out of date still says the old thing (an
  // opening hour, a phone's caption) on its language's pages until it is updated: said at once.
  if (loaded.done && Object.values(loaded.marks ?? {}).includes("outdated")) {
    return `${published} ${text.publishedOutdated}`;
  }
  if (loaded.done) return published;
  if (loaded.saved) return text.saved;
  if (loaded.unchanged) return text.unchangedDraft;
  if (loaded.discarded) return text.settingDraft.discarded;
  if (loaded.undiscarded) return text.settingDraft.discardUnconfirmed;
  return undefined;
}

/** A short key of what a form shows, so React renders its fields anew when it changes. */
export function formKey(values: Readonly<Record<string, string>> | undefined): string {
  if (!values) return "stored";
  let hash = 0;
  for (const char of JSON.stringify(values)) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return String(hash);
}

/**
 * A settings page with one form that publishes its setting (`publishSettingForm` answers it): the
 * page's head, the summary of what was refused, the fields, and the publish button.
 */
export function SettingPage({
  title,
  intro,
  history,
  status,
  csrf,
  revision,
  errors,
  message,
  publish,
  draft,
  rows,
  labels,
  base,
  replace,
  unsaved,
  typed,
  children,
}: SettingPageProps) {
  const problems = Object.entries(errors);
  return (
    <div className="grid gap-6">
      <StaffPageHead
        back={{ to: "/staff/content", label: text.backToList }}
        title={title}
        intro={intro}
        status={rows?.changed ? text.rows.changed : status}
      >
        <HistoryLinks links={history} />
      </StaffPageHead>
      <PostForm
        key={formKey(rows?.typed ?? typed)}
        csrf={csrf}
        unsaved={unsaved}
        noValidate
        className="grid gap-6"
      >
        <input type="hidden" name="revision" value={revision} />
        {base === undefined ? null : <input type="hidden" name="base" value={base} />}
        {rows ? <EnterSubmits /> : null}
        {problems.length > 0 || message ? (
          <ErrorSummary
            errors={problems}
            labels={labels}
            message={message ?? text.invalid(problems.length)}
          />
        ) : null}
        {/* A form given back shows what was sent, not the stored draft. */}
        <DraftNotice draft={draft} say={unsaved ? text.mergedDraft : undefined} />
        {children}
        {replace ? <ReplaceBox change={replace} /> : null}
        <SettingButtons publish={publish} draft={Boolean(draft)} />
      </PostForm>
    </div>
  );
}

/**
 * Above the buttons of a stale save given back as sent: the box that lets it replace the
 * colleague's change (its revision, `replace`), and their version to compare, in a new tab, so
 * what was typed here stays.
 */
export function ReplaceBox({ change }: { readonly change: StaleChange }) {
  const { pathname } = useLocation();
  return (
    <div className="grid max-w-3xl gap-2 rounded-xl border-2 border-sun-600 bg-sun-50 p-4">
      <ConfirmBox name="replace" value={String(change.revision)} required={false}>
        {text.replaceTheirs(change.by, change.at)}
      </ConfirmBox>
      {/* Under the box's words, past the box itself. */}
      <p className="pl-6 text-sm">
        <a href={pathname} target="_blank" rel="noopener" className="font-semibold underline">
          {text.seeTheirs(change.by)}
        </a>
      </p>
    </div>
  );
}

/**
 * A settings form's buttons (`settingIntent` reads which was pressed), in the project and post
 * editors' order: Save as a draft, first, so Enter in a field only saves a draft, kept in the store
 * for every editor and not on the site; Publish;
 * Preview, which sends the form as typed to be shown on its public page in a new tab, the page
 * that was typed staying as it is (`publishSettingForm` keeps the preview and sends the tab
 * there); and, while the form shows a stored draft, Discard the draft.
 */
export function SettingButtons({
  publish,
  draft,
  what,
}: {
  readonly publish: string;
  readonly draft: boolean;
  /**
   * On a page with several forms, what this one edits (its section's title): screen readers
   * hear it after each button's words, so no two buttons of the page share a name.
   */
  readonly what?: string;
}) {
  const of = what ? <span className="sr-only">{text.buttonOf(what)}</span> : null;
  return (
    <div className="flex flex-wrap gap-3">
      {/* The draft first, as in the project and post editors: Enter in a field saves a draft,
          and nothing is published but by its own button. */}
      <button type="submit" name="draft" value="1" className={buttonClasses("secondary")}>
        {text.settingDraft.save}
        {of}
      </button>
      <button type="submit" className={buttonClasses("primary")}>
        {publish}
      </button>
      <button
        type="submit"
        name="preview"
        value="1"
        formTarget="_blank"
        className={buttonClasses("outline")}
      >
        {text.previewSetting}
        {of}
      </button>
      {draft ? (
        // A box to tick first (not required: the form's other buttons send without it).
        <div className="grid w-full gap-3">
          <ConfirmBox name="discardConfirm" required={false}>
            <span>
              {text.settingDraft.discardConfirm}
              {of}
            </span>
          </ConfirmBox>
          <button
            type="submit"
            name="discard"
            value="1"
            className={buttonClasses("outline", "justify-self-start")}
          >
            {text.settingDraft.discard}
            {of}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Says that a stored draft is waiting: by default, that the form shows it, not what the site
 * shows (its buttons discard it); `say` words it for another page (the history's restore).
 * `children`, when given, is an action shown beside the sentence (a project's Discard).
 */
export function DraftNotice({
  draft,
  say = text.settingDraft.notice,
  className = "",
  children,
}: {
  readonly draft: SettingDraft | null | undefined;
  readonly say?: (by: string, at: string) => string;
  readonly className?: string;
  readonly children?: ReactNode;
}) {
  if (!draft) return null;
  const box = `max-w-3xl rounded-xl border-2 border-sun-600 bg-sun-50 p-4 font-semibold text-stone-900 ${className}`;
  // What publishing would change besides what is typed now: said, so no one publishes a
  // colleague's changes without seeing them.
  const changed = draft.changed?.length ? (
    <p className="w-full font-normal">{text.settingDraft.changes(draft.changed)}</p>
  ) : null;
  if (!children && !changed) return <p className={box}>{say(draft.by, draft.at)}</p>;
  return (
    <div className={`flex flex-wrap items-center gap-3 ${box}`}>
      <p>{say(draft.by, draft.at)}</p>
      {changed}
      {children}
    </div>
  );
}
