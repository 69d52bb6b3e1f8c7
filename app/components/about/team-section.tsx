import { Section } from "~/components/ui/section";
import type { AboutText } from "~/content/about";
import type { TeamMemberView } from "~/content/team-document";
import { TeamCard } from "./team-card";

/** The team section's own words (the members come from the store). */
export type TeamText = Omit<AboutText["team"], "members">;

/** Our Team: a card per person, in the order staff published. */
export function TeamSection({
  members,
  text,
}: {
  members: readonly TeamMemberView[];
  text: TeamText;
}) {
  return (
    <Section id="team" eyebrow={text.eyebrow} title={text.title}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <TeamCard key={member.id} member={member} text={text} />
        ))}
      </ul>
    </Section>
  );
}
