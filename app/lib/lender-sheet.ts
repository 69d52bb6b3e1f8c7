/**
 * The "for your lender" sheet of an estimate (/size-your-system/lender-sheet): the estimate's
 * answers, the loan terms the visitor typed in the estimate's calculator, and the crop income
 * they expect, all in the URL query; and from them a simple monthly cash flow: the instalment
 * against the fuel no longer bought and the crop's income. Pure: the route's loader calls it with
 * the company's settings (docs/decisions/0034-lender-sheet-and-shared-estimates.md).
 */
import type { LoanTerms } from "~/content/financing-terms";
import type { PackageId } from "~/content/packages";
import type { PriceSettings, SizingPrices } from "~/content/pricing";
import { roundBirr, sumOfShown } from "~/i18n/format";
import {
  isPriced,
  answersFromParams,
  answersWithFuel,
  estimate,
  paramsFromAnswers,
  validateAnswers,
  type SizingAnswers,
  type SizingInputs,
} from "./sizing";
import { drillingEstimate, type DrillingEstimate } from "./sizing-drilling";
import {
  loanInputsFrom,
  loanPlan,
  typedLoanTerms,
  type LoanInputs,
  type LoanPlan,
  type TypedTerms,
} from "./loan";
import {
  ENGINE_FIELD,
  incomeFields as incomeKeys,
  pumpsToday,
  loanTermsFrom,
  sheetQuery,
  type Engine,
  type PumpToday,
} from "./lender-sheet-fields";
import { parseDecimal } from "./typed-number";

/** What the farmer expects to sell, as typed (each field may stay empty). */
export interface TypedIncome {
  /** The crop sold, in the farmer's words (empty: the estimate's crop). */
  crop: string;
  /** Harvest, quintals (100 kg) a hectare each harvest. */
  yield: string;
  /** Price the farmer expects, birr a quintal. */
  price: string;
  /** Harvests a year on the irrigated field. */
  harvests: string;
}

/** Everything the sheet's URL query holds. */
export interface SheetQuery {
  answers: SizingAnswers;
  /** The loan terms as typed (percentages as typed); the price is the estimate's. */
  loan: Omit<TypedTerms, "price">;
  /** The pump the farmer uses today. */
  engine: PumpToday;
  income: TypedIncome;
}

/** The most characters the sheet reads of a crop's name, and of any other typed value. */
export const SHEET_CROP_LENGTH = 40;
export const SHEET_VALUE_LENGTH = 20;

/**
 * The sheet's query read; a missing loan term is the example's, a missing income is empty. A
 * missing pump is petrol, the commonest, unless the borehole is still to be drilled: no pump
 * draws its water today.
 */
export function sheetFromParams(
  params: URLSearchParams,
  exampleTerms: LoanTerms,
  defaults?: SizingAnswers,
): SheetQuery {
  const typed = (key: string, fallback: string, length = SHEET_VALUE_LENGTH) =>
    (params.get(key) ?? fallback).slice(0, length);
  const engine = params.get(ENGINE_FIELD);
  const answers = answersFromParams(params, defaults);
  const toDrill = answers.source === "borehole" && answers.drill === "yes";
  return {
    answers,
    loan: loanTermsFrom(params, typedLoanTerms(exampleTerms)),
    engine: pumpsToday.find((kind) => kind === engine) ?? (toDrill ? "none" : "petrol"),
    income: {
      crop: typed(incomeKeys.crop, "", SHEET_CROP_LENGTH).trim(),
      yield: typed(incomeKeys.yield, ""),
      price: typed(incomeKeys.price, ""),
      harvests: typed(incomeKeys.harvests, "1"),
    },
  };
}

/** The sheet's URL query: the estimate's answers, then the loan terms and the income typed. */
export function sheetParams(
  answers: SizingAnswers,
  loan: SheetQuery["loan"],
  rest: { engine?: PumpToday; income?: Partial<TypedIncome> } = {},
): URLSearchParams {
  const params = new URLSearchParams(sheetQuery(paramsFromAnswers(answers).toString(), loan));
  if (rest.engine) params.set(ENGINE_FIELD, rest.engine);
  for (const key of Object.keys(incomeKeys) as (keyof TypedIncome)[]) {
    const value = rest.income?.[key];
    if (value) params.set(incomeKeys[key], value);
  }
  return params;
}

/**
 * The loan for a price in birr on terms as typed, or undefined when a term is not sensible. The
 * loan is for the price as it is shown (`roundBirr`), as on the estimate: the down payment and
 * the amount lent add up to it.
 */
export function loanOf(price: number, loan: SheetQuery["loan"]): LoanInputs | undefined {
  return loanInputsFrom({ ...loan, price: String(roundBirr(price)) });
}

export interface CropIncome {
  /** The figures typed, as numbers: quintals a hectare, birr a quintal, harvests a year. */
  yieldPerHa: number;
  pricePerQuintal: number;
  harvests: number;
  /** Birr a year: yield × hectares × price × harvests. */
  perYear: number;
  /** The year's income spread over twelve months, birr. */
  perMonth: number;
}

/**
 * The crop income typed, or `undefined` when none was typed; `"invalid"` when a figure is not a
 * number at or above 0 (harvests: a whole number from 1 to 4).
 */
export function cropIncome(
  hectares: number,
  income: TypedIncome,
): CropIncome | undefined | "invalid" {
  if (income.yield.trim() === "" && income.price.trim() === "") return undefined;
  const yieldPerHa = parseDecimal(income.yield);
  const price = parseDecimal(income.price);
  const harvests = parseDecimal(income.harvests);
  if (
    yieldPerHa === null ||
    price === null ||
    harvests === null ||
    yieldPerHa < 0 ||
    price < 0 ||
    !Number.isInteger(harvests) ||
    harvests < 1 ||
    harvests > 4
  ) {
    return "invalid";
  }
  const perYear = yieldPerHa * hectares * price * harvests;
  return { yieldPerHa, pricePerQuintal: price, harvests, perYear, perMonth: perYear / 12 };
}

/** One column of the monthly cash flow, birr a month. */
export interface CashFlowMonth {
  /** Crop income (0 when none was typed). */
  cropIncome: number;
  /** Fuel no longer bought (0 when the farmer has no engine pump today). */
  fuelSaved: number;
  /** The loan's instalment (0 once it is repaid). */
  instalment: number;
  /** What is left: crop income + fuel saved − instalment. */
  net: number;
  /** What is left as the sheet shows it: the parts as shown, added (`sumOfShown`). */
  netShown: number;
}

/** The monthly cash flow while the loan runs and after it is repaid (an average month). */
export function monthlyCashFlow(
  instalment: number,
  fuelSavedPerMonth: number,
  cropIncomePerMonth = 0,
): { duringLoan: CashFlowMonth; afterLoan: CashFlowMonth } {
  const month = (paid: number): CashFlowMonth => ({
    cropIncome: cropIncomePerMonth,
    fuelSaved: fuelSavedPerMonth,
    instalment: paid,
    net: cropIncomePerMonth + fuelSavedPerMonth - paid,
    netShown: sumOfShown(cropIncomePerMonth, fuelSavedPerMonth, -paid),
  });
  return { duringLoan: month(instalment), afterLoan: month(0) };
}

/** The sheet's figures: plain numbers (birr unless named), for the server to word and format. */
export interface LenderSheet {
  query: SheetQuery;
  /** The estimate, or undefined when an answer is not valid (the sheet then says so). */
  system?: {
    inputs: SizingInputs;
    /** m³ a day in the design month, and that month (0–11). */
    volume: number;
    month: number;
    arrayKwp: number;
    panels: number;
    flow: number;
    head: number;
    packageId?: PackageId;
    smallKit: boolean;
    /**
     * Beyond the company's standard range (`SizingResult.beyond`): the estimate shows no price,
     * so there is no sheet to lend on.
     */
    beyond: boolean;
    /** The indicative price range, US dollars. */
    usd: { low: number; high: number };
    /** The middle of the range in birr: what the loan is for (as on the estimate). */
    price: number;
    /** Fuel the farmer would buy for this water, a year (litres, birr) and a month (birr). */
    fuel: Record<Engine, { litresPerYear: number; perYear: number; perMonth: number }>;
    drilling?: DrillingEstimate;
  };
  loan?: { inputs: LoanInputs; plan: LoanPlan };
  income?: CropIncome | "invalid";
  cashFlow?: { duringLoan: CashFlowMonth; afterLoan: CashFlowMonth };
}

/**
 * The sheet of a query, with the company's settings: the birr rate and the drilling rate
 * (`priceSettings()`), the example loan terms (`financingSettings()`), and the sizing tool's
 * prices (`sizingPricesOf`).
 */
export function lenderSheet(
  params: URLSearchParams,
  prices: PriceSettings,
  exampleTerms: LoanTerms,
  sizing: SizingPrices,
): LenderSheet {
  const query = sheetFromParams(params, exampleTerms, answersWithFuel(sizing.fuelPerLitre));
  const birrPerDollar = prices.usdToBirr.rate;
  const { inputs } = validateAnswers(query.answers);
  if (!inputs) return { query };
  const result = estimate(inputs, sizing);
  const { lifetime } = result;
  const fuelOf = (engine: Engine) => ({
    litresPerYear: lifetime[engine].litresPerYear,
    perYear: lifetime[engine].fuelPerYear,
    perMonth: lifetime[engine].fuelPerYear / 12,
  });
  const system: NonNullable<LenderSheet["system"]> = {
    inputs,
    volume: result.volume,
    month: result.month,
    arrayKwp: result.arrayKwp,
    panels: result.panels,
    flow: result.flow,
    head: result.head.total,
    packageId: result.packageId,
    smallKit: result.smallKit,
    beyond: !isPriced(result),
    usd: { low: result.price.low, high: result.price.high },
    price: lifetime.solar.equipment,
    fuel: { petrol: fuelOf("petrol"), diesel: fuelOf("diesel") },
    drilling: inputs.drill
      ? drillingEstimate(inputs.depth, prices.drillingPerMetre.birr, birrPerDollar)
      : undefined,
  };
  const loanInputs = loanOf(system.price, query.loan);
  const loan = loanInputs ? { inputs: loanInputs, plan: loanPlan(loanInputs) } : undefined;
  const income = cropIncome(inputs.hectares, query.income);
  // A crop income typed wrong gives no cash flow: a column without it would read as the farm's.
  const cashFlow =
    loan && income !== "invalid"
      ? monthlyCashFlow(
          loan.plan.instalment,
          query.engine === "none" ? 0 : system.fuel[query.engine].perMonth,
          income ? income.perMonth : 0,
        )
      : undefined;
  return { query, system, loan, income, cashFlow };
}
