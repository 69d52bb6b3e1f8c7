import { visitForm } from "~/content/enquiry-forms";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

/** Schedule Site Visit: place, preferred week and a phone number. */
export function VisitForm() {
  const form = useEnquiryForm(visitForm);
  return <EnquiryForm form={form} />;
}
