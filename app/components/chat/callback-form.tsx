import { EnquiryForm } from "~/components/forms/enquiry-form";
import { callbackForm } from "~/content/enquiry-forms";
import { useEnquiryForm } from "~/components/forms/use-enquiry-form";

/** The chat's call-back request: name, phone and an optional line, for visitors who will not fill a long form. */
export function CallbackForm() {
  const form = useEnquiryForm(callbackForm);
  return <EnquiryForm form={form} compact />;
}
