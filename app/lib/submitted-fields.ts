/**
 * What a refused staff form gives back: the fields typed, by name, and the labels the refusal can
 * show for them (the refusal is not the form's page, so it knows only the labels named here).
 */
import { staffText } from "~/content/staff";
import { isLocale, localeInfo } from "~/i18n/locales";

/** One text field of a refused form, as it was sent. */
export interface SubmittedField {
  readonly name: string;
  readonly value: string;
}

/** Labels of the staff forms' own fields, by their names. */
const labels: Readonly<Record<string, string>> = {
  note: staffText.note,
  reason: staffText.eraseReason,
  lat: staffText.content.lat,
  lon: staffText.content.lon,
  category: staffText.content.category,
  region: staffText.content.region,
  status: staffText.content.status,
  image1: staffText.content.image1,
  image2: staffText.content.image2,
};

/** The texts of the content editors, by their part (`overview` of `overview.en`). */
const parts: Readonly<Record<string, string>> = staffText.content.fields;

/**
 * A field's label as its form shows it ("Overview (the project page) (English)" for
 * `overview.en`), or its name in the form where the refusal cannot know the label.
 */
export function submittedLabel(name: string): string {
  const known = labels[name];
  if (known) return known;
  const [part = "", code = ""] = name.split(".");
  const label = parts[part];
  if (label && isLocale(code) && name === `${part}.${code}`) {
    return `${label} (${localeInfo[code].name})`;
  }
  return staffText.expiredForm.unnamed(name);
}

/** The fields a refusal's data gives back, when it has any (anything else is ignored). */
export function readSubmitted(value: unknown): SubmittedField[] {
  const submitted = (value as { submitted?: unknown } | null | undefined)?.submitted;
  if (!Array.isArray(submitted)) return [];
  return submitted.filter(
    (field): field is SubmittedField =>
      typeof field === "object" &&
      field !== null &&
      typeof (field as SubmittedField).name === "string" &&
      typeof (field as SubmittedField).value === "string",
  );
}
