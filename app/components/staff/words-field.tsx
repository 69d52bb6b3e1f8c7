import { Field } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button";
import { staffText } from "~/content/staff";
import { defaultLocale, localeInfo, locales, type Locale } from "~/i18n/locales";
import { ROWS_BUTTON } from "~/lib/form-rows";
import { confirmName } from "~/content/setting-texts";

const text = staffText.content;

/** A language of the editor: its code and its name in itself. */
export interface EditorLanguage {
  readonly code: Locale;
  readonly name: string;
}

/** The editor's columns: every language of the site, English first. */
export const editorLanguages: readonly EditorLanguage[] = locales.map((code) => ({
  code,
  name: localeInfo[code].name,
}));

/**
 * One text in every language side by side, English first (fields `{name}.en`, `{name}.am`…): a
 * translation left empty is marked, and the page shows the English there.
 */
export function WordsField({
  name,
  label,
  languages,
  values,
  errors,
  lines = 1,
  hint,
  marks,
}: {
  name: string;
  label: string;
  languages: readonly EditorLanguage[];
  /** The form's values by field name (as typed, or as stored). */
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  /** More than one: a text area of that many rows. */
  lines?: number;
  hint?: string;
  /** The stored translations that are out of date, by field name (`translationMarks`). */
  marks?: Readonly<Record<string, string>>;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="font-bold">{label}</legend>
      {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
      <div className="mt-1 grid gap-4 lg:grid-cols-3">
        {languages.map(({ code, name: language }) => {
          const field = `${name}.${code}`;
          const value = values[field] ?? "";
          return (
            <div key={code} className="min-w-0" lang={code}>
              <Field
                label={`${label} (${language})`}
                name={field}
                error={errors[field]}
                required={code === defaultLocale}
                markOptional={false}
              >
                {(props) =>
                  lines > 1 ? (
                    <textarea {...props} rows={lines} defaultValue={value} />
                  ) : (
                    <input {...props} type="text" defaultValue={value} />
                  )
                }
              </Field>
              {code !== defaultLocale ? (
                <TranslationMark
                  locale={code}
                  english={values[`${name}.${defaultLocale}`] ?? ""}
                  translation={value}
                  outdated={marks?.[field] === "outdated"}
                  values={values}
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * A translation's state under its field: missing (the site shows the English), or out of date
 * (its English changed since), with the box confirming it is still right (`confirmName`).
 */
export function TranslationMark({
  locale,
  english,
  translation,
  outdated,
  values,
}: {
  locale: Locale;
  english: string;
  translation: string;
  /** The stored translation was made from an older English. */
  outdated: boolean;
  /** The form as typed, to keep a ticked box ticked. */
  values: Readonly<Record<string, string>>;
}) {
  const missing = !translation.trim();
  if (!missing && !outdated) return null;
  const confirm = confirmName(locale, english, translation);
  return (
    <>
      <p className="mt-1 rounded-md bg-sun-100 px-2 py-1 text-sm text-stone-900" lang="en">
        {missing ? text.missing : text.outdated}
      </p>
      {missing ? null : (
        <label className="mt-1 flex min-h-6 items-center gap-2 text-sm" lang="en">
          <input
            type="checkbox"
            name={confirm}
            defaultChecked={values[confirm] === "on"}
            className="size-5"
          />
          {text.confirm}
        </label>
      )}
    </>
  );
}

/**
 * Where the page answering a row's buttons opens, by the ids of the rows in their places (`anchor(1)`
 * is the first's): the row moved, in its new place; for a removal, the row that takes its place
 * (the one before it if it was the last, the list's own element, `list`, if it was the only one).
 */
export function rowLanding(
  anchor: (place: number) => string,
  position: number,
  count: number,
  list: string,
): Readonly<Record<"up" | "down" | "remove", string>> {
  const place = position + 1;
  return {
    up: anchor(place - 1),
    down: anchor(place + 1),
    remove: count === 1 ? list : anchor(place < count ? place : place - 1),
  };
}

/**
 * The buttons of one row of a list edited with a plain form: move it up or down, remove it. Each
 * sends the form as typed; the server shows it again with the change (`form-rows.ts`).
 */
export function RowButtons({
  list,
  index,
  count,
  what,
  landing,
}: {
  list: string;
  index: number;
  count: number;
  /** The row as the buttons' names say it: "office 2". */
  what: string;
  /**
   * Where the page answering each button opens (an element's id): the row moved, or the one in
   * the removed row's place, so a long page need not be scrolled back to it.
   */
  landing?: Readonly<Record<"up" | "down" | "remove", string>>;
}) {
  const button = (action: "up" | "down" | "remove", label: string) => (
    <button
      type="submit"
      name={ROWS_BUTTON}
      value={`${list}.${index}.${action}`}
      // Sent to the page's own address with the place as its fragment: the browser opens the
      // answer there, without a script.
      formAction={landing ? `#${landing[action]}` : undefined}
      // Moving is an everyday step, drawn lightly; removing is marked apart, in red.
      className={buttonClasses(
        "outline",
        // The outline's colours, overridden (`!`: otherwise the order of Tailwind's rules would decide).
        action === "remove" ? "border-red-700! text-red-800! hover:bg-red-50!" : "",
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {index > 0 ? button("up", text.rows.up(what)) : null}
      {index < count - 1 ? button("down", text.rows.down(what)) : null}
      {button("remove", text.rows.remove(what))}
    </div>
  );
}

/** The button that adds an empty row at the end of a list. */
export function AddRowButton({
  list,
  label,
  landing,
}: {
  list: string;
  label: string;
  /** Where the page answering opens (the new row's id), as `RowButtons`' `landing`. */
  landing?: string;
}) {
  return (
    <button
      type="submit"
      name={ROWS_BUTTON}
      value={`${list}.add`}
      formAction={landing ? `#${landing}` : undefined}
      className={buttonClasses("secondary")}
    >
      {label}
    </button>
  );
}

/**
 * The form's first submit button, out of sight and out of the tab order: pressing Enter in a
 * field submits with the first button, and it must save a draft (as the visible buttons' first
 * does), not move or remove a row, nor publish.
 */
export function EnterSubmits() {
  return (
    <button
      type="submit"
      name="draft"
      value="1"
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
    >
      {staffText.content.settingDraft.save}
    </button>
  );
}
