import type { EnquiryKind } from "~/content/enquiry-forms";
import { enquiryForms } from "~/content/enquiry-form-map";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import { statusOption } from "./lead-status";

interface LeadRow {
  reference: string;
  kind: EnquiryKind;
  status: string;
  name: string | null;
  region: string | null;
  createdAt: string;
  /** How long a New lead has waited, from the server's clock; null once answered. */
  age: string | null;
  overdue: boolean;
  /** The e-mail address of the account it is assigned to. */
  assignee: string | null;
  /** The lead's person and how many leads they have (a link when more than one). */
  personId?: number | null;
  personLeads?: number;
}

export function StatusBadge({ status }: { status: string }) {
  const option = statusOption(status);
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${option.badge}`}
    >
      {option.label}
    </span>
  );
}

/** How long a New lead has waited; past the 24-hour promise, in red and said so in words. */
export function WaitingBadge({ age, overdue }: { age: string; overdue: boolean }) {
  return overdue ? (
    <span className="inline-flex rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">
      {staffText.overdue(age)}
    </span>
  ) : (
    <span className="text-xs text-stone-700">{staffText.waiting(age)}</span>
  );
}

/**
 * The leads, the overdue first: a card a lead on a phone or a tablet, a table row on a wide
 * screen (from 1024 px: below it, the fixed columns leave the name no room).
 */
export function LeadList({ leads }: { leads: readonly LeadRow[] }) {
  if (leads.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
        {staffText.none}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {leads.map((lead) => (
        <li key={lead.reference}>
          <a
            href={`/staff/leads/${lead.reference}`}
            className="grid gap-1 px-4 py-3 hover:bg-earth-50 focus-visible:bg-earth-50 lg:grid-cols-[9rem_1fr_8rem_9rem_9rem] lg:items-center lg:gap-4"
          >
            <span className="font-mono text-sm font-semibold text-field-800">{lead.reference}</span>
            <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-stone-900">
              {lead.name ?? (
                <span className="font-normal text-stone-600 italic">{staffText.nameNotGiven}</span>
              )}
              <span className="block text-sm font-normal text-stone-600">
                {enquiryForms[lead.kind].kindLabel}
                {lead.assignee ? ` · ${staffText.assignedTo(lead.assignee)}` : null}
              </span>
            </span>
            {/* No region (a call-back asks for none): nothing, rather than a dash nobody can name;
                the empty cell keeps the wide table's columns. */}
            <span className="text-sm text-stone-700 empty:hidden lg:empty:block">
              {lead.region}
            </span>
            <span className="text-sm text-stone-600">{formatEat(lead.createdAt)}</span>
            <span className="flex flex-wrap items-center gap-2 lg:grid lg:justify-items-start lg:gap-1">
              <StatusBadge status={lead.status} />
              {lead.age ? <WaitingBadge age={lead.age} overdue={lead.overdue} /> : null}
            </span>
          </a>
          {lead.personId && lead.personLeads && lead.personLeads > 1 ? (
            <p className="px-4 pb-2 text-sm lg:pl-[11rem]">
              <a
                href={`/staff/people/${lead.personId}`}
                className="inline-flex min-h-6 items-center font-semibold text-field-800 underline"
              >
                {staffText.personLink(lead.personLeads)}
              </a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
