import type { Route } from "./+types/site-visit";
import { localizedForm } from "~/content/enquiry-text";
import { textsFor } from "~/content/text-modules";
import { requestLocale } from "~/i18n/locales";
import { NumberedSteps } from "~/components/contact/numbered-steps";
import { SideNote } from "~/components/contact/side-note";
import { VisitForm } from "~/components/forms/deferred-form";
import { FormHeroActions } from "~/components/forms/form-hero-actions";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { textPageMeta } from "~/lib/meta";

/** Translated: every text of the page comes from `siteVisitText` and the form's words. */
export const handle = { translated: true };

/** The page's texts and form in the page's language (rules and words), sent with the page. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return {
    locale,
    text: textsFor(locale, ["siteVisit"]),
    forms: { visit: localizedForm("visit", locale) },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? textPageMeta(loaderData, loaderData.text.siteVisit.meta, "/site-visit") : [];

export default function SiteVisitPage({ loaderData }: Route.ComponentProps) {
  const text = loaderData.text.siteVisit;
  return (
    <>
      <PageHero
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        lead={text.hero.lead}
        actions={<FormHeroActions anchor="#visit" label={text.section.title} />}
      />
      <Section
        id="visit"
        eyebrow={text.section.eyebrow}
        title={text.section.title}
        intro={text.section.intro}
      >
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <VisitForm />
          </div>
          <SideNote title={text.next}>
            <NumberedSteps steps={text.steps} />
          </SideNote>
        </div>
      </Section>
    </>
  );
}
