import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { PictureChoice } from "~/components/staff/picture-choice";
import { PostForm } from "~/components/staff/post-form";
import { StaffSection } from "~/components/staff/staff-section";
import { buttonClasses } from "~/components/ui/button";
import { ErrorSummary, Field, type FieldControlProps } from "~/components/ui/field";
import { photoFields } from "~/content/project-document";
import { staffText } from "~/content/staff";
import type { TranslationState } from "~/content/translation-state";
import { defaultLocale, type Locale } from "~/i18n/locales";
import type { PictureOption } from "~/lib/image";

const text = staffText.content;

/** A translation's notes under its box: its state, what it lacks. */
const noteClasses = "mt-1 rounded-md bg-sun-100 px-2 py-1 text-sm text-stone-900";

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
  notice,
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
  /** The row's hint, for every language (a format, markers kept in English). */
  hint?: string;
  /** A note under a translation, beside its state (a post's text that lacks parts). */
  notice?: (locale: Locale) => string | undefined;
}) {
  // The hint is the row's, above its languages, so that their boxes line up side by side.
  const hintId = useId();
  return (
    <fieldset className="border-t border-stone-200 pt-4">
      <legend className="text-base font-bold">{label}</legend>
      {hint ? (
        <p id={hintId} className="mt-1 max-w-3xl text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {/*
       * Side by side (from lg), each language's label, box, error and notes take one row of the
       * row's grid (CSS subgrid): a label that wraps to two lines makes the others' row as tall,
       * so the three boxes line up.
       */}
      <div className="mt-2 grid gap-4 lg:grid-cols-3 lg:gap-y-0">
        {languages.map(({ code, name }) => {
          const fieldName = `${part}.${code}`;
          const shown = code === defaultLocale ? "done" : state(code);
          const note = code === defaultLocale ? undefined : notice?.(code);
          const control = ({ className, ...props }: FieldControlProps): ReactNode =>
            rows ? (
              <textarea
                {...props}
                className={`${className} lg:row-start-2`}
                rows={rows}
                defaultValue={value(code)}
              />
            ) : (
              <input
                {...props}
                className={`${className} lg:row-start-2`}
                type="text"
                defaultValue={value(code)}
              />
            );
          return (
            <div
              key={code}
              lang={code}
              className="min-w-0 lg:row-span-4 lg:grid lg:grid-rows-subgrid"
            >
              <Field
                label={wordLabel(label, name)}
                name={fieldName}
                error={errors[fieldName]}
                required={code === defaultLocale && required}
                markOptional={false}
                describedBy={hint ? hintId : undefined}
                className="lg:contents"
              >
                {(props) => control(props)}
              </Field>
              {shown === "missing" || shown === "outdated" || note ? (
                <div className="lg:row-start-4" lang="en">
                  {shown === "missing" || shown === "outdated" ? (
                    <p className={noteClasses}>
                      {shown === "missing" ? text.missing : text.outdated}
                    </p>
                  ) : null}
                  {shown === "outdated" ? (
                    <label className="mt-1 flex min-h-6 items-center gap-2 text-sm">
                      <input type="checkbox" name={`confirm.${code}.${part}`} className="size-5" />
                      {text.confirm}
                    </label>
                  ) : null}
                  {note ? <p className={noteClasses}>{note}</p> : null}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A choice from a list (a picture's: `PictureChoice`). */
export function Choice({
  name,
  label,
  value,
  choices,
  errors,
  labels,
  hint,
}: {
  name: string;
  label: string;
  value: string;
  choices: readonly string[];
  errors: Readonly<Record<string, string>>;
  labels?: Readonly<Record<string, string>>;
  /** Help under the label, as every field has it. */
  hint?: string;
}) {
  return (
    <Field label={label} name={name} hint={hint} error={errors[name]} markOptional={false}>
      {(props) => (
        <select {...props} defaultValue={value}>
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

/**
 * A content editor's form: a plain POST that works without JavaScript, naming the revision it
 * started from, with the summary of its problems on top and Save draft / Save and publish below.
 */
export function EditorForm({
  csrf,
  revision,
  base,
  errors,
  labels,
  message,
  children,
}: {
  csrf: string;
  revision: number;
  /** What the fields held when the page was loaded (`fieldBase`): a stale save is merged by it. */
  base: string;
  errors: Readonly<Record<string, string>>;
  /** Each field's label by its name, in the page's order: the summary names it beside its problem. */
  labels: Readonly<Record<string, string>>;
  /** A problem of the whole form (stale edit, failed publication). */
  message?: string;
  children: ReactNode;
}) {
  const problems = Object.entries(errors);
  return (
    <PostForm
      csrf={csrf}
      // A refused save shows what was sent: leaving the page asks first.
      unsaved={problems.length > 0 || message !== undefined}
      noValidate
      className="grid gap-6"
    >
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="base" value={base} />
      {problems.length > 0 || message ? (
        <ErrorSummary
          errors={problems}
          labels={labels}
          message={message ?? text.invalid(problems.length)}
        />
      ) : null}
      {children}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className={buttonClasses("secondary")}>
          {text.save}
        </button>
        <button type="submit" name="intent" value="publish" className={buttonClasses("primary")}>
          {text.publish}
        </button>
      </div>
    </PostForm>
  );
}

/** A text's label in one language: "Title (English)". */
const wordLabel = (label: string, language: string) => `${label} (${language})`;

/**
 * The labels of an editor's fields by name, for its summary of problems: its other fields', each
 * text in each language as `WordsRow` labels it ("Title (English)"), and the photo choices.
 */
export function fieldLabels(
  languages: EditorLanguages,
  words: Readonly<Record<string, string>>,
  other: Readonly<Record<string, string>>,
): Record<string, string> {
  return {
    ...other,
    ...Object.fromEntries(photoFields.map((name, index) => [name, text.photoChoice(index + 1)])),
    ...Object.fromEntries(
      Object.entries(words).flatMap(([part, label]) =>
        languages.map(({ code, name }) => [`${part}.${code}`, wordLabel(label, name)]),
      ),
    ),
  };
}

/** The words of an item: every text in every language side by side, English first. */
export function WordsSection({ children }: { children: ReactNode }) {
  return (
    <StaffSection id="words" title={text.words}>
      <p className="max-w-3xl text-stone-700">{text.wordsIntro}</p>
      <div className="mt-4 grid gap-6">{children}</div>
    </StaffSection>
  );
}

/** The photos of an item, chosen from the library in order (`photo1`…). */
export function PhotosSection({
  hint,
  chosen,
  photos,
  errors,
}: {
  hint: string;
  chosen: readonly string[] | undefined;
  photos: readonly PictureOption[];
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <StaffSection id="photos" title={text.photosOfProject}>
      <p className="max-w-3xl text-stone-700">{hint}</p>
      {photos.length === 0 ? (
        // Nothing to choose: no field is sent, and the form reads that as no photo.
        <p className="mt-4 max-w-3xl">
          {text.noPhotosToChoose}{" "}
          <Link to="/staff/content/photos" className="font-semibold text-field-800 underline">
            {text.openLibrary}
          </Link>
        </p>
      ) : (
        <div className="mt-4 grid gap-6">
          {photoFields.map((name, index) => (
            <PictureChoice
              key={name}
              name={name}
              label={text.photoChoice(index + 1)}
              value={chosen?.[index] ?? ""}
              options={photos}
              error={errors[name]}
              none={text.noPhoto}
            />
          ))}
        </div>
      )}
    </StaffSection>
  );
}
