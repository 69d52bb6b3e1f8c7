import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { FarmerStories } from "~/components/services/farmer-stories";
import { ServiceGrid } from "~/components/services/service-grid";
import { ServicesHero } from "~/components/services/services-hero";
import { WhyChooseUs } from "~/components/services/why-choose-us";
import { Section } from "~/components/ui/section";
import { heroSlides, servicesCta, servicesStats, whyChooseUs } from "~/content/services-page";
import { farmerStoriesView, servicesView } from "~/content/services-view";
import { textsFor } from "~/content/text-modules";
import { requestLocale } from "~/i18n/locales";
import { textPageMeta } from "~/lib/meta";
import { figuresIn, withFigures } from "~/server/company.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/services";

/** Translated: every text of the page comes from `servicesPageText` and `servicesText`. */
export const handle = { translated: true };

/**
 * The page's texts in its language, and the data its sections show: the services with their
 * words (cards and dialogs), the figures, reasons and stories by id (their words are in `text`).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = textsFor(locale, ["servicesPage"]);
  const { cta } = text.servicesPage;
  return {
    locale,
    text,
    slides: heroSlides,
    stats: servicesStats,
    // "Irrigation costs cut by up to 70%": the published figure.
    services: withFigures(servicesView(locale), figuresIn(getRuntime().db, locale)),
    reasons: whyChooseUs,
    stories: farmerStoriesView(locale),
    cta: {
      title: cta.title,
      text: cta.text,
      primary: { label: cta.primary, to: servicesCta.primary },
      secondary: { label: cta.secondary, to: servicesCta.secondary },
      callUs: servicesCta.callUs,
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? textPageMeta(loaderData, loaderData.text.servicesPage.meta, "/services") : [];

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData.text.servicesPage;
  return (
    <>
      <ServicesHero slides={loaderData.slides} stats={loaderData.stats} />
      <Section id="all-services" tone="tint" {...sections.services}>
        <ServiceGrid services={loaderData.services} />
      </Section>
      <Section id="why-choose-us" {...sections.why}>
        <WhyChooseUs reasons={loaderData.reasons} />
      </Section>
      <Section id="farmer-stories" tone="tint" {...sections.stories}>
        <FarmerStories stories={loaderData.stories} />
      </Section>
      <CallToActionBand id="get-in-touch" cta={loaderData.cta} />
    </>
  );
}
