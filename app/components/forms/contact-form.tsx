import { useSearchParams } from "react-router";
import { subjectFromSearch } from "~/content/contact";
import { contactFields } from "./contact-fields";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

/** The Contact page's message form; `?service=<id>` fills the subject. */
export function ContactForm() {
  const [params] = useSearchParams();
  const form = useEnquiryForm("contact", contactFields, {
    name: "subject",
    value: subjectFromSearch(params),
  });
  return (
    <EnquiryForm
      form={form}
      fields={contactFields}
      label="Send us a message"
      submitLabel="Send message"
      mailSubject={(sent) => sent.find((entry) => entry.name === "subject")?.value ?? "Enquiry"}
      thanks={(sent) => {
        const name = sent.find((entry) => entry.name === "firstName")?.value;
        return `Thank you, ${name}. Your message is ready.`;
      }}
    />
  );
}
