import type { EnquiryFormDefinition } from "~/content/enquiry-forms";
import { fill } from "~/i18n/translation";
import { parseDecimal } from "./typed-number";

const clip = (value: string | null, max: number) =>
  value === null || value.trim() === "" ? undefined : value.trim().slice(0, max);

/** The kinds of choice a link can preselect (`?service=`, `?package=`, `?product=`). */
const interestKinds = ["service", "package", "product"] as const;

/** A value the form's field offers, or undefined. */
function choice(form: EnquiryFormDefinition, name: string, value: string | null | undefined) {
  const field = form.fields.find((item) => item.name === name);
  return field?.options?.find((option) => option.value === value)?.value;
}

/**
 * The preselected interest for `/get-started?service=<id>`, `?package=<id>` or `?product=<id>`,
 * as one of the form's options (`service:<id>`, …); undefined when the URL names nothing known.
 */
export function interestFromSearch(
  params: URLSearchParams,
  form: EnquiryFormDefinition,
): string | undefined {
  for (const kind of interestKinds) {
    const id = params.get(kind);
    const value = id === null ? undefined : choice(form, "interest", `${kind}:${id}`);
    if (value) return value;
  }
  return undefined;
}

/**
 * Whether a link carries an estimate's answers as the sizing tool's address does (`crop`, `area`,
 * `source` as an id…: `engineerLink`), which the quote page's loader words in its language
 * (`wordedQuoteQuery`), rather than the words themselves (`crops`, `source`, `estimate`: links
 * made before).
 */
export const carriesSizingAnswers = (params: URLSearchParams) =>
  params.has("crop") && params.has("area");

/**
 * The quote form's values carried in its URL: the chosen service, package or product
 * (`?service=`, `?package=`, `?product=`) and what the sizing page knows
 * (`farmSize`, `region`, `crops`, `irrigation`, `source`, `estimate`). Anything that is not a
 * valid choice of the form is left out rather than shown as a wrong value. The form comes in
 * the page's language, so a preselected choice shows its label in that language;
 * `waterSource` ("Water source: {source}") words the water source for the requirements.
 */
export function quotePresetsFromSearch(
  params: URLSearchParams,
  form: EnquiryFormDefinition,
  waterSource: string,
): Record<string, string | undefined> {
  // Answers the page's loader has not worded (a page that could not ask the server): the choice
  // only, never an id shown as a word.
  if (carriesSizingAnswers(params)) return { interest: interestFromSearch(params, form) };
  const area = parseDecimal(params.get("farmSize") ?? "");
  const max = form.fields.find((field) => field.name === "farmSize")?.range?.max ?? 0;
  const source = clip(params.get("source"), 300);
  return {
    interest: interestFromSearch(params, form),
    farmSize: area !== null && area > 0 && area <= max ? String(area) : undefined,
    region: choice(form, "region", params.get("region")),
    crops: clip(params.get("crops"), 200),
    irrigation: choice(form, "irrigation", params.get("irrigation")),
    requirements: source ? fill(waterSource, { source }) : undefined,
    estimate: clip(params.get("estimate"), 1000),
  };
}
