import { QuotedWords } from "~/components/ui/quoted-words";
import { Icon } from "~/components/ui/icon";
import type { SuccessStory } from "~/content/get-started";

/** Customers' stories: their words, who and where they are, and the result. */
export function SuccessStories({ stories }: { stories: readonly SuccessStory[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {stories.map((story) => (
        <li key={story.name} className="flex">
          <figure className="flex flex-1 flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-stone-200">
            <p className="inline-flex items-center gap-2 self-start rounded-full bg-field-50 px-3 py-1 text-sm font-semibold text-field-800 ring-1 ring-field-200">
              <Icon name="chart" size={16} className="shrink-0" />
              {story.result}
            </p>
            <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-stone-800">
              <QuotedWords>{story.text}</QuotedWords>
            </blockquote>
            <figcaption className="mt-6 border-t border-stone-200 pt-4">
              <span className="block font-bold text-stone-900">{story.name}</span>
              <span className="flex items-center gap-1.5 text-sm text-stone-600">
                <Icon name="map-pin" size={14} className="shrink-0" />
                {story.location}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
