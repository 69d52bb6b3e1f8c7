/**
 * The fields of an enquiry form and the pure functions that check them. Every form is described
 * by a list of `FieldSpec`s (`~/content/enquiry-forms`); the same list renders the form, builds
 * the schema the browser and the server share, and labels the values in the staff inbox.
 */
import type { ChoiceOption } from "~/content/get-started";
import { formatNumber } from "~/i18n/format";
import { defaultLocale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { toE164 } from "./phone";
import { parseDecimal } from "./typed-number";

/** The kind of control a field renders and the rules it gets. */
export type FieldKind = "text" | "email" | "tel" | "textarea" | "select" | "decimal" | "hidden";

export interface FieldSpec<Name extends string = string> {
  /** Form field name; the control's id is `field-<name>`. */
  readonly name: Name;
  /** Visible label, also used in the confirmation. */
  readonly label: string;
  /** How messages name the field when the label reads awkwardly in a sentence. */
  readonly errorName?: string;
  readonly kind: FieldKind;
  /** Required fields show this message when left empty. */
  readonly requiredMessage?: string;
  /** Short help under the label. */
  readonly hint?: string;
  /** Longest accepted value, in characters; longer input gets a message, never truncation. */
  readonly maxLength: number;
  /** Browser autofill hint, e.g. "given-name". */
  readonly autoComplete?: string;
  /** Choices of a `select` field. */
  readonly options?: readonly ChoiceOption[];
  /** Text of a `select` field's empty first option. */
  readonly placeholderOption?: string;
  /**
   * A `select` field shown as radio buttons, every choice whole: for a few choices whose words
   * are long (a select shows the chosen one on one line, cut short on a phone). Its empty
   * answer is no button chosen; `placeholderOption` is then unused.
   */
  readonly radios?: boolean;
  /** Bounds of a `decimal` field (exclusive minimum, inclusive maximum) and its unit. */
  readonly range?: { readonly above: number; readonly max: number; readonly unit: string };
  /** Half width on wide screens (two fields side by side). */
  readonly half?: boolean;
  /** False for a field that is one of a required pair (phone or e-mail): no "(optional)" mark. */
  readonly markOptional?: boolean;
}

/**
 * The templates of the messages a field can get, in the page's language (the form's
 * `words.validation`): {name}, {max}, {count}, {above}, {unit} are filled in.
 */
export interface ValidationMessages {
  readonly tooLong: string;
  readonly email: string;
  readonly phone: string;
  readonly choose: string;
  readonly number: string;
  readonly above: string;
  readonly max: string;
}

/** Field name → message, in form order. */
export type FieldErrors = ReadonlyArray<readonly [name: string, message: string]>;

/**
 * name@domain.tld, as a mail server takes it: no space, quote, bracket, comma, colon or semicolon
 * (a typo's "a,b@x.com", or "javascript:…@x.com"), no dot at either end of the name or twice in a
 * row, and no empty part of the domain ("x..com"). Letters of every script pass.
 */
const emailShape =
  /^(?!\.|.*\.\.|.*\.@)[^\s@"(),:;<>[\\\]]+@(?:[^\s@"(),:;<>[\\\].]+\.)+[^\s@"(),:;<>[\\\].]{2,}$/;
const phoneCharacters = /^\+?[\d\s().-]+$/;

/** Number of characters as a visitor counts them (an emoji is one). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** Formats a whole number with thousands separators, e.g. 5000 → "5,000". */
export function formatCount(value: number): string {
  return formatNumber(defaultLocale, value);
}

/** Whether an e-mail address has the shape name@domain.tld. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && emailShape.test(value);
}

/** Whether a phone number is an Ethiopian number as people write it, or one with a country code. */
export function isPhone(value: string): boolean {
  return phoneCharacters.test(value) && toE164(value) !== null;
}

/** The message for one field's value, or undefined when it is fine. */
export function validateField(
  field: FieldSpec,
  raw: string,
  messages: ValidationMessages,
): string | undefined {
  const value = raw.trim();
  if (value === "") return field.requiredMessage;
  const name = field.errorName ?? field.label;

  const length = characterCount(value);
  if (length > field.maxLength) {
    return fill(messages.tooLong, {
      name,
      max: formatCount(field.maxLength),
      count: formatCount(length),
    });
  }
  switch (field.kind) {
    case "email":
      return isEmail(value) ? undefined : messages.email;
    case "tel":
      return isPhone(value) ? undefined : messages.phone;
    case "select":
      return field.options?.some((option) => option.value === value)
        ? undefined
        : fill(messages.choose, { name: name.toLowerCase() });
    case "decimal": {
      const number = parseDecimal(value);
      const range = field.range;
      if (number === null) return fill(messages.number, { name });
      if (range && number <= range.above) {
        return fill(messages.above, { name, above: range.above });
      }
      if (range && number > range.max) {
        return fill(messages.max, { name, max: formatCount(range.max), unit: range.unit });
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** Every problem of a form, in field order. */
export function validateForm<Name extends string>(
  fields: readonly FieldSpec<Name>[],
  values: Record<Name, string>,
  messages: ValidationMessages,
): FieldErrors {
  const errors: [string, string][] = [];
  for (const field of fields) {
    const message = validateField(field, values[field.name], messages);
    if (message) errors.push([field.name, message]);
  }
  return errors;
}

/** What a visitor sees for a sent value: the option's label for a choice, the trimmed text otherwise. */
export function displayValue(field: FieldSpec, raw: string): string {
  const value = raw.trim();
  return field.options?.find((option) => option.value === value)?.label ?? value;
}
