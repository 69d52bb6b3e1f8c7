import type { EnquiryKind } from "~/content/enquiry-forms";
import { enquiryForms } from "~/content/enquiry-form-map";
import { staffText } from "~/content/staff";
import { EntryList } from "~/components/ui/entry-list";
import { formatPhone } from "~/lib/phone";
import { formatEat } from "~/lib/staff-time";
import { StatusBadge } from "./lead-list";

/** One lead as the person's page lists it. */
export interface PersonLeadRow {
  readonly reference: string;
  readonly kind: EnquiryKind;
  readonly status: string;
  readonly createdAt: string;
  readonly restricted: boolean;
  readonly note: string;
}

interface PersonSummaryProps {
  readonly id: number;
  readonly names: readonly string[];
  readonly phones: readonly string[];
  readonly emails: readonly string[];
  readonly leads: readonly PersonLeadRow[];
}

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6";
const subheading = "text-sm font-semibold tracking-wider text-field-700 uppercase";

/** Who the person is (every name, phone and e-mail they gave), all their leads and notes. */
export function PersonSummary({ id, names, phones, emails, leads }: PersonSummaryProps) {
  const notes = leads.filter((lead) => lead.note !== "");
  return (
    <article className={`${card} grid gap-6`}>
      <header>
        <h1 className="text-2xl font-bold">{staffText.personTitle(id)}</h1>
        <p className="mt-1 text-sm text-stone-700">{staffText.personIntro}</p>
      </header>
      <EntryList
        entries={[
          { label: staffText.names, value: names.join("\n") || staffText.notGiven },
          { label: staffText.phones, value: phones.map(formatPhone).join("\n") || "—" },
          { label: staffText.emails, value: emails.join("\n") || "—" },
        ]}
      />
      <section aria-labelledby="person-leads">
        <h2 id="person-leads" className={subheading}>
          {staffText.personLeads(leads.length)}
        </h2>
        <ul className="mt-2 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
          {leads.map((lead) => (
            <li
              key={lead.reference}
              className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:gap-4"
            >
              <a
                href={`/staff/leads/${lead.reference}`}
                // A target of at least 24 px (WCAG 2.5.8), as the inbox's links.
                className="inline-flex min-h-6 items-center justify-self-start font-mono text-sm font-semibold text-field-800 underline"
              >
                {lead.reference}
              </a>
              <span className="text-sm text-stone-700">
                {enquiryForms[lead.kind].kindLabel} · {formatEat(lead.createdAt)}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <StatusBadge status={lead.status} />
                {lead.restricted ? <RestrictedBadge /> : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="person-notes">
        <h2 id="person-notes" className={subheading}>
          {staffText.notes}
        </h2>
        {notes.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">{staffText.noNotes}</p>
        ) : (
          <EntryList
            className="mt-2"
            entries={notes.map((lead) => ({ label: lead.reference, value: lead.note }))}
          />
        )}
      </section>
    </article>
  );
}

/** A lead whose processing is restricted: said in words, not only by colour. */
export function RestrictedBadge() {
  return (
    <span className="inline-flex rounded-full bg-stone-800 px-2.5 py-0.5 text-xs font-semibold text-white">
      {staffText.restricted}
    </span>
  );
}
