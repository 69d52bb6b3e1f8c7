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
}

const controlBase =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-xs placeholder:text-stone-500 focus:border-field-600 focus:ring-2 focus:ring-field-600/30 focus:outline-none";

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
}: FieldProps) {
  const uid = useId();
  const { ui } = useChrome();
  const id = `field-${name}`;
  const hintId = hint ? `${uid}-hint` : undefined;
  const errorId = error ? `${uid}-error` : undefined;
  const describedBy = [hintId, describedElsewhere, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
        {required || !markOptional ? null : (
          <span className="font-normal text-stone-500"> {ui.optional}</span>
        )}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: `${controlBase} ${error ? "border-red-700" : "border-stone-300"}`,
      })}
      {error ? (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <span aria-hidden="true">!</span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ErrorSummaryProps {
  /** Field name → message, in form order. */
  errors: ReadonlyArray<readonly [name: string, message: string]>;
  /** A problem of the whole form (e.g. the server refused it), above the field messages. */
  message?: string;
  /** Receives the summary element so a failed submit can move focus to it. */
  summaryRef?: Ref<HTMLDivElement>;
}

/** The list of problems shown above a form after a failed submit; each links to its field. */
export function ErrorSummary({ errors, message, summaryRef }: ErrorSummaryProps) {
  const { ui } = useChrome();
  if (errors.length === 0 && !message) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h3 className="font-bold text-red-900">{ui.problem}</h3>
      {message ? <p className="mt-2">{message}</p> : null}
      <ul className="mt-2 list-disc space-y-1 pl-5 empty:hidden">
        {errors.map(([name, message]) => (
          <li key={name}>
            <a href={`#field-${name}`} className="font-medium underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
