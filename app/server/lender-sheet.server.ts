/**
 * The "for your lender" sheet, worked out and worded on the server from the sheet's URL query
 * and the company's settings (the birr rate, the drilling rate, the example loan terms): the page
 * is complete in its first HTML, with JavaScript off, prints as it is, and its own JavaScript
 * only lays out the strings it is sent (none of the sizing tool's code: docs/decisions/0034).
 */
import type { FinancingText } from "~/content/financing";
import type { LenderSheetText } from "~/content/lender-sheet";
import type { PackageId } from "~/content/packages";
import type { SizingText } from "~/content/sizing-page";
import type { CompanyView } from "~/content/company";
import { phoneText, site, telHref } from "~/content/site";
import {
  formatBirr,
  formatDate,
  formatNumber,
  formatPrice,
  roundBirr,
  sumOfShown,
} from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { lenderSheet, sheetParams, type LenderSheet } from "~/lib/lender-sheet";
import { absoluteUrl } from "~/lib/meta";
import { eatDay } from "~/lib/staff-time";
import {
  ENGINE_FIELD,
  engines,
  pumpsToday,
  incomeFields,
  LENDER_SHEET_PATH,
  loanFields,
} from "~/lib/lender-sheet-fields";
import { invalidTerms } from "~/lib/loan";
import { paramsFromAnswers } from "~/lib/sizing";
import { arrayPower, formatFigure, installedPower, volumeFigure } from "~/lib/sizing-words";
import { drilling, solarArray } from "~/content/sizing-system";
import { financingSettings, priceSettings, sizingPrices } from "./price-settings.server";
import { chromeText } from "~/content/catalogues";
import { companyView } from "~/content/company";
import { textsFor } from "~/content/text-modules";
import { catalogueNames, packagesInEnglish, withPackageNames } from "./catalogue-names.server";
import { publishedCompany } from "./company.server";
import { getRuntime } from "./runtime.server";

/** One line of a block: its label, its value, and a test id where tests read it. */
export interface SheetRow {
  label: string;
  value: string;
  id?: string;
  /** "en" when the value is a package's English name, for want of a translation. */
  lang?: "en";
  /**
   * The value is a measure, which may open with its unit ("m³ 120", "kWp 7.4" in Afaan Oromo):
   * its first letter keeps the unit's case instead of taking a capital.
   */
  measure?: true;
}

/**
 * A piece of a worded line: plain text, or a part that keeps an element of its own (a link, or a
 * text the page's language lacks, marked as the English it is).
 */
export interface SheetText {
  text: string;
  lang?: "en";
  href?: string;
}

/** One row of the cash flow: birr a month while the loan runs and after it. */
export interface CashFlowRow {
  label: string;
  during: string;
  after: string;
}

/** Everything the sheet's page shows, worded and formatted in the page's language. */
export interface SheetView {
  /** "Prepared on … with …". */
  prepared: string;
  /** The estimate is beyond the standard range: it has no price, and the sheet goes back to it. */
  beyond: boolean;
  /** Absent when an answer of the estimate is not valid (the page says so). */
  blocks?: {
    farm: SheetRow[];
    system: SheetRow[];
    /** The rate of birr to the dollar and what the price leaves out. */
    rateNote: string;
    /** The fuel block's title, and its note when the farmer has no engine pump today. */
    fuelTitle: string;
    fuelNote?: string;
    fuel: SheetRow[];
    /** Absent when the loan terms are not valid. */
    loan?: SheetRow[];
    /** The crop income rows, or a sentence (none typed, or not valid). */
    income: SheetRow[] | { message: string; invalid: boolean };
    cashFlow?: { head: CashFlowRow; rows: CashFlowRow[]; net: CashFlowRow };
    /** Why there is no cash flow: the loan terms, or the crop income, are not valid. */
    cashFlowMessage?: string;
  };
  /** The form: the estimate's answers (hidden fields), and the values typed. */
  form: {
    action: string;
    hidden: [string, string][];
    values: LenderSheet["query"]["loan"] &
      LenderSheet["query"]["income"] & { engine: LenderSheet["query"]["engine"] };
    /** The message beside each loan term that is not valid, by the field's name. */
    errors: Record<string, string>;
    /** The crop of the estimate, for the crop field's hint; none when the estimate has none. */
    cropHint?: string;
    /** The fields' names (the query's), and the pumps to choose from. */
    names: { loan: typeof loanFields; income: typeof incomeFields; engine: typeof ENGINE_FIELD };
    engines: typeof pumpsToday;
  };
  /** Back to the estimate, with its answers. */
  estimateHref: string;
  /**
   * Who made the sheet (its head, on screen and paper): the brand and tagline, then the phone and
   * the head office as staff published them (`companyView`, as the site's footer); and where the
   * sheet is online (its printed foot): its own address, every answer, term and income spelled
   * out, so a lender opens the same figures or changes them.
   */
  company: { brand: string; tagline: string; contact: SheetText[][]; online: SheetText[] };
}

interface SheetTexts {
  sheet: LenderSheetText;
  /** The company's tagline, in the page's language. */
  tagline: string;
  loan: FinancingText["calculator"];
  engines: FinancingText["section"]["engines"];
  sizing: SizingText;
  /** The packages whose published name the language lacks (`packagesInEnglish`). */
  packagesInEnglish: readonly PackageId[];
}

/** A template's pieces: its words as text, each `{placeholder}` the part given for it. */
function pieces(template: string, parts: Record<string, SheetText>): SheetText[] {
  return template
    .split(/\{(\w+)\}/g)
    .map((piece, index) => (index % 2 === 0 ? { text: piece } : (parts[piece] ?? { text: piece })))
    .filter((piece) => piece.text !== "");
}

/**
 * The sheet of the query `params` in `locale`, with the published words: the texts, the packages'
 * names as staff published them, and the company's phone and head office (the footer's source).
 */
export function publishedLenderSheet(params: URLSearchParams, locale: Locale): SheetView {
  const text = textsFor(locale, ["lenderSheet", "financing", "sizing"]);
  const names = catalogueNames(locale);
  return lenderSheetView(
    params,
    locale,
    {
      sheet: text.lenderSheet,
      tagline: chromeText[locale].company.tagline,
      loan: text.financing.calculator,
      engines: text.financing.section.engines,
      sizing: withPackageNames(text.sizing, names),
      packagesInEnglish: packagesInEnglish(names),
    },
    companyView(publishedCompany(getRuntime().db), locale),
  );
}

/** The sheet of the query `params`, in `locale`. */
export function lenderSheetView(
  params: URLSearchParams,
  locale: Locale,
  text: SheetTexts,
  company: CompanyView,
): SheetView {
  const prices = priceSettings();
  const sheet = lenderSheet(params, prices, financingSettings().exampleTerms, sizingPrices());
  const words = text.sheet;
  const { query, system, loan, income, cashFlow } = sheet;
  const birr = (value: number) => formatBirr(locale, value);
  const figure = (value: number, digits?: number) => formatFigure(locale, value, digits);
  const percent = (share: number) =>
    fill(text.loan.percent, { value: formatNumber(locale, share * 100, 1) });
  const rate = prices.usdToBirr.rate;
  const answers = paramsFromAnswers(query.answers);
  const estimateCrop = system ? text.sizing.crops[system.inputs.crop.id] : "";
  const address = absoluteUrl(
    `${localizePath(LENDER_SHEET_PATH, locale)}?${sheetParams(query.answers, query.loan, query).toString()}`,
  );
  const view: SheetView = {
    beyond: system?.beyond ?? false,
    // Today in the office's calendar (East Africa Time), not UTC's, which is yesterday until 03:00.
    prepared: fill(words.prepared, {
      date: formatDate(locale, eatDay(new Date())),
      brand: site.brand,
    }),
    form: {
      action: localizePath(LENDER_SHEET_PATH, locale),
      hidden: [...answers],
      values: { ...query.loan, ...query.income, engine: query.engine },
      errors: Object.fromEntries(
        (system && !loan ? invalidTerms(query.loan) : []).map((name) => [
          loanFields[name],
          text.loan.errors[name],
        ]),
      ),
      cropHint: estimateCrop ? fill(words.form.cropHint, { crop: estimateCrop }) : undefined,
      names: { loan: loanFields, income: incomeFields, engine: ENGINE_FIELD },
      engines: pumpsToday,
    },
    // With the loan terms, as they came or as the sheet's own form changed them (decision 0056).
    estimateHref: `${localizePath("/size-your-system", locale)}?${sheetParams(query.answers, query.loan).toString()}#estimate`,
    company: {
      brand: fill(words.company.brand, { brand: site.brand }),
      tagline: text.tagline,
      contact: [
        pieces(words.company.phone, {
          phone: { text: phoneText(company.phone), href: telHref(company.phone) },
        }),
        pieces(words.company.office, { address: company.headOffice }),
      ],
      online: pieces(words.company.online, { address: { text: address, href: address } }),
    },
  };
  if (!system) return view;

  const { inputs } = system;
  const names = text.sizing;
  const month = names.months[system.month] ?? "";
  const packageName = system.smallKit
    ? names.packages.kit
    : names.packages[system.packageId ?? "custom"];
  const row = (label: string, value: string, id?: string): SheetRow =>
    id ? { label, value, id } : { label, value };
  const measure = (label: string, value: string, id?: string): SheetRow => ({
    ...row(label, value, id),
    measure: true,
  });
  const amount = (value: number) => formatNumber(locale, roundBirr(value));
  /** A figure taken away (`sign` −1) or below 0 with its minus sign, shown by `show`. */
  const signed = (value: number, sign: 1 | -1, show = amount) =>
    sign < 0 && value > 0 ? `−${show(value)}` : value < 0 ? `−${show(-value)}` : show(value);

  view.blocks = {
    farm: [
      row(words.farm.crop, estimateCrop),
      measure(
        words.farm.area,
        fill(words.farm.areaValue, { hectares: figure(inputs.hectares, 2) }),
      ),
      row(words.farm.town, names.towns[inputs.town.id]),
      row(words.farm.method, names.methods[inputs.method.id].label),
      measure(
        fill(words.farm.water, { month }),
        fill(words.farm.waterValue, { volume: volumeFigure(locale, system.volume) }),
        "sheet-water",
      ),
    ],
    system: [
      !system.smallKit && system.packageId && text.packagesInEnglish.includes(system.packageId)
        ? { ...row(words.system.package, packageName, "sheet-package"), lang: "en" }
        : row(words.system.package, packageName, "sheet-package"),
      measure(
        words.system.array,
        fill(words.system.arrayValue, {
          power: arrayPower(names.result, locale, system.arrayKwp),
          panels: figure(system.panels, 0),
          watts: figure(solarArray.panelWatts, 0),
          installed: installedPower(names.result, locale, system.panels),
        }),
      ),
      measure(
        words.system.pump,
        fill(words.system.pumpValue, { flow: figure(system.flow), head: figure(system.head, 0) }),
      ),
      row(
        words.system.price,
        fill(words.system.priceValue, {
          low: figure(roundBirr(system.usd.low * rate), 0),
          high: figure(roundBirr(system.usd.high * rate), 0),
          usdLow: formatPrice(locale, system.usd.low),
          usdHigh: formatPrice(locale, system.usd.high),
        }),
        "sheet-price",
      ),
      ...(system.drilling
        ? [
            measure(
              words.system.drilling,
              [
                fill(words.system.drillingValue, {
                  metres: figure(system.drilling.metres, 0),
                  rate: figure(prices.drillingPerMetre.birr, 0),
                  birr: figure(roundBirr(system.drilling.birr), 0),
                  usd: formatPrice(locale, Math.round(system.drilling.usd)),
                }),
                ...(system.drilling.beyondOwnRigs
                  ? [
                      fill(text.sizing.result.drillingBeyondRigs, {
                        rigs: figure(drilling.ownRigsMetres, 0),
                      }),
                    ]
                  : []),
              ].join(" "),
              "sheet-drilling",
            ),
          ]
        : []),
    ],
    rateNote: fill(words.system.rate, {
      rate: formatNumber(locale, rate, 2),
      date: formatDate(locale, prices.usdToBirr.setOn),
    }),
    fuelTitle: query.engine === "none" ? words.fuel.titleNone : words.fuel.title,
    fuelNote: query.engine === "none" ? words.fuel.none : undefined,
    fuel: engines.map((engine) =>
      row(
        query.engine === engine
          ? fill(words.fuel.current, { engine: words.fuel.engines[engine] })
          : words.fuel.engines[engine],
        fill(words.fuel.value, {
          litres: figure(system.fuel[engine].litresPerYear, 0),
          amount: birr(system.fuel[engine].perMonth),
        }),
        `sheet-fuel-${engine}`,
      ),
    ),
    loan: loan
      ? [
          row(words.loan.price, birr(loan.inputs.price), "sheet-loan-price"),
          row(
            words.loan.terms,
            fill(words.loan.termsValue, {
              down: percent(loan.inputs.downPayment),
              rate: percent(loan.inputs.annualRate),
              method: text.loan.methodShort[loan.inputs.method],
              months: formatNumber(locale, loan.inputs.months),
              fee: percent(loan.inputs.fee),
            }),
          ),
          // The price as shown less the down payment as shown: the two add up to the price.
          row(
            words.loan.lent,
            formatBirr(locale, sumOfShown(loan.inputs.price, -loan.plan.downPayment), true),
            "sheet-lent",
          ),
          row(
            text.loan.upfront,
            formatBirr(locale, sumOfShown(loan.plan.downPayment, loan.plan.fee), true),
          ),
          row(text.loan.instalment, birr(loan.plan.instalment), "sheet-instalment"),
          row(text.loan.totalPaid, birr(loan.plan.totalPaid)),
        ]
      : undefined,
    income:
      income === undefined
        ? { message: words.income.none, invalid: false }
        : income === "invalid"
          ? { message: words.income.invalid, invalid: true }
          : [
              row(words.income.crop, query.income.crop || estimateCrop),
              row(
                words.income.harvest,
                fill(words.income.harvestValue, { value: figure(income.yieldPerHa, 2) }),
              ),
              row(
                words.income.price,
                fill(words.income.priceValue, { value: figure(income.pricePerQuintal, 2) }),
              ),
              row(words.income.harvests, figure(income.harvests, 0)),
              row(words.income.perYear, birr(income.perYear), "sheet-income-year"),
            ],
    cashFlowMessage: !loan
      ? words.cashFlow.noLoan
      : income === "invalid"
        ? words.income.invalid
        : undefined,
    cashFlow:
      cashFlow && loan
        ? (() => {
            const { duringLoan, afterLoan } = cashFlow;
            const flow = words.cashFlow;
            const line = (
              label: string,
              key: "cropIncome" | "fuelSaved" | "instalment",
              sign: 1 | -1,
            ): CashFlowRow => ({
              label,
              during: signed(duringLoan[key], sign),
              after: signed(afterLoan[key], sign),
            });
            // What is left is the rows above as shown, added (`sumOfShown`), shown as it is.
            const left = (value: number) =>
              signed(value, 1, (shown) => formatNumber(locale, shown));
            return {
              head: {
                label: flow.heads.item,
                during: fill(flow.heads.during, {
                  months: formatNumber(locale, loan.inputs.months),
                }),
                after: flow.heads.after,
              },
              rows: [
                line(flow.rows.cropIncome, "cropIncome", 1),
                // No engine pump today: no fuel is saved, and no row says so.
                ...(query.engine === "none"
                  ? []
                  : [
                      line(
                        fill(flow.rows.fuelSaved, { engine: text.engines[query.engine] }),
                        "fuelSaved",
                        1,
                      ),
                    ]),
                line(flow.rows.instalment, "instalment", -1),
              ],
              net: {
                label: flow.rows.net,
                during: left(duringLoan.netShown),
                after: left(afterLoan.netShown),
              },
            };
          })()
        : undefined,
  };
  return view;
}
