import type { journey } from "~/content/about";
import { useText } from "~/i18n/use-text";

/** A milestone of Our Journey, its year already written in the page's calendar. */
interface Milestone {
  readonly id: (typeof journey)[number]["id"];
  readonly year: string;
}

/** Our Journey: milestones in order, on a vertical line. */
export function JourneyTimeline({ items }: { items: readonly Milestone[] }) {
  const text = useText("about").journey.items;
  return (
    <ol className="relative ml-2 max-w-3xl border-l-2 border-field-200 sm:ml-4">
      {items.map((item) => (
        <li key={item.id} className="relative pb-10 pl-8 last:pb-0 sm:pl-10">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[9px] size-4 rounded-full border-2 border-white bg-sun-500 ring-2 ring-sun-500"
          />
          <p className="inline-block rounded-full bg-field-50 px-3 py-0.5 text-sm font-bold text-field-800 ring-1 ring-field-200">
            {item.year}
          </p>
          <h3 className="mt-2 text-lg font-bold">{text[item.id].title}</h3>
          <p className="mt-1 text-stone-600">{text[item.id].description}</p>
        </li>
      ))}
    </ol>
  );
}
