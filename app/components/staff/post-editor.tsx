import { PictureChoice } from "~/components/staff/picture-choice";
import { StaffSection } from "~/components/staff/staff-section";
import { Field } from "~/components/ui/field";
import {
  missingBodyParts,
  postTextParts,
  postTranslationState,
  type PostDocument,
  type PostTextPart,
} from "~/content/post-document";
import { staffText } from "~/content/staff";
import type { Locale } from "~/i18n/locales";
import type { PictureOption } from "~/lib/image";
import {
  EditorForm,
  fieldLabels,
  PhotosSection,
  WordsRow,
  WordsSection,
  type EditorLanguages,
} from "./editor-fields";

const text = staffText.content;
const labels = text.posts;

/** The choices of the post editor's lists, from the server. */
export interface PostEditorOptions {
  /** The site's illustrations, for the pictures a page shows without a photo. */
  readonly pictures: readonly PictureOption[];
  /** The photo library's photos that pages may use (described in English). */
  readonly photos: readonly PictureOption[];
  readonly languages: EditorLanguages;
}

/** Lines of each text box (one-line fields have none). */
const rows: Partial<Record<PostTextPart, number>> = { summary: 3, tags: 4, body: 16 };

/** The post editor's labels by field name, in the page's order ("Title (English)"). */
export function postFieldLabels(languages: EditorLanguages) {
  return fieldLabels(languages, labels.fields, {
    date: labels.date,
    readMinutes: labels.readMinutes,
    image: labels.image,
  });
}

/**
 * The post editor: a plain form that works without JavaScript. Its date, reading time, picture
 * and photos, then every text in every language side by side, English first. `values` gives the
 * text of each field (`title.en`, `body.am`) as the form shows it, and a refused form's date and
 * reading time as typed.
 */
export function PostEditor({
  csrf,
  document,
  values,
  revision,
  base,
  options,
  errors,
  message,
}: {
  csrf: string;
  document: PostDocument;
  values: Readonly<Record<string, string>>;
  revision: number;
  /** What the fields held when the page was loaded (`fieldBase`). */
  base: string;
  options: PostEditorOptions;
  errors: Readonly<Record<string, string>>;
  /** A problem of the whole form (stale edit, failed publication). */
  message?: string;
}) {
  const names = postFieldLabels(options.languages);
  // As saved: a translated text that lacks parts of the English shows only what it has.
  const bodyNotice = (locale: Locale) => {
    const missing = missingBodyParts(document.words.en.body, document.words[locale]?.body);
    return missing ? labels.bodyShort(missing) : undefined;
  };
  return (
    <EditorForm
      csrf={csrf}
      revision={revision}
      base={base}
      errors={errors}
      labels={names}
      message={message}
    >
      <StaffSection id="data" title={labels.data}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field
            label={labels.date}
            name="date"
            error={errors.date}
            hint={labels.dateHint}
            markOptional={false}
          >
            {(props) => (
              <input {...props} type="date" defaultValue={values.date ?? document.date} />
            )}
          </Field>
          <Field
            label={labels.readMinutes}
            name="readMinutes"
            error={errors.readMinutes}
            markOptional={false}
          >
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="numeric"
                defaultValue={values.readMinutes ?? String(document.readMinutes)}
              />
            )}
          </Field>
          <PictureChoice
            name="image"
            label={labels.image}
            value={document.image}
            options={options.pictures}
            error={errors.image}
          />
        </div>
      </StaffSection>
      <PhotosSection
        hint={labels.photosHint}
        chosen={document.photos}
        photos={options.photos}
        errors={errors}
      />
      <WordsSection>
        {postTextParts.map((part) => (
          <WordsRow
            key={part}
            part={part}
            label={labels.fields[part]}
            languages={options.languages}
            value={(locale: Locale) => values[`${part}.${locale}`] ?? ""}
            state={(locale) => postTranslationState(document, locale, part)}
            errors={errors}
            rows={rows[part]}
            required={part !== "tags"}
            hint={part === "tags" ? labels.tagsHint : part === "body" ? labels.bodyHint : undefined}
            notice={part === "body" ? bodyNotice : undefined}
          />
        ))}
      </WordsSection>
    </EditorForm>
  );
}
