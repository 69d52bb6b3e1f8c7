import { useId, type ReactNode, type Ref } from "react";
import { useChrome } from "~/i18n/use-chrome";

/** Props a `Field` hands to its control so label, hint and error are wired for assistive tech. */
export interface FieldControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

interface FieldProps {
  /** Visible label. */
  label: string;
  /** Form field name. */
  name: string;
  /** Short help shown under the label. */
  hint?: string;
  /** The id of help shown elsewhere (a group's hint) that also describes the control. */
  describedBy?: string;
  /** Error message; when set the control is marked invalid and described by it. */
  error?: string;
  /** Marks the field required (native validation is replaced by our messages via `noValidate`). */
  required?: boolean;
  /** Marks an optional field "(optional)"; off where every field is optional (filters). */
  markOptional?: boolean;
  /** Renders the control (input, select or textarea) with the wiring props. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
  /**
   * Half of a two-column row (from `sm`): label, hint, control and error each take a row of the
   * form's grid (CSS subgrid), so the control lines up with the one beside it when only one of
   * the two has a hint. The form's grid must have two columns.
   */
  paired?: boolean;
  /** Before the control's id (`chat-field-phone`): a second form on the page (the chat's). */
  idPrefix?: string;
}

/** A paired field's rows in the form's grid (whole class names, for Tailwind to find). */
const rowStart = {
  1: "sm:row-start-1",
  2: "sm:row-start-2",
  3: "sm:row-start-3",
  4: "sm:row-start-4",
} as const;

// A select is `flex` where it is customizable (app.css), or its arrow drops under a long answer.
const controlBase =
  "mt-1.5 block w-full [&:is(select)]:flex rounded-lg border bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-xs placeholder:text-stone-500 focus:border-field-600";

/**
 * One labelled form field with optional hint and error message (govuk-frontend pattern).
 * The id of the control is `field-<name>` so an error summary can link to it.
 */
export function Field({
  label,
  name,
  hint,
  describedBy: describedElsewhere,
  error,
  required,
  markOptional = true,
  children,
  className = "",
  paired = false,
  idPrefix = "",
}: FieldProps) {
  const uid = useId();
  const id = `${idPrefix}field-${name}`;
  const hintId = hint ? `${uid}-hint` : undefined;
  const errorId = error ? `${uid}-error` : undefined;
  const describedBy = [hintId, describedElsewhere, errorId].filter(Boolean).join(" ") || undefined;
  // Paired: the four rows are placed by number, so a field without a hint leaves that row empty.
  const row = (n: 1 | 2 | 3 | 4) => (paired ? ` ${rowStart[n]}` : "");
  // Focus and the error summary's links scroll to the control: its margin keeps the label and
  // hint above it in view (the tallest measured: 108 px on a phone, 148 px beside a field).
  const margin = `${hint ? "scroll-mt-32" : "scroll-mt-14"}${paired ? " sm:scroll-mt-40" : ""}`;
  return (
    <div
      className={`${paired ? "sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-y-0 " : ""}${className}`}
    >
      <label htmlFor={id} className={`block text-sm font-semibold text-stone-800${row(1)}`}>
        {label}
        {required || !markOptional ? null : <OptionalMark />}
      </label>
      {hint ? (
        <p id={hintId} className={`mt-0.5 text-sm text-stone-600${row(2)}`}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: `${controlBase} ${margin} ${error ? "border-red-700" : "border-stone-300"}${row(3)}`,
      })}
      {error ? <FieldError id={errorId} message={error} className={row(4).trim()} /> : null}
    </div>
  );
}

/** " (optional)" after a question that may be left unanswered. */
export function OptionalMark() {
  const { ui } = useChrome();
  return <span className="font-normal text-stone-500"> {ui.optional}</span>;
}

/**
 * A field's message when its answer cannot be used, under the control it describes. A message of
 * several problems (a post's text) has one a line, each shown on its own.
 */
export function FieldError({
  id,
  message,
  className = "",
}: {
  id?: string;
  message: string;
  className?: string;
}) {
  return (
    <p
      id={id}
      className={`mt-1.5 flex items-start gap-1.5 text-sm font-medium whitespace-pre-line text-red-700 ${className}`.trim()}
    >
      <span aria-hidden="true">!</span>
      {message}
    </p>
  );
}

interface ErrorSummaryProps {
  /** Field name → message, in form order. */
  errors: ReadonlyArray<readonly [name: string, message: string]>;
  /** A problem of the whole form (e.g. the server refused it), above the field messages. */
  message?: string;
  /**
   * Each field's label by its name, in the page's order: each problem is then listed in that
   * order and named ("Customer satisfaction, in %: Type…"), as the content editors' summary does.
   */
  labels?: Readonly<Record<string, string>>;
  /** Receives the summary element so a failed submit can move focus to it. */
  summaryRef?: Ref<HTMLDivElement>;
  /**
   * The page is the server's answer to a refused post: the summary takes focus as the page
   * opens, even where a script would move it (it may not run: a post without JavaScript).
   */
  answered?: boolean;
  /** The fields' `idPrefix`, so each link goes to its own form's field. */
  idPrefix?: string;
}

/** The list of problems shown above a form after a failed submit; each links to its field. */
export function ErrorSummary({
  errors,
  message,
  labels,
  summaryRef,
  answered = false,
  idPrefix = "",
}: ErrorSummaryProps) {
  const { ui } = useChrome();
  if (errors.length === 0 && !message) return null;
  const named = labels ? namedProblems(errors, labels) : errors;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      // A page the server answers a refused post with (the staff pages, which run no script)
      // opens on its problems, as a form with a script moves there (`summaryRef`).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={summaryRef === undefined || answered}
      role="alert"
      // A message may name a long file ("“PXL_20261128_093012345.PORTRAIT.ORIGINAL.jpg” is not a
      // photo…"): it breaks anywhere rather than widen a phone's page.
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 wrap-anywhere"
    >
      <h3 className="font-bold text-red-900">{ui.problem}</h3>
      {message ? <p className="mt-2">{message}</p> : null}
      <ul className="mt-2 list-disc space-y-1 pl-5 empty:hidden">
        {named.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${idPrefix}field-${name}`}
              className="font-medium whitespace-pre-line underline"
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Problems in the order of the page's fields (the labels'), each named beside its problem:
 * "Title (English): Write it". A field without a label keeps its message alone.
 */
function namedProblems(
  errors: ReadonlyArray<readonly [name: string, message: string]>,
  labels: Readonly<Record<string, string>>,
): [name: string, message: string][] {
  const order = Object.keys(labels);
  const place = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...errors]
    .sort(([a], [b]) => place(a) - place(b))
    .map(([name, problem]) => [name, labels[name] ? `${labels[name]}: ${problem}` : problem]);
}
