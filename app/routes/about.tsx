import { AboutCarousel } from "~/components/about/about-carousel";
import { AfterSales } from "~/components/about/after-sales";
import { HeadlineFigures } from "~/components/about/headline-figures";
import { JourneyTimeline } from "~/components/about/journey-timeline";
import { KeyServicesSection } from "~/components/about/key-services-section";
import { MissionSection } from "~/components/about/mission-section";
import { ProjectTeamsSection } from "~/components/about/project-teams-section";
import { StorySection } from "~/components/about/story-section";
import { StructureSection } from "~/components/about/structure-section";
import { TeamSection } from "~/components/about/team-section";
import { ValuesSection } from "~/components/about/values-section";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { useHeadlineFigures } from "~/i18n/use-chrome";
import { Section } from "~/components/ui/section";
import {
  aboutCallsToAction,
  aboutSlideIntervalMs,
  aboutSlides,
  companyFacts,
  foundedOn,
  growth,
  headlineFigures,
  journey,
  keyServices,
  projectTeams,
  structurePillars,
  values,
} from "~/content/about";
import type { CallToAction } from "~/content/call-to-action";
import { teamIn } from "~/content/team-document";
import { site } from "~/content/site";
import { textsFor } from "~/content/text-modules";
import { formatDate, formatYear } from "~/i18n/format";
import { requestLocale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { textPageMeta } from "~/lib/meta";
import { photoShelf } from "~/server/photos.server";
import { getRuntime } from "~/server/runtime.server";
import { publishedTeam } from "~/server/team.server";
import type { Route } from "./+types/about";

/** Translated: every text of the page comes from `aboutText` (and the pictures' alts). */
export const handle = { translated: true };

/**
 * The page's texts in its language, and the data its sections show (ids, icons, figures, link
 * targets); the sections look their words up by id. Slide alts and the founding month come
 * already in the page's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { pictures } = textsFor(locale, ["pictures"]);
  const { about } = textsFor(locale, ["about"]);
  // The team's words come from the store: the texts' members only seed it.
  const { eyebrow, title, portrait, expertise, achievements } = about.team;
  const db = getRuntime().db;
  return {
    locale,
    text: { about: { ...about, team: { eyebrow, title, portrait, expertise, achievements } } },
    slides: aboutSlides.map(({ id, image, alt }) => ({ id, image, alt: pictures[alt] })),
    figures: headlineFigures,
    facts: companyFacts,
    founded: formatDate(locale, foundedOn, "month"),
    keyServices,
    // Each milestone's year in the page's calendar (2023 → 2015 ዓ.ም.), formatted here: the
    // browser may lack the calendar's data.
    journey: journey.map((item) => ({ ...item, year: formatYear(locale, Number(item.year)) })),
    values,
    structurePillars,
    growth,
    team: teamIn(publishedTeam(db), locale, photoShelf(db)),
    projectTeams,
    links: aboutCallsToAction,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? textPageMeta(loaderData, loaderData.text.about.meta, "/about") : [];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const text = loaderData.text.about;
  const { links } = loaderData;
  const headline = useHeadlineFigures();
  const callToAction = (band: keyof typeof links): CallToAction => ({
    title: text.callsToAction[band].title,
    text: text.callsToAction[band].text,
    primary: { to: links[band].primary.to, label: text.callsToAction[band].primary },
    secondary: { to: links[band].secondary.to, label: text.callsToAction[band].secondary },
  });
  return (
    <>
      <PageHero
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        lead={fill(text.hero.lead, headline)}
        actions={
          <>
            <ButtonLink to="/projects">{text.hero.projects}</ButtonLink>
            <ButtonLink to="/contact" variant="ghost-light">
              {text.hero.contact}
            </ButtonLink>
          </>
        }
        aside={
          <AboutCarousel
            slides={loaderData.slides.map((slide) => ({ ...slide, ...text.slides[slide.id] }))}
            intervalMs={aboutSlideIntervalMs}
            label={fill(text.carousel.label, { brand: site.brand })}
            text={text.carousel}
          />
        }
      />
      <HeadlineFigures
        figures={loaderData.figures.map(({ id, icon }) => ({
          value: headline[id],
          icon,
          label: text.figures[id],
        }))}
      />
      <StorySection
        facts={loaderData.facts.map((id) => ({
          label: text.story.facts[id].label,
          value: fill(text.story.facts[id].value, { ...headline, date: loaderData.founded }),
        }))}
      />
      <MissionSection />
      <KeyServicesSection services={loaderData.keyServices} />
      <Section id="journey" eyebrow={text.journey.eyebrow} title={text.journey.title}>
        <JourneyTimeline items={loaderData.journey} />
      </Section>
      <ValuesSection items={loaderData.values} />
      <StructureSection pillars={loaderData.structurePillars} rows={loaderData.growth} />
      <CallToActionBand id="see-our-work" cta={callToAction("midPage")} tone="light" />
      <TeamSection members={loaderData.team} text={text.team} />
      <ProjectTeamsSection teams={loaderData.projectTeams} />
      <AfterSales />
      <CallToActionBand id="start-your-project" cta={callToAction("closing")} />
    </>
  );
}
