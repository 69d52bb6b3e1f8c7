import { AboutCarousel } from "~/components/about/about-carousel";
import { AfterSales } from "~/components/about/after-sales";
import { FeatureCard, FeatureGrid } from "~/components/about/feature-grid";
import { CheckList } from "~/components/ui/check-list";
import { GrowthFigures } from "~/components/about/growth-figures";
import { HeadlineFigures } from "~/components/about/headline-figures";
import { JourneyTimeline } from "~/components/about/journey-timeline";
import { MissionSection } from "~/components/about/mission-section";
import { StorySection } from "~/components/about/story-section";
import { TeamCard } from "~/components/about/team-card";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import {
  aboutCallsToAction,
  aboutHero,
  aboutSlideIntervalMs,
  aboutSlides,
  afterSales,
  headlineFigures,
  journey,
  keyServices,
  projectTeams,
  structure,
  team,
  values,
} from "~/content/about";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    locale: "en",
    title: "About us",
    description: `${site.brand} drills boreholes and installs solar pumps, irrigation and grain mills across Ethiopia. Our story, mission, values and team.`,
    path: "/about",
  });

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        lead={aboutHero.lead}
        actions={
          <>
            <ButtonLink to="/projects">See our projects</ButtonLink>
            <ButtonLink to="/contact" variant="ghost-light">
              Contact us
            </ButtonLink>
          </>
        }
        aside={
          <AboutCarousel
            slides={aboutSlides}
            intervalMs={aboutSlideIntervalMs}
            label={`${site.brand} in pictures`}
          />
        }
      />
      <HeadlineFigures figures={headlineFigures} />
      <StorySection />
      <MissionSection />
      <Section
        id="key-services"
        tone="tint"
        eyebrow="What we do"
        title="Key services"
        intro="One team from the first survey to years of service: we drill, power, irrigate, mill and train."
      >
        <FeatureGrid>
          {keyServices.map((item) => (
            <FeatureCard key={item.title} {...item} />
          ))}
        </FeatureGrid>
        <p className="mt-8">
          <ButtonLink to="/services" variant="outline">
            Details of every service
            <Icon name="arrow-right" size={18} />
          </ButtonLink>
        </p>
      </Section>
      <Section id="journey" eyebrow="Our journey" title="2023 to 2025">
        <JourneyTimeline items={journey} />
      </Section>
      <Section id="values" tone="tint" eyebrow="Our values" title="What guides our work">
        <FeatureGrid columns={4}>
          {values.map((value) => (
            <FeatureCard key={value.title} {...value}>
              <div className="mt-auto pt-5">
                <p className="flex items-start gap-2 border-t border-stone-200 pt-4 font-semibold text-field-800">
                  <Icon name="chart" size={18} className="mt-0.5 shrink-0 text-sun-600" />
                  {value.impact}
                </p>
              </div>
            </FeatureCard>
          ))}
        </FeatureGrid>
      </Section>
      <Section
        id="structure"
        eyebrow="Company structure and growth"
        title="Owner-led, and growing every season"
        intro={structure.intro}
      >
        <FeatureGrid>
          {structure.pillars.map((pillar) => (
            <FeatureCard key={pillar.title} {...pillar} />
          ))}
        </FeatureGrid>
        <GrowthFigures rows={structure.growth} />
      </Section>
      <CallToActionBand id="see-our-work" cta={aboutCallsToAction.midPage} tone="light" />
      <Section id="team" eyebrow="Our team" title="The people who lead the work">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <TeamCard key={member.name} member={member} />
          ))}
        </ul>
      </Section>
      <Section
        id="project-teams"
        tone="tint"
        eyebrow="Project team structure"
        title="Three teams on every project"
      >
        <FeatureGrid>
          {projectTeams.map((projectTeam) => (
            <FeatureCard key={projectTeam.title} {...projectTeam}>
              <CheckList items={projectTeam.roles} className="mt-4 text-stone-700" />
            </FeatureCard>
          ))}
        </FeatureGrid>
      </Section>
      <Section
        id="after-sales"
        eyebrow="After sales service"
        title="We stay after the water flows"
        intro={afterSales.intro}
      >
        <AfterSales />
      </Section>
      <CallToActionBand id="start-your-project" cta={aboutCallsToAction.closing} />
    </>
  );
}
