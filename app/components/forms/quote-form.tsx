import { useSearchParams } from "react-router";
import { useText } from "~/i18n/use-text";
import { quotePresetsFromSearch } from "~/lib/quote-presets";
import { useEnquiryDefinition } from "./use-enquiry-definition";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

/**
 * The Get Started quote form; the URL can preselect a service or package and carry an estimate.
 * `wordedQuery`: the URL's query with an estimate's answers worded in the page's language by its
 * loader (`wordedQuoteQuery`), read instead of the URL's own.
 */
export function QuoteForm({ wordedQuery }: { wordedQuery?: string }) {
  const [params] = useSearchParams();
  const definition = useEnquiryDefinition("quote");
  const { waterSource } = useText("getStarted");
  const search = wordedQuery === undefined ? params : new URLSearchParams(wordedQuery);
  const form = useEnquiryForm(definition, {
    presets: quotePresetsFromSearch(search, definition, waterSource),
  });
  return <EnquiryForm form={form} />;
}
