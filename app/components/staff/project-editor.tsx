import { PictureChoice } from "~/components/staff/picture-choice";
import { StaffSection } from "~/components/staff/staff-section";
import { Field } from "~/components/ui/field";
import {
  Choice,
  EditorForm,
  fieldLabels,
  PhotosSection,
  WordsRow,
  WordsSection,
} from "./editor-fields";
import {
  projectWordFields,
  translationState,
  type ProjectDocument,
  type ProjectTextPart,
} from "~/content/project-document";
import { staffText } from "~/content/staff";
import type { Locale } from "~/i18n/locales";
import type { PictureOption } from "~/lib/image";

const text = staffText.content;

/** The map's block: a click's answer opens there (`#map`). */
const MAP_ID = "map";

/** The choices of the editor's lists, from the server. */
export interface ProjectEditorOptions {
  readonly categories: readonly string[];
  readonly regions: readonly string[];
  readonly statuses: readonly string[];
  /** The site's illustrations, for the pictures a page shows without a photo. */
  readonly pictures: readonly PictureOption[];
  /** The photo library's photos that pages may use (described in English). */
  readonly photos: readonly PictureOption[];
  /** The site's languages, English first, each named in itself. */
  readonly languages: readonly { code: Locale; name: string }[];
}

interface ProjectEditorProps {
  readonly csrf: string;
  readonly document: ProjectDocument;
  /** A refused form's fields as typed (texts by `part.locale`, `lat`, `lon`), shown instead. */
  readonly values?: Readonly<Record<string, string>>;
  readonly revision: number;
  /** What the fields held when the page was loaded (`fieldBase`). */
  readonly base: string;
  readonly options: ProjectEditorOptions;
  readonly errors: Readonly<Record<string, string>>;
  /** A problem of the whole form (stale edit, failed publication). */
  readonly message?: string;
  /** The place a map click set, not saved yet: said under the map, where its answer opens. */
  readonly mapNotice?: string;
}

const multiline: ReadonlySet<ProjectTextPart> = new Set([
  "description",
  "overview",
  "specifications",
]);

/** The hint above a text's languages: how staff write it. */
const hints: Partial<Record<ProjectTextPart, string>> = {
  overview: text.overviewHint,
  specifications: text.specificationsHint,
};

function wordValue(document: ProjectDocument, part: ProjectTextPart, locale: Locale): string {
  const value = document.words[locale]?.[part];
  if (part !== "specifications") return typeof value === "string" ? value : "";
  const specs = (value ?? []) as readonly { label: string; value: string }[];
  return specs.map((spec) => `${spec.label}: ${spec.value}`).join("\n");
}

/** One text of a project in every language: English first, each translation with its state. */
function WordRow({
  part,
  document,
  values,
  options,
  errors,
}: {
  part: ProjectTextPart;
  document: ProjectDocument;
  values: Readonly<Record<string, string>> | undefined;
  options: ProjectEditorOptions;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <WordsRow
      part={part}
      label={text.fields[part]}
      languages={options.languages}
      value={(locale) => values?.[`${part}.${locale}`] ?? wordValue(document, part, locale)}
      state={(locale) => translationState(document, locale, part)}
      errors={errors}
      rows={
        multiline.has(part)
          ? part === "overview"
            ? 7
            : part === "specifications"
              ? 5
              : 3
          : undefined
      }
      required={part !== "specifications"}
      hint={hints[part]}
    />
  );
}

/** The project editor's labels by field name, in the page's order ("Title (English)"). */
export function projectFieldLabels(languages: ProjectEditorOptions["languages"]) {
  return fieldLabels(languages, text.fields, {
    category: text.category,
    region: text.region,
    status: text.status,
    lat: text.lat,
    lon: text.lon,
    image1: text.image1,
    image2: text.image2,
  });
}

/**
 * The project editor: a plain form that works without JavaScript. Its data (kind, region, status,
 * place on the map, pictures), then every text in every language side by side, English first.
 */
export function ProjectEditor({
  csrf,
  document,
  values,
  revision,
  base,
  options,
  errors,
  message,
  mapNotice,
}: ProjectEditorProps) {
  const labels = projectFieldLabels(options.languages);
  return (
    <EditorForm
      csrf={csrf}
      revision={revision}
      base={base}
      errors={errors}
      labels={labels}
      message={message}
    >
      {/*
       * Enter in a field presses a form's first button: this one, out of sight, saves a draft.
       * Otherwise it would be the map's, whose answer opens at the map.
       */}
      <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
        {text.save}
      </button>
      <StaffSection id="data" title={text.data}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Choice
            name="category"
            label={text.category}
            value={document.category}
            choices={options.categories}
            labels={text.categories}
            errors={errors}
          />
          <Choice
            name="region"
            label={text.region}
            value={document.region}
            choices={options.regions}
            errors={errors}
          />
          <Choice
            name="status"
            label={text.status}
            value={document.status}
            choices={options.statuses}
            errors={errors}
          />
          {(["lat", "lon"] as const).map((name) => (
            <Field
              key={name}
              label={text[name]}
              name={name}
              error={errors[name]}
              hint={text.coordinatesHint}
              markOptional={false}
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  inputMode="decimal"
                  defaultValue={values?.[name] ?? String(document[name])}
                />
              )}
            </Field>
          ))}
          <div className="grid gap-6 sm:col-span-2 lg:col-span-3">
            <PictureChoice
              name="image1"
              label={text.image1}
              value={document.images[0] ?? ""}
              options={options.pictures}
              error={errors.image1}
            />
            <PictureChoice
              name="image2"
              label={text.image2}
              value={document.images[1] ?? ""}
              options={options.pictures}
              error={errors.image2}
              none={text.noImage}
            />
          </div>
        </div>
        <div id={MAP_ID} className="mt-6 @container">
          <p className="max-w-3xl text-sm text-stone-700">{text.mapPickHint}</p>
          {/*
           * A click sends its place (map.x, map.y) with the form, with or without scripts, and
           * the answer opens at the map (#map), not at the top of the page. The map keeps its
           * 400 px (the server reads the click's pixel as a place); a narrower box scrolls it,
           * with a shadow at the edge that hides more and a line saying so.
           */}
          <div className="mt-2 scroll-shadows max-w-full overflow-x-auto [contain:inline-size]">
            <input
              type="image"
              name="map"
              formAction={`/staff/content/projects/${document.id}#${MAP_ID}`}
              src={`/staff/content/map.svg?lat=${document.lat}&lon=${document.lon}`}
              alt={text.mapPick}
              width={400}
              height={320}
              tabIndex={-1}
              className="block max-w-none cursor-crosshair rounded-xl ring-1 ring-stone-300"
            />
          </div>
          <p className="mt-1 hidden text-sm text-stone-700 @max-[400px]:block">{text.mapScrolls}</p>
          {mapNotice ? (
            <p role="status" className="mt-2 max-w-3xl font-semibold text-field-800">
              {mapNotice}
            </p>
          ) : null}
        </div>
      </StaffSection>
      <PhotosSection
        hint={text.photosOfProjectHint}
        chosen={document.photos}
        photos={options.photos}
        errors={errors}
      />
      <WordsSection>
        {[...projectWordFields, "specifications" as const].map((part) => (
          <WordRow
            key={part}
            part={part}
            document={document}
            values={values}
            options={options}
            errors={errors}
          />
        ))}
      </WordsSection>
    </EditorForm>
  );
}
