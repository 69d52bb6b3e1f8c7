import { data, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { LeadActions, savedForms, type SavedForm } from "~/components/staff/lead-actions";
import { LeadDetails } from "~/components/staff/lead-details";
import { staffText } from "~/content/staff";
import { formatAge, formatEat, formatEthiopianDate } from "~/lib/staff-time";
import { leadStatusOptions } from "~/components/staff/lead-status";
import { enquiryForms } from "~/content/enquiry-form-map";
import { ErrorSummary } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/validation";
import { queueStaffMessage } from "~/server/staff-messages.server";
import { getStaff, listStaff } from "~/server/staff.server";
import {
  assignLead,
  checkProcessing,
  getLead,
  interestName,
  isLeadStatus,
  isOverdue,
  leadEvents,
  noteFingerprint,
  saveLeadWork,
  setLeadNote,
  RestrictedLead,
  setLeadStatus,
  StaleLead,
  type Lead,
} from "~/server/enquiries.server";
import { logAccess } from "~/server/access-log.server";
import { correctLead, eraseLead, personLeadCounts } from "~/server/people.server";
import {
  mergedCorrection,
  parseStaffCorrection,
  staffCorrectionFields,
  typedCorrection,
} from "~/server/lead-correction.server";
import { getRuntime } from "~/server/runtime.server";
import { catalogueNames, withNames } from "~/server/catalogue-names.server";
import { defaultLocale } from "~/i18n/locales";
import {
  requireStaff,
  requireStaffPost,
  access,
  assigneeOptions,
  mayBeAssigned,
  submittedFields,
} from "~/server/staff-auth.server";
import { SubmittedText } from "~/components/staff/staff-refusal";
import type { SubmittedField } from "~/lib/submitted-fields";
import { staffMeta } from "~/lib/staff-meta";

export function loader({ request, params }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.inbox);
  const lead = getLead(rt.db, params.reference);
  if (!lead) throw data({ message: staffText.notFound }, { status: 404 });
  logAccess(rt.db, {
    actor: session.staff.email,
    action: "view-lead",
    personId: lead.personId,
    references: [lead.reference],
  });
  const now = new Date();
  // The forms with the names staff publish today: an old enquiry names the product it chose
  // (it keeps the id) as the site names it now.
  const names = catalogueNames();
  const form = withNames(enquiryForms[lead.kind], defaultLocale, names);
  return {
    lead,
    form,
    // The name, phone and e-mail fields of its form: what a correction may change.
    correctionFields: staffCorrectionFields(form),
    // The chosen service or package in words ("Starter package"), as the quote form names it.
    interest: lead.interest
      ? interestName(lead.interest, { quote: withNames(enquiryForms.quote, defaultLocale, names) })
      : null,
    emailOn: rt.channels.includes("email"),
    // Worked out here: the server's clock and calendar data, the same before and after hydration.
    timing: {
      ethiopianDate: formatEthiopianDate(lead.createdAt),
      age: formatAge(lead.createdAt, now),
      overdue: isOverdue(lead, now),
      firstResponse: lead.firstResponseAt
        ? staffText.respondedAfter(
            formatEat(lead.firstResponseAt),
            formatAge(lead.createdAt, new Date(lead.firstResponseAt)),
          )
        : null,
    },
    events: leadEvents(rt.db, lead.reference),
    // The note the page shows, as its forms send it back: a save changes it only if it was edited.
    noteShown: noteFingerprint(lead.note),
    // Its owner is always among them, chosen, even one that may no longer be given leads.
    assignees: assigneeOptions(listStaff(rt.db), lead.assigneeId === null ? [] : [lead.assigneeId]),
    personLeads:
      lead.personId === null
        ? 0
        : (personLeadCounts(rt.db, [lead.personId]).get(lead.personId) ?? 0),
    csrf: session.csrfToken,
    // Which form was saved (`?saved=status#status`): its confirmation is shown beside it; a
    // correction that found the details already so (`&unchanged`) says that instead.
    saved: savedForm(new URL(request.url).searchParams.get("saved")),
    unchanged: new URL(request.url).searchParams.has("unchanged"),
  };
}

function savedForm(value: string | null): SavedForm | null {
  return savedForms.find((form) => form === value) ?? null;
}

/** What a refused form shows again: the message, the stored note, and the choices as sent. */
interface LeadAnswer {
  readonly message: string;
  /** The note as stored now, when a stale note was refused. */
  readonly currentNote?: string;
  /** The form's fields as sent, shown again in place of the stored ones. */
  readonly typed?: {
    readonly status?: string;
    readonly assignee?: string;
    readonly note?: string;
    /** The erasure's reason, when the erasure was refused (its box not ticked). */
    readonly reason?: string;
    readonly correction?: Readonly<Record<string, string>>;
  };
  /** A refused correction's problems, field by field. */
  readonly errors?: FieldErrors;
  /** Refused because processing is restricted: the person whose page lifts it. */
  readonly restrictedPerson?: number | null;
  /**
   * The text a refused form carried that its form, no longer shown (processing is restricted),
   * cannot show again: given back to copy (decision 0050).
   */
  readonly submitted?: readonly SubmittedField[];
}

const refuse = (answer: LeadAnswer, status: number) => data<LeadAnswer>(answer, { status });

/** The lead a form was sent to is gone (deleted or erased since the page was opened). */
class LeadGone extends Error {}

/** The forms that process a lead: refused while its person's processing is restricted. */
const processing: readonly (string | undefined)[] = ["status", "assign", "note", "correct"];

/**
 * The history's reason for an erasure: the form's choice; undefined for a value the list does not
 * have (a hand-made post), which is refused.
 */
function eraseReasonOf(sent: string | undefined): string | undefined {
  const reasons: Readonly<Record<string, string>> = staffText.eraseReasons;
  // A form without the field (a page from before the reasons) means the list's first.
  if (sent === undefined) return reasons.request;
  return Object.hasOwn(reasons, sent) ? reasons[sent] : undefined;
}

/**
 * Status, assignment, note, correction and erasure: each a plain form post, answered with a
 * redirect (post/redirect/get). All but erasure send the lead's revision the page showed: a save
 * from a page older than the lead's last change is refused (409), and what was sent stays in the
 * form. While the person's processing is restricted, all but erasure are refused (409).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.inbox);
  // What was typed into the note or the correction, given back to copy when the form it was
  // typed in cannot take it (the status and the assignee are choices, not text).
  const typed = () =>
    form.intent === "note" || form.intent === "correct" ? submittedFields(form) : [];
  // The lead was deleted since the page was opened: nothing saved, the text given back.
  const gone = () =>
    data(
      { message: staffText.notFoundWhenSent, leadGone: true, submitted: typed() },
      { status: 404 },
    );
  try {
    return change(session.staff, form, params.reference);
  } catch (error) {
    if (error instanceof LeadGone) throw gone();
    if (error instanceof RestrictedLead) {
      // The forms are gone from the page while processing is restricted.
      return refuse(
        {
          message: staffText.restrictedRefused,
          restrictedPerson: error.personId,
          submitted: typed(),
        },
        409,
      );
    }
    if (!(error instanceof StaleLead)) throw error;
    const lead = getLead(rt.db, params.reference);
    if (!lead) throw gone();
    return refuse(staleAnswer(error, form, lead), 409);
  }
}

function change(
  staff: { readonly id: number; readonly email: string },
  form: Record<string, string>,
  reference: string,
) {
  const rt = getRuntime();
  const actor = staff.email;
  const back = (part: SavedForm) => savedAt(reference, part);
  const base = Number(form.revision);
  if (processing.includes(form.intent)) {
    const lead = getLead(rt.db, reference);
    if (!lead) throw new LeadGone();
    // Checked again in each change's transaction; here first, so nothing else is said before.
    checkProcessing(lead);
  }
  // The page's status, owner and note are one form: any of its buttons saves what was changed.
  if (workIntents.includes(form.intent) && form.shownStatus !== undefined) {
    return saveWork(staff, form, reference);
  }
  switch (form.intent) {
    case "status":
      if (!isLeadStatus(form.status)) {
        return refuse({ message: staffText.leadRefused.status }, 422);
      }
      if (!setLeadStatus(rt.db, reference, form.status, actor, new Date(), base)) break;
      return redirect(back("status"));
    case "assign": {
      const assignee = form.assignee ? getStaff(rt.db, Number(form.assignee)) : null;
      const lead = getLead(rt.db, reference);
      if (!lead) break;
      if (assignee !== null && (!assignee || !mayBeAssigned(assignee))) {
        // The page offers an owner that left (disabled, another role) only as the lead's owner:
        // saved as it stands, it stays so and nothing changes; it is never newly chosen.
        if (assignee?.id !== lead.assigneeId) {
          return refuse({ message: staffText.leadRefused.assignee }, 422);
        }
        return redirect(back("assignment"));
      }
      if (!assignLead(rt.db, reference, assignee, actor, base)) break;
      tellAssignee(staff, lead, assignee ?? null);
      return redirect(back("assignment"));
    }
    case "note": {
      const note = noteAsSent(form.note);
      if (Array.from(note).length > NOTE_LENGTH) {
        return refuse(
          { message: staffText.leadRefused.noteTooLong, typed: { note: form.note } },
          422,
        );
      }
      if (!setLeadNote(rt.db, reference, note, actor, base)) break;
      return redirect(back("note"));
    }
    case "correct": {
      const lead = getLead(rt.db, reference);
      if (!lead) break;
      const parsed = parseStaffCorrection(lead.kind, form);
      if (!parsed.ok) {
        return refuse(
          {
            message: staffText.content.invalid(parsed.errors.length),
            errors: parsed.errors,
            typed: { correction: typedCorrection(lead.kind, form) },
          },
          422,
        );
      }
      const changed = correctLead(rt.db, reference, parsed.correction, actor, new Date(), base);
      if (!changed) break;
      if (changed.length === 0) {
        return redirect(`/staff/leads/${reference}?saved=correction&unchanged#correction`);
      }
      return redirect(back("correction"));
    }
    case "delete": {
      // One of the form's reasons, never text as sent: what outlives the lead names nobody.
      const reason = eraseReasonOf(form.reason);
      if (reason === undefined) return refuse({ message: staffText.leadRefused.deleteReason }, 422);
      if (form.confirm !== "yes") {
        return refuse(
          { message: staffText.leadRefused.deleteUnconfirmed, typed: { reason: form.reason } },
          422,
        );
      }
      if (!eraseLead(rt.db, reference, actor, reason)) break;
      return redirect(`/staff?deleted=${encodeURIComponent(reference)}`);
    }
    default:
      return refuse({ message: staffText.unknownAction }, 400);
  }
  throw new LeadGone();
}

/** Back to the part that was sent, where its "Saved." is: on a phone the forms are far down. */
const savedAt = (reference: string, part: SavedForm) =>
  `/staff/leads/${reference}?saved=${part}#${part}`;

/** The intents of the status, owner and note form, and the part each button's "Saved." is by. */
const workIntents: readonly (string | undefined)[] = ["status", "assign", "note"];
const workParts: Readonly<Record<string, SavedForm>> = {
  status: "status",
  assign: "assignment",
  note: "note",
};
const NOTE_LENGTH = 5000;

/**
 * The note as stored: a browser sends each line break as CR LF but counts it as one against the
 * field's maxlength, so it is counted (and kept) as one here too, or a note it let through would be
 * refused.
 */
const noteAsSent = (sent: string | undefined) => (sent ?? "").replace(/\r\n?/g, "\n").trim();

/** The status, owner and note as sent, given back when they are refused. */
const typedWork = (form: Record<string, string>) => ({
  status: form.status,
  assignee: form.assignee,
  note: form.note,
});

/** A colleague given a lead by someone else is told by e-mail, when the server sends it. */
function tellAssignee(
  staff: { readonly id: number; readonly email: string },
  lead: Lead,
  assignee: { readonly id: number; readonly email: string } | null,
) {
  const rt = getRuntime();
  if (!assignee || assignee.id === staff.id || lead.assigneeId === assignee.id) return;
  if (!rt.channels.includes("email")) return;
  const { reference } = lead;
  queueStaffMessage(rt.db, "email", {
    to: assignee.email,
    subject: staffText.assignedSubject(reference),
    text: staffText.assignedText(
      reference,
      enquiryForms[lead.kind].kindLabel,
      staff.email,
      `${rt.config.publicUrl}/staff/leads/${reference}`,
    ),
  });
  void rt.outbox.kick();
}

/**
 * The status, owner and note form, by whichever of its buttons: every field changed from what the
 * page showed (`shownStatus`, `shownAssignee`, `shownNote`) is saved at once, so a note typed and
 * then "Save status" pressed is not lost; a field a colleague changed meanwhile refuses the save
 * (409) with everything sent given back, one they did not touch refuses nothing.
 */
function saveWork(
  staff: { readonly id: number; readonly email: string },
  form: Record<string, string>,
  reference: string,
) {
  const rt = getRuntime();
  const typed = typedWork(form);
  if (!isLeadStatus(form.status))
    return refuse({ message: staffText.leadRefused.status, typed }, 422);
  const note = noteAsSent(form.note);
  if (Array.from(note).length > NOTE_LENGTH) {
    return refuse({ message: staffText.leadRefused.noteTooLong, typed }, 422);
  }
  const lead = getLead(rt.db, reference);
  if (!lead) throw new LeadGone();
  const shownAssignee = form.shownAssignee ? Number(form.shownAssignee) : null;
  const chosen = form.assignee ? Number(form.assignee) : null;
  const assignee = chosen === null ? null : getStaff(rt.db, chosen);
  // An owner that left (disabled, another role) is offered only as the lead's owner: kept as it
  // stands, never newly chosen.
  if (chosen !== shownAssignee && chosen !== null && (!assignee || !mayBeAssigned(assignee))) {
    return refuse({ message: staffText.leadRefused.assignee, typed }, 422);
  }
  const work = {
    status:
      form.status !== form.shownStatus
        ? { shown: form.shownStatus ?? "", to: form.status }
        : undefined,
    assignee: chosen !== shownAssignee ? { shown: shownAssignee, to: assignee ?? null } : undefined,
    note:
      noteFingerprint(note) !== form.shownNote
        ? { shown: form.shownNote ?? "", to: note }
        : undefined,
  };
  if (!saveLeadWork(rt.db, reference, work, staff.email)) throw new LeadGone();
  if (work.assignee) tellAssignee(staff, lead, work.assignee.to);
  return redirect(savedAt(reference, workParts[form.intent ?? ""] ?? "status"));
}

/** Who changed the lead, what, and how the field this form saves reads now. */
function staleAnswer(error: StaleLead, form: Record<string, string>, lead: Lead): LeadAnswer {
  // From the status, owner and note form: the field refused is the one the colleague changed, and
  // all three come back as sent.
  if (workIntents.includes(form.intent) && form.shownStatus !== undefined) {
    const intent = { status: "status", assigned: "assign", note: "note" }[error.action] ?? "status";
    const answer = staleAnswer(error, { intent, note: form.note ?? "" }, lead);
    return { ...answer, typed: typedWork(form) };
  }
  const changed = staffText.leadStale(
    error.by,
    formatEat(error.at),
    staffText.leadChange(error.action, error.detail),
  );
  if (form.intent === "correct") {
    return {
      message: `${changed} ${staffText.staleCorrection}`,
      typed: { correction: mergedCorrection(lead, form) },
    };
  }
  if (form.intent === "note") {
    return {
      message: `${changed} ${staffText.staleNote(lead.note === "")}`,
      currentNote: lead.note,
      typed: { note: form.note },
    };
  }
  if (form.intent === "assign") {
    const now = lead.assigneeId === null ? null : getStaff(getRuntime().db, lead.assigneeId);
    return {
      message: `${changed} ${staffText.staleAssignee(now ? now.email : staffText.nobody.toLowerCase())}`,
      typed: { assignee: form.assignee },
    };
  }
  const now =
    leadStatusOptions.find((option) => option.value === lead.status)?.label ?? lead.status;
  return { message: `${changed} ${staffText.staleStatus(now)}`, typed: { status: form.status } };
}

/** The lead's reference, not the person's name: a title goes into the browser's history. */
export function meta({ params }: Route.MetaArgs) {
  return staffMeta(staffText.leadTitle(params.reference));
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, timing, events, csrf, saved, assignees, personLeads, interest, emailOn } =
    loaderData;
  // An owner that may no longer work the lead: said first, or the lead waits on nobody.
  const formerOwner = assignees.find((account) => account.id === lead.assigneeId && account.gone);
  return (
    <div className="grid gap-6">
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <a href="/staff" className="font-semibold text-field-800 underline">
          ← {staffText.back}
        </a>
        {/* On a narrow screen the forms come after all the details, far down the page. */}
        <a href="#actions" className="font-semibold text-field-800 underline lg:hidden">
          {staffText.jumpToActions} ↓
        </a>
      </p>
      {lead.personId !== null ? (
        <a
          href={`/staff/people/${lead.personId}`}
          className="font-semibold text-field-800 underline"
        >
          {staffText.personLink(personLeads)}
        </a>
      ) : null}
      {lead.restrictedAt ? (
        <p className="rounded-xl bg-stone-100 p-3 text-stone-900 ring-1 ring-stone-400">
          {staffText.restrictedNote}
        </p>
      ) : null}
      {formerOwner?.gone ? (
        <p
          id="new-owner"
          className="rounded-xl bg-sun-50 p-3 text-stone-900 ring-1 ring-sun-600 [overflow-wrap:anywhere]"
        >
          {staffText.needsNewOwner(formerOwner.email, formerOwner.gone)}
          {/* No form to choose one in while processing is restricted. */}
          {lead.restrictedAt ? null : (
            <>
              {" "}
              <a href="#assignment" className="font-semibold text-field-800 underline">
                {staffText.chooseNewOwner}
              </a>
            </>
          )}
        </p>
      ) : null}
      {actionData?.errors ? (
        <ErrorSummary
          errors={actionData.errors}
          labels={Object.fromEntries(
            loaderData.correctionFields.map((field) => [field.name, field.label]),
          )}
          message={actionData.message}
        />
      ) : actionData?.message ? (
        <div
          role="alert"
          // The page opens on the refusal, as on an error summary: the forms are far below on a
          // phone, and no script moves the focus.
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-red-900"
        >
          <p>{actionData.message}</p>
          {actionData.restrictedPerson ? (
            <p className="mt-2">
              <a
                href={`/staff/people/${actionData.restrictedPerson}`}
                className="font-semibold underline"
              >
                {staffText.restrictedPersonLink}
              </a>
            </p>
          ) : null}
          {actionData.currentNote ? (
            <blockquote className="mt-2 border-l-4 border-red-300 pl-3 whitespace-pre-wrap [overflow-wrap:anywhere]">
              {actionData.currentNote}
            </blockquote>
          ) : null}
          {actionData.currentNote !== undefined ? (
            <p className="mt-2">{staffText.staleNoteKept}</p>
          ) : null}
          {actionData.submitted?.length ? <SubmittedText fields={actionData.submitted} /> : null}
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:items-start">
        <LeadDetails lead={lead} form={loaderData.form} timing={timing} interest={interest} />
        <LeadActions
          lead={lead}
          events={events}
          csrf={csrf}
          noteShown={loaderData.noteShown}
          assignees={assignees}
          typed={actionData?.typed}
          correction={{ fields: loaderData.correctionFields, errors: actionData?.errors }}
          saved={actionData ? null : saved}
          savedText={loaderData.unchanged ? staffText.nothingCorrected : staffText.saved}
          emailOn={emailOn}
        />
      </div>
    </div>
  );
}
