import type { EnquiryFormDefinition } from "~/content/enquiry-forms";
import { staffText } from "~/content/staff";
import { phoneText } from "~/content/site";
import { EntryList } from "~/components/ui/entry-list";
import { formatPhone } from "~/lib/phone";
import { displayValue } from "~/lib/validation";
import type { Lead } from "~/server/enquiries.server";
import { StatusBadge, WaitingBadge } from "./lead-list";
import { formatEat } from "~/lib/staff-time";
import { isLocale, localeInfo } from "~/i18n/locales";

/** The language an enquiry was written in, named in itself with its code: "አማርኛ (am)". */
function languageName(code: string): string {
  return isLocale(code) ? `${localeInfo[code].name} (${code})` : code;
}

/**
 * `mailto:` URL that writes to an address as a visitor typed it (a lead's), and to no one else
 * (the company's own addresses take `mailtoHref`, in content/site.ts):
 * its two parts are encoded (RFC 6068), so a `?` or `&` typed into it (`a@b.et?bcc=…`) cannot add
 * recipients or a text to a reply. `subject`, the link's own, is the only header it can carry.
 */
export function typedMailtoHref(email: string, subject?: string): string {
  const at = email.lastIndexOf("@");
  const to = `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
  return subject === undefined ? to : `${to}?subject=${encodeURIComponent(subject)}`;
}

/**
 * A WhatsApp chat with a lead's phone, where it can be one: an Ethiopian mobile (+251 9…, +251 7…)
 * or a number abroad; never an Ethiopian landline (+251 11…), which has no WhatsApp.
 */
export function whatsAppHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, "");
  const mobile = digits.startsWith("251") ? /^251[79]\d{8}$/ : /^[1-9]\d{7,14}$/;
  return phone.trim().startsWith("+") && mobile.test(digits)
    ? `https://wa.me/${digits}`
    : undefined;
}

/** When a lead arrived and was first answered, worked out by the server. */
export interface LeadTiming {
  readonly ethiopianDate: string;
  readonly age: string;
  readonly overdue: boolean;
  readonly firstResponse: string | null;
}

/** Everything the visitor sent, where it came from, when, and how to reach them. */
export function LeadDetails({
  lead,
  form,
  timing,
  interest,
}: {
  lead: Lead;
  /** The lead's form, its choices named as the site names them now. */
  form: EnquiryFormDefinition;
  timing: LeadTiming;
  /** The chosen service or package in words, when there is one. */
  interest: string | null;
}) {
  const rows = form.fields
    .filter((field) => lead.fields[field.name])
    .map((field) => ({
      label: field.label,
      value:
        field.kind === "tel" && lead.phone
          ? phoneText(formatPhone(lead.phone))
          : displayValue(field, lead.fields[field.name] ?? ""),
    }));
  const whatsApp = lead.phone ? whatsAppHref(lead.phone) : undefined;
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <p className="font-mono text-sm font-semibold text-field-800">{lead.reference}</p>
      <h1 className="mt-1 text-2xl font-bold [overflow-wrap:anywhere]">
        {lead.name ?? (
          <span className="font-semibold text-stone-600 italic">{staffText.nameNotGiven}</span>
        )}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-stone-700">
        <StatusBadge status={lead.status} />
        {form.kindLabel} · {formatEat(lead.createdAt)}
        {lead.status === "new" ? <WaitingBadge age={timing.age} overdue={timing.overdue} /> : null}
      </p>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {lead.phone ? (
          <a href={`tel:${lead.phone}`} className="font-semibold text-field-800 underline">
            {phoneText(formatPhone(lead.phone))}
          </a>
        ) : null}
        {whatsApp ? (
          // Opened when a person asks for it: the only request to another host from this page.
          <a href={whatsApp} rel="noreferrer" className="font-semibold text-field-800 underline">
            {staffText.whatsApp}
          </a>
        ) : null}
        {lead.email ? (
          <a
            href={typedMailtoHref(lead.email, staffText.replySubject(lead.reference))}
            className="font-semibold break-all text-field-800 underline"
          >
            {lead.email}
          </a>
        ) : null}
      </p>
      <h2 className="mt-6 text-sm font-semibold tracking-wider text-field-700 uppercase">
        {staffText.sent}
      </h2>
      <EntryList entries={rows} className="mt-2" />
      <h2 className="mt-6 text-sm font-semibold tracking-wider text-field-700 uppercase">
        {staffText.origin}
      </h2>
      <EntryList
        className="mt-2"
        entries={[
          { label: staffText.received, value: formatEat(lead.createdAt) },
          { label: staffText.ethiopianDate, value: timing.ethiopianDate, lang: "am" },
          {
            label: staffText.firstResponse,
            value: timing.firstResponse ?? staffText.noResponseYet,
          },
          { label: staffText.page_, value: lead.page ?? "—" },
          { label: staffText.language, value: languageName(lead.language) },
          ...(interest ? [{ label: staffText.interest, value: interest }] : []),
          ...(lead.noticeVersion
            ? [{ label: staffText.noticeVersion, value: staffText.noticeOf(lead.noticeVersion) }]
            : []),
        ]}
      />
    </article>
  );
}
