import { data, redirect } from "react-router";
import type { Route } from "./+types/person";
import { PersonSummary } from "~/components/staff/person-summary";
import { PrivacyActions } from "~/components/staff/privacy-actions";
import { staffText } from "~/content/staff";
import { logAccess } from "~/server/access-log.server";
import {
  currentPersonId,
  erasePerson,
  liftRestriction,
  personContacts,
  personLeads,
  privacyRequests,
  requestScope,
  restrictPerson,
} from "~/server/people.server";
import { getRuntime, type Runtime } from "~/server/runtime.server";
import { requireStaff, requireStaffPost, access } from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";
import { StatusNote } from "~/components/staff/staff-page-head";

/** The person a URL names; a merged person's old number redirects to the one that remains. */
function personOf(rt: Runtime, param: string, path = ""): number {
  const id = /^[1-9]\d{0,15}$/.test(param) ? Number(param) : undefined;
  const current = id === undefined ? undefined : currentPersonId(rt.db, id);
  if (current === undefined) throw data({ message: staffText.personNotFound }, { status: 404 });
  if (current !== id) throw redirect(`/staff/people/${current}${path}`);
  return current;
}

export function loader({ request, params }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.inbox);
  const search = new URL(request.url).searchParams;
  const id = personOf(rt, params.id, search.size ? `?${search}` : "");
  const leads = personLeads(rt.db, id);
  if (leads.length > 0) {
    logAccess(rt.db, {
      actor: session.staff.email,
      action: "view-person",
      personId: id,
      references: leads.map((lead) => lead.reference),
    });
  }
  const requests = privacyRequests(rt.db, id);
  // Whose request: the leads ticked (?only=…), or all of them when they carry one name.
  const scope = requestScope(leads, search.getAll("only"));
  return {
    id,
    ...personContacts(leads),
    only: scope?.only ?? [],
    mustChoose: scope === undefined,
    leads: leads.map((lead) => ({
      reference: lead.reference,
      name: lead.name,
      kind: lead.kind,
      status: lead.status,
      createdAt: lead.createdAt,
      restricted: lead.restrictedAt !== null,
      note: lead.note,
    })),
    requests,
    // Every erasure: the person's at once, or lead by lead from the leads' pages.
    erased: requests
      .filter((r) => r.kind === "erase")
      .reduce((sum, r) => sum + r.references.length, 0),
    csrf: session.csrfToken,
    done: search.get("done"),
    count: Number(search.get("n")) || 0,
  };
}

/** Restrict, lift and erase: plain form posts answered with a redirect (post/redirect/get). */
export async function action({ request, params }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.inbox);
  const id = personOf(rt, params.id);
  const actor = session.staff.email;
  const scope = requestScope(personLeads(rt.db, id), (form.only ?? "").split(","));
  if (!scope) return data({ message: staffText.scopeMissing }, { status: 422 });
  const { only } = scope;
  // Back on the page as it was: the same leads ticked.
  const ticked = (only ?? []).map((reference) => `&only=${reference}`).join("");
  const back = (done: string, n: number) =>
    redirect(`/staff/people/${id}?done=${done}&n=${n}${ticked}`);
  switch (form.intent) {
    case "restrict":
      return back("restricted", restrictPerson(rt.db, id, actor, undefined, only).length);
    case "lift":
      return back("lifted", liftRestriction(rt.db, id, actor, undefined, only).length);
    case "erase":
      if (form.confirm !== "yes") {
        return data({ message: staffText.eraseConfirmMissing }, { status: 422 });
      }
      return back("erased", erasePerson(rt.db, id, actor, undefined, only).length);
    default:
      return data({ message: staffText.unknownAction }, { status: 400 });
  }
}

export function meta({ params }: Route.MetaArgs) {
  return staffMeta(staffText.personTitle(Number(params.id)));
}

export default function PersonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, names, phones, emails, leads, requests, erased, csrf, done, count } = loaderData;
  const { only, mustChoose } = loaderData;
  const status =
    done === "restricted"
      ? staffText.restrictedDone(count)
      : done === "lifted"
        ? staffText.liftedDone(count)
        : done === "erased" && leads.length > 0
          ? staffText.erasedSomeDone(count)
          : null;
  // The leads the requests are about: the ticked ones, or all.
  const inScope = only.length > 0 ? leads.filter((lead) => only.includes(lead.reference)) : leads;
  return (
    <div className="grid gap-6">
      <a href="/staff" className="font-semibold text-field-800 underline">
        ← {staffText.back}
      </a>
      {actionData?.message ? (
        <p
          role="alert"
          // The page opens on the refusal, as on an error summary (no script moves the focus).
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-red-900"
        >
          {actionData.message}
        </p>
      ) : status ? (
        <StatusNote>{status}</StatusNote>
      ) : null}
      {leads.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:items-start">
          <PersonSummary id={id} names={names} phones={phones} emails={emails} leads={leads} />
          <PrivacyActions
            id={id}
            csrf={csrf}
            hasLeads
            scope={names.length > 1 ? { leads, only, mustChoose, names: names.length } : undefined}
            anyRestricted={inScope.some((lead) => lead.restricted)}
            anyUnrestricted={inScope.some((lead) => !lead.restricted)}
            requests={requests}
          />
        </div>
      ) : (
        <div className="grid max-w-2xl gap-6">
          <h1 className="text-2xl font-bold">{staffText.personTitle(id)}</h1>
          <p role="status" className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
            {erased > 0 ? staffText.personErased(erased) : staffText.personHasNoLeads}
          </p>
          <PrivacyActions
            id={id}
            csrf={csrf}
            hasLeads={false}
            anyRestricted={false}
            anyUnrestricted={false}
            requests={requests}
          />
        </div>
      )}
    </div>
  );
}
