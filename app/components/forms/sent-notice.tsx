import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { EnquiryKind } from "~/content/enquiry-forms";
import { fill } from "~/i18n/translation";
import { forgetAnswers, keptAnswers, startOutbox } from "~/lib/enquiry-outbox";
import { ANSWERS_EVENT } from "~/lib/enquiry-queue-flag";
import type { RootData } from "~/i18n/use-chrome";

interface Shown {
  readonly kind: EnquiryKind;
  readonly reference: string;
}

/**
 * The answers the visitor has not seen, forgotten from the device as they show (only the kind
 * and the reference stay, on screen). An answer whose form is on the page is left to that form,
 * which shows its whole confirmation once it runs; a hidden page shows nothing yet.
 */
function takeUnseen(): Shown[] {
  if (document.visibilityState !== "visible") return [];
  const unseen = keptAnswers().filter(
    (answer) => !document.querySelector(`form[data-enquiry="${answer.kind}"]`),
  );
  forgetAnswers(unseen.map((answer) => answer.reference));
  return unseen.map(({ kind, reference }) => ({ kind, reference }));
}

/** Focus comes to the notice as it appears, so a screen reader reads it and a keyboard is on it. */
function focusOnMount(element: HTMLElement | null) {
  element?.focus({ preventScroll: true });
}

/**
 * Sends the enquiries waiting on this device (from any page, not only their forms'), and says on
 * whatever page the visitor is on that one has been sent, with its reference number, in the
 * page's language, until the visitor closes it. Loaded only when an enquiry or an answer waits
 * (root.tsx).
 */
export default function SentNotice() {
  // The chat's form comes with every page's data: its words are in the page's language.
  const words = (useRouteLoaderData("root") as RootData).forms.callback.words;
  const [shown, setShown] = useState<readonly Shown[]>([]);

  useEffect(() => {
    startOutbox();
    const look = () => {
      const unseen = takeUnseen();
      if (unseen.length) setShown((list) => [...list, ...unseen]);
    };
    look();
    window.addEventListener(ANSWERS_EVENT, look);
    document.addEventListener("visibilitychange", look);
    return () => {
      window.removeEventListener(ANSWERS_EVENT, look);
      document.removeEventListener("visibilitychange", look);
    };
  }, []);

  if (shown.length === 0) return null;

  function dismiss() {
    setShown([]);
    // Back to the page's content, not to the top of the document.
    document.getElementById("main")?.focus({ preventScroll: true });
  }

  return (
    <div
      ref={focusOnMount}
      role="status"
      tabIndex={-1}
      data-testid="sent-notice"
      className="fixed inset-x-3 bottom-3 z-40 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl bg-white p-5 text-stone-800 shadow-2xl ring-1 ring-field-200 outline-none focus-visible:ring-2 focus-visible:ring-field-700 sm:inset-x-auto sm:left-4 sm:bottom-4 sm:w-[26rem] motion-safe:animate-fade-in print:hidden"
    >
      <div className="flex items-start gap-3">
        <Icon name="check-circle" size={28} className="shrink-0 text-field-600" />
        <div className="min-w-0">
          {/* Not a heading: it sits before the page's own, outside its outline. */}
          <p className="text-lg font-bold">{words.notice.title}</p>
          {shown.map(({ kind, reference }) => (
            <div key={reference} className="mt-2">
              <p>{fill(words.notice.body, { kind: words.notice.kinds[kind] })}</p>
              <p className="mt-2 text-sm text-stone-700">{words.confirmation.referenceLabel}</p>
              <p className="font-mono text-xl font-bold tracking-wide text-field-800 tabular-nums">
                {reference}
              </p>
            </div>
          ))}
        </div>
      </div>
      <button type="button" onClick={dismiss} className={buttonClasses("outline", "mt-4 w-full")}>
        {words.notice.dismiss}
      </button>
    </div>
  );
}
