import { useSearchParams } from "react-router";
import { useText } from "~/i18n/use-text";
import { subjectFromSearch } from "~/lib/contact-subject";
import { useEnquiryDefinition } from "./use-enquiry-definition";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

/** The Contact page's message form; `?service=<id>` fills the subject. */
export function ContactForm() {
  const [params] = useSearchParams();
  const text = useText("contact");
  const form = useEnquiryForm(useEnquiryDefinition("contact"), {
    presets: { subject: subjectFromSearch(params, text) },
  });
  return <EnquiryForm form={form} />;
}
