import { FinancingFaq, LenderList, PaymentWays } from "~/components/financing/financing-sections";
import { publishedFaqsIn } from "~/server/faqs.server";
import { getRuntime } from "~/server/runtime.server";
import { ExampleTermsNote, LoanCalculator } from "~/components/financing/loan-calculator";
import { buttonClasses } from "~/components/ui/button";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { textsFor } from "~/content/text-modules";
import { financingCallToAction } from "~/content/financing";
import { requestLocale } from "~/i18n/locales";
import { textPageMeta } from "~/lib/meta";
import {
  catalogueSettings,
  financingSettings,
  priceSettings,
} from "~/server/price-settings.server";
import type { PackageId } from "~/content/packages";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { URL_DEBOUNCE_MS, useTimeout } from "~/hooks/use-interval";
import { useOpenedQuery } from "~/hooks/use-opened-query";
import { revalidateOnNewPathOnly } from "~/lib/revalidate";
import { useLocalizePath } from "~/i18n/use-locale";
import { loanFields, loanTermsFrom, sheetQuery } from "~/lib/lender-sheet-fields";
import { PRICE_PARAM, priceFromQuery, typedLoanTerms } from "~/lib/loan";
import { wordedCallToAction } from "~/content/call-to-action";
import type { Route } from "./+types/financing";

/** Translated: every text of the page comes from `financingText`. */
export const handle = { translated: true };

/** The package the calculator starts with: the middle one, a typical family farm's system. */
const examplePackage = "professional" satisfies PackageId;

/** The page's texts, the birr rate, the example terms, the lenders staff list and its closing band. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const prices = priceSettings();
  const usd = catalogueSettings().packages[examplePackage].priceUsd;
  const text = textsFor(locale, ["financing"]);
  return {
    locale,
    prices,
    financing: financingSettings(),
    examplePrice: usd * prices.usdToBirr.rate,
    text,
    faqs: publishedFaqsIn(getRuntime().db, "financing", locale),
    cta: wordedCallToAction(financingCallToAction, text.financing.cta),
  };
}

/** The page's data does not depend on its query: the terms written into it fetch nothing. */
export const shouldRevalidate = revalidateOnNewPathOnly;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? textPageMeta(loaderData, loaderData.text.financing.meta, "/financing") : [];

/**
 * /financing: the ways to pay, a loan calculator (the example terms' result is in the HTML; with
 * JavaScript it follows what is typed: docs/decisions/0029), the lenders staff name, and an FAQ.
 */
export default function FinancingPage({ loaderData }: Route.ComponentProps) {
  const text = loaderData.text.financing;
  const { exampleTerms, lenders } = loaderData.financing;
  // A price handed by the address (the estimate's link), and the price and terms the
  // calculator's form sent without JavaScript. The server renders an address with a query
  // (scripts/server-pages.mjs), so its first HTML has them, with scripts or without; a term
  // typed wrong comes back as typed, with its message.
  const [params] = useSearchParams();
  const query = params.toString();
  const localize = useLocalizePath();
  // Once scripts run, the terms typed go into the address as they are in the form's (a pause in
  // the typing after), so a reload, a copied link and the language links keep them. The address
  // the calculator wrote goes on with the same calculator; another (a link followed) starts anew.
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { opened, wrote } = useOpenedQuery(query);
  const [typedQuery, setTypedQuery] = useState<string | null>(null);
  useTimeout(
    () => {
      if (typedQuery === null || typedQuery === query) return;
      wrote(typedQuery);
      void navigate(
        { search: `?${typedQuery}`, hash },
        { replace: true, preventScrollReset: true },
      );
    },
    typedQuery === null ? null : URL_DEBOUNCE_MS,
    typedQuery,
  );
  const given = priceFromQuery(params);
  const typedPrice = params.get(PRICE_PARAM);
  const typed = {
    ...loanTermsFrom(params, typedLoanTerms(exampleTerms)),
    ...(typedPrice === null ? {} : { price: typedPrice.slice(0, 20) }),
  };
  return (
    <>
      <PageHero
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        lead={text.hero.lead}
        actions={
          <a href="#calculator" className={buttonClasses("primary")}>
            {text.hero.calculate}
            <Icon name="chevron-down" size={16} />
          </a>
        }
      />
      <Section
        id="ways-to-pay"
        eyebrow={text.ways.eyebrow}
        title={text.ways.title}
        intro={text.ways.intro}
      >
        <PaymentWays />
      </Section>
      <Section
        id="calculator"
        tone="tint"
        eyebrow={text.calculator.eyebrow}
        title={text.calculator.title}
        intro={text.calculator.intro}
      >
        <div className="mb-6">
          <ExampleTermsNote terms={exampleTerms} />
          <noscript>
            <p className="mt-3 rounded-xl bg-sun-50 p-4 text-stone-800 ring-1 ring-sun-200">
              {text.calculator.noScript}
            </p>
          </noscript>
        </div>
        <LoanCalculator
          // A new address (a link followed with scripts running) is a new calculator.
          key={opened}
          price={given ?? loaderData.examplePrice}
          terms={exampleTerms}
          typed={typed}
          onTyped={(terms) =>
            // Written as the router gives it back (a space as "+"), so it compares with `query`.
            setTypedQuery(
              new URLSearchParams(
                `${PRICE_PARAM}=${encodeURIComponent(terms.price)}&${sheetQuery("", terms)}`,
              ).toString(),
            )
          }
          priceEditable
          form={{
            action: `${localize("/financing")}#calculator`,
            names: { ...loanFields, price: PRICE_PARAM },
            submit: text.section.update,
          }}
        />
      </Section>
      {lenders.length > 0 ? (
        <Section
          id="lenders"
          eyebrow={text.lenders.eyebrow}
          title={text.lenders.title}
          intro={text.lenders.intro}
        >
          <LenderList lenders={lenders} locale={loaderData.locale} />
        </Section>
      ) : null}
      <Section id="questions" eyebrow={text.faq.eyebrow} title={text.faq.title}>
        <FinancingFaq items={loaderData.faqs} />
      </Section>
      <CallToActionBand id="get-a-quote" cta={loaderData.cta} />
    </>
  );
}
