import { useSearchParams } from "react-router";
import { quoteForm } from "~/content/quote-form";
import { quotePresetsFromSearch } from "~/lib/quote-presets";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

/** The Get Started quote form; the URL can preselect a service or package and carry an estimate. */
export function QuoteForm() {
  const [params] = useSearchParams();
  const form = useEnquiryForm(quoteForm, { presets: quotePresetsFromSearch(params) });
  return <EnquiryForm form={form} />;
}
