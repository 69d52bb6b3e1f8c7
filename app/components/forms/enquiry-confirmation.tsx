import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { site, telHref } from "~/content/site";
import { enquiryBody, enquiryMailto } from "./enquiry-mail";
import type { SentEntry } from "./use-enquiry-form";

/** Beyond this many characters some e-mail apps cut a prepared message short. */
const LONG_MAIL_BODY = 1500;

/** Moves focus to the confirmation as it appears, so screen readers and keyboards follow. */
function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}

interface EnquiryConfirmationProps {
  title: string;
  sent: readonly SentEntry[];
  /** Subject of the prepared e-mail. */
  subject: string;
  onStartOver: () => void;
}

/**
 * Shown after submitting: repeats what was sent, as text, and gives the honest next step. The
 * site has no server, so the prepared e-mail (or a call) is what makes sure the enquiry arrives.
 */
export function EnquiryConfirmation({
  title,
  sent,
  subject,
  onStartOver,
}: EnquiryConfirmationProps) {
  const longBody = enquiryBody(sent).length > LONG_MAIL_BODY;
  return (
    <div
      ref={focusOnMount}
      role="status"
      tabIndex={-1}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-field-200 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <Icon name="check-circle" size={32} className="shrink-0 text-field-600" />
        <h3 className="text-2xl font-bold">{title}</h3>
      </div>
      <p className="mt-4 text-stone-700">
        One last step: this website does not send messages on its own. To be sure your enquiry
        reaches our team, send it by e-mail (your e-mail app opens with everything below already
        written) or call us on {site.phone}.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={enquiryMailto(subject, sent)} className={buttonClasses("primary")}>
          <Icon name="mail" size={18} />
          Send it by e-mail
        </a>
        <a href={telHref(site.phone)} className={buttonClasses("outline")}>
          <Icon name="phone" size={18} />
          Call {site.phone}
        </a>
      </div>
      {longBody ? (
        <p className="mt-3 text-sm text-stone-600">
          Your message is long: if your e-mail app shortens it, copy the text below into the e-mail.
        </p>
      ) : null}
      <h4 className="mt-8 text-sm font-semibold tracking-wider text-field-700 uppercase">
        What you sent
      </h4>
      <dl className="mt-3 divide-y divide-stone-200 rounded-xl bg-earth-50 px-4 ring-1 ring-stone-200">
        {sent.map((entry) => (
          <div key={entry.name} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-sm font-semibold text-stone-600">{entry.label}</dt>
            <dd className="whitespace-pre-line text-stone-900 [overflow-wrap:anywhere]">
              {entry.value}
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onStartOver} className={buttonClasses("outline", "mt-6")}>
        Write another enquiry
      </button>
    </div>
  );
}
