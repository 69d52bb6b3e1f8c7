import { useSearchParams } from "react-router";
import { useEnquiryDefinition } from "./use-enquiry-definition";
import { quotePresetsFromSearch } from "~/lib/quote-presets";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

/** The Get Started quote form; the URL can preselect a service or package and carry an estimate. */
export function QuoteForm() {
  const [params] = useSearchParams();
  const form = useEnquiryForm(useEnquiryDefinition("quote"), {
    presets: quotePresetsFromSearch(params),
  });
  return <EnquiryForm form={form} />;
}
