import { EnquiryForm } from "~/components/forms/enquiry-form";
import { useEnquiryDefinition } from "~/components/forms/use-enquiry-definition";
import { useEnquiryForm } from "~/components/forms/use-enquiry-form";

/** The chat's call-back request: name, phone and an optional line, for visitors who will not fill a long form. */
export function CallbackForm() {
  const form = useEnquiryForm(useEnquiryDefinition("callback"));
  return <EnquiryForm form={form} compact />;
}
