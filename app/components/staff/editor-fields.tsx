import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import type { TranslationState } from "~/content/translation-state";
import { defaultLocale, type Locale } from "~/i18n/locales";

const text = staffText.content;

/** The site's languages, English first, each named in itself. */
export type EditorLanguages = readonly { code: Locale; name: string }[];

/**
 * One text of an item in every language side by side, English first, each translation with its
 * state (missing, out of date, with the box confirming it is still right). Field names are
 * `{part}.{language}`. Used by every content editor.
 */
export function WordsRow({
  part,
  label,
  languages,
  value,
  state,
  errors,
  rows,
  required = true,
  hint,
}: {
  part: string;
  label: string;
  languages: EditorLanguages;
  value: (locale: Locale) => string;
  state: (locale: Locale) => TranslationState;
  errors: Readonly<Record<string, string>>;
  /** Lines of a text box; none for a one-line field. */
  rows?: number;
  /** Whether the English is required. */
  required?: boolean;
  /** The English field's hint. */
  hint?: string;
}) {
  return (
    <fieldset className="border-t border-stone-200 pt-4">
      <legend className="text-base font-bold">{label}</legend>
      <div className="mt-2 grid gap-4 lg:grid-cols-3">
        {languages.map(({ code, name }) => {
          const fieldName = `${part}.${code}`;
          const shown = code === defaultLocale ? "done" : state(code);
          const control = (props: object): ReactNode =>
            rows ? (
              <textarea {...props} rows={rows} defaultValue={value(code)} />
            ) : (
              <input {...props} type="text" defaultValue={value(code)} />
            );
          return (
            <div key={code} lang={code} className="min-w-0">
              <Field
                label={`${label} (${name})`}
                name={fieldName}
                error={errors[fieldName]}
                required={code === defaultLocale && required}
                markOptional={false}
                hint={code === defaultLocale ? hint : undefined}
              >
                {(props) => control(props)}
              </Field>
              {shown === "missing" || shown === "outdated" ? (
                <p
                  className="mt-1 rounded-md bg-sun-100 px-2 py-1 text-sm text-stone-900"
                  lang="en"
                >
                  {shown === "missing" ? text.missing : text.outdated}
                </p>
              ) : null}
              {shown === "outdated" ? (
                <label className="mt-1 flex min-h-6 items-center gap-2 text-sm" lang="en">
                  <input type="checkbox" name={`confirm.${code}.${part}`} className="size-5" />
                  {text.confirm}
                </label>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A choice from a list, with an optional "none". */
export function Choice({
  name,
  label,
  value,
  choices,
  errors,
  labels,
  allowNone,
  noneLabel = text.noImage,
}: {
  name: string;
  label: string;
  value: string;
  choices: readonly string[];
  errors: Readonly<Record<string, string>>;
  labels?: Readonly<Record<string, string>>;
  allowNone?: boolean;
  noneLabel?: string;
}) {
  return (
    <Field label={label} name={name} error={errors[name]} markOptional={false}>
      {(props) => (
        <select {...props} defaultValue={value}>
          {allowNone ? <option value="">{noneLabel}</option> : null}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labels?.[choice] ?? choice}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The photos of an item, chosen from the library in order (`photo1`…). */
export function PhotoChoices({
  fields,
  chosen,
  photos,
  errors,
}: {
  fields: readonly string[];
  chosen: readonly string[] | undefined;
  photos: readonly { id: string; label: string }[];
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {fields.map((name, index) => (
        <Choice
          key={name}
          name={name}
          label={text.photoChoice(index + 1)}
          value={chosen?.[index] ?? ""}
          choices={photos.map((photo) => photo.id)}
          labels={Object.fromEntries(photos.map((photo) => [photo.id, photo.label]))}
          errors={errors}
          allowNone
          noneLabel={text.noPhoto}
        />
      ))}
    </div>
  );
}
