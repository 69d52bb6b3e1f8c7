import { buttonClasses } from "~/components/ui/button";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import type { PrivacyRequest } from "~/server/people.server";

interface PrivacyActionsProps {
  readonly id: number;
  readonly csrf: string;
  /** Whether the person has leads left (an erased person has only the record of requests). */
  readonly hasLeads: boolean;
  readonly anyRestricted: boolean;
  readonly anyUnrestricted: boolean;
  readonly requests: readonly PrivacyRequest[];
}

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";

/**
 * The privacy requests of Proclamation 1321/2024 for one person, each a plain form post (no
 * script needed), and the list of requests handled.
 */
export function PrivacyActions(props: PrivacyActionsProps) {
  const { id, csrf, hasLeads, anyRestricted, anyUnrestricted, requests } = props;
  return (
    <section className="grid gap-6" aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="text-xl font-bold">
        {staffText.privacyTitle}
      </h2>
      {hasLeads ? (
        <>
          <form
            method="post"
            action={`/staff/people/${id}/export`}
            className={`${card} grid gap-3`}
            aria-labelledby="export-title"
          >
            <input type="hidden" name="csrf" value={csrf} />
            <h3 id="export-title" className="font-bold">
              {staffText.exportTitle}
            </h3>
            <p className="text-sm text-stone-700">{staffText.exportHint}</p>
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
            <input type="hidden" name="csrf" value={csrf} />
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
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="erase" />
            <h3 id="erase-person-title" className="font-bold text-red-900">
              {staffText.erasePersonTitle}
            </h3>
            <p className="text-sm text-stone-700">{staffText.erasePersonHint}</p>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4" />
              {staffText.erasePersonConfirm}
            </label>
            <button type="submit" className={buttonClasses("danger", "justify-self-start")}>
              {staffText.erasePerson}
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
