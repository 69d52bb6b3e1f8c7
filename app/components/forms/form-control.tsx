import { Fragment } from "react";
import { useChrome } from "~/i18n/use-chrome";
import { Field, OptionalMark } from "~/components/ui/field";
import { RadioCards } from "~/components/ui/radio-cards";
import type { ChoiceOption } from "~/content/get-started";
import type { FieldSpec } from "~/lib/validation";

interface FormControlProps {
  field: FieldSpec;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** One column, shorter text areas (the chat panel). */
  compact?: boolean;
  /** Before the control's id: the form's own when the page has another (`Field`'s). */
  idPrefix?: string;
}

/** Groups options by their `group`, keeping the order of first appearance. */
function groupOptions(options: readonly ChoiceOption[]) {
  const groups = new Map<string | undefined, ChoiceOption[]>();
  for (const option of options) {
    const list = groups.get(option.group) ?? [];
    list.push(option);
    groups.set(option.group, list);
  }
  return [...groups.entries()];
}

/** One field of an enquiry form: the shared `Field` wrapping the control its kind asks for. */
export function FormControl({
  field,
  value,
  error,
  onChange,
  compact = false,
  idPrefix = "",
}: FormControlProps) {
  const { ui } = useChrome();
  const required = field.requiredMessage !== undefined;
  const className = field.half || compact ? "" : "sm:col-span-2";
  if (field.kind === "select" && field.radios) {
    return (
      <RadioCards
        name={field.name}
        firstId={`${idPrefix}field-${field.name}`}
        legend={
          <>
            {field.label}
            {required || field.markOptional === false ? null : <OptionalMark />}
          </>
        }
        hint={field.hint}
        options={field.options ?? []}
        value={value}
        onChange={onChange}
        error={error}
        sideBySide={!compact}
        className={className}
      />
    );
  }
  return (
    <Field
      label={field.label}
      name={field.name}
      hint={field.hint}
      error={error}
      required={required}
      markOptional={field.markOptional ?? true}
      className={className}
      paired={field.half === true && !compact}
      idPrefix={idPrefix}
    >
      {(control) => {
        if (field.kind === "textarea") {
          return (
            <textarea
              {...control}
              rows={compact ? 3 : 6}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          );
        }
        if (field.kind === "select") {
          return (
            <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
              <option value="">{field.placeholderOption ?? ui.chooseOne}</option>
              {groupOptions(field.options ?? []).map(([group, options]) => {
                const items = options.map((option) => (
                  <option key={option.value} value={option.value} lang={option.lang}>
                    {option.label}
                  </option>
                ));
                return group ? (
                  <optgroup key={group} label={group}>
                    {items}
                  </optgroup>
                ) : (
                  <Fragment key="ungrouped">{items}</Fragment>
                );
              })}
            </select>
          );
        }
        return (
          <input
            {...control}
            type={field.kind === "decimal" ? "text" : field.kind}
            inputMode={field.kind === "decimal" ? "decimal" : undefined}
            autoComplete={field.autoComplete}
            spellCheck={field.kind === "email" ? false : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </Field>
  );
}
