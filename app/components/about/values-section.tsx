import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import type { values } from "~/content/about";
import { useHeadlineFigures } from "~/i18n/use-chrome";
import { fill } from "~/i18n/translation";
import { useText } from "~/i18n/use-text";
import { FeatureCard, FeatureGrid } from "./feature-grid";

/** Our Values: a card per value, each closing on its measurable impact (published figures filled in). */
export function ValuesSection({ items }: { items: typeof values }) {
  const text = useText("about").values;
  const headline = useHeadlineFigures();
  return (
    <Section id="values" tone="tint" eyebrow={text.eyebrow} title={text.title}>
      <FeatureGrid columns={4}>
        {items.map(({ id, icon }) => {
          const value = text.items[id];
          return (
            <FeatureCard key={id} icon={icon} title={value.title} description={value.description}>
              <div className="mt-auto pt-5">
                <p className="flex items-start gap-2 border-t border-stone-200 pt-4 font-semibold text-field-800">
                  <Icon name="chart" size={18} className="mt-0.5 shrink-0 text-sun-600" />
                  {fill(value.impact, headline)}
                </p>
              </div>
            </FeatureCard>
          );
        })}
      </FeatureGrid>
    </Section>
  );
}
