import type { Route } from "./+types/get-started";
import { NumberedSteps } from "~/components/contact/numbered-steps";
import { SideNote } from "~/components/contact/side-note";
import { QuoteForm } from "~/components/forms/deferred-form";
import { FormHeroActions } from "~/components/forms/form-hero-actions";
import { BenefitCards } from "~/components/get-started/benefit-cards";
import { PackageNamesText } from "~/components/get-started/package-names";
import { ProcessSteps } from "~/components/get-started/process-steps";
import { SuccessStories } from "~/components/get-started/success-stories";
import { SizingTeaser } from "~/components/sizing/sizing-teaser";
import { ButtonLink } from "~/components/ui/button";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { localizedForm } from "~/content/enquiry-text";
import {
  benefits,
  type BenefitView,
  getStartedCta,
  packagesPath,
  processStepIds,
  successStoryIds,
} from "~/content/get-started";
import { packages } from "~/content/packages";
import { textsFor } from "~/content/text-modules";
import { requestLocale } from "~/i18n/locales";
import { figuresIn, percentIn, withFigures } from "~/server/company.server";
import { getRuntime } from "~/server/runtime.server";
import { textPageMeta } from "~/lib/meta";
import { catalogueNames, withNames } from "~/server/catalogue-names.server";
import { wordedQuoteQuery } from "~/server/quote-estimate.server";

/** Translated: every text of the page comes from `getStartedText` and the form's words. */
export const handle = { translated: true };

/** The page's texts, its data and the quote form in the page's language, sent with the page. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const figures = figuresIn(getRuntime().db, locale);
  // "Irrigation costs fall by up to 70%": the published figure.
  const text = withFigures(textsFor(locale, ["getStarted"]), figures);
  const words = text.getStarted;
  const names = catalogueNames(locale);
  return {
    locale,
    text,
    // Its choices, and the packages' note beside it, name the products and packages as staff
    // published them.
    forms: { quote: withNames(localizedForm("quote", locale), locale, names) },
    // An estimate's answers in the address, worded in the page's language for the quote form
    // (rendered from its query: docs/decisions/0034). Prerendered: no query.
    quoteQuery: wordedQuoteQuery(new URL(request.url).searchParams, locale),
    packageNames: packages.map(({ id }) => names.packages[id]),
    benefits: benefits.map((benefit): BenefitView => ({
      id: benefit.id,
      icon: benefit.icon,
      value: "figure" in benefit ? figures[benefit.figure] : percentIn(locale, benefit.percent),
    })),
    steps: processStepIds.map((id) => words.steps[id]),
    stories: successStoryIds.map((id) => words.stories[id]),
    cta: getStartedCta(words),
    // Only the sizing teaser's line of the showcase texts, not the whole module.
    sizing: textsFor(locale, ["showcase"]).showcase.sizing,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? textPageMeta(loaderData, loaderData.text.getStarted.meta, "/get-started") : [];

export default function GetStartedPage({ loaderData }: Route.ComponentProps) {
  const text = loaderData.text.getStarted;
  return (
    <>
      <PageHero
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        lead={text.hero.lead}
        actions={<FormHeroActions anchor="#quote" label={text.hero.action} />}
        aside={
          <div className="hidden lg:block">
            <SideNote title={text.hero.promisesTitle} dark headingLevel="h2">
              <NumberedSteps steps={text.hero.promises} dark />
            </SideNote>
          </div>
        }
      />
      <Section id="benefits" {...text.sections.benefits}>
        <BenefitCards benefits={loaderData.benefits} />
      </Section>
      <Section id="process" tone="tint" {...text.sections.process}>
        <ProcessSteps steps={loaderData.steps} />
      </Section>
      <Section id="quote" {...text.sections.quote}>
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <QuoteForm wordedQuery={loaderData.quoteQuery} />
          </div>
          <SideNote title={text.packages.title}>
            <p>
              <PackageNamesText
                template={text.packages.text}
                list={text.packages.names}
                names={loaderData.packageNames}
              />
            </p>
            <ButtonLink to={packagesPath} variant="outline" className="mt-5">
              {text.packages.action}
            </ButtonLink>
            <SizingTeaser
              className="mt-6 border-t border-stone-200 pt-5"
              text={loaderData.sizing}
            />
          </SideNote>
        </div>
      </Section>
      <Section id="stories" tone="tint" {...text.sections.stories}>
        <SuccessStories stories={loaderData.stories} />
      </Section>
      <CallToActionBand id="get-started-next" cta={loaderData.cta} />
    </>
  );
}
