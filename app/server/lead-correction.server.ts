import { enquiryForms } from "~/content/enquiry-form-map";
import type { EnquiryFormDefinition, EnquiryKind } from "~/content/enquiry-forms";
import { staffText } from "~/content/staff";
import { correctionForm, parseContactCorrection } from "~/lib/enquiry-schema";
import type { Lead } from "./enquiries.server";
import { plainFields } from "./intake.server";

/**
 * The lead page's correction of who sent an enquiry: the name, phone and e-mail fields of the form
 * it came from, checked by that form's rules, labelled and worded for staff.
 */

const worded = new WeakMap<EnquiryFormDefinition, EnquiryFormDefinition>();

/** A form with its contact fields labelled and checked in staff's words (the correction's). */
function staffWorded(form: EnquiryFormDefinition): EnquiryFormDefinition {
  let staff = worded.get(form);
  if (!staff) {
    const words = staffText.correctionFields;
    staff = {
      ...form,
      fields: form.fields.map((field) => {
        const own = words[field.name];
        if (!own) return field;
        const required =
          field.requiredMessage === undefined ? {} : { requiredMessage: own.required };
        return { ...field, label: own.label, ...required };
      }),
    };
    worded.set(form, staff);
  }
  return staff;
}

/** A correction's fields as sent, to show again. */
export function typedCorrection(kind: EnquiryKind, form: Record<string, string>) {
  return Object.fromEntries(
    correctionForm(enquiryForms[kind]).fields.map((field) => [field.name, form[field.name] ?? ""]),
  );
}

/**
 * A stale correction given back: each field the staff member changed as they typed it, each one
 * they left as the page showed it (`was.<name>`) as the lead reads now, so saving again cannot
 * put back what a colleague corrected meanwhile.
 */
export function mergedCorrection(lead: Lead, form: Record<string, string>) {
  return Object.fromEntries(
    correctionForm(enquiryForms[lead.kind]).fields.map((field) => {
      const typed = form[field.name] ?? "";
      const shown = form[`was.${field.name}`];
      return [
        field.name,
        shown !== undefined && typed === shown ? (lead.fields[field.name] ?? "") : typed,
      ];
    }),
  );
}

/** The correction form's fields for a lead's form (as the site names its products today). */
export function staffCorrectionFields(form: EnquiryFormDefinition) {
  return correctionForm(staffWorded(form)).fields;
}

/**
 * A correction sent for a lead of this kind, as plain text as an enquiry is (`plainFields`),
 * checked as its form checks it, in staff's words.
 */
export function parseStaffCorrection(kind: EnquiryKind, form: Record<string, string>) {
  return parseContactCorrection(staffWorded(enquiryForms[kind]), plainFields(kind, form));
}
