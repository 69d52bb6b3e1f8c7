import { Link } from "~/components/ui/locale-link";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import type { EnquiryFormDefinition, EnquiryKind } from "~/content/enquiry-forms";
import type { EnquiryText } from "~/content/enquiry-text";
import { useLocalizePath } from "~/i18n/use-locale";
import type { IntakeRefusal, IntakeResult } from "~/lib/enquiry-result";
import { EnquiryConfirmation } from "./enquiry-confirmation";
import { EnquiryForm } from "./enquiry-form";
import { useEnquiryForm } from "./use-enquiry-form";

interface EnquiryAnswerProps {
  result: IntakeResult;
  /** The form that was sent, in its language (null when the kind was unknown). */
  form: EnquiryFormDefinition | null;
  answerPage: EnquiryText["answerPage"];
}

/**
 * The pages a form sent without JavaScript leads to: the confirmation (an address of its own, in
 * every language), or the same form again with what the visitor typed and the messages next to
 * the fields.
 */
export function EnquiryAnswer({ result, form, answerPage }: EnquiryAnswerProps) {
  const localize = useLocalizePath();
  if (result.ok && form) {
    return (
      <>
        <PageHero eyebrow={answerPage.eyebrow} title={form.thanks} />
        <Section id="answer" title={answerPage.nextTitle}>
          <div className="max-w-2xl">
            <EnquiryConfirmation
              words={form.words.confirmation}
              title={answerPage.receivedTitle}
              reference={result.reference}
              nextSteps={form.nextSteps}
              startOverHref={localize("/")}
            />
          </div>
        </Section>
      </>
    );
  }
  const refusal = result.ok ? null : result;
  return (
    <>
      <PageHero eyebrow={answerPage.eyebrow} title={answerPage.title} />
      <Section id="answer" title={form ? form.label : answerPage.title}>
        <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          {refusal && refusal.kind && form ? (
            <RetryForm result={{ ...refusal, kind: refusal.kind }} form={form} />
          ) : (
            <div role="alert" className="grid gap-4">
              <p>{refusal?.message}</p>
              <Link to="/contact" className="font-semibold text-field-800 underline">
                {answerPage.backToContact}
              </Link>
            </div>
          )}
        </div>
        <LanguageNote text={answerPage.languageNote} />
      </Section>
    </>
  );
}

/** The header's language links leave this answer for the form's page: they send nothing. */
function LanguageNote({ text }: { text: string }) {
  return <p className="mt-6 max-w-2xl text-sm text-stone-600">{text}</p>;
}

function RetryForm({
  result,
  form: definition,
}: {
  result: IntakeRefusal & { kind: EnquiryKind };
  form: EnquiryFormDefinition;
}) {
  const form = useEnquiryForm(definition, {
    answer: {
      values: result.values,
      errors: result.errors,
      message: result.message,
      idempotencyKey: result.idempotencyKey,
      page: result.page,
    },
  });
  return <EnquiryForm form={form} answerKey={result.idempotencyKey} />;
}
