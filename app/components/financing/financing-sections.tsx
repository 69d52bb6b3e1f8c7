import { paymentWayIds } from "~/content/financing";
import type { FaqView } from "~/content/faq-document";
import type { Lender } from "~/content/financing-terms";
import type { Locale } from "~/i18n/locales";
import { useText } from "~/i18n/use-text";

/** The four ways to pay, as cards; each card's id is its anchor (/financing#microfinance). */
export function PaymentWays() {
  const { items } = useText("financing").ways;
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {paymentWayIds.map((id) => (
        <li
          key={id}
          id={id}
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 scroll-mt-28"
        >
          <h3 className="text-lg font-bold text-field-800">{items[id].title}</h3>
          <p className="mt-2 text-stone-700">{items[id].text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The lenders staff list, with what each lends for in the page's language. */
export function LenderList({ lenders, locale }: { lenders: readonly Lender[]; locale: Locale }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="lenders">
      {lenders.map((lender) => (
        <li key={lender.id} className="rounded-xl bg-white p-5 ring-1 ring-stone-200">
          <h3 className="font-bold">{lender.name}</h3>
          <p lang={lender.offers[locale] ? undefined : "en"} className="mt-1 text-stone-700">
            {lender.offers[locale] ?? lender.offers.en}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Questions and answers as staff published them, readable without JavaScript. */
export function FinancingFaq({ items }: { items: readonly FaqView[] }) {
  return (
    // A long word in an answer (a pasted link) breaks rather than widen the list on a phone.
    <dl className="mx-auto grid max-w-3xl gap-8 *:min-w-0">
      {items.map((item) => (
        <div key={item.question.text}>
          <dt className="text-lg font-bold text-stone-900" lang={item.question.lang}>
            {item.question.text}
          </dt>
          <dd className="mt-2 text-stone-700" lang={item.answer.lang}>
            {item.answer.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
