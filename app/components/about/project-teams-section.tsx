import { CheckList } from "~/components/ui/check-list";
import { Section } from "~/components/ui/section";
import type { projectTeams } from "~/content/about";
import { useText } from "~/i18n/use-text";
import { FeatureCard, FeatureGrid } from "./feature-grid";

/** Project Team Structure: the three teams on every project, with their roles. */
export function ProjectTeamsSection({ teams }: { teams: typeof projectTeams }) {
  const text = useText("about").projectTeams;
  return (
    <Section id="project-teams" tone="tint" eyebrow={text.eyebrow} title={text.title}>
      <FeatureGrid>
        {teams.map(({ id, icon }) => {
          const projectTeam = text.items[id];
          return (
            <FeatureCard
              key={id}
              icon={icon}
              title={projectTeam.title}
              description={projectTeam.description}
            >
              <CheckList items={projectTeam.roles} className="mt-4 text-stone-700" />
            </FeatureCard>
          );
        })}
      </FeatureGrid>
    </Section>
  );
}
