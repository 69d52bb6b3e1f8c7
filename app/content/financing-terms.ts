/**
 * The example loan terms the financing calculator starts with, and the lenders the site names.
 * EXAMPLES, NOT AN OFFER: every page that shows them says so. This module is the SEED: pages never
 * import it; loaders read it through `financingSettings()` (app/server/price-settings.server.ts),
 * so staff can later edit the terms and the lenders without a developer.
 */
import type { Locale } from "~/i18n/locales";
import type { InterestMethod } from "~/lib/loan";

/** Loan terms as a lender states them. */
export interface LoanTerms {
  /** Share of the price paid at the start, 0–1. */
  readonly downPayment: number;
  /** Yearly interest rate, 0–1 (0.18 = 18 %). */
  readonly annualRate: number;
  /** Flat (on the amount lent, for the whole term) or on the declining balance. */
  readonly method: InterestMethod;
  /** Months to repay. */
  readonly months: number;
  /** One-off fee, a share of the amount lent, paid at the start, 0–1. */
  readonly fee: number;
}

/** A lender the company works with, named on /financing only when staff list it. */
export interface Lender {
  /** Stable id (kebab-case). */
  readonly id: string;
  /** The lender's own name, as it writes it (not translated). */
  readonly name: string;
  /** What it lends for, in every language of the site. */
  readonly offers: { readonly en: string } & { readonly [L in Locale]?: string };
}

/**
 * The list of lenders on the staff form: row fields `lender.{row}.name` and
 * `lender.{row}.offers.{locale}` (`form-rows.ts`).
 */
export const LENDER_LIST = "lender";

export interface FinancingSettings {
  /** The terms the calculator starts with: typical of Ethiopian microfinance for farm equipment. */
  readonly exampleTerms: LoanTerms;
  /** The lenders to name; empty: the page names none. */
  readonly lenders: readonly Lender[];
}

export const exampleTerms = {
  downPayment: 0.2,
  annualRate: 0.18,
  method: "declining",
  months: 24,
  fee: 0.02,
} as const satisfies LoanTerms;

/** No lender is named until staff list one (the company's agreements are its own to announce). */
export const lenders: readonly Lender[] = [];

export const financingTermsSeed: FinancingSettings = { exampleTerms, lenders };
