import type { ChangeEvent } from "react";
import { Field } from "~/components/ui/field";
import { sizingCrops } from "~/content/sizing-crops";
import { sizingMethods } from "~/content/sizing-methods";
import { sizingFields, sourceOptions, unitOptions } from "~/content/sizing-page";
import {
  depthField,
  sizingRegions,
  townsOf,
  type NumericField,
  type SizingAnswers,
  type SizingErrors,
} from "~/lib/sizing";

interface SizingFormProps {
  answers: SizingAnswers;
  errors: SizingErrors;
  /** `typing` is true for keystrokes (the URL entry is replaced, not added). */
  onChange: (next: Partial<SizingAnswers>, typing: boolean) => void;
}

type ChoiceField = "crop" | "unit" | "region" | "town" | "method";

/**
 * The answers of the sizing tool. A GET form of /size-your-system, so its fields are the URL
 * query; with JavaScript the estimate follows every change and submitting does nothing.
 */
export function SizingForm({ answers, errors, onChange }: SizingFormProps) {
  const choose = (name: ChoiceField) => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ [name]: event.target.value } as Partial<SizingAnswers>, false);

  const numberField = (name: NumericField, copy: { label: string; hint?: string }) => (
    <Field label={copy.label} name={name} hint={copy.hint} error={errors[name]} required>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={answers[name]}
          onChange={(event) => onChange({ [name]: event.target.value }, true)}
        />
      )}
    </Field>
  );

  return (
    <form
      method="get"
      action="/size-your-system"
      noValidate
      aria-label="Your farm"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2 sm:p-7 print:hidden"
    >
      <Field
        label={sizingFields.crop.label}
        name="crop"
        hint={sizingFields.crop.hint}
        required
        className="sm:col-span-2"
      >
        {(control) => (
          <select {...control} value={answers.crop} onChange={choose("crop")}>
            {sizingCrops.map((crop) => (
              <option key={crop.id} value={crop.id}>
                {crop.label}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-end gap-3 sm:col-span-2">
        {numberField("area", sizingFields.area)}
        <Field label={sizingFields.unit.label} name="unit" required>
          {(control) => (
            <select {...control} value={answers.unit} onChange={choose("unit")}>
              {unitOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <Field
        label={sizingFields.region.label}
        name="region"
        hint={sizingFields.region.hint}
        required
        className="sm:col-span-2"
      >
        {(control) => (
          <select {...control} value={answers.region} onChange={choose("region")}>
            {sizingRegions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={sizingFields.town.label}
        name="town"
        hint={sizingFields.town.hint}
        required
        className="sm:col-span-2"
      >
        {(control) => (
          <select {...control} value={answers.town} onChange={choose("town")}>
            {townsOf(answers.region).map((town) => (
              <option key={town.id} value={town.id}>
                {town.name}: {town.climate}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field
        label={sizingFields.method.label}
        name="method"
        hint={sizingFields.method.hint}
        required
        className="sm:col-span-2"
      >
        {(control) => (
          <select {...control} value={answers.method} onChange={choose("method")}>
            {sizingMethods.map((method) => (
              <option key={method.id} value={method.id}>
                {method.label}
              </option>
            ))}
          </select>
        )}
      </Field>

      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-stone-800">
          {sizingFields.source.label}
        </legend>
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
                checked={answers.source === option.value}
                onChange={() => onChange({ source: option.value }, false)}
                className="size-4 accent-field-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="sm:col-span-2">{numberField("depth", depthField(answers.source))}</div>
      {numberField("distance", sizingFields.distance)}
      {numberField("height", sizingFields.height)}
      {numberField("hours", sizingFields.hours)}
      {numberField("diesel", sizingFields.diesel)}
    </form>
  );
}
