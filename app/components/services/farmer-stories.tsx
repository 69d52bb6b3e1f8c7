import { QuotedWords } from "~/components/ui/quoted-words";
import { Icon } from "~/components/ui/icon";
import type { FarmerStoryView } from "~/content/services-view";
import { fill } from "~/i18n/translation";
import { useChrome } from "~/i18n/use-chrome";
import { useText } from "~/i18n/use-text";

/** Farmers' own words, each with a rating, the service they used and the result. */
export function FarmerStories({ stories }: { stories: readonly FarmerStoryView[] }) {
  const { ui } = useChrome();
  const { stories: text } = useText("servicesPage");
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {stories.map((story) => {
        const words = text[story.id];
        return (
          <li key={story.id}>
            <figure className="flex h-full flex-col rounded-2xl bg-earth-50 p-6 ring-1 ring-stone-200 sm:p-7">
              <div className="flex flex-col items-start gap-3">
                <p className="flex gap-0.5 text-sun-600">
                  {Array.from({ length: 5 }, (_, star) => (
                    <Icon
                      key={star}
                      name="star"
                      size={18}
                      className={star < story.rating ? "fill-sun-400" : ""}
                    />
                  ))}
                  <span className="sr-only">
                    {fill(ui.rating, { rating: story.rating, max: 5 })}
                  </span>
                </p>
                <p className="rounded-full bg-field-100 px-3 py-1 text-sm font-semibold text-field-800">
                  {words.result}
                </p>
              </div>
              <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-stone-800">
                <QuotedWords>{words.text}</QuotedWords>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-stone-200 pt-5">
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-field-700 font-bold text-white"
                >
                  {words.initials}
                </span>
                <span>
                  <span className="block font-bold text-stone-900">{words.name}</span>
                  <span className="block text-sm text-stone-600">{words.location}</span>
                  <span className="block text-sm font-medium text-field-700">
                    {story.serviceTitle}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
