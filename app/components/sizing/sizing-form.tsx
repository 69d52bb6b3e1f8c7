import { memo } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { sizingCrops } from "~/content/sizing-crops";
import { sizingMethods } from "~/content/sizing-methods";
import { sizingFields, sizingSubmitLabel, sourceOptions, unitOptions } from "~/content/sizing-page";
import {
  depthField,
  sizingRegions,
  townsOf,
  type NumericField,
  type SizingAnswers,
  type SizingErrors,
} from "~/lib/sizing";

/** `typing` is true for keystrokes (the URL entry is then replaced, not added). */
type OnChange = (next: Partial<SizingAnswers>, typing: boolean) => void;

interface SizingFormProps {
  answers: SizingAnswers;
  errors: SizingErrors;
  onChange: OnChange;
}

type Option = { readonly value: string; readonly label: string };

const cropOptions: readonly Option[] = sizingCrops.map((crop) => ({
  value: crop.id,
  label: crop.label,
}));
const regionOptions: readonly Option[] = sizingRegions.map((region) => ({
  value: region,
  label: region,
}));
const methodOptions: readonly Option[] = sizingMethods.map((method) => ({
  value: method.id,
  label: method.label,
}));
const townOptions = new Map(
  sizingRegions.map((region) => [
    region,
    townsOf(region).map((town) => ({ value: town.id, label: town.name })) as readonly Option[],
  ]),
);

type ChoiceName = "crop" | "region" | "town" | "method";

/** A select of one answer; memoised, so it renders only when its own value changes. */
const ChoiceField = memo(function ChoiceField({
  name,
  copy,
  options,
  value,
  onChange,
}: {
  name: ChoiceName;
  copy: { label: string; hint?: string };
  options: readonly Option[];
  value: string;
  onChange: OnChange;
}) {
  return (
    <Field label={copy.label} name={name} hint={copy.hint} required className="sm:col-span-2">
      {/* A select always has a value: `required` would ask for an empty first option. */}
      {({ required: _required, ...control }) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange({ [name]: event.target.value }, false)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

/** A number typed by the visitor, with its message; memoised like `ChoiceField`. */
const NumberField = memo(function NumberField({
  name,
  copy,
  value,
  error,
  onChange,
  unit,
  className,
}: {
  name: NumericField;
  copy: { label: string; hint?: string };
  value: string;
  error?: string;
  onChange: OnChange;
  /** The area's unit, chosen beside it. */
  unit?: SizingAnswers["unit"];
  className?: string;
}) {
  return (
    <Field
      label={copy.label}
      name={name}
      hint={copy.hint}
      error={error}
      required
      className={className}
    >
      {({ className: controlClass, ...control }) => (
        <div className="flex items-end gap-3">
          <input
            {...control}
            className={`${controlClass} min-w-0 flex-1`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange({ [name]: event.target.value }, true)}
          />
          {unit ? (
            <select
              name="unit"
              aria-label={sizingFields.unit.label}
              value={unit}
              onChange={(event) =>
                onChange({ unit: event.target.value as SizingAnswers["unit"] }, false)
              }
              className={`${controlClass.replace("border-red-700", "border-stone-300").replace("w-full", "w-32")} shrink-0`}
            >
              {unitOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      )}
    </Field>
  );
});

/** Borehole or surface water, as two large radio buttons. */
const SourceField = memo(function SourceField({
  value,
  onChange,
}: {
  value: SizingAnswers["source"];
  onChange: OnChange;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold text-stone-800">{sizingFields.source.label}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {sourceOptions.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3.5 py-2 text-stone-900 has-checked:border-field-600 has-checked:bg-field-50 has-checked:ring-1 has-checked:ring-field-600"
          >
            <input
              type="radio"
              name="source"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange({ source: option.value }, false)}
              className="size-4 accent-field-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
});

/**
 * The answers of the sizing tool. A GET form of /size-your-system, so its fields are the URL
 * query; with JavaScript the estimate follows every change and submitting does nothing.
 */
export function SizingForm({ answers, errors, onChange }: SizingFormProps) {
  return (
    <form
      method="get"
      action="/size-your-system"
      noValidate
      aria-label="Your farm"
      onSubmit={(event) => {
        // The estimate already follows every answer: sending only takes the visitor to it.
        event.preventDefault();
        const result = document.getElementById("result");
        result?.scrollIntoView({ block: "start" });
        result?.focus({ preventScroll: true });
      }}
      className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2 sm:p-7 print:hidden"
    >
      <ChoiceField
        name="crop"
        copy={sizingFields.crop}
        options={cropOptions}
        value={answers.crop}
        onChange={onChange}
      />
      <NumberField
        name="area"
        copy={sizingFields.area}
        value={answers.area}
        error={errors.area}
        unit={answers.unit}
        onChange={onChange}
        className="sm:col-span-2"
      />
      <ChoiceField
        name="region"
        copy={sizingFields.region}
        options={regionOptions}
        value={answers.region}
        onChange={onChange}
      />
      <ChoiceField
        name="town"
        copy={sizingFields.town}
        options={townOptions.get(answers.region) ?? []}
        value={answers.town}
        onChange={onChange}
      />
      <ChoiceField
        name="method"
        copy={sizingFields.method}
        options={methodOptions}
        value={answers.method}
        onChange={onChange}
      />
      <SourceField value={answers.source} onChange={onChange} />
      <NumberField
        name="depth"
        copy={depthField(answers.source)}
        value={answers.depth}
        error={errors.depth}
        onChange={onChange}
        className="sm:col-span-2"
      />
      <NumberField
        name="distance"
        copy={sizingFields.distance}
        value={answers.distance}
        error={errors.distance}
        onChange={onChange}
      />
      <NumberField
        name="height"
        copy={sizingFields.height}
        value={answers.height}
        error={errors.height}
        onChange={onChange}
      />
      <NumberField
        name="hours"
        copy={sizingFields.hours}
        value={answers.hours}
        error={errors.hours}
        onChange={onChange}
      />
      <NumberField
        name="diesel"
        copy={sizingFields.diesel}
        value={answers.diesel}
        error={errors.diesel}
        onChange={onChange}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClasses("secondary")}>
          {sizingSubmitLabel}
        </button>
      </div>
    </form>
  );
}
