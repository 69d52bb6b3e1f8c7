import { useSearchParams } from "react-router";
import { subjectFromSearch } from "~/content/contact";
import { useEnquiryDefinition } from "./use-enquiry-definition";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

/** The Contact page's message form; `?service=<id>` fills the subject. */
export function ContactForm() {
  const [params] = useSearchParams();
  const form = useEnquiryForm(useEnquiryDefinition("contact"), {
    presets: { subject: subjectFromSearch(params) },
  });
  return <EnquiryForm form={form} />;
}
