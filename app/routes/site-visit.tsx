import type { Route } from "./+types/site-visit";
import { localizedForm } from "~/content/enquiry-text";
import { requestLocale } from "~/i18n/locales";
import { NumberedSteps } from "~/components/contact/numbered-steps";
import { SideNote } from "~/components/contact/side-note";
import { VisitForm } from "~/components/forms/deferred-form";
import { FormHeroActions } from "~/components/forms/form-hero-actions";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { siteVisitHero, siteVisitSection, siteVisitSteps } from "~/content/site-visit";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    locale: "en",
    title: "Schedule a site visit",
    description: `Ask a ${site.brand} engineer to visit your farm: the first visit is free. Tell us the place, a week that suits you and your phone number.`,
    path: "/site-visit",
  });

/** The page's form in the page's language (rules and words), sent with the page. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { locale, forms: { visit: localizedForm("visit", locale) } };
}

export default function SiteVisitPage() {
  return (
    <>
      <PageHero
        eyebrow={siteVisitHero.eyebrow}
        title={siteVisitHero.title}
        lead={siteVisitHero.lead}
        actions={<FormHeroActions anchor="#visit" label={siteVisitSection.title} />}
      />
      <Section
        id="visit"
        eyebrow={siteVisitSection.eyebrow}
        title={siteVisitSection.title}
        intro={siteVisitSection.intro}
      >
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <VisitForm />
          </div>
          <SideNote title="What happens next">
            <NumberedSteps steps={siteVisitSteps} />
          </SideNote>
        </div>
      </Section>
    </>
  );
}
