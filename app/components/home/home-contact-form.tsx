import { EnquiryForm } from "~/components/forms/enquiry-form";
import { useEnquiryForm } from "~/components/forms/use-enquiry-form";
import { useEnquiryDefinition } from "~/components/forms/use-enquiry-definition";

/** The home page's contact form: a short message with a phone number or e-mail address. */
export function HomeContactForm() {
  const form = useEnquiryForm(useEnquiryDefinition("home"));
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h3 id="home-contact-form-title" className="mb-6 text-xl font-bold">
        {form.definition.label}
      </h3>
      <EnquiryForm form={form} />
    </div>
  );
}
