/**
 * Every enquiry form by kind: what the server and the staff inbox read. Pages import only their
 * own form's module, so a page does not carry the others' choices.
 */
import {
  callbackForm,
  contactForm,
  homeForm,
  visitForm,
  type EnquiryFormDefinition,
  type EnquiryKind,
} from "./enquiry-forms";
import { quoteForm } from "./quote-form";

export const enquiryForms = {
  home: homeForm,
  contact: contactForm,
  quote: quoteForm,
  callback: callbackForm,
  visit: visitForm,
} as const satisfies Record<EnquiryKind, EnquiryFormDefinition>;
