import { Section } from "~/components/ui/section";
import type { growth, structurePillars } from "~/content/about";
import { useHeadlineFigures } from "~/i18n/use-chrome";
import { fill } from "~/i18n/translation";
import { useText } from "~/i18n/use-text";
import { FeatureCard, FeatureGrid } from "./feature-grid";
import { GrowthFigures } from "./growth-figures";

/** Company Structure and Growth: how the company is organised, and how it has grown. */
export function StructureSection({
  pillars,
  rows,
}: {
  pillars: typeof structurePillars;
  rows: typeof growth;
}) {
  const text = useText("about").structure;
  // The people's pillar names the published staff figures.
  const headline = useHeadlineFigures();
  return (
    <Section id="structure" eyebrow={text.eyebrow} title={text.title} intro={text.intro}>
      <FeatureGrid>
        {pillars.map((pillar) => (
          <FeatureCard
            key={pillar.id}
            icon={pillar.icon}
            title={text.pillars[pillar.id].title}
            description={fill(text.pillars[pillar.id].description, headline)}
          />
        ))}
      </FeatureGrid>
      <GrowthFigures rows={rows} />
    </Section>
  );
}
