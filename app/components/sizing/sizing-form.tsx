import { memo, useMemo, type ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { RadioCards } from "~/components/ui/radio-cards";
import { sizingCrops } from "~/content/sizing-crops";
import { sizingMethods } from "~/content/sizing-methods";
import { irrigationSeasons } from "~/content/sizing-seasons";
import type { SizingText } from "~/content/sizing-page";
import { useLocalizePath } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import { Icon } from "~/components/ui/icon";
import { fill } from "~/i18n/translation";
import {
  methodThatFits,
  paramsFromAnswers,
  sizingRegions,
  townsOf,
  type NumericField,
  type SizingAnswers,
  type SizingErrors,
} from "~/lib/sizing";
import { depthKey, errorMessage } from "~/lib/sizing-words";

/** `typing` is true for keystrokes (the URL entry is then replaced, not added). */
type OnChange = (next: Partial<SizingAnswers>, typing: boolean) => void;

interface SizingFormProps {
  answers: SizingAnswers;
  errors: SizingErrors;
  onChange: OnChange;
  /**
   * The loan terms in the address (`loanRate=…`), sent along so that new answers keep them,
   * while the estimate shows no monthly cost, whose fields would send them ("" while it does).
   */
  loanQuery: string;
}

type Option = { readonly value: string; readonly label: string };

const areaUnits = ["ha", "timad"] as const;
const sources = ["borehole", "surface"] as const;

/** The choices of the selects and radio buttons, named in the page's language (values are ids). */
function choicesOf(text: SizingText) {
  return {
    crop: sizingCrops.map((crop) => ({ value: crop.id, label: text.crops[crop.id] })),
    region: sizingRegions.map((region) => ({
      value: region,
      label: (text.regions as Record<string, string>)[region] ?? region,
    })),
    season: irrigationSeasons.map((season) => ({
      value: season.id,
      label: text.form.seasons[season.id],
    })),
    source: sources.map((source) => ({ value: source, label: text.form.sources[source] })),
    method: sizingMethods.map((method) => ({
      value: method.id,
      label: text.methods[method.id].label,
    })),
    towns: new Map(
      sizingRegions.map((region) => [
        region,
        townsOf(region).map((town) => ({
          value: town.id,
          label: text.towns[town.id as keyof SizingText["towns"]],
        })) as readonly Option[],
      ]),
    ),
  };
}

type ChoiceName = "crop" | "region" | "town";

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

type RadioName = "method" | "season" | "source";

/**
 * One answer of two or three, as large radio buttons (`RadioCards`): every answer shows whole.
 * `warning`, under the answers, describes the group; `children` follow it (the source's borehole
 * still to drill). Memoised like `ChoiceField`.
 */
const RadioField = memo(function RadioField({
  name,
  copy,
  options,
  value,
  onChange,
  warning,
  sideBySide = false,
  children,
}: {
  name: RadioName;
  copy: { label: string; hint?: string };
  options: readonly Option[];
  value: string;
  onChange: OnChange;
  /** A warning about this choice, shown under it and describing the group. */
  warning?: string;
  /**
   * The answers side by side from `sm` (short ones); else one under another, as the form's
   * column beside the estimate is narrow on a desktop.
   */
  sideBySide?: boolean;
  children?: ReactNode;
}) {
  const warningId = `${name}-warning`;
  return (
    <RadioCards
      name={name}
      legend={copy.label}
      hint={copy.hint}
      options={options}
      value={value}
      onChange={(next) => onChange({ [name]: next }, false)}
      describedBy={warning ? warningId : undefined}
      sideBySide={sideBySide}
      className="sm:col-span-2"
    >
      {warning ? (
        <p
          id={warningId}
          data-testid={warningId}
          className="mt-2 flex items-start gap-2 rounded-lg bg-sun-50 p-3 text-sm text-stone-800 ring-1 ring-sun-200"
        >
          <Icon name="alert-circle" size={18} className="mt-0.5 shrink-0 text-sun-700" />
          <span>{warning}</span>
        </p>
      ) : null}
      {children}
    </RadioCards>
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
  units,
  className,
}: {
  name: NumericField;
  copy: { label: string; hint?: string };
  value: string;
  error?: string;
  onChange: OnChange;
  /** The area's unit, chosen beside it, and the units' words. */
  unit?: SizingAnswers["unit"];
  units?: SizingText["form"]["units"] & { label: string };
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
          {unit && units ? (
            // One width for every unit, so the area's box does not move when another is chosen
            // (a select is as wide as its chosen answer: app.css); room for "heektaara".
            <select
              name="unit"
              aria-label={units.label}
              value={unit}
              onChange={(event) =>
                onChange({ unit: event.target.value as SizingAnswers["unit"] }, false)
              }
              className={`${controlClass.replace("border-red-700", "border-stone-300").replace("w-full", "w-34")} shrink-0`}
            >
              {areaUnits.map((value) => (
                <option key={value} value={value}>
                  {units[value]}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      )}
    </Field>
  );
});

/** Borehole or surface water, as two large radio buttons; a borehole may be still to drill. */
const SourceField = memo(function SourceField({
  value,
  drill,
  copy,
  options,
  drillLabel,
  onChange,
}: {
  value: SizingAnswers["source"];
  drill: SizingAnswers["drill"];
  copy: { label: string };
  options: readonly Option[];
  drillLabel: string;
  onChange: OnChange;
}) {
  return (
    <RadioField
      name="source"
      copy={copy}
      options={options}
      value={value}
      onChange={onChange}
      sideBySide
    >
      {value === "borehole" ? (
        <label className="mt-3 flex items-start gap-3 text-stone-800">
          <input
            type="checkbox"
            name="drill"
            value="yes"
            checked={drill === "yes"}
            onChange={(event) => onChange({ drill: event.target.checked ? "yes" : "" }, false)}
            className="mt-1 size-4 shrink-0 accent-field-700"
          />
          {drillLabel}
        </label>
      ) : null}
    </RadioField>
  );
});

/**
 * The answers' form, and its anchor: where it takes the visitor back to. The monthly cost's loan
 * terms are fields of this form too (without JavaScript, either button sends both).
 */
export const ANSWERS_FORM_ID = "answers";

/**
 * Where the server's page of sent answers opens (without JavaScript): the tool places it at the
 * estimate when the answers give one, at the answers and their messages when one is wrong. On a
 * phone the estimate is under the whole form, thousands of pixels below its first field.
 */
export const ANSWERED_ID = "answered";

/**
 * The query name under which Enter (without JavaScript) sends the answers the page showed: the
 * form's first button, which Enter presses, carries them, so the server's page can tell whether
 * the visitor changed an answer or only a loan term, and open at the estimate or at the
 * instalment (decision 0056).
 */
export const SHOWN_ANSWERS = "shown";

/**
 * The answers of the sizing tool. A GET form of /size-your-system, so its fields are the URL
 * query; with JavaScript the estimate follows every change and submitting does nothing.
 */
export function SizingForm({ answers, errors, onChange, loanQuery }: SizingFormProps) {
  const text = useText("sizing");
  const localize = useLocalizePath();
  const choices = useMemo(() => choicesOf(text), [text]);
  const { fields } = text.form;
  const units = useMemo(() => ({ ...text.form.units, ...fields.unit }), [text, fields]);
  const fits = methodThatFits(answers.crop, answers.method);
  const methodWarning = fits
    ? fill(text.form.methodWarning, {
        crop: text.crops[answers.crop],
        fits: text.methods[fits].short,
      })
    : undefined;
  const message = (field: NumericField) => {
    const problem = errors[field];
    return problem ? errorMessage(text.errors, field, problem, answers.source) : undefined;
  };
  return (
    <form
      method="get"
      // Without JavaScript the server's page opens on the answers and their messages, not the hero.
      id={ANSWERS_FORM_ID}
      action={`${localize("/size-your-system")}#${ANSWERED_ID}`}
      noValidate
      aria-label={text.form.label}
      onSubmit={(event) => {
        // The estimate already follows every answer: sending only takes the visitor to it, or,
        // while an answer is wrong, to the first wrong answer and its message.
        event.preventDefault();
        const wrong = event.currentTarget.querySelector<HTMLElement>("[aria-invalid]");
        const target = wrong ?? document.getElementById("result");
        target?.scrollIntoView({ block: wrong ? "center" : "start" });
        target?.focus({ preventScroll: true });
      }}
      className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2 sm:p-7 print:hidden"
    >
      {/* What Enter in any field presses (the form's first button), never seen: it sends the
          answers as the page showed them beside what is typed (`SHOWN_ANSWERS`). Named as the
          form's own button, for checkers that read hidden buttons too. */}
      <button
        type="submit"
        name={SHOWN_ANSWERS}
        value={paramsFromAnswers(answers).toString()}
        aria-label={text.form.submit}
        hidden
        tabIndex={-1}
      />
      <ChoiceField
        name="crop"
        copy={fields.crop}
        options={choices.crop}
        value={answers.crop}
        onChange={onChange}
      />
      <NumberField
        name="area"
        copy={fields.area}
        value={answers.area}
        error={message("area")}
        unit={answers.unit}
        units={units}
        onChange={onChange}
        className="sm:col-span-2"
      />
      <ChoiceField
        name="region"
        copy={fields.region}
        options={choices.region}
        value={answers.region}
        onChange={onChange}
      />
      <ChoiceField
        name="town"
        copy={fields.town}
        options={choices.towns.get(answers.region) ?? []}
        value={answers.town}
        onChange={onChange}
      />
      <RadioField
        name="method"
        copy={fields.method}
        options={choices.method}
        value={answers.method}
        onChange={onChange}
        warning={methodWarning}
      />
      <RadioField
        name="season"
        copy={fields.season}
        options={choices.season}
        value={answers.season}
        onChange={onChange}
      />
      <SourceField
        value={answers.source}
        drill={answers.drill}
        copy={fields.source}
        options={choices.source}
        drillLabel={text.form.drill}
        onChange={onChange}
      />
      <NumberField
        name="depth"
        copy={fields[depthKey(answers.source)]}
        value={answers.depth}
        error={message("depth")}
        onChange={onChange}
        className="sm:col-span-2"
      />
      <NumberField
        name="distance"
        copy={fields.distance}
        value={answers.distance}
        error={message("distance")}
        onChange={onChange}
      />
      <NumberField
        name="height"
        copy={fields.height}
        value={answers.height}
        error={message("height")}
        onChange={onChange}
      />
      <NumberField
        name="petrol"
        copy={fields.petrol}
        value={answers.petrol}
        error={message("petrol")}
        onChange={onChange}
      />
      <NumberField
        name="diesel"
        copy={fields.diesel}
        value={answers.diesel}
        error={message("diesel")}
        onChange={onChange}
      />
      {[...new URLSearchParams(loanQuery)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClasses("secondary")}>
          {text.form.submit}
        </button>
      </div>
    </form>
  );
}
