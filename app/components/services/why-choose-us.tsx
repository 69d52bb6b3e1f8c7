import { Icon } from "~/components/ui/icon";
import { whyChooseUs } from "~/content/services-page";

/** The reasons to choose the company, as an icon list. */
export function WhyChooseUs() {
  return (
    <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {whyChooseUs.map((reason) => (
        <li key={reason.title} className="flex gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-field-100 text-field-700">
            <Icon name={reason.icon} size={24} />
          </span>
          <div>
            <h3 className="text-lg font-bold">{reason.title}</h3>
            <p className="mt-1.5 text-stone-600">{reason.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
