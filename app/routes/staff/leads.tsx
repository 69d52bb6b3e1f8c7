import { data, redirect } from "react-router";
import type { Route } from "./+types/leads";
import { LeadFilters } from "~/components/staff/lead-filters";
import { LeadList } from "~/components/staff/lead-list";
import { MailDelayNotice } from "~/components/staff/mail-delay-notice";
import { staffText } from "~/content/staff";
import { typedDateRange } from "~/lib/date-filter";
import { formatAge } from "~/lib/staff-time";
import { logAccess } from "~/server/access-log.server";
import { namedLeadForms } from "~/server/catalogue-names.server";
import { listStaff } from "~/server/staff.server";
import {
  countNewLeads,
  countOverdueLeads,
  isOverdue,
  leadFilterFromSearch,
  leadFilterWords,
  leadHolders,
  leadRegions,
  listLeads,
  PAGE_SIZE,
  pageFromSearch,
} from "~/server/enquiries.server";
import { mailDelayNotice } from "~/server/mail-delay.server";
import { personLeadCounts } from "~/server/people.server";
import { getRuntime } from "~/server/runtime.server";
import { requireStaff, access, assigneeOptions, takesNoForm } from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";
import { StatusNote } from "~/components/staff/staff-page-head";

export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.self);
  // /staff is where signing in lands: an editor's work is not the inbox.
  if (!(access.inbox as readonly string[]).includes(session.staff.role)) {
    throw redirect("/staff/content");
  }
  const params = new URL(request.url).searchParams;
  const filter = leadFilterFromSearch(params, session.staff.id);
  const accounts = listStaff(rt.db);
  const emailOf = new Map(accounts.map((account) => [account.id, account.email]));
  // In the list, an owner who can no longer work a lead (disabled, out of sales) is marked so.
  const ownerOf = new Map(
    assigneeOptions(
      accounts,
      accounts.map((account) => account.id),
    ).map((account) => [account.id, staffText.assigneeLabel(account)]),
  );
  const page = pageFromSearch(params);
  const now = new Date();
  // Dates as typed: one that is not a day, or a To before its From, is said by its field (400),
  // and no list is shown for a range nobody asked for.
  const { typed: dates, errors: dateErrors, refused } = typedDateRange(params);
  const { leads, total } = refused
    ? { leads: [], total: 0 }
    : listLeads(rt.db, filter, page, PAGE_SIZE, now, namedLeadForms());
  if (!refused) {
    // Who saw which names: the references of the leads the page shows, and the filters in words;
    // never a search's text (it may hold a name or a phone number).
    logAccess(rt.db, {
      actor: session.staff.email,
      action: filter.q ? "search-leads" : "view-leads",
      references: leads.map((lead) => lead.reference),
      detail: leadFilterWords(
        filter,
        page,
        typeof filter.assignee === "number" ? emailOf.get(filter.assignee) : undefined,
      ),
    });
  }
  const personCounts = personLeadCounts(
    rt.db,
    leads.flatMap((lead) => (lead.personId === null ? [] : [lead.personId])),
  );
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (an old link, a typed number): said so, with the way to the last (404).
  const beyond = !refused && total > 0 && page > pages;
  const answer = {
    leads: leads.map((lead) => ({
      reference: lead.reference,
      kind: lead.kind,
      status: lead.status,
      name: lead.name,
      region: lead.region,
      createdAt: lead.createdAt,
      age: lead.status === "new" ? formatAge(lead.createdAt, now) : null,
      overdue: isOverdue(lead, now),
      assignee: lead.assigneeId === null ? null : (ownerOf.get(lead.assigneeId) ?? null),
      personId: lead.personId,
      personLeads: lead.personId === null ? 0 : (personCounts.get(lead.personId) ?? 0),
    })),
    // The accounts a lead may be assigned to, but oneself: "Me" is offered first. An account
    // that no longer works the inbox (disabled, another role) stays offered, marked, while it
    // holds a lead or is the one in the URL: its leads are found to give them a new owner.
    assignees: assigneeOptions(accounts, [
      ...leadHolders(rt.db),
      ...(typeof filter.assignee === "number" ? [filter.assignee] : []),
    ]).filter((account) => account.id !== session.staff.id),
    assigneeValue: filter.assignee === session.staff.id ? "me" : String(filter.assignee ?? ""),
    total,
    page,
    pages,
    beyond,
    filter,
    query,
    newCount: countNewLeads(rt.db),
    overdueCount: countOverdueLeads(rt.db, now),
    // Notification e-mails stuck in the outbox: the inbox is the only place staff would see it.
    mailNotice: mailDelayNotice(rt.db, now),
    regions: leadRegions(rt.db),
    deleted: params.get("deleted"),
    dates,
    dateErrors,
    refused,
  };
  return data(answer, { status: refused ? 400 : beyond ? 404 : 200 });
}

export function meta({ location }: Route.MetaArgs) {
  const mine = new URLSearchParams(location.search).get("assignee") === "me";
  return staffMeta(mine ? staffText.nav.mine : staffText.leadsTitle);
}

/** A form sent here: checked as a reader would be, then refused (`takesNoForm`). */
export const action = ({ request }: Route.ActionArgs) =>
  takesNoForm(request, getRuntime(), access.self);

export default function Leads({ loaderData }: Route.ComponentProps) {
  const {
    leads,
    total,
    page,
    pages,
    beyond,
    filter,
    query,
    newCount,
    overdueCount,
    mailNotice,
    regions,
    deleted,
    assignees,
    assigneeValue,
    dates,
    dateErrors,
    refused,
  } = loaderData;
  const mine = assigneeValue === "me";
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {mine ? staffText.nav.mine : staffText.leadsTitle}{" "}
          {/* The counts are the whole inbox's, also over one's own leads: said so there. */}
          <span className="ml-2 inline-flex rounded-full bg-sun-500 px-3 py-1 align-middle text-sm font-semibold text-stone-950">
            {mine ? staffText.newInInbox(newCount) : staffText.newCount(newCount)}
          </span>
          {/* To the new leads, overdue ones first (as every list of leads sorts them). */}
          {overdueCount > 0 ? (
            <a
              href="/staff?status=new"
              className="ml-2 inline-flex rounded-full bg-red-700 px-3 py-1 align-middle text-sm font-semibold text-white underline decoration-white/70 underline-offset-2 hover:bg-red-800"
            >
              {staffText.overdueCount(overdueCount)}
            </a>
          ) : null}
        </h1>
        {refused ? null : (
          <a
            href={`/staff/leads.csv${query ? `?${query}` : ""}`}
            className="font-semibold text-field-800 underline"
          >
            {staffText.exportCsv}
          </a>
        )}
      </div>
      <MailDelayNotice notice={mailNotice} />
      {deleted ? <StatusNote>{staffText.deleted(deleted)}</StatusNote> : null}
      <LeadFilters
        filter={filter}
        regions={regions}
        assignees={assignees}
        assigneeValue={assigneeValue}
        dates={dates}
        dateErrors={dateErrors}
      />
      <p role="status" className="text-sm text-stone-700">
        {refused ? staffText.datesToFix : staffText.matching(total)}
      </p>
      {beyond ? (
        <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
          {staffText.noSuchListPage(page, pages)}{" "}
          <a className="font-semibold text-field-800 underline" href={`?${withPage(query, pages)}`}>
            {staffText.lastPage(pages)}
          </a>
        </p>
      ) : refused ? null : (
        <LeadList leads={leads} />
      )}
      {pages > 1 && !beyond ? (
        <nav aria-label="Pages" className="flex items-center gap-4 text-sm">
          {page > 1 ? (
            <a
              className="font-semibold text-field-800 underline"
              href={`?${withPage(query, page - 1)}`}
            >
              {staffText.previous}
            </a>
          ) : null}
          <span>{staffText.page(page, pages)}</span>
          {page < pages ? (
            <a
              className="font-semibold text-field-800 underline"
              href={`?${withPage(query, page + 1)}`}
            >
              {staffText.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function withPage(query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.set("page", String(page));
  return params.toString();
}
