import { useSearchParams } from "react-router";
import { interestFromSearch } from "~/content/get-started";
import { EnquiryForm } from "./enquiry-form";
import { quoteFields } from "./quote-fields";
import { useEnquiryForm, type SentEntry } from "./use-enquiry-form";

const valueOf = (sent: readonly SentEntry[], name: string) =>
  sent.find((entry) => entry.name === name)?.value;

/** The Get Started quote form; `?service=<id>` or `?package=<id>` preselects the interest. */
export function QuoteForm() {
  const [params] = useSearchParams();
  const form = useEnquiryForm("quote", quoteFields, {
    name: "interest",
    value: interestFromSearch(params),
  });
  return (
    <EnquiryForm
      form={form}
      fields={quoteFields}
      label="Request a quote"
      submitLabel="Request my free quote"
      mailSubject={(sent) =>
        `Quote request: ${valueOf(sent, "farmSize")} ha in ${valueOf(sent, "region")}`
      }
      thanks={(sent) => {
        const name = valueOf(sent, "fullName");
        return name
          ? `Thank you, ${name}. Your quote request is ready.`
          : "Thank you. Your quote request is ready.";
      }}
    />
  );
}
