import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { useText } from "~/i18n/use-text";

/** Mission and vision, on the dark band. */
export function MissionSection() {
  const { mission } = useText("about");
  return (
    <Section id="mission" eyebrow={mission.eyebrow} title={mission.title} tone="dark">
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <p className="flex gap-4 text-xl leading-snug font-semibold text-white sm:text-2xl">
          <Icon name="target" size={32} className="mt-0.5 shrink-0 text-sun-400" />
          {mission.statement}
        </p>
        <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
          <h3 className="text-sm font-semibold tracking-wider text-sun-300 uppercase">
            {mission.visionTitle}
          </h3>
          <p className="mt-3 text-lg text-field-100">{mission.vision}</p>
        </div>
      </div>
    </Section>
  );
}
