import { useId } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { staffText } from "~/content/staff";
import { readSubmitted, submittedLabel, type SubmittedField } from "~/lib/submitted-fields";

/** The statuses staff pages answer with a heading of their own. */
type RefusalStatus = Exclude<keyof typeof staffText.refusal, "other" | "expired" | "leadGone">;

const isRefusalStatus = (status: number): status is RefusalStatus => status in staffText.refusal;

/**
 * A refusal's heading: an expired form's, a deleted lead's, else by its status (400, 403, 404,
 * 405, 409, 410, 413, 415, 422, 429), else that something went wrong.
 */
export function refusalHeading(error: unknown): string {
  if (!isRouteErrorResponse(error)) return staffText.refusal.other;
  const answer = error.data as { expired?: unknown; leadGone?: unknown } | undefined;
  if (error.status !== 401 && answer?.expired === true) return staffText.refusal.expired;
  if (error.status === 404 && answer?.leadGone === true) return staffText.refusal.leadGone;
  return isRefusalStatus(error.status) ? staffText.refusal[error.status] : staffText.refusal.other;
}

/**
 * What a staff page answers when it refuses (a role without it, an unknown address, too much
 * sent, an expired form) or fails: what happened, the server's message saying why, what was typed
 * when the form is refused as expired, and the way back to the start.
 */
export function StaffRefusal({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  // A form sent to a page that takes none: React Router's own refusal, with no message of ours.
  const takesNoForm = isRouteErrorResponse(error) && error.status === 405;
  const message = takesNoForm
    ? staffText.takesNoForm.message
    : isRouteErrorResponse(error)
      ? String((error.data as { message?: string } | undefined)?.message ?? "")
      : "";
  const submitted = isRouteErrorResponse(error) ? readSubmitted(error.data) : [];
  // Signed out: back through the sign-in to the form's page.
  const asked = isRouteErrorResponse(error)
    ? (error.data as { signIn?: unknown } | undefined)?.signIn
    : undefined;
  const signIn =
    typeof asked === "string" && asked.startsWith("/staff/sign-in?") ? asked : undefined;
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-bold sm:text-3xl">{refusalHeading(error)}</h1>
      <p role="alert" className="mt-4">
        {message || staffText.fault}
      </p>
      {takesNoForm ? (
        <p className="mt-4">
          <a href={pathname} className="font-semibold text-field-800 underline">
            {staffText.takesNoForm.openPage}
          </a>
        </p>
      ) : null}
      {signIn ? (
        // Above the text given back, in a new tab: the text stays on screen to copy from.
        <p className="mt-4">
          <a
            href={signIn}
            target="_blank"
            rel="noopener"
            className="font-semibold text-field-800 underline"
          >
            {staffText.expiredForm.signIn}
          </a>
        </p>
      ) : null}
      {submitted.length > 0 ? <SubmittedText fields={submitted} /> : null}
      {signIn ? null : (
        <p className="mt-4">
          <a href="/staff" className="font-semibold text-field-800 underline">
            {staffText.start}
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * Lines enough to show a text (about 60 characters a line), up to 12; it scrolls beyond. Where the
 * browser sizes a field to its content (`field-sizing`), the field takes the lines the text needs
 * at the screen's width instead, up to 18: on a phone a line holds about 35 characters.
 */
const rowsFor = (value: string) =>
  Math.min(
    12,
    value.split("\n").reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 60)), 0),
  );

/**
 * The text of a refused form, read only, each under its label, to select and copy: where the form
 * told, what was changed since the page was loaded first, then what it showed unchanged.
 */
export function SubmittedText({ fields }: { fields: readonly SubmittedField[] }) {
  const id = useId();
  const text = staffText.expiredForm;
  const told = fields.some((field) => field.changed !== undefined);
  const groups = told
    ? [
        { title: text.changed, fields: fields.filter((field) => field.changed !== false) },
        { title: text.unchanged, fields: fields.filter((field) => field.changed === false) },
      ].filter((group) => group.fields.length > 0)
    : [{ title: undefined, fields }];
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {text.submitted}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{text.submittedIntro}</p>
      {groups.map((group) => (
        <div key={group.title ?? "all"} className="mt-4">
          {group.title ? <h3 className="font-bold">{group.title}</h3> : null}
          <div className="mt-2 grid gap-5">
            {group.fields.map((field) => (
              <SubmittedBox
                key={field.name}
                id={`${id}-${field.name}`}
                field={field}
                label={submittedLabel(field.name, fields)}
              />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

/** One field given back: its label, and its text in a read-only box. */
function SubmittedBox({ id, field, label }: { id: string; field: SubmittedField; label: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        readOnly
        value={field.value}
        rows={rowsFor(field.value)}
        className="mt-1.5 block max-h-[18lh] w-full rounded-lg border border-stone-300 bg-stone-50 px-3.5 py-2.5 text-base text-stone-900 [field-sizing:content]"
      />
    </div>
  );
}
