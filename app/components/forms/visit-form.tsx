import { useEnquiryDefinition } from "./use-enquiry-definition";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

/** Schedule Site Visit: place, preferred week and a phone number. */
export function VisitForm() {
  const form = useEnquiryForm(useEnquiryDefinition("visit"));
  return <EnquiryForm form={form} />;
}
