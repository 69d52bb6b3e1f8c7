import { redirect } from "react-router";
import { MethodSteps } from "~/components/sizing/method-steps";
import { MONTHLY_COST_ID } from "~/components/sizing/monthly-cost";
import { ANSWERED_ID, SHOWN_ANSWERS } from "~/components/sizing/sizing-form";
import { SHARED_ESTIMATE_ATTRIBUTE, SizingTool } from "~/components/sizing/sizing-tool";
import { buttonClasses } from "~/components/ui/button";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { illustrations } from "~/content/illustrations";
import { sizingCallToAction, sizingTextWithFigures } from "~/content/sizing-page";
import { textsFor } from "~/content/text-modules";
import {
  catalogueNames,
  packagesInEnglish,
  withPackageNames,
} from "~/server/catalogue-names.server";
import { requestLocale } from "~/i18n/locales";
import { financingSettings, priceSettings, sizingPrices } from "~/server/price-settings.server";
import { textPageMeta } from "~/lib/meta";
import {
  isPriced,
  answersFromParams,
  answersWithFuel,
  estimate,
  paramsFromAnswers,
  validateAnswers,
} from "~/lib/sizing";
import { revalidateOnNewPathOnly } from "~/lib/revalidate";
import { wordedCallToAction } from "~/content/call-to-action";
import type { Route } from "./+types/size-your-system";

/**
 * Marks the page when its URL carries answers (a shared estimate): the prerendered figures are
 * the example's, so app.css hides the tool until the scripts have worked out that estimate
 * (`SizingTool` removes the mark). A fixed string: post-build hashes it into the page's CSP.
 */
const sharedEstimateBoot = `location.search.length>1&&document.documentElement.setAttribute("${SHARED_ESTIMATE_ATTRIBUTE}","")`;

/** Translated: every text of the page and its tool comes from `sizingText`. */
export const handle = { translated: true };

/**
 * The page's texts in the page's language, the tool's figures filled in, sent with the page; and
 * the answers of the address when the server renders a shared estimate (a request with a query:
 * docs/decisions/0034), so its first HTML shows that estimate. Prerendered: no query.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { pathname, search } = new URL(request.url);
  const prices = priceSettings();
  const landing = enterLanding(new URLSearchParams(search), prices.fuelPerLitre);
  if (landing) throw redirect(`${pathname}?${landing.query}#${landing.id}`, 303);
  const text = textsFor(locale, ["sizing", "pictures", "financing"]);
  // The packages it offers under the names staff published.
  const names = catalogueNames(locale);
  const sizing = withPackageNames(sizingTextWithFigures(text.sizing, locale, prices), names);
  return {
    locale,
    /** The query the page was rendered for ("" when prerendered). */
    renderedQuery: search.length > 1 ? search.slice(1) : "",
    prices,
    sizingPrices: sizingPrices(),
    financing: financingSettings(),
    packagesInEnglish: packagesInEnglish(names),
    text: { ...text, sizing },
    cta: wordedCallToAction(sizingCallToAction, sizing.callToAction),
  };
}

/** The estimate is worked out in the browser: answers changed there ask the server for nothing. */
export const shouldRevalidate = revalidateOnNewPathOnly;

/**
 * Enter without JavaScript sends the answers with those the page showed (`SHOWN_ANSWERS`, the
 * form's unseen first button): where none changed, it was pressed in a loan term, and the page
 * opens at the instalment worked out again, as the terms' button opens it (at the estimate when it
 * is beyond the standard range, which has no instalment); after a new answer, at the estimate, as
 * the answers' button does. The address it goes on with leaves them out: it is
 * the one the language links, the lender sheet's link and a shared link carry.
 */
function enterLanding(params: URLSearchParams, fuel: Parameters<typeof answersWithFuel>[0]) {
  const shown = params.get(SHOWN_ANSWERS);
  if (shown === null) return undefined;
  params.delete(SHOWN_ANSWERS);
  const answers = answersFromParams(params, answersWithFuel(fuel));
  const termsOnly = paramsFromAnswers(answers).toString() === shown;
  // An estimate beyond the standard range has no monthly cost to open at: the estimate, then.
  const { inputs } = validateAnswers(answers);
  const priced = inputs !== undefined && isPriced(estimate(inputs, sizingPrices()));
  return { query: params.toString(), id: termsOnly && priced ? MONTHLY_COST_ID : ANSWERED_ID };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? textPageMeta(loaderData, loaderData.text.sizing.meta, "/size-your-system") : [];

/**
 * /size-your-system: a solar pumping estimate worked out in the browser from a farmer's answers
 * (docs/sizing.md). The prerendered page shows the estimate for the default answers.
 */
export default function SizeYourSystemPage({ loaderData }: Route.ComponentProps) {
  const text = loaderData.text.sizing;
  const shared = loaderData.renderedQuery !== "";
  return (
    <>
      <div className="print:hidden">
        <PageHero
          eyebrow={text.hero.eyebrow}
          title={text.hero.title}
          lead={text.hero.lead}
          actions={
            <>
              <a href="#estimate" className={buttonClasses("primary")}>
                {text.sections.tool.jump}
                <Icon name="chevron-down" size={16} />
              </a>
              <a href="#how-we-estimate" className={buttonClasses("ghost-light")}>
                {text.sections.method.title}
              </a>
            </>
          }
          aside={
            <Picture
              image={illustrations["solar-pump"]}
              alt={loaderData.text.pictures["solar-pump"]}
              priority
              className="hidden w-full rounded-3xl shadow-2xl ring-1 ring-white/10 lg:block"
            />
          }
        />
      </div>
      <Section
        id="estimate"
        eyebrow={text.sections.tool.eyebrow}
        title={text.sections.tool.title}
        intro={text.sections.tool.intro}
        className="print:py-0"
      >
        {/*
          Before the tool paints: on the prerendered page, a shared estimate's figures wait for
          the scripts (0030). A page the server rendered from its query shows its own figures.
        */}
        {shared ? null : <script dangerouslySetInnerHTML={{ __html: sharedEstimateBoot }} />}
        <noscript>
          <p className="mb-6 rounded-xl bg-sun-50 p-4 text-stone-800 ring-1 ring-sun-200">
            {shared ? text.noScriptShared : text.noScript}
          </p>
        </noscript>
        <SizingTool renderedQuery={loaderData.renderedQuery} />
      </Section>
      <div className="print:hidden">
        <Section
          id="how-we-estimate"
          tone="tint"
          eyebrow={text.sections.method.eyebrow}
          title={text.sections.method.title}
          intro={text.sections.method.intro}
        >
          <MethodSteps />
        </Section>
        <CallToActionBand id="size-next" cta={loaderData.cta} />
      </div>
    </>
  );
}
