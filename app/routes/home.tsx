import type { MetaArgs, MetaDescriptor } from "react-router";
import { acknowledgments } from "~/content/acknowledgments";
import { homeAbout, homeContact } from "~/content/home";
import { homePreview } from "~/content/home-preview";
import { partners } from "~/content/partners";
import { site } from "~/content/site";
import { AboutSummary } from "~/components/home/about-summary";
import { AcknowledgmentList } from "~/components/home/acknowledgment-list";
import { ContactSection } from "~/components/home/contact-section";
import { HomeHero } from "~/components/home/home-hero";
import { PartnersCarousel } from "~/components/home/partners-carousel";
import { ProjectsPreview } from "~/components/home/projects-preview";
import { ServicesOverview } from "~/components/home/services-overview";
import { SizingTeaser } from "~/components/sizing/sizing-teaser";
import { Section } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd, rootData } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const meta = ({ matches }: MetaArgs): MetaDescriptor[] => [
  ...pageMeta({
    locale: "en",
    title: "Solar Irrigation & Agro-Engineering",
    description: `${site.brand}: solar water pumps, borehole drilling, irrigation and solar grain mills for Ethiopia's farmers, cooperatives and agencies — from survey to harvest.`,
    path: "/",
  }),
  ...organizationJsonLd(rootData(matches)),
];

/** Runs at build time: the page's HTML carries just the projects and services it shows. */
export function loader() {
  return homePreview();
}

/** The home page (spec section 2): one long page of sections, each with its anchor. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <Section
        id="clients"
        eyebrow="Our partners"
        title="Trusted by cooperatives, agencies and lenders"
        tone="plain"
      >
        <PartnersCarousel partners={partners} />
      </Section>
      <Section
        id="services"
        eyebrow="What we do"
        title="Turnkey solar water, from survey to harvest"
        intro="Six services from one team, so nothing falls between contractors."
        tone="tint"
      >
        <ServicesOverview services={loaderData.services} />
        <SizingTeaser className="mt-8" />
      </Section>
      <Section
        id="projects"
        eyebrow="Our work"
        title="Recent projects"
        intro="Pumps, boreholes and irrigation schemes delivered for farmers, cooperatives and public programmes."
        tone="plain"
      >
        <ProjectsPreview projects={loaderData.projects} coverage={loaderData.coverage} />
      </Section>
      <Section
        id="about"
        eyebrow={homeAbout.eyebrow}
        title={homeAbout.title}
        intro={homeAbout.intro}
        tone="dark"
      >
        <AboutSummary />
      </Section>
      <Section
        id="testimonials"
        eyebrow="Acknowledgments"
        title="What farmers and partners say"
        intro={`${acknowledgments.length} acknowledgments from the farms and offices we have worked with.`}
        tone="tint"
      >
        <AcknowledgmentList />
      </Section>
      <Section
        id="contact"
        eyebrow={homeContact.eyebrow}
        title={homeContact.title}
        intro={homeContact.intro}
        tone="plain"
      >
        <ContactSection />
      </Section>
    </>
  );
}
