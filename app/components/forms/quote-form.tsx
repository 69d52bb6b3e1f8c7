import { useSearchParams } from "react-router";
import { useText } from "~/i18n/use-text";
import { quotePresetsFromSearch } from "~/lib/quote-presets";
import { useEnquiryDefinition } from "./use-enquiry-definition";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

/** The Get Started quote form; the URL can preselect a service or package and carry an estimate. */
export function QuoteForm() {
  const [params] = useSearchParams();
  const definition = useEnquiryDefinition("quote");
  const { waterSource } = useText("getStarted");
  const form = useEnquiryForm(definition, {
    presets: quotePresetsFromSearch(params, definition, waterSource),
  });
  return <EnquiryForm form={form} />;
}
