import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { FarmerStories } from "~/components/services/farmer-stories";
import { ServiceGrid } from "~/components/services/service-grid";
import { ServicesHero } from "~/components/services/services-hero";
import { WhyChooseUs } from "~/components/services/why-choose-us";
import { Section } from "~/components/ui/section";
import { servicesCta } from "~/content/services-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    locale: "en",
    title: "Services",
    description:
      "Borehole drilling, solar pump installation, irrigation systems, solar grain milling, training and maintenance for farmers and cooperatives across Ethiopia.",
    path: "/services",
  });

export default function ServicesPage() {
  return (
    <>
      <ServicesHero />
      <Section
        id="all-services"
        tone="tint"
        eyebrow="What we do"
        title="Six services, one team"
        intro="Choose a service to see its features, specifications, how we work and what you gain."
      >
        <ServiceGrid />
      </Section>
      <Section
        id="why-choose-us"
        eyebrow="Why choose us"
        title="Built for Ethiopian farms, backed for years"
      >
        <WhyChooseUs />
      </Section>
      <Section
        id="farmer-stories"
        tone="tint"
        eyebrow="Success stories"
        title="What farmers say"
        intro="Farmers and cooperatives who irrigate with our systems today."
      >
        <FarmerStories />
      </Section>
      <CallToActionBand id="get-in-touch" cta={servicesCta} />
    </>
  );
}
