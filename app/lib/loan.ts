/**
 * A loan for a system, as Ethiopian lenders state one: a down payment, a one-off fee, and equal
 * monthly instalments with interest either flat (on the amount lent, for the whole term) or on the
 * declining balance (an annuity). Figures in birr, unrounded: pages round them when they show them.
 */
import type { LoanTerms } from "~/content/financing-terms";
import { sumOfShown } from "~/i18n/format";
import { parseDecimal } from "./typed-number";

/** How interest is charged: "flat" on the amount lent, or on the "declining" balance. */
export type InterestMethod = "flat" | "declining";

/** The ways of charging interest, in the order the forms offer them: the lenders' usual first. */
export const interestMethods = ["declining", "flat"] as const satisfies readonly InterestMethod[];

export interface LoanInputs {
  /** The system's price, birr. */
  price: number;
  /** Share of the price paid at the start, 0–1. */
  downPayment: number;
  /** Yearly interest rate, 0–1. */
  annualRate: number;
  method: InterestMethod;
  /** Months to repay, a whole number ≥ 1. */
  months: number;
  /** One-off fee, a share of the amount lent, paid at the start, 0–1. */
  fee: number;
}

/** One month of the schedule. */
export interface LoanMonth {
  /** 1 for the first instalment. */
  month: number;
  payment: number;
  interest: number;
  principal: number;
  /** What is still owed after this instalment. */
  balance: number;
}

export interface LoanPlan {
  /** Paid at the start: the down payment and the fee. */
  upfront: number;
  downPayment: number;
  fee: number;
  /** The amount lent. */
  principal: number;
  /** Each month's instalment (equal every month). */
  instalment: number;
  /** Interest over the whole term. */
  interest: number;
  /** Everything paid: upfront and all instalments. */
  totalPaid: number;
  schedule: LoanMonth[];
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The plan for a loan. Inputs out of range are brought within it (a share stays within 0–1). */
export function loanPlan(inputs: LoanInputs): LoanPlan {
  const price = Math.max(0, inputs.price);
  const months = Math.max(1, Math.round(inputs.months));
  const rate = Math.max(0, inputs.annualRate);
  const downPayment = price * clamp(inputs.downPayment, 0, 1);
  const principal = price - downPayment;
  const fee = principal * clamp(inputs.fee, 0, 1);

  let instalment: number;
  if (principal === 0) instalment = 0;
  else if (inputs.method === "flat") instalment = (principal * (1 + (rate * months) / 12)) / months;
  else {
    const monthly = rate / 12;
    instalment =
      monthly === 0 ? principal / months : (principal * monthly) / (1 - (1 + monthly) ** -months);
  }

  const schedule: LoanMonth[] = [];
  let balance = principal;
  const flatInterest = (principal * rate) / 12;
  for (let month = 1; month <= months; month += 1) {
    const interest = inputs.method === "flat" ? flatInterest : (balance * rate) / 12;
    const repaid = month === months ? balance : instalment - interest;
    balance = month === months ? 0 : balance - repaid;
    schedule.push({ month, payment: instalment, interest, principal: repaid, balance });
  }
  const totalInstalments = instalment * months;
  return {
    upfront: downPayment + fee,
    downPayment,
    fee,
    principal,
    instalment,
    interest: totalInstalments - principal,
    totalPaid: downPayment + fee + totalInstalments,
    schedule,
  };
}

/** A share (0.18) as the visitor types a percentage ("18"). */
export const percentTyped = (share: number) => String(Math.round(share * 1000) / 10);

/** Terms a lender states, as the visitor would type them (the price apart). */
export function typedLoanTerms(terms: LoanTerms): Omit<TypedTerms, "price"> {
  return {
    down: percentTyped(terms.downPayment),
    rate: percentTyped(terms.annualRate),
    method: terms.method,
    months: String(terms.months),
    fee: percentTyped(terms.fee),
  };
}

/** The terms as the visitor types them (percentages as typed, "18" for 18 %). */
export interface TypedTerms {
  price: string;
  down: string;
  rate: string;
  method: InterestMethod;
  months: string;
  fee: string;
}

/** The typed terms a loan needs (the price apart). */
export type TypedTermName = "down" | "rate" | "months" | "fee";

/**
 * The typed terms that are not valid, in the form's order: a percentage from 0 to 100 (the down
 * payment, the yearly rate, the fee), a whole number of months from 1 to 120.
 */
export function invalidTerms(typed: Omit<TypedTerms, "price" | "method">): TypedTermName[] {
  const percent = (value: string) => typedTerm(value) >= 0 && typedTerm(value) <= 100;
  const months = typedTerm(typed.months);
  return (["down", "rate", "months", "fee"] as const).filter((name) =>
    name === "months"
      ? !(Number.isInteger(months) && months >= 1 && months <= 120)
      : !percent(typed[name]),
  );
}

/**
 * A term as typed ("18", "18.5", "18,5"), read as every number a visitor types is
 * (`parseDecimal`); NaN when it is not a number. "1,000" is a thousand, not 1.
 */
function typedTerm(value: string): number {
  return parseDecimal(value) ?? NaN;
}

/**
 * A price as typed ("1,250,000", "1 250 000", "1250000,50"), in birr; NaN when it is not a
 * number. Spaces group thousands; commas are read as in every other figure (`parseDecimal`): a
 * comma before one or two digits is a decimal comma, never a separator to drop.
 */
function typedPrice(price: string): number {
  return parseDecimal(price.replace(/\s/g, "")) ?? NaN;
}

/** Whether a typed price is not one a loan can be worked out for (it must be above 0). */
export function invalidPrice(price: string): boolean {
  return priceProblem(price) !== undefined;
}

/**
 * What is wrong with a typed price: "notFigures" when it is written other than in figures
 * ("1.297.500", "1297500 birr", "abc"), "notAboveZero" when it is empty or not above 0.
 */
export function priceProblem(price: string): "notFigures" | "notAboveZero" | undefined {
  if (price.trim() === "") return "notAboveZero";
  const value = typedPrice(price);
  if (Number.isNaN(value)) return "notFigures";
  return value > 0 ? undefined : "notAboveZero";
}

/**
 * The estimate's fuel saved a month against the instalment: whether the fuel is more, and by how
 * much, as the two figures shown beside the sentence differ (`sumOfShown`): 75,500 against
 * 222,000 is 146,500, not the exact difference rounded on its own.
 */
export function fuelAgainstInstalment(
  fuelPerMonth: number,
  instalment: number,
): { fuelIsMore: boolean; amount: number } {
  const difference = sumOfShown(fuelPerMonth, -instalment);
  return { fuelIsMore: difference >= 0, amount: Math.abs(difference) };
}

/** The query parameter that hands /financing's calculator its starting price, in whole birr. */
export const PRICE_PARAM = "price";

/**
 * /financing's address starting from `price` birr (the estimate's middle price, the one its
 * instalment is worked out on) and the loan terms of `termsQuery` (the estimate's, as they are in
 * its address: `loanMonths=36&…`; none, the example's), opened at the calculator.
 */
export function financingHref(price: number, termsQuery = ""): string {
  const terms = termsQuery ? `&${termsQuery}` : "";
  return `/financing?${PRICE_PARAM}=${Math.round(price)}${terms}#calculator`;
}

/** The price an address hands /financing, in birr; undefined when absent or not above 0. */
export function priceFromQuery(params: URLSearchParams): number | undefined {
  const price = params.get(PRICE_PARAM);
  return price === null || invalidPrice(price) ? undefined : typedPrice(price);
}

/** Loan inputs from typed terms, or undefined when one is not a sensible number. */
export function loanInputsFrom(typed: TypedTerms): LoanInputs | undefined {
  const price = typedPrice(typed.price);
  const [down, rate, months, fee] = [typed.down, typed.rate, typed.months, typed.fee].map(
    typedTerm,
  );
  const share = (value: number | undefined) =>
    value !== undefined && value >= 0 && value <= 100 ? value / 100 : NaN;
  const inputs = {
    price,
    downPayment: share(down),
    annualRate: rate !== undefined && rate >= 0 && rate <= 100 ? rate / 100 : NaN,
    method: typed.method,
    months: months ?? NaN,
    fee: share(fee),
  };
  const valid =
    price > 0 &&
    Number.isInteger(inputs.months) &&
    inputs.months >= 1 &&
    inputs.months <= 120 &&
    [inputs.downPayment, inputs.annualRate, inputs.fee].every(Number.isFinite);
  return valid ? inputs : undefined;
}
