import { useId, type KeyboardEvent, type ReactNode } from "react";
import { FieldError } from "./field";

export interface RadioCardOption {
  readonly value: string;
  readonly label: string;
  /** The label's language, where it differs from the page's (a product's own name). */
  readonly lang?: string;
}

interface RadioCardsProps {
  /** The form field's name, shared by its radio buttons. */
  name: string;
  /** The question, with its "(optional)" mark where it has one. */
  legend: ReactNode;
  /** Short help under the question. */
  hint?: string;
  options: readonly RadioCardOption[];
  /** The chosen value; "" while none is. */
  value: string;
  /** Each choice; without it, the buttons are the browser's alone (a form sent as it is). */
  onChange?: (value: string) => void;
  /** Its message when the answer cannot be used; it describes the group. */
  error?: string;
  /** The id of more help under the answers that describes the group too (a warning). */
  describedBy?: string;
  /** What follows the answers: that help, a follow-up question. */
  children?: ReactNode;
  /** The answers side by side from `sm` (short ones); else one under another. */
  sideBySide?: boolean;
  /** The first radio button's id: where an error summary's link takes the visitor. */
  firstId?: string;
  /** The id of the form the buttons belong to, where it is not the one around them. */
  form?: string;
  /** A key pressed on a button (Enter, which would send the form). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  className?: string;
}

/**
 * A question with a few answers, as large radio buttons: every answer shows whole, its words
 * wrapped on a phone. A select shows only the chosen answer, on one line, and cuts a long one
 * short (the sizing tool's seasons at 390 px; many answers in Amharic and Afaan Oromo at 360).
 */
export function RadioCards({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  describedBy,
  children,
  sideBySide = false,
  firstId,
  form,
  onKeyDown,
  className = "",
}: RadioCardsProps) {
  const uid = useId();
  const hintId = hint ? `${uid}-hint` : undefined;
  const errorId = error ? `${uid}-error` : undefined;
  const description = [hintId, describedBy, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={description} className={className}>
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-2${sideBySide ? " sm:grid-cols-2" : ""}`}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-white px-3.5 py-2 text-stone-900 has-checked:border-field-600 has-checked:bg-field-50 has-checked:ring-1 has-checked:ring-field-600 ${error ? "border-red-700" : "border-stone-300"}`}
          >
            <input
              type="radio"
              id={index === 0 ? firstId : undefined}
              name={name}
              form={form}
              onKeyDown={onKeyDown}
              value={option.value}
              {...(onChange
                ? { checked: value === option.value, onChange: () => onChange(option.value) }
                : { defaultChecked: value === option.value })}
              // Focus and the error summary's link keep the question above it in view.
              className="size-4 shrink-0 scroll-mt-32 accent-field-700"
            />
            <span lang={option.lang}>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
      {children}
    </fieldset>
  );
}
