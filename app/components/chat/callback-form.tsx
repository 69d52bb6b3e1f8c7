import { EnquiryForm } from "~/components/forms/enquiry-form";
import { useEnquiryDefinition } from "~/components/forms/use-enquiry-definition";
import { useEnquiryForm } from "~/components/forms/use-enquiry-form";

/** The chat's call-back request: name, phone and an optional line, for visitors who will not fill a long form. */
export function CallbackForm() {
  const form = useEnquiryForm(useEnquiryDefinition("callback"));
  // Its ids apart from the page's own form's (both have a phone and a message field).
  return <EnquiryForm form={form} compact idPrefix="chat-" />;
}
