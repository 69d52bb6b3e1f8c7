import { Icon } from "~/components/ui/icon";
import type { FaqView } from "~/content/faq-document";

/**
 * Questions as staff published them, as native disclosure widgets: they open with a click, Enter
 * or Space, without JavaScript.
 */
export function FaqList({ faqs }: { faqs: readonly FaqView[] }) {
  return (
    <div className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {faqs.map((faq) => (
        <details key={faq.question.text} className="group px-5 sm:px-6">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
            <span lang={faq.question.lang} className="min-w-0">
              {faq.question.text}
            </span>
            <Icon
              name="chevron-down"
              size={22}
              className="shrink-0 text-field-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-5 text-stone-700" lang={faq.answer.lang}>
            {faq.answer.text}
          </p>
        </details>
      ))}
    </div>
  );
}
