import { buttonClasses } from "~/components/ui/button";
import { EntryList } from "~/components/ui/entry-list";
import { Icon } from "~/components/ui/icon";
import { TemplateText } from "~/components/ui/template-text";
import type { FormWords } from "~/content/enquiry-forms";
import { phoneText, telHref } from "~/content/site";
import { useCompany } from "~/i18n/use-chrome";
import type { SentEntry } from "./use-enquiry-form";

/**
 * Moves focus to the confirmation as it appears, so screen readers and keyboards follow, and
 * brings its heading to the top of the screen below the fixed header (its scroll margin): focus
 * alone scrolled it just into view, where the header covered the heading.
 */
function focusOnMount(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "start" });
}

interface EnquiryConfirmationProps {
  /** The confirmation's words, in the form's language. */
  words: FormWords["confirmation"];
  title: string;
  reference: string;
  nextSteps: string;
  /** What was sent, repeated as text (not on the JavaScript-off answer page, which has none). */
  sent?: readonly SentEntry[];
  /**
   * The language what was sent is labelled in, where it is not the page's (sent offline from a
   * page in another language): marked, so a screen reader reads it in its own voice.
   */
  sentLanguage?: string;
  /** Offers another enquiry; a link (`href`) where no script runs. */
  onStartOver?: () => void;
  startOverHref?: string;
}

/** Shown once the company has the enquiry: its reference number, what happens next, what was sent. */
export function EnquiryConfirmation({
  words: enquiryConfirmation,
  title,
  reference,
  nextSteps,
  sent = [],
  sentLanguage,
  onStartOver,
  startOverHref,
}: EnquiryConfirmationProps) {
  const { phone } = useCompany();
  return (
    <div
      ref={focusOnMount}
      role="status"
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-field-200 sm:scroll-mt-28 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <Icon name="check-circle" size={32} className="shrink-0 text-field-600" />
        <h3 className="text-2xl font-bold">{title}</h3>
      </div>
      <p className="mt-5 text-stone-700">{enquiryConfirmation.referenceLabel}</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-wide text-field-800 tabular-nums">
        {reference}
      </p>
      <p className="mt-4 text-stone-700">{nextSteps}</p>
      <p className="mt-2 text-sm text-stone-600">
        <TemplateText
          template={enquiryConfirmation.callUs}
          parts={{
            phone: (
              <a href={telHref(phone)} className="font-semibold text-field-800 underline">
                {phoneText(phone)}
              </a>
            ),
          }}
        />
      </p>
      {sent.length > 0 ? (
        <>
          <h4 className="mt-8 text-sm font-semibold tracking-wider text-field-700 uppercase">
            {enquiryConfirmation.sentTitle}
          </h4>
          <div lang={sentLanguage}>
            <EntryList
              entries={sent}
              className="mt-3 rounded-xl bg-earth-50 px-4 ring-1 ring-stone-200"
            />
          </div>
        </>
      ) : null}
      {onStartOver ? (
        <button type="button" onClick={onStartOver} className={buttonClasses("outline", "mt-6")}>
          {enquiryConfirmation.another}
        </button>
      ) : startOverHref ? (
        <a href={startOverHref} className={buttonClasses("outline", "mt-6")}>
          {enquiryConfirmation.backHome}
        </a>
      ) : null}
    </div>
  );
}
