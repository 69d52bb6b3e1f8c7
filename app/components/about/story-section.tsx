import { FigureList } from "~/components/ui/figure-list";
import { Section } from "~/components/ui/section";
import type { LabelledValue } from "~/content/labelled-value";
import { useHeadlineFigures } from "~/i18n/use-chrome";
import { fill } from "~/i18n/translation";
import { useText } from "~/i18n/use-text";

/**
 * Our Story: how the company began, beside its fact sheet (facts in the page's language). The
 * prose names the headline figures as staff publish them.
 */
export function StorySection({ facts }: { facts: readonly LabelledValue[] }) {
  const { story } = useText("about");
  const headline = useHeadlineFigures();
  return (
    <Section id="story" eyebrow={story.eyebrow} title={fill(story.title, headline)}>
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:gap-14">
        <div className="space-y-5 text-lg leading-relaxed text-stone-700">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph, headline)}</p>
          ))}
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-7">
          <h3 className="text-sm font-semibold tracking-wider text-field-700 uppercase">
            {story.glance}
          </h3>
          <FigureList
            figures={facts}
            order="label-first"
            className="mt-4 divide-y divide-stone-200"
            itemClassName="grid gap-x-4 gap-y-0.5 py-3 sm:grid-cols-[9rem_1fr]"
            labelClassName="text-stone-600"
            valueClassName="font-semibold text-stone-900"
          />
        </div>
      </div>
    </Section>
  );
}
