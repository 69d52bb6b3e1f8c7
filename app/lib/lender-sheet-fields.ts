/**
 * The names the lender sheet's address and form share (app/lib/lender-sheet.ts reads them): kept
 * apart, with no imports, so the sheet's page carries none of the sizing tool's code.
 */

/** The sheet's address (in English; pages put it into their language). */
export const LENDER_SHEET_PATH = "/size-your-system/lender-sheet";

/** The engine pumps the system is compared with: the fuel each would burn for its water. */
export const engines = ["petrol", "diesel"] as const;
export type Engine = (typeof engines)[number];

/**
 * The pump the farmer uses today: its fuel is what the system saves. "none": no engine pump
 * today (a borehole still to drill, land not yet irrigated), so the system saves no fuel.
 */
export const pumpsToday = [...engines, "none"] as const;
export type PumpToday = (typeof pumpsToday)[number];

/** The query's (and the form's) names of the loan terms; the sizing answers keep theirs. */
export const loanFields = {
  down: "loanDown",
  rate: "loanRate",
  method: "loanInterest",
  months: "loanMonths",
  fee: "loanFee",
} as const;

/** The query's (and the form's) names of the crop income. */
export const incomeFields = {
  crop: "incomeCrop",
  yield: "incomeYield",
  price: "incomePrice",
  harvests: "harvests",
} as const;

/** The query's (and the form's) name of today's pump. */
export const ENGINE_FIELD = "engine";

/** The loan terms as typed in the estimate's calculator (percentages as typed). */
export interface TypedLoanTerms {
  down: string;
  rate: string;
  method: "flat" | "declining";
  months: string;
  fee: string;
}

/**
 * The sheet's query: the estimate's answers (as their own query) and the loan terms typed. The
 * estimate's "Sheet for your lender" link builds it without loading the sizing code again.
 */
export function sheetQuery(answersQuery: string, loan: TypedLoanTerms): string {
  const params = new URLSearchParams(answersQuery);
  for (const key of Object.keys(loanFields) as (keyof TypedLoanTerms)[]) {
    params.set(loanFields[key], loan[key]);
  }
  return params.toString();
}

/** The loan terms of a query, as typed; each one it lacks is the example's. */
export function loanTermsFrom(params: URLSearchParams, example: TypedLoanTerms): TypedLoanTerms {
  const typed = (key: Exclude<keyof TypedLoanTerms, "method">) =>
    (params.get(loanFields[key]) ?? example[key]).slice(0, 20);
  const method = params.get(loanFields.method);
  return {
    down: typed("down"),
    rate: typed("rate"),
    method: method === "flat" || method === "declining" ? method : example.method,
    months: typed("months"),
    fee: typed("fee"),
  };
}
