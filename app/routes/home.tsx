import type { MetaArgs, MetaDescriptor } from "react-router";
import { acknowledgments } from "~/content/acknowledgments";
import { homeAbout, homeHero } from "~/content/home";
import { homePreview } from "~/content/home-preview";
import { photoShelf } from "~/server/photos.server";
import { publishedProjects } from "~/server/projects.server";
import { figureUnits } from "~/content/company";
import {
  figuresIn,
  percentParts,
  publishedCompany,
  publishedFigures,
  withFigures,
} from "~/server/company.server";
import { getRuntime } from "~/server/runtime.server";
import { localizedForm } from "~/content/enquiry-text";
import { partners } from "~/content/partners";
import { textsFor } from "~/content/text-modules";
import { AboutSummary } from "~/components/home/about-summary";
import { AcknowledgmentList } from "~/components/home/acknowledgment-list";
import { formatDate } from "~/i18n/format";
import { videoEmbedUrl } from "~/lib/youtube-video";
import { ContactSection } from "~/components/home/contact-section";
import { HomeHero } from "~/components/home/home-hero";
import { PartnersCarousel } from "~/components/home/partners-carousel";
import { ProjectsPreview } from "~/components/home/projects-preview";
import { ServicesOverview } from "~/components/home/services-overview";
import { SizingTeaser } from "~/components/sizing/sizing-teaser";
import { Section } from "~/components/ui/section";
import { requestLocale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { textPageMeta } from "~/lib/meta";
import { organizationJsonLd, rootData } from "~/lib/structured-data";
import type { Route } from "./+types/home";

/** Translated: every text of the page comes from `homeText` and `showcaseText`. */
export const handle = { translated: true };

/**
 * Runs at build time: the page's HTML carries just the projects and services it shows, and its
 * texts in its own language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const db = getRuntime().db;
  const figures = publishedFigures(db);
  // The hero's and the about block's claims name the published figures ("up to 70%").
  const text = withFigures(textsFor(locale, ["home", "showcase"]), figuresIn(db, locale));
  return {
    ...homePreview(locale, publishedProjects(getRuntime().db), photoShelf(getRuntime().db)),
    // Only the figures and keys the browser needs; the words come in `text`.
    hero: {
      backgrounds: homeHero.backgrounds,
      // The demo video staff set, as the address it plays from (the page's script builds none):
      // publishing the company settings renders it.
      video: videoEmbedUrl(publishedCompany(getRuntime().db).demoVideoId),
      counters: homeHero.counters.map(({ figure }, index) => ({
        value: figures[figure].value,
        // A percentage as the language writes it ("70%", "%70"); "+" for "or more".
        ...(figureUnits[figure] === "percent"
          ? percentParts(locale)
          : { prefix: "", suffix: figures[figure].plus ? "+" : "" }),
        label: text.home.hero.counters[index] ?? "",
      })),
    },
    aboutImage: homeAbout.image,
    // Dates are formatted here, on the server: a browser may lack the language's calendar words.
    acknowledgments: acknowledgments.map(({ id, date, rating }) => ({
      id,
      date,
      dateLabel: formatDate(locale, date),
      rating,
    })),
    partners: partners.map((partner) => ({
      ...partner,
      alt: text.showcase.partners[partner.name],
    })),
    forms: { home: localizedForm("home", locale) },
    locale,
    text,
  };
}

// `Route.MetaArgs` cannot type `matches` here (its type refers back to this function), so the
// loader's data is typed by hand.
export const meta = ({ loaderData: data, matches }: MetaArgs): MetaDescriptor[] => {
  const loaderData = data as Route.ComponentProps["loaderData"] | undefined;
  if (!loaderData) return [];
  return [
    ...textPageMeta(loaderData, loaderData.text.home.meta, "/"),
    ...organizationJsonLd(rootData(matches)),
  ];
};

/** The home page (spec section 2): one long page of sections, each with its anchor. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData.text.home;
  return (
    <>
      <HomeHero {...loaderData.hero} />
      <Section id="clients" {...sections.partners} tone="plain">
        <PartnersCarousel partners={loaderData.partners} />
      </Section>
      <Section id="services" {...sections.services} tone="tint">
        <ServicesOverview services={loaderData.services} />
        <SizingTeaser className="mt-8" text={loaderData.text.showcase.sizing} />
      </Section>
      <Section id="projects" {...sections.projects} tone="plain">
        <ProjectsPreview projects={loaderData.projects} coverage={loaderData.coverage} />
      </Section>
      <Section id="about" {...sections.about} tone="dark">
        <AboutSummary image={loaderData.aboutImage} />
      </Section>
      <Section
        id="testimonials"
        eyebrow={sections.testimonials.eyebrow}
        title={sections.testimonials.title}
        intro={fill(sections.testimonials.intro, { count: loaderData.acknowledgments.length })}
        tone="tint"
      >
        <AcknowledgmentList entries={loaderData.acknowledgments} />
      </Section>
      <Section id="contact" {...sections.contact} tone="plain">
        <ContactSection />
      </Section>
    </>
  );
}
