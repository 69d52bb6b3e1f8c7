import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import type { Lead, LeadEvent } from "~/server/enquiries.server";
import type { AssigneeOption } from "~/server/staff-auth.server";
import { formatEat } from "~/lib/staff-time";
import type { FieldErrors, FieldSpec } from "~/lib/validation";
import { leadStatusOptions } from "./lead-status";
import { ConfirmBox } from "~/components/staff/confirm-box";

/** The forms that save and come back to themselves (`?saved=note#note`), by their ids. */
export const savedForms = ["status", "assignment", "note", "correction"] as const;
export type SavedForm = (typeof savedForms)[number];

interface LeadActionsProps {
  lead: Lead;
  events: readonly LeadEvent[];
  csrf: string;
  /** The fingerprint of the note shown (`noteFingerprint`): a save changes the note only if edited. */
  noteShown: string;
  /** The accounts a lead may be assigned to, and its owner when it may no longer be (marked). */
  assignees: readonly AssigneeOption[];
  /** A refused form's fields as sent: shown in place of the stored ones, so nothing is lost. */
  typed?: {
    readonly status?: string;
    readonly assignee?: string;
    readonly note?: string;
    /** The erasure's reason, when the erasure was refused (its box not ticked). */
    readonly reason?: string;
    readonly correction?: Readonly<Record<string, string>>;
  };
  /** The name, phone and e-mail fields of the lead's form, and a refused correction's problems. */
  correction: { readonly fields: readonly FieldSpec[]; readonly errors?: FieldErrors };
  /** The form just saved: its "Saved." is shown beside its button, where the page comes back. */
  saved: SavedForm | null;
  /** What is said beside it: "Saved.", or that a correction found nothing to change. */
  savedText: string;
  /** Whether the server sends e-mail: an assignment is then e-mailed to the colleague. */
  emailOn: boolean;
}

/**
 * Where the lead's forms post: its page, without the anchor a save's answer left in the address
 * (`#note`). A form with no action would post to the address with it, and its answer would open
 * at that anchor, where the browser does not move focus to the new problems.
 */
const leadPath = (lead: Lead) => `/staff/leads/${encodeURIComponent(lead.reference)}`;

/**
 * A form that came back refused shows what was sent, not what is stored (`data-unsaved`): leaving
 * the page asks first, as after typing (`keepUnsentForms`).
 */
const unsaved = (typed: unknown) => (typed === undefined ? undefined : "");

/**
 * Status, owner and internal note (one form in three parts), correction, history and erasure of one
 * lead: plain forms, no script needed. The first form sends what the page showed of each of its
 * fields, the correction the lead's revision: a change made meanwhile to what is being saved is
 * refused; while the person's processing is restricted, only the history and erasure are offered.
 */
export function LeadActions({
  lead,
  events,
  csrf,
  noteShown,
  assignees,
  typed,
  correction,
  saved,
  savedText,
  emailOn,
}: LeadActionsProps) {
  const card = "scroll-mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";
  /**
   * The save button, and "Saved." beside it when this form was the one saved; `intent`: what the
   * button sends, for the parts of one form (the status, owner and note).
   */
  const submit = (
    form: SavedForm,
    label: string,
    style: "secondary" | "outline",
    intent?: string,
  ) => (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="submit"
        name={intent && "intent"}
        value={intent}
        className={buttonClasses(style)}
      >
        {label}
      </button>
      {saved === form ? (
        <p role="status" className="font-semibold text-field-800">
          {savedText}
        </p>
      ) : null}
    </div>
  );
  // What the correction and the erasure send besides their fields: the token, what it does and,
  // for the correction, the revision the page showed.
  const sends = (intent: string, revised = true) => (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {revised ? <input type="hidden" name="revision" value={lead.revision} /> : null}
    </>
  );
  const workTyped = typed?.status ?? typed?.assignee ?? typed?.note;
  return (
    <div id="actions" className="grid scroll-mt-4 gap-6">
      {lead.restrictedAt === null ? (
        <>
          {/*
            The status, the owner and the note are one form in three parts: whichever part's
            button is pressed, everything changed in the three is saved (a note typed, then "Save
            status" pressed, is not lost), each checked against what this page showed.
          */}
          <form
            action={leadPath(lead)}
            method="post"
            data-unsaved={unsaved(workTyped)}
            className="grid gap-6"
          >
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="revision" value={lead.revision} />
            <input type="hidden" name="shownStatus" value={lead.status} />
            <input type="hidden" name="shownAssignee" value={lead.assigneeId ?? ""} />
            <input type="hidden" name="shownNote" value={noteShown} />
            <div id="status" className={`${card} grid gap-3`}>
              <Field label={staffText.changeStatus} name="status" required>
                {(control) => (
                  <select {...control} defaultValue={typed?.status ?? lead.status}>
                    {leadStatusOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {submit("status", staffText.saveStatus, "secondary", "status")}
            </div>
            <div id="assignment" className={`${card} grid gap-3`}>
              <Field
                label={staffText.assignTo}
                name="assignee"
                hint={staffText.assignHint(emailOn)}
                // "Nobody" is a choice, not a missing answer: a required list would stop the
                // whole form (its status and note too) while the lead is with nobody.
                markOptional={false}
              >
                {(control) => (
                  <select {...control} defaultValue={typed?.assignee ?? lead.assigneeId ?? ""}>
                    <option value="">{staffText.nobody}</option>
                    {assignees.map((account) => (
                      <option key={account.id} value={account.id}>
                        {staffText.assigneeLabel(account)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {submit("assignment", staffText.assign, "outline", "assign")}
            </div>
            <div id="note" className={`${card} grid gap-3`}>
              <Field
                label={staffText.note}
                name="note"
                hint={staffText.noteHint}
                markOptional={false}
              >
                {(control) => (
                  <textarea {...control} rows={4} defaultValue={typed?.note ?? lead.note} />
                )}
              </Field>
              {submit("note", staffText.saveNote, "outline", "note")}
            </div>
          </form>
          <CorrectionForm
            lead={lead}
            card={card}
            hidden={sends("correct")}
            fields={correction.fields}
            errors={correction.errors ?? []}
            typed={typed?.correction}
            submit={submit("correction", staffText.saveCorrection, "outline")}
          />
        </>
      ) : (
        <section
          id="restricted"
          className={`${card} grid gap-2`}
          aria-labelledby="restricted-title"
        >
          <h2 id="restricted-title" className="font-bold">
            {staffText.restrictedRefused}
          </h2>
          <p className="text-sm text-stone-700">{staffText.restrictedFormsHint}</p>
          {lead.personId !== null ? (
            <a
              href={`/staff/people/${lead.personId}`}
              className="font-semibold text-field-800 underline"
            >
              {staffText.restrictedPersonLink}
            </a>
          ) : null}
        </section>
      )}
      <section className={card} aria-labelledby="trail-title">
        <h2 id="trail-title" className="font-bold">
          {staffText.trail}
        </h2>
        <ol className="mt-3 grid gap-2 text-sm">
          {events.map((event, index) => (
            <li key={index} className="grid">
              <span className="text-stone-600">{formatEat(event.createdAt)}</span>
              <span className="[overflow-wrap:anywhere]">
                <strong>{event.actor}</strong>: {event.action}
                {event.detail ? ` (${event.detail})` : ""}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <form
        action={leadPath(lead)}
        method="post"
        data-unsaved={unsaved(typed?.reason)}
        className={`${card} grid gap-3 ring-red-200`}
        aria-labelledby="erase-title"
      >
        {sends("delete", false)}
        <h2 id="erase-title" className="font-bold text-red-900">
          {staffText.erase}
        </h2>
        <p className="text-sm text-stone-700">{staffText.eraseHint}</p>
        <Field label={staffText.eraseReason} name="reason" markOptional={false}>
          {(control) => (
            <select {...control} defaultValue={typed?.reason ?? "request"}>
              {Object.entries(staffText.eraseReasons).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ConfirmBox>{staffText.eraseConfirm}</ConfirmBox>
        <button type="submit" className={buttonClasses("danger", "justify-self-start")}>
          {staffText.erase}
        </button>
      </form>
    </div>
  );
}

/**
 * A person's request to correct their data: the name, phone and e-mail fields of the form the
 * lead came from, checked by its rules on the server (no browser checks: `noValidate`).
 */
function CorrectionForm({
  lead,
  card,
  hidden,
  fields,
  errors,
  typed,
  submit,
}: {
  lead: Lead;
  card: string;
  hidden: ReactNode;
  fields: readonly FieldSpec[];
  errors: FieldErrors;
  typed?: Readonly<Record<string, string>>;
  submit: ReactNode;
}) {
  const errorOf = (name: string) => errors.find(([field]) => field === name)?.[1];
  return (
    <form
      id="correction"
      action={leadPath(lead)}
      method="post"
      data-unsaved={unsaved(typed)}
      noValidate
      className={`${card} grid gap-3`}
      aria-labelledby="correction-title"
    >
      {hidden}
      {/* Each field as shown: a stale save keeps only what was changed (lead.tsx). */}
      {fields.map((field) => (
        <input
          key={field.name}
          type="hidden"
          name={`was.${field.name}`}
          value={lead.fields[field.name] ?? ""}
        />
      ))}
      <h2 id="correction-title" className="font-bold">
        {staffText.correction}
      </h2>
      <p className="text-sm text-stone-700">{staffText.correctionHint}</p>
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          name={field.name}
          required={field.requiredMessage !== undefined}
          markOptional={field.markOptional ?? true}
          error={errorOf(field.name)}
        >
          {(control) => (
            <input
              {...control}
              type={field.kind === "email" ? "email" : field.kind === "tel" ? "tel" : "text"}
              autoComplete="off"
              spellCheck={false}
              defaultValue={typed?.[field.name] ?? lead.fields[field.name] ?? ""}
            />
          )}
        </Field>
      ))}
      {submit}
    </form>
  );
}
