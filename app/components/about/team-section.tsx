import { Section } from "~/components/ui/section";
import type { team } from "~/content/about";
import { useText } from "~/i18n/use-text";
import { TeamCard } from "./team-card";

/** Our Team: a card per leader. */
export function TeamSection({ members }: { members: typeof team }) {
  const text = useText("about").team;
  return (
    <Section id="team" eyebrow={text.eyebrow} title={text.title}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {members.map(({ id, portrait }) => (
          <TeamCard key={id} portrait={portrait} member={text.members[id]} text={text} />
        ))}
      </ul>
    </Section>
  );
}
