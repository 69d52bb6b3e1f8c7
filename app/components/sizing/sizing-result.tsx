import { memo, useDeferredValue, useState, type ComponentProps, type ReactNode } from "react";
import { Link } from "~/components/ui/locale-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { Icon } from "~/components/ui/icon";
import { ShownNameText } from "~/components/ui/shown-name";
import { TemplateText } from "~/components/ui/template-text";
import { solarArray } from "~/content/sizing-system";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTimeout } from "~/hooks/use-interval";
import { useChrome } from "~/i18n/use-chrome";
import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import { fill } from "~/i18n/translation";
import { isPriced, type SizingInputs, type SizingResult } from "~/lib/sizing";
import type { LifetimeComparison } from "~/lib/sizing-lifetime";
import { formatPrice, roundBirr } from "~/i18n/format";
import {
  useFinancingSettings,
  usePackagesInEnglish,
  usePriceSettings,
} from "~/hooks/use-price-settings";
import {
  arrayPower,
  engineerLink,
  formatFigure,
  installedPower,
  largestPackageName,
  packageName,
  shownPackageName,
  smallerPackage,
  summaryValues,
  volumeFigure,
} from "~/lib/sizing-words";
import type { DrillingNoteProps } from "./drilling-note";
import type { LoanInUrl, MonthlyCostPanel as MonthlyCost } from "./monthly-cost";
import { PrintedAnswers } from "./printed-answers";
import type { YearChart as YearChartPanel } from "./year-chart";

/**
 * The 15-year comparison is below the key figures: it hydrates from its own chunk, after the
 * page (its prerendered HTML is complete, and it keeps the page's first load within budget).
 */
const LifetimeComparisonPanel = deferred<{ lifetime: LifetimeComparison; borehole: boolean }>(
  () => import("./lifetime-comparison").then((module) => module.LifetimeComparisonPanel),
  "min-h-[56rem]",
);

/** What it costs a month on a loan, against fuel: its own chunk too, after the comparison. */
const MonthlyCostPanel = deferred<ComponentProps<typeof MonthlyCost>>(
  () => import("./monthly-cost").then((module) => module.MonthlyCostPanel),
  "min-h-[40rem]",
);

/**
 * The drilling estimate of a visitor who has no borehole yet: a chunk of its own, loaded with the
 * page's other parts (so it shows offline too) but kept out of its first load.
 */
const DrillingNote = deferred<DrillingNoteProps>(
  () => import("./drilling-note").then((module) => module.DrillingNote),
  "",
);

/** The year at a glance, last of the details: its own chunk as well (the page's JS budget). */
const YearChart = deferred<ComponentProps<typeof YearChartPanel>>(
  () => import("./year-chart").then((module) => module.YearChart),
  "min-h-80",
);

interface SizingResultPanelProps {
  inputs?: SizingInputs;
  result?: SizingResult;
  /** The monthly cost's loan terms in the URL (the sizing tool's). */
  loanInUrl?: LoanInUrl;
  /** The id where the server's page of sent answers opens, when it is the estimate's. */
  landing?: string;
}

/** How long answers must stay unchanged before the new estimate is announced, ms. */
export const ANNOUNCE_DELAY_MS = 1000;

/** One key figure of the estimate. */
function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="rounded-xl bg-earth-50 p-4 ring-1 ring-stone-200">
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight text-field-800">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-stone-600">{detail}</dd> : null}
    </div>
  );
}

/** The head, the 15-year comparison and the year at a glance (rendered after the key figures). */
const ResultDetails = memo(function ResultDetails({
  inputs,
  result,
  loanInUrl,
}: {
  inputs: SizingInputs;
  result: SizingResult;
  loanInUrl?: LoanInUrl;
}) {
  const text = useText("sizing");
  const locale = useLocale();
  const { exampleTerms } = useFinancingSettings();
  const words = text.result;
  const figure = (value: number, digits?: number) => formatFigure(locale, value, digits);
  const metres = (value: number) => fill(words.metres, { value: figure(value) });
  const { ui } = useChrome();
  const labelled = (label: string, value: string) => fill(ui.labelled, { label, value });
  return (
    <>
      <h4 className="mt-6 font-bold">{words.headTitle}</h4>
      <ul className="mt-2 grid gap-1 text-stone-700">
        <li>{labelled(words.headLift[inputs.source], metres(result.head.lift))}</li>
        <li>{labelled(words.headField, metres(result.head.field))}</li>
        <li>
          {labelled(
            fill(words.headFriction, { pipe: figure(result.pipe.outsideMm) }),
            metres(result.head.friction),
          )}
        </li>
        <li>
          {labelled(
            fill(words.headPressure, { method: text.methods[inputs.method.id].short }),
            metres(result.head.pressure),
          )}
        </li>
      </ul>

      {/* Beyond the standard range there is no price to weigh or borrow: an engineer's design first. */}
      {isPriced(result) ? (
        <>
          <LifetimeComparisonPanel
            lifetime={result.lifetime}
            borehole={inputs.source === "borehole"}
          />
          <MonthlyCostPanel
            lifetime={result.lifetime}
            exampleTerms={exampleTerms}
            loanInUrl={loanInUrl}
            toDrill={inputs.drill}
          />
        </>
      ) : null}

      <YearChart months={result.months} designMonth={result.month} />
    </>
  );
});

/** Send to an engineer, and print (the print button needs JavaScript). */
const ResultActions = memo(function ResultActions({
  inputs,
  result,
}: {
  inputs: SizingInputs;
  result: SizingResult;
}) {
  const hydrated = useHydrated();
  const copy = useText("sizing").result;
  return (
    <div className="mt-6 flex flex-wrap gap-3 print:hidden">
      <ButtonLink to={engineerLink(inputs, result)}>
        {copy.sendToEngineer}
        <Icon name="arrow-right" size={16} />
      </ButtonLink>
      {hydrated ? (
        <Button variant="outline" onClick={() => window.print()}>
          {copy.print}
        </Button>
      ) : null}
    </div>
  );
});

/** The estimate: key figures, package and price, diesel comparison, the year, and next steps. */
export function SizingResultPanel({ inputs, result, loanInUrl, landing }: SizingResultPanelProps) {
  // The printed answers, head, diesel, year and actions follow a moment later, so typing stays
  // within a frame.
  const later = useDeferredValue(inputs && result ? { inputs, result } : undefined);
  const text = useText("sizing");
  const locale = useLocale();
  const copy = text.result;
  const prices = usePriceSettings();
  const inEnglish = usePackagesInEnglish();
  const birrPerDollar = prices.usdToBirr.rate;
  const figure = (value: number, digits?: number) => formatFigure(locale, value, digits);
  const month = (result ? text.months[result.month] : undefined) ?? "";
  const summaryFigures = inputs && result ? summaryValues(text, locale, inputs, result) : undefined;
  const shownPackage = result ? shownPackageName(text, result, inEnglish) : undefined;
  const smaller = result ? smallerPackage(text, result, inEnglish) : undefined;
  /** Within the company's standard range: the estimate has a price (`beyond` is empty). */
  const priced = result ? isPriced(result) : false;
  const summary =
    summaryFigures && shownPackage
      ? fill(copy.summary, { ...summaryFigures, package: shownPackage.name })
      : copy.fixInputs;
  // Screen readers hear the new estimate once the visitor pauses, not at every keystroke; the
  // estimate shown on load is not announced.
  const [announced, setAnnounced] = useState("");
  const [shownOnLoad] = useState(summary);
  useTimeout(
    () => setAnnounced(summary),
    summary !== announced && (announced !== "" || summary !== shownOnLoad)
      ? ANNOUNCE_DELAY_MS
      : null,
    summary,
  );

  return (
    <section
      id="result"
      tabIndex={-1}
      aria-labelledby="result-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7 scroll-mt-32 lg:sticky lg:top-24 print:shadow-none print:ring-0"
    >
      {landing ? <span id={landing} className="block scroll-mt-32" /> : null}
      {later ? <PrintedAnswers inputs={later.inputs} /> : null}
      <h3 id="result-heading" className="text-2xl font-bold tracking-tight">
        {copy.title}
      </h3>
      <p className="mt-2 text-lg text-stone-700" data-testid="estimate-summary">
        {summaryFigures && shownPackage ? (
          // The package's name marked on its own when it is the English.
          <TemplateText
            template={fill(copy.summary, summaryFigures)}
            parts={{ package: <ShownNameText name={shownPackage} /> }}
          />
        ) : (
          summary
        )}
      </p>
      <p
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-testid="estimate-announcement"
      >
        {announced}
      </p>
      {inputs && result ? (
        <>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="key-figures">
            <Figure
              label={fill(copy.water, { month })}
              value={fill(copy.volume, { volume: volumeFigure(locale, result.volume) })}
              detail={fill(copy.waterDetail, {
                mm: figure(result.grossMm),
                hectares: figure(inputs.hectares, 2),
              })}
            />
            <Figure
              label={copy.pump}
              value={fill(copy.flow, { flow: figure(result.flow) })}
              detail={fill(copy.pumpDetail, {
                head: figure(result.head.total, 0),
                sun: figure(result.sunHours),
              })}
            />
            <Figure
              label={copy.array}
              value={fill(copy.arrayNeeded, {
                power: arrayPower(copy, locale, result.arrayKwp),
              })}
              detail={fill(copy.arrayDetail, {
                panels: figure(result.panels, 0),
                watts: figure(solarArray.panelWatts, 0),
                installed: installedPower(copy, locale, result.panels),
              })}
            />
            <Figure
              label={copy.package}
              value={<span lang={shownPackage?.lang}>{packageName(text, result)}</span>}
              detail={
                // Beyond the standard range a price per kWp would be a guess (a 300 m head, a main
                // no pipe carries): the notes below send the farmer to an engineer instead.
                priced
                  ? fill(copy.priceDetail, {
                      low: formatFigure(locale, roundBirr(result.price.low * birrPerDollar), 0),
                      high: formatFigure(locale, roundBirr(result.price.high * birrPerDollar), 0),
                      usdLow: formatPrice(locale, result.price.low),
                      usdHigh: formatPrice(locale, result.price.high),
                    })
                  : undefined
              }
            />
          </dl>

          {smaller ? (
            <p className="mt-3 text-sm text-stone-700" data-testid="package-reason">
              <TemplateText
                template={fill(copy.packageReason, {
                  kw: figure(smaller.arrayKw, 0),
                  // The need as the headline above says it; the array sized for is the larger.
                  need: arrayPower(copy, locale, result.arrayKwp),
                  // Rounded up, so a need just over the smaller array never reads as equal to it.
                  kwp: figure(Math.ceil(result.offerKwp * 10) / 10),
                })}
                parts={{ smaller: <ShownNameText name={smaller.name} /> }}
              />
            </p>
          ) : null}
          {priced ? (
            <>
              <p className="mt-3 text-sm text-stone-600" data-testid="price-includes">
                {result.smallKit ? copy.kitIncludes : copy.priceIncludes}
              </p>
              <p className="mt-2 text-sm text-stone-600" data-testid="price-rate">
                {copy.priceRate}
              </p>
            </>
          ) : null}
          <DrillingNote depth={inputs.drill ? inputs.depth : undefined} prices={prices} />

          {result.beyond.includes("pipe") ? (
            <p
              role="note"
              data-testid="pipe-too-small"
              className="mt-4 flex gap-2 rounded-xl bg-sun-50 p-4 text-stone-800 ring-1 ring-sun-200"
            >
              <Icon name="alert-circle" size={20} className="mt-0.5 shrink-0 text-sun-700" />
              {fill(copy.pipeTooSmall, {
                pipe: figure(result.pipe.outsideMm, 0),
                friction: figure(result.head.friction, 0),
              })}
            </p>
          ) : null}
          {result.beyond.some((reason) => reason !== "pipe") ? (
            <p
              role="note"
              className="mt-4 flex gap-2 rounded-xl bg-sun-50 p-4 text-stone-800 ring-1 ring-sun-200"
            >
              <Icon name="alert-circle" size={20} className="mt-0.5 shrink-0 text-sun-700" />
              {copy.beyondRange}
            </p>
          ) : result.smallKit ? (
            <p
              role="note"
              data-testid="small-kit"
              className="mt-4 flex gap-2 rounded-xl bg-field-50 p-4 text-stone-800 ring-1 ring-field-200"
            >
              <Icon name="check" size={20} className="mt-0.5 shrink-0 text-field-700" />
              {fill(copy.smallKit, {
                watts: figure(solarArray.panelWatts, 0),
                price: formatFigure(locale, roundBirr(result.price.low * birrPerDollar), 0),
                usd: formatPrice(locale, result.price.low),
              })}
            </p>
          ) : result.packageId || !isPriced(result) ? null : (
            <p
              role="note"
              className="mt-4 flex gap-2 rounded-xl bg-sun-50 p-4 text-stone-800 ring-1 ring-sun-200"
            >
              <Icon name="alert-circle" size={20} className="mt-0.5 shrink-0 text-sun-700" />
              <span>
                <TemplateText
                  template={copy.customSystem}
                  parts={{
                    package: <ShownNameText name={largestPackageName(text, inEnglish)} />,
                  }}
                />
              </span>
            </p>
          )}

          {later ? (
            <ResultDetails inputs={later.inputs} result={later.result} loanInUrl={loanInUrl} />
          ) : null}

          <div className="mt-6 space-y-2 text-stone-700">
            <p>{copy.estimateNote}</p>
            <p>{copy.mattersMost}</p>
          </div>

          {later ? <ResultActions inputs={later.inputs} result={later.result} /> : null}
        </>
      ) : (
        <p className="mt-6 print:hidden">
          <Link to="/get-started#quote" className="font-semibold text-field-700 underline">
            {copy.quoteInstead}
          </Link>
        </p>
      )}
    </section>
  );
}
