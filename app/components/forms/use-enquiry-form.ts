import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTimeout } from "~/hooks/use-interval";
import { useFormDraft } from "~/hooks/use-form-draft";
import {
  displayValue,
  validateField,
  validateForm,
  type FieldErrors,
  type FieldSpec,
} from "./validation";

/** How long the "Sending…" state lasts before the confirmation (spec section 9: 1 s). */
export const SUBMIT_DELAY_MS = 1000;

/** A sent value as the confirmation repeats it. */
export interface SentEntry {
  readonly name: string;
  readonly label: string;
  readonly value: string;
}

export type EnquiryStatus = "editing" | "submitting" | "sent";

/**
 * State of an enquiry form: the saved draft, the messages of the last failed submit, the short
 * submitting state and the confirmation. A failed submit moves focus to the error summary.
 */
export function useEnquiryForm<Name extends string>(
  draftKey: string,
  fields: readonly FieldSpec<Name>[],
  preset?: { name: Name; value: string | undefined },
) {
  const names = useMemo(() => fields.map((field) => field.name), [fields]);
  const draft = useFormDraft(draftKey, names);
  const { setValue: saveValue } = draft;
  const presetName = preset?.name;
  const presetValue = preset?.value;
  const [errors, setErrors] = useState<FieldErrors>([]);
  const [status, setStatus] = useState<EnquiryStatus>("editing");
  const [sent, setSent] = useState<readonly SentEntry[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  // A choice carried in the URL (e.g. a service) fills its field once the page runs.
  useEffect(() => {
    if (presetName && presetValue) saveValue(presetName, presetValue);
  }, [presetName, presetValue, saveValue]);

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  useTimeout(
    () => {
      draft.clear();
      setStatus("sent");
    },
    status === "submitting" ? SUBMIT_DELAY_MS : null,
  );

  function setValue(name: Name, value: string) {
    draft.setValue(name, value);
    // A message goes away once its field is fixed; new ones only appear on submit.
    const field = fields.find((item) => item.name === name);
    if (field && errors.some(([errorName]) => errorName === name) && !validateField(field, value)) {
      setErrors(errors.filter(([errorName]) => errorName !== name));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== "editing") return;
    const problems = validateForm(fields, draft.values);
    setErrors(problems);
    if (problems.length > 0) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    setSent(
      fields
        .filter((field) => draft.values[field.name].trim() !== "")
        .map((field) => ({
          name: field.name,
          label: field.label,
          value: displayValue(field, draft.values[field.name]),
        })),
    );
    setStatus("submitting");
  }

  /** Back to an empty form for another enquiry. */
  function startOver() {
    setErrors([]);
    setSent([]);
    setStatus("editing");
  }

  const errorOf = (name: Name) => errors.find(([errorName]) => errorName === name)?.[1];

  return {
    values: draft.values,
    setValue,
    errors,
    errorOf,
    status,
    sent,
    summaryRef,
    onSubmit,
    startOver,
  };
}

export type EnquiryForm<Name extends string> = ReturnType<typeof useEnquiryForm<Name>>;
