import { data, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { LeadActions } from "~/components/staff/lead-actions";
import { LeadDetails } from "~/components/staff/lead-details";
import { staffText } from "~/content/staff";
import { formatAge, formatEat, formatEthiopianDate } from "~/lib/staff-time";
import { enquiryForms } from "~/content/enquiry-form-map";
import { queueStaffMessage } from "~/server/staff-messages.server";
import { getStaff, listStaff } from "~/server/staff.server";
import {
  assignLead,
  deleteLead,
  getLead,
  isLeadStatus,
  isOverdue,
  leadEvents,
  setLeadNote,
  setLeadStatus,
} from "~/server/enquiries.server";
import { logAccess } from "~/server/access-log.server";
import { personLeadCounts } from "~/server/people.server";
import { getRuntime } from "~/server/runtime.server";
import { catalogueNames, withNames } from "~/server/catalogue-names.server";
import { defaultLocale } from "~/i18n/locales";
import { requireStaff, requireStaffPost, access } from "~/server/staff-auth.server";
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
  return {
    lead,
    // Its form with the names staff publish today: an old enquiry names the product it chose
    // (it keeps the id) as the site names it now.
    form: withNames(enquiryForms[lead.kind], defaultLocale, catalogueNames()),
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
    assignees: assignableAccounts(),
    personLeads:
      lead.personId === null
        ? 0
        : (personLeadCounts(rt.db, [lead.personId]).get(lead.personId) ?? 0),
    csrf: session.csrfToken,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

/** The enabled accounts whose role works the inbox. */
function assignableAccounts() {
  return listStaff(getRuntime().db)
    .filter((account) => !account.disabled && access.inbox.some((role) => role === account.role))
    .map((account) => ({ id: account.id, email: account.email }));
}

/** Status, assignment, note and erasure: each a plain form post, answered with a redirect (post/redirect/get). */
export async function action({ request, params }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.inbox);
  const actor = session.staff.email;
  const reference = params.reference;
  const back = `/staff/leads/${reference}?saved`;
  switch (form.intent) {
    case "status":
      if (!isLeadStatus(form.status)) {
        return data({ message: "Choose a status from the list." }, { status: 422 });
      }
      if (!setLeadStatus(rt.db, reference, form.status, actor)) break;
      return redirect(back);
    case "assign": {
      const assignee = form.assignee ? getStaff(rt.db, Number(form.assignee)) : null;
      if (
        assignee !== null &&
        (!assignee || !assignableAccounts().some((account) => account.id === assignee.id))
      ) {
        return data({ message: "Choose an account from the list." }, { status: 422 });
      }
      const lead = getLead(rt.db, reference);
      if (!lead || !assignLead(rt.db, reference, assignee, actor)) break;
      if (assignee && assignee.id !== session.staff.id && lead.assigneeId !== assignee.id) {
        if (rt.channels.includes("email")) {
          queueStaffMessage(rt.db, "email", {
            to: assignee.email,
            subject: staffText.assignedSubject(reference),
            text: staffText.assignedText(
              reference,
              enquiryForms[lead.kind].kindLabel,
              actor,
              `${rt.config.publicUrl}/staff/leads/${reference}`,
            ),
          });
          void rt.outbox.kick();
        }
      }
      return redirect(back);
    }
    case "note": {
      const note = (form.note ?? "").trim();
      if (Array.from(note).length > 5000) {
        return data({ message: "The note must be 5,000 characters or fewer." }, { status: 422 });
      }
      if (!setLeadNote(rt.db, reference, note, actor)) break;
      return redirect(back);
    }
    case "delete":
      if (form.confirm !== "yes") {
        return data({ message: "Tick the box to confirm the deletion." }, { status: 422 });
      }
      if (!deleteLead(rt.db, reference, actor, (form.reason ?? "Erasure request").slice(0, 200)))
        break;
      logAccess(rt.db, { actor, action: "erase-lead", references: [reference] });
      return redirect(`/staff?deleted=${encodeURIComponent(reference)}`);
    default:
      return data({ message: "Unknown action." }, { status: 400 });
  }
  throw data({ message: staffText.notFound }, { status: 404 });
}

/** The lead's reference, not the person's name: a title goes into the browser's history. */
export function meta({ params }: Route.MetaArgs) {
  return staffMeta(staffText.leadTitle(params.reference));
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, timing, events, csrf, saved, assignees, personLeads } = loaderData;
  return (
    <div className="grid gap-6">
      <a href="/staff" className="font-semibold text-field-800 underline">
        ← {staffText.back}
      </a>
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
      {actionData?.message ? (
        <p role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-red-900">
          {actionData.message}
        </p>
      ) : saved ? (
        <p
          role="status"
          className="rounded-xl bg-field-50 p-3 text-field-900 ring-1 ring-field-600/30"
        >
          {staffText.saved}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:items-start">
        <LeadDetails lead={lead} form={loaderData.form} timing={timing} />
        <LeadActions lead={lead} events={events} csrf={csrf} assignees={assignees} />
      </div>
    </div>
  );
}
