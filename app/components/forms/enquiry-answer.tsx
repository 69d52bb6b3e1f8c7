import { Link } from "~/components/ui/locale-link";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { enquiryAnswerPage, type EnquiryKind } from "~/content/enquiry-forms";
import { enquiryForms } from "~/content/enquiry-form-map";
import type { IntakeRefusal, IntakeResult } from "~/lib/enquiry-result";
import { EnquiryConfirmation } from "./enquiry-confirmation";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

/**
 * The page a form sent without JavaScript lands on: the confirmation, or the same form again
 * with what the visitor typed and the messages next to the fields.
 */
export function EnquiryAnswer({ result }: { result: IntakeResult }) {
  if (result.ok) {
    const form = enquiryForms[result.kind];
    return (
      <>
        <PageHero eyebrow={enquiryAnswerPage.eyebrow} title={form.thanks} />
        <Section id="answer" title={enquiryAnswerPage.nextTitle}>
          <div className="max-w-2xl">
            <EnquiryConfirmation
              title={enquiryAnswerPage.receivedTitle}
              reference={result.reference}
              nextSteps={form.nextSteps}
              startOverHref="/"
            />
          </div>
        </Section>
      </>
    );
  }
  return (
    <>
      <PageHero eyebrow={enquiryAnswerPage.eyebrow} title={enquiryAnswerPage.title} />
      <Section
        id="answer"
        title={result.kind ? enquiryForms[result.kind].label : enquiryAnswerPage.title}
      >
        <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          {result.kind ? (
            <RetryForm result={{ ...result, kind: result.kind }} />
          ) : (
            <div role="alert" className="grid gap-4">
              <p>{result.message}</p>
              <Link to="/contact" className="font-semibold text-field-800 underline">
                {enquiryAnswerPage.backToContact}
              </Link>
            </div>
          )}
        </div>
      </Section>
    </>
  );
}

function RetryForm({ result }: { result: IntakeRefusal & { kind: EnquiryKind } }) {
  const form = useEnquiryForm(enquiryForms[result.kind], {
    answer: {
      values: result.values,
      errors: result.errors,
      message: result.message,
      idempotencyKey: result.idempotencyKey,
    },
  });
  return <EnquiryForm form={form} answerKey={result.idempotencyKey} />;
}
