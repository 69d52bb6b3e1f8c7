/**
 * The enquiry forms in every language: each form's and field's words, the words all forms share
 * (messages, confirmation, validation templates) and the JavaScript-off answer page. The field
 * lists, rules and limits stay in enquiry-forms.ts; `localizedForm` lays a language's words over
 * them. A field without its words fails the build (loaders call it while prerendering).
 */
import type { Locale } from "~/i18n/locales";
import type { Translation } from "~/i18n/translation";
import type { FieldSpec } from "~/lib/validation";
import {
  callbackForm,
  contactForm,
  enquiryAnswerPage,
  englishWords,
  homeForm,
  visitForm,
  type EnquiryFormDefinition,
  type EnquiryKind,
} from "./enquiry-forms";
import { quoteForm } from "./quote-form";
import { enquiryText } from "./catalogues";

/** A field's words. */
interface FieldText {
  label: string;
  hint?: string;
  requiredMessage?: string;
  errorName?: string;
  placeholderOption?: string;
  /** Option value → its label, for choices. */
  options?: Record<string, string>;
  /** English group heading → its heading, for choices in groups (`<optgroup>`). */
  groups?: Record<string, string>;
  /** Unit of a number field's limit ("hectares"). */
  unit?: string;
}

/** A form's own words. */
interface FormText {
  label: string;
  submitLabel: string;
  thanks: string;
  nextSteps: string;
  fields: Record<string, FieldText>;
}

function fieldText(field: FieldSpec): FieldText {
  return {
    label: field.label,
    ...(field.hint === undefined ? {} : { hint: field.hint }),
    ...(field.requiredMessage === undefined ? {} : { requiredMessage: field.requiredMessage }),
    ...(field.errorName === undefined ? {} : { errorName: field.errorName }),
    ...(field.placeholderOption === undefined
      ? {}
      : { placeholderOption: field.placeholderOption }),
    ...(field.options
      ? { options: Object.fromEntries(field.options.map((o) => [o.value, o.label])) }
      : {}),
    ...(field.options?.some((o) => o.group !== undefined)
      ? {
          groups: Object.fromEntries(
            field.options.flatMap((o) => (o.group === undefined ? [] : [[o.group, o.group]])),
          ),
        }
      : {}),
    ...(field.range ? { unit: field.range.unit } : {}),
  };
}

function formText(form: EnquiryFormDefinition): FormText {
  return {
    label: form.label,
    submitLabel: form.submitLabel,
    thanks: form.thanks,
    nextSteps: form.nextSteps,
    fields: Object.fromEntries(form.fields.map((field) => [field.name, fieldText(field)])),
  };
}

/** The forms translated so far: all of them. */
const translatedForms = {
  home: homeForm,
  contact: contactForm,
  callback: callbackForm,
  visit: visitForm,
  quote: quoteForm,
} as const;

const en = {
  words: englishWords,
  answerPage: enquiryAnswerPage,
  forms: {
    home: formText(homeForm),
    contact: formText(contactForm),
    callback: formText(callbackForm),
    visit: formText(visitForm),
    quote: formText(quoteForm),
  },
};

/** The enquiry forms' words in one language. */
export type EnquiryText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const enquiryEnglish = en;

const definitions = {
  home: homeForm,
  contact: contactForm,
  callback: callbackForm,
  visit: visitForm,
  quote: quoteForm,
};

function localizeField(field: FieldSpec, text: FieldText | undefined, where: string): FieldSpec {
  if (!text) throw new Error(`enquiry-text: no words for ${where}`);
  return {
    ...field,
    label: text.label,
    ...(field.hint === undefined ? {} : { hint: text.hint ?? field.hint }),
    ...(field.requiredMessage === undefined
      ? {}
      : { requiredMessage: text.requiredMessage ?? field.requiredMessage }),
    ...(field.errorName === undefined ? {} : { errorName: text.errorName ?? field.errorName }),
    ...(field.placeholderOption === undefined
      ? {}
      : { placeholderOption: text.placeholderOption ?? field.placeholderOption }),
    ...(field.options
      ? {
          options: field.options.map((option) => {
            const label = text.options?.[option.value];
            if (label === undefined)
              throw new Error(`enquiry-text: no words for ${where} ${option.value}`);
            if (option.group === undefined) return { ...option, label };
            const group = text.groups?.[option.group];
            if (group === undefined)
              throw new Error(`enquiry-text: no words for ${where} group ${option.group}`);
            return { ...option, label, group };
          }),
        }
      : {}),
    ...(field.range ? { range: { ...field.range, unit: text.unit ?? field.range.unit } } : {}),
  };
}

const cache = new Map<string, EnquiryFormDefinition>();

/** A form in a language: its fields, rules and limits, with that language's words. */
export function localizedForm(kind: EnquiryKind, locale: Locale): EnquiryFormDefinition {
  const key = `${locale}:${kind}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const form: EnquiryFormDefinition = definitions[kind];
  const text = enquiryText[locale];
  const own =
    kind in translatedForms ? text.forms[kind as keyof typeof translatedForms] : undefined;
  const localized: EnquiryFormDefinition = own
    ? {
        ...form,
        label: own.label,
        submitLabel: own.submitLabel,
        thanks: own.thanks,
        nextSteps: own.nextSteps,
        fields: form.fields.map((field) =>
          localizeField(field, own.fields[field.name], `${locale} ${kind}.${field.name}`),
        ),
        words: text.words,
      }
    : form;
  cache.set(key, localized);
  return localized;
}
