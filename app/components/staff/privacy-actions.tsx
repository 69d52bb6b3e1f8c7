import { buttonClasses } from "~/components/ui/button";
import type { EnquiryKind } from "~/content/enquiry-forms";
import { enquiryForms } from "~/content/enquiry-form-map";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import type { PrivacyRequest } from "~/server/people.server";
import { ConfirmBox } from "~/components/staff/confirm-box";

/** A person's leads carrying more than one name: whose request it is, ticked by staff. */
interface RequestScopeProps {
  readonly leads: readonly {
    readonly reference: string;
    readonly name: string | null;
    readonly kind: EnquiryKind;
    readonly createdAt: string;
  }[];
  /** The references ticked ([] while none is). */
  readonly only: readonly string[];
  /** Whether nothing can be done until some are ticked. */
  readonly mustChoose: boolean;
  /** How many names the leads carry. */
  readonly names: number;
}

interface PrivacyActionsProps {
  readonly id: number;
  readonly csrf: string;
  /** Whether the person has leads left (an erased person has only the record of requests). */
  readonly hasLeads: boolean;
  /** Where the leads carry more than one name: the question whose request it is. */
  readonly scope?: RequestScopeProps;
  readonly anyRestricted: boolean;
  readonly anyUnrestricted: boolean;
  readonly requests: readonly PrivacyRequest[];
}

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";

/**
 * Whose request it is: a GET form of the person's page that ticks the leads of the person asking
 * (one phone can be a family's). The requests below then carry those references.
 */
function RequestScope({ leads, only, mustChoose, names }: RequestScopeProps) {
  return (
    <form method="get" className={`${card} grid gap-3`} aria-labelledby="scope-title">
      <h3 id="scope-title" className="font-bold">
        {staffText.scopeTitle}
      </h3>
      <p className="text-sm text-stone-700">
        {mustChoose
          ? staffText.scopeNeeded(names)
          : staffText.scopeChosen(only.length, leads.length)}
      </p>
      <fieldset className="grid gap-2">
        <legend className="sr-only">{staffText.scopeLegend}</legend>
        {leads.map((lead) => (
          <label key={lead.reference} className="flex min-h-6 items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="only"
              value={lead.reference}
              defaultChecked={only.includes(lead.reference)}
              className="mt-0.5 size-4 shrink-0"
            />
            <span className="[overflow-wrap:anywhere]">
              <span className="font-mono font-semibold">{lead.reference}</span>
              {" · "}
              {lead.name ?? staffText.nameNotGiven}
              {" · "}
              {enquiryForms[lead.kind].kindLabel}, {formatEat(lead.createdAt)}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={buttonClasses("outline", "justify-self-start")}>
        {staffText.scopeSubmit}
      </button>
    </form>
  );
}

/**
 * The privacy requests of Proclamation 1321/2024 for one person, each a plain form post (no
 * script needed), and the list of requests handled.
 */
export function PrivacyActions(props: PrivacyActionsProps) {
  const { id, csrf, hasLeads, scope, anyRestricted, anyUnrestricted, requests } = props;
  const only = scope?.only ?? [];
  // Each request carries the leads it is about, where staff ticked them.
  const fields = (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      {only.length > 0 ? <input type="hidden" name="only" value={only.join(",")} /> : null}
    </>
  );
  return (
    <section className="grid gap-6" aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="text-xl font-bold">
        {staffText.privacyTitle}
      </h2>
      {hasLeads && scope ? <RequestScope {...scope} /> : null}
      {hasLeads && !scope?.mustChoose ? (
        <>
          <form
            method="post"
            action={`/staff/people/${id}/export`}
            // Answered with a file: the page stays (`keepUnsentForms`).
            data-download=""
            className={`${card} grid gap-3`}
            aria-labelledby="export-title"
          >
            {fields}
            <h3 id="export-title" className="font-bold">
              {staffText.exportTitle}
            </h3>
            <p className="text-sm text-stone-700">{staffText.exportHint}</p>
            <div className="text-sm">
              <label className="flex items-start gap-2 font-semibold">
                <input
                  type="checkbox"
                  name="notes"
                  value="yes"
                  aria-describedby="export-notes-hint"
                  className="mt-0.5 size-4 shrink-0"
                />
                {staffText.exportNotes}
              </label>
              <p id="export-notes-hint" className="mt-1 pl-6 text-stone-700">
                {staffText.exportNotesHint}
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                name="format"
                value="json"
                className={buttonClasses("secondary")}
              >
                {staffText.exportJson}
              </button>
              <button type="submit" name="format" value="csv" className={buttonClasses("outline")}>
                {staffText.exportCsv_}
              </button>
            </div>
          </form>
          <form method="post" className={`${card} grid gap-3`} aria-labelledby="restrict-title">
            {fields}
            <h3 id="restrict-title" className="font-bold">
              {staffText.restrictTitle}
            </h3>
            <p className="text-sm text-stone-700">{staffText.restrictHint}</p>
            <div className="flex flex-wrap gap-3">
              {anyUnrestricted ? (
                <button
                  type="submit"
                  name="intent"
                  value="restrict"
                  className={buttonClasses("secondary")}
                >
                  {staffText.restrict}
                </button>
              ) : null}
              {anyRestricted ? (
                <button
                  type="submit"
                  name="intent"
                  value="lift"
                  className={buttonClasses("outline")}
                >
                  {staffText.lift}
                </button>
              ) : null}
            </div>
          </form>
          <form
            method="post"
            className={`${card} grid gap-3 ring-red-200`}
            aria-labelledby="erase-person-title"
          >
            {fields}
            <input type="hidden" name="intent" value="erase" />
            <h3 id="erase-person-title" className="font-bold text-red-900">
              {staffText.erasePersonTitle}
            </h3>
            <p className="text-sm text-stone-700">
              {only.length > 0 ? staffText.eraseChosenHint : staffText.erasePersonHint}
            </p>
            <ConfirmBox>
              {only.length > 0 ? staffText.eraseChosenConfirm : staffText.erasePersonConfirm}
            </ConfirmBox>
            <button type="submit" className={buttonClasses("danger", "justify-self-start")}>
              {only.length > 0 ? staffText.eraseChosen(only.length) : staffText.erasePerson}
            </button>
          </form>
        </>
      ) : null}
      <section className={card} aria-labelledby="requests-title">
        <h3 id="requests-title" className="font-bold">
          {staffText.requestsTitle}
        </h3>
        {requests.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">{staffText.noRequests}</p>
        ) : (
          <ol className="mt-3 grid gap-3 text-sm">
            {requests.map((request, index) => (
              <li key={index} className="grid">
                <span className="text-stone-600">{formatEat(request.createdAt)}</span>
                <span className="[overflow-wrap:anywhere]">
                  <strong>{staffText.requestKinds[request.kind]}</strong>{" "}
                  {staffText.handledBy(request.handledBy)}
                </span>
                <span className="font-mono text-xs [overflow-wrap:anywhere] text-stone-700">
                  {request.references.join(", ")}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
