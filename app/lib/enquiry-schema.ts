/**
 * One validation schema per enquiry form, built with Valibot from the form's field list, and
 * shared by the browser (messages as the visitor types and sends) and the server (authoritative:
 * it checks again and normalises what it stores). The messages are the same on both sides
 * because they come from the same rules.
 */
import * as v from "valibot";
import {
  type ContactRule,
  type EnquiryFormDefinition,
  type EnquiryKind,
} from "~/content/enquiry-forms";
import { toE164 } from "./phone";
import { parseDecimal } from "./typed-number";
import { validateField, type FieldErrors, type FieldSpec } from "./validation";

/** What the server stores of a valid enquiry: every value trimmed, the key ones normalised. */
export interface CleanEnquiry {
  readonly kind: EnquiryKind;
  /** Every non-empty field, trimmed, in form order. */
  readonly values: Readonly<Record<string, string>>;
  /** The visitor's name as the inbox lists it. */
  readonly name: string | null;
  /** E.164, e.g. +251911234567. */
  readonly phone: string | null;
  /** Lower-cased address. */
  readonly email: string | null;
  readonly region: string | null;
  readonly farmSizeHa: number | null;
}

function fieldSchema(field: FieldSpec, { words }: EnquiryFormDefinition) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (value) => validateField(field, value, words.validation) === undefined,
      (issue) =>
        validateField(field, String(issue.input), words.validation) ?? words.messages.refused,
    ),
  );
}

function hasValue(input: Record<string, string>, name: string): boolean {
  return (input[name] ?? "").trim() !== "";
}

function contactCheck(rule: ContactRule, needContact: string) {
  return v.rawCheck<Record<string, string>>(({ dataset, addIssue }) => {
    if (!dataset.typed || rule !== "phone-or-email") return;
    if (!hasValue(dataset.value, "phone") && !hasValue(dataset.value, "email")) {
      addIssue({
        message: needContact,
        path: [
          {
            type: "object",
            origin: "value",
            input: dataset.value,
            key: "phone",
            value: dataset.value.phone,
          },
        ],
      });
    }
  });
}

function buildSchema(form: EnquiryFormDefinition) {
  const entries = Object.fromEntries(
    form.fields.map((field) => [field.name, fieldSchema(field, form)]),
  );
  return v.pipe(v.object(entries), contactCheck(form.contactRule, form.words.messages.needContact));
}

const schemas = new WeakMap<EnquiryFormDefinition, ReturnType<typeof buildSchema>>();

/** The Valibot schema of a form (built once). */
export function enquirySchema(form: EnquiryFormDefinition) {
  let schema = schemas.get(form);
  if (!schema) {
    schema = buildSchema(form);
    schemas.set(form, schema);
  }
  return schema;
}

/** Every problem of a form's values, in field order, one message a field. */
export function checkEnquiry(
  form: EnquiryFormDefinition,
  input: Record<string, unknown>,
): FieldErrors {
  const result = v.safeParse(enquirySchema(form), input);
  if (result.success) return [];
  const byField = new Map<string, string>();
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "";
    if (!byField.has(key)) byField.set(key, issue.message);
  }
  const order = form.fields.map((field) => field.name as string);
  return [...byField.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

const nameFields = ["fullName", "name", "firstName"] as const;

/**
 * Validates and normalises an enquiry: the server's reading of a submission. Unknown fields are
 * dropped; a value that is not a string counts as missing.
 */
export function parseEnquiry(
  form: EnquiryFormDefinition,
  input: Record<string, unknown>,
): { ok: true; enquiry: CleanEnquiry } | { ok: false; errors: FieldErrors } {
  const errors = checkEnquiry(form, input);
  if (errors.length > 0) return { ok: false, errors };
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const raw = input[field.name];
    const value = typeof raw === "string" ? raw.trim() : "";
    if (value !== "") values[field.name] = value;
  }
  const nameField = nameFields.find((name) => values[name]);
  const name = nameField
    ? [values[nameField], nameField === "firstName" ? values.lastName : undefined]
        .filter(Boolean)
        .join(" ")
    : (values.lastName ?? null);
  const farm = values.farmSize === undefined ? null : parseDecimal(values.farmSize);
  return {
    ok: true,
    enquiry: {
      kind: form.kind,
      values,
      name,
      phone: values.phone ? toE164(values.phone) : null,
      email: values.email ? values.email.toLowerCase() : null,
      region: values.region ?? null,
      farmSizeHa: farm,
    },
  };
}

/** The fields of a form that say who sent it and how to answer: what staff may correct. */
const contactFieldNames: readonly string[] = [...nameFields, "lastName", "phone", "email"];

/** A correction of who sent an enquiry, normalised as a submission is. */
export interface ContactCorrection {
  /** The corrected fields as typed (trimmed, non-empty), by their names in the form. */
  readonly values: Readonly<Record<string, string>>;
  readonly name: string | null;
  /** E.164. */
  readonly phone: string | null;
  /** Lower-cased. */
  readonly email: string | null;
}

const correctionForms = new WeakMap<EnquiryFormDefinition, EnquiryFormDefinition>();

/**
 * The part of a form staff correct on request (its name, phone and e-mail fields, with their
 * rules and its contact rule): the same definition, so the same schema checks it.
 */
export function correctionForm(form: EnquiryFormDefinition): EnquiryFormDefinition {
  let part = correctionForms.get(form);
  if (!part) {
    part = { ...form, fields: form.fields.filter((f) => contactFieldNames.includes(f.name)) };
    correctionForms.set(form, part);
  }
  return part;
}

/**
 * Checks a correction of an enquiry's name, phone and e-mail address by the rules of the form that
 * sent it (a call-back still needs a phone number, a contact message an e-mail address), with
 * the messages visitors get, and normalises it as `parseEnquiry` does.
 */
export function parseContactCorrection(
  form: EnquiryFormDefinition,
  input: Record<string, unknown>,
): { ok: true; correction: ContactCorrection } | { ok: false; errors: FieldErrors } {
  const parsed = parseEnquiry(correctionForm(form), input);
  if (!parsed.ok) return parsed;
  const { values, name, phone, email } = parsed.enquiry;
  return { ok: true, correction: { values, name, phone, email } };
}
