import type { Route } from "./+types/get-started";
import { localizedForm } from "~/content/enquiry-text";
import { requestLocale } from "~/i18n/locales";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { NumberedSteps } from "~/components/contact/numbered-steps";
import { SideNote } from "~/components/contact/side-note";
import { QuoteForm } from "~/components/forms/deferred-form";
import { BenefitCards } from "~/components/get-started/benefit-cards";
import { ProcessSteps } from "~/components/get-started/process-steps";
import { SuccessStories } from "~/components/get-started/success-stories";
import { SizingTeaser } from "~/components/sizing/sizing-teaser";
import { ButtonLink } from "~/components/ui/button";
import { FormHeroActions } from "~/components/forms/form-hero-actions";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import {
  benefits,
  getStartedCallToAction,
  getStartedHero,
  processSteps,
  quotePromises,
  successStories,
} from "~/content/get-started";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    locale: "en",
    title: "Get a free quote",
    description: `Request a free solar irrigation quote from ${site.brand}: tell us your farm size and region, and an engineer proposes a system and a price.`,
    path: "/get-started",
  });

/** The page's form in the page's language (rules and words), sent with the page. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { locale, forms: { quote: localizedForm("quote", locale) } };
}

export default function GetStartedPage() {
  return (
    <>
      <PageHero
        eyebrow={getStartedHero.eyebrow}
        title={getStartedHero.title}
        lead={getStartedHero.lead}
        actions={<FormHeroActions anchor="#quote" label="Request a quote" />}
        aside={
          <div className="hidden lg:block">
            <SideNote title="Your free quote includes" dark headingLevel="h2">
              <NumberedSteps steps={quotePromises} dark />
            </SideNote>
          </div>
        }
      />
      <Section id="benefits" eyebrow="Why solar irrigation" title="What our customers gain">
        <BenefitCards benefits={benefits} />
      </Section>
      <Section
        id="process"
        tone="tint"
        eyebrow="How it works"
        title="Five steps from first visit to running water"
      >
        <ProcessSteps steps={processSteps} />
      </Section>
      <Section
        id="quote"
        eyebrow="Quote request"
        title="Tell us about your farm"
        intro="The farm size, the region and a phone number or e-mail address are all we need; everything else helps us propose the right system."
      >
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <QuoteForm />
          </div>
          <SideNote title="Prefer a ready-made package?">
            <p>
              Our Starter, Professional and Enterprise packages cover farms from under 2 ha to more
              than 5 ha, installation and support included.
            </p>
            <ButtonLink to="/products" variant="outline" className="mt-5">
              Compare packages
            </ButtonLink>
            <SizingTeaser className="mt-6 border-t border-stone-200 pt-5" />
          </SideNote>
        </div>
      </Section>
      <Section id="stories" tone="tint" eyebrow="Success stories" title="Farmers who started here">
        <SuccessStories stories={successStories} />
      </Section>
      <CallToActionBand id="get-started-next" cta={getStartedCallToAction} />
    </>
  );
}
