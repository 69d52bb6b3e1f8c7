import { useLocation } from "react-router";
import { LoanCalculator, ExampleTermsNote } from "~/components/financing/loan-calculator";
import { Link } from "~/components/ui/locale-link";
import type { LoanTerms } from "~/content/financing-terms";
import { formatBirr, roundBirr } from "~/i18n/format";
import { fill } from "~/i18n/translation";
import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import type { LifetimeComparison } from "~/lib/sizing-lifetime";
import {
  LENDER_SHEET_PATH,
  loanFields,
  loanTermsFrom,
  sheetQuery,
} from "~/lib/lender-sheet-fields";
import { financingHref, fuelAgainstInstalment, typedLoanTerms } from "~/lib/loan";

/**
 * How the monthly cost keeps its loan terms in the address, with the answers
 * (docs/decisions/0056): the sizing tool hands down the query it started from (its terms, if
 * any, are the calculator's first ones, on the server too) and writes the terms it is handed to
 * the URL with the answers, through the same delayed write.
 */
export interface LoanInUrl {
  /** The query the tool started from: the address's, or the one the HTML was rendered for. */
  query: string;
  /** The terms typed, as their query (`loanDown=…&…`); `typing` as the answers' `onChange`. */
  change: (loanQuery: string, typing: boolean) => void;
}
import { useLocalizePath } from "~/i18n/use-locale";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ANSWERS_FORM_ID } from "./sizing-form";

/** The loan terms of an address's query, as their own query (`loanMonths=36&…`). */
function loanTermsIn(search: string): string {
  const names: string[] = Object.values(loanFields);
  return new URLSearchParams(
    [...new URLSearchParams(search)].filter(([name]) => names.includes(name)),
  ).toString();
}

/** The panel's anchor: where its GET form takes the visitor back to. */
export const MONTHLY_COST_ID = "monthly-cost";

interface MonthlyCostProps {
  /** The estimate's 15-year comparison: the solar price in birr and each engine's fuel a year. */
  lifetime: LifetimeComparison;
  /** The example loan terms staff set (`financingSettings()`, sent by the page's loader). */
  exampleTerms: LoanTerms;
  /** The terms in the URL (none outside the sizing tool: the example's, kept in the page). */
  loanInUrl?: LoanInUrl;
  /** The borehole is still to drill: no engine pump today, so no fuel "no longer bought". */
  toDrill?: boolean;
}

/**
 * "What it costs a month": the estimate's system on the example loan terms (editable), its
 * instalment next to the petrol and diesel the farmer no longer buys each month (with a borehole
 * still to drill: that an engine pump bought instead would burn). Figures come from the
 * estimate's 15-year comparison, never worked out again.
 */
export function MonthlyCostPanel({
  lifetime,
  exampleTerms,
  loanInUrl,
  toDrill = false,
}: MonthlyCostProps) {
  const text = useText("financing");
  const localize = useLocalizePath();
  // The estimate's answers are the address's query (the tool keeps it in step with them).
  const answersQuery = useLocation().search;
  const words = toDrill ? { ...text.section, ...text.section.toDrill } : text.section;
  const opened = loanInUrl?.query ?? "";
  const locale = useLocale();
  const birr = (value: number) => formatBirr(locale, value);
  // The loan is for the price as the estimate shows it (rounded as a price is spoken), so the
  // down payment and the amount lent add up to the figure the visitor and a lender read.
  const price = roundBirr(lifetime.solar.equipment);
  const fuel = {
    petrol: lifetime.petrol.fuelPerYear / 12,
    diesel: lifetime.diesel.fuelPerYear / 12,
  };
  return (
    <section
      id={MONTHLY_COST_ID}
      aria-labelledby="monthly-cost-heading"
      className="mt-8 border-t border-stone-200 pt-6"
      data-testid="monthly-cost"
    >
      <p className="text-sm font-semibold tracking-wide text-sun-700 uppercase">{words.eyebrow}</p>
      <h4 id="monthly-cost-heading" className="mt-1 text-xl font-bold tracking-tight">
        {words.title}
      </h4>
      <div className="mt-2">
        <ExampleTermsNote terms={exampleTerms} />
      </div>
      <div className="mt-4">
        <LoanCalculator
          price={price}
          terms={exampleTerms}
          typed={loanTermsFrom(new URLSearchParams(opened), typedLoanTerms(exampleTerms))}
          onTyped={(typed, typing) => loanInUrl?.change(sheetQuery("", typed), typing)}
          form={{
            // The terms are fields of the answers' form: sent with the answers as they stand,
            // typed or not, whichever button sends them (without JavaScript).
            owner: ANSWERS_FORM_ID,
            // The page with these answers and terms, worked out by the server (0034), opened
            // where the terms are (without JavaScript it would open on the hero).
            action: `${localize("/size-your-system")}#${MONTHLY_COST_ID}`,
            names: loanFields,
            submit: words.update,
          }}
          stacked
        >
          {(plan, typed) => {
            const against = fuelAgainstInstalment(fuel.petrol, plan.instalment);
            return (
              <div className="mb-4 @container" data-testid="fuel-against-instalment">
                {/* The price is not typed here: which one of the range the loan is for. */}
                <p className="mb-3 text-sm text-stone-700" data-testid="loan-price">
                  {fill(words.loanPrice, { price: birr(price) })}
                </p>
                {/* Side by side only where the column holds them: a figure does not break. */}
                <dl className="grid gap-3 @lg:grid-cols-2 @3xl:grid-cols-3">
                  <div className="rounded-xl bg-field-50 p-4 ring-1 ring-field-200 @lg:col-span-2 @3xl:col-span-1">
                    <dt className="text-sm font-semibold text-stone-600">{words.instalment}</dt>
                    <dd className="mt-1 text-xl font-extrabold text-field-800 first-letter:uppercase">
                      {birr(plan.instalment)}
                    </dd>
                  </div>
                  {(["petrol", "diesel"] as const).map((engine) => (
                    <div key={engine} className="rounded-xl bg-earth-50 p-4 ring-1 ring-stone-200">
                      <dt className="text-sm font-semibold text-stone-600">
                        {fill(words.fuel, { engine: words.engines[engine] })}
                      </dt>
                      <dd className="mt-1 text-xl font-extrabold text-stone-800 first-letter:uppercase">
                        {birr(fuel[engine])}
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-3 text-stone-700">
                  {plan.principal > 0 ? (
                    <>
                      {fill(against.fuelIsMore ? words.better : words.worse, {
                        // The two figures above as shown, taken apart: shown as it is.
                        amount: formatBirr(locale, against.amount, true),
                      })}{" "}
                      {fill(words.after, { amount: birr(fuel.petrol) })}
                    </>
                  ) : (
                    fill(words.paidInFull, { amount: birr(fuel.petrol) })
                  )}
                </p>
                {toDrill ? (
                  <p className="mt-2 text-sm text-stone-600" data-testid="monthly-to-drill">
                    {text.section.toDrill.note}
                  </p>
                ) : null}
                <p className="mt-2 text-sm text-stone-600">{words.fuelNote}</p>
                <p className="mt-4 print:hidden">
                  {/* A page the server renders from its query: a document load, not a route change. */}
                  <a
                    href={`${localize(LENDER_SHEET_PATH)}?${sheetQuery(answersQuery, typed)}`}
                    className={buttonClasses("outline")}
                    aria-describedby="lender-sheet-hint"
                    data-testid="lender-sheet-link"
                  >
                    <Icon name="handshake" size={16} />
                    {words.lenderSheet}
                  </a>
                </p>
                <p id="lender-sheet-hint" className="mt-2 text-sm text-stone-600 print:hidden">
                  {words.lenderSheetHint}
                </p>
              </div>
            );
          }}
        </LoanCalculator>
      </div>
      <p className="mt-4 print:hidden">
        {/* /financing starts from the same price and terms, so its instalment is this one. */}
        <Link
          to={financingHref(price, loanTermsIn(answersQuery))}
          className="font-semibold text-field-700 underline"
          data-testid="financing-link"
        >
          {words.financingLink}
        </Link>
      </p>
    </section>
  );
}
