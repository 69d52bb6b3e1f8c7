/**
 * Every word about paying for a system: the /financing page (ways to pay, the loan calculator,
 * the FAQ, the lenders), the "What it costs a month" section of the estimate on
 * /size-your-system. The example terms and the lenders are data
 * (app/content/financing-terms.ts, read by loaders), the arithmetic is app/lib/loan.ts.
 * Placeholders in `{braces}` are filled with figures formatted for the page's language.
 */
import type { CallToAction } from "./call-to-action";
import type { Translation } from "~/i18n/translation";

/** The ways to pay, in the order the page shows them; each id is also its anchor. */
export const paymentWayIds = ["cash", "microfinance", "cooperative", "instalments"] as const;
export type PaymentWayId = (typeof paymentWayIds)[number];

/** Where the band that closes the page leads (its words are in the texts). */
export const financingCallToAction = {
  title: "Need a price to show your lender?",
  text: "Send us your farm size, crops and water source. An engineer will recommend a system and send you a free quote: the price your bank or microfinance institution will ask to see.",
  primary: { label: "Get a Free Quote", to: "/get-started" },
  secondary: { label: "Size your system", to: "/size-your-system" },
  callUs: true,
} as const satisfies CallToAction;

const en = {
  meta: {
    title: "Paying for your system",
    description:
      "Cash, a microfinance loan, a cooperative purchase or our own instalment plan: how Ethiopian farmers pay for solar pumping, with a loan calculator in birr.",
  },
  hero: {
    eyebrow: "Financing",
    title: "Pay for solar pumping month by month",
    lead: "Few farmers pay for a system at once. Here are the ways to pay, what a loan costs a month in birr, and what lenders ask to see.",
    calculate: "Work out a loan",
  },
  ways: {
    eyebrow: "Ways to pay",
    title: "Four ways to pay for your system",
    intro: "Choose what suits your farm. Our sales team helps with each of them.",
    items: {
      cash: {
        title: "Cash",
        text: "Pay the full price when the system is installed. It costs least: no interest and no fees.",
      },
      microfinance: {
        title: "Microfinance loan",
        text: "A microfinance institution or a bank lends most of the price; you pay a down payment and then monthly instalments. Lenders ask for a simple farm cash flow: what the system costs, what it saves and what the crop earns.",
      },
      cooperative: {
        title: "Cooperative purchase",
        text: "Members of a cooperative share one larger system and its cost. A cooperative often borrows on better terms than one farmer, and one pump serves several fields.",
      },
      instalments: {
        title: "Our instalment plan",
        text: "For some packages we agree a plan ourselves: part at installation, the rest in monthly payments over the season. Ask our sales team whether your system qualifies.",
      },
    },
  },
  calculator: {
    eyebrow: "Loan calculator",
    title: "What a loan costs a month",
    intro: "Change the figures to your lender's terms.",
    /** The form's accessible name. */
    label: "Loan terms",
    price: "System price (birr)",
    priceHint: "From your estimate or our quote.",
    downPayment: "Down payment (%)",
    rate: "Interest rate (% a year)",
    method: "How interest is charged",
    methods: {
      declining: "On the declining balance",
      flat: "Flat, on the amount lent",
    },
    months: "Term (months)",
    fee: "Fee (% of the amount lent)",
    /** Shown with JavaScript off: the figures are the server's, for the price and terms shown. */
    noScript:
      "Your browser is not running JavaScript: the result below is worked out on our server for the price and terms shown. Change them and press “Work out the instalment” to work it out again.",
    /** {down} %, {rate} %, {method}, {months}, {fee} %: the example terms. */
    exampleTerms:
      "Example terms, not an offer: {down} down, {rate} a year {method}, {months} months, a {fee} fee. Your lender's terms decide.",
    methodShort: { declining: "on the declining balance", flat: "flat" },
    /** On paper, above the figures: the terms they were worked out on, as `exampleTerms`. */
    termsUsed:
      "Worked out on these terms: {down} down, {rate} a year {method}, {months} months, a {fee} fee. Your lender's terms decide.",
    percent: "{value}\u00a0%",
    instalment: "Monthly instalment",
    /** {months}: the term. */
    instalmentDetail: "for {months} months",
    upfront: "Paid at the start",
    upfrontDetail: "down payment {down} and fee {fee}",
    totalPaid: "Total paid",
    /** {interest}: the interest over the term. */
    totalPaidDetail: "of which interest {interest}",
    scheduleSummary: "Month by month",
    scheduleCaption: "Repayment schedule, in birr",
    scheduleHeads: {
      month: "Month",
      payment: "Instalment",
      interest: "Interest",
      principal: "Repaid",
      balance: "Still owed",
    },
    invalid: "Enter a price above 0 and a term of 1 to 120 months.",
    /** Beside a price typed on /financing that is not above 0. */
    priceError: "Enter a price above 0",
    /** Beside a price typed on /financing other than in figures ("1.297.500", "1297500 birr"). */
    priceFormat:
      "Write the price in figures only, like 1,297,500 or 1297500: no points between the thousands, no “birr”",
    /** The estimate's terms (its price is not typed): each bad one is marked beside it. */
    fixTerms: "Correct the marked terms to see the monthly instalment.",
    /**
     * Beside a loan term that is not valid, with its allowed range (every loan calculator's and
     * the lender sheet's).
     */
    errors: {
      down: "Enter a down payment from 0 to 100 %",
      rate: "Enter an interest rate from 0 to 100 % a year",
      months: "Enter a term of 1 to 120 months, in whole months",
      fee: "Enter a fee from 0 to 100 % of the amount lent",
    },
  },
  section: {
    eyebrow: "What it costs a month",
    title: "Your system on a loan, against the fuel you no longer buy",
    /** {price}: the middle of the estimate's price range, which the loan is for. */
    loanPrice: "The loan is worked out on {price}, the middle of the estimate's price range.",
    instalment: "Monthly instalment",
    /** {engine}: "petrol" or "diesel". */
    fuel: "{engine} you no longer buy, a month",
    engines: { petrol: "Petrol", diesel: "Diesel" },
    /** {amount}: fuel saved minus instalment. */
    better: "Each month of the loan, the fuel you save is {amount} more than the instalment.",
    worse: "Each month of the loan, the instalment is {amount} more than the fuel you save.",
    /** {amount}: fuel saved a month. */
    after:
      "Once the loan is repaid, the fuel you no longer buy stays in your pocket: {amount} a month.",
    /** Instead of the three above when the down payment is the whole price: {amount} as there. */
    paidInFull:
      "Nothing is borrowed: with the system paid at the start, the fuel you no longer buy stays in your pocket from the first month: {amount} a month.",
    fuelNote:
      "Fuel a month is the season's fuel of the 15-year comparison above, spread over twelve months.",
    /**
     * Instead of the six above when the borehole is still to drill: the farmer has no engine pump
     * whose fuel solar saves, so the fuel is what an engine pump bought instead would burn.
     */
    toDrill: {
      title: "Your system on a loan, against the fuel an engine pump would burn",
      /** {engine}: "petrol" or "diesel". */
      fuel: "{engine} an engine pump would burn, a month",
      /** {amount}: the engine pump's fuel minus the instalment. */
      better:
        "Each month of the loan, an engine pump's fuel would cost {amount} more than the instalment.",
      worse: "Each month of the loan, the instalment is {amount} more than an engine pump's fuel.",
      /** {amount}: the engine pump's fuel a month. */
      after:
        "Once the loan is repaid, solar costs you no fuel; an engine pump would still burn {amount} a month.",
      paidInFull:
        "Nothing is borrowed: solar costs you no fuel from the first month; an engine pump would burn {amount} a month.",
      note: "You have no engine pump to replace yet: these are the fuel costs an engine pump, bought instead of solar, would have for the same water.",
    },
    financingLink: "Ways to pay and the loan calculator",
    /** The link to the printable sheet, with the estimate and the terms typed above. */
    lenderSheet: "Sheet for your lender",
    lenderSheetHint:
      "One printable page with this estimate, these loan terms, the fuel you save and, if you add it, your crop's income.",
    /**
     * The loan terms' button: without JavaScript it sends them, and the server works out their
     * instalment; with it, it takes the visitor to the instalment (which follows the typing).
     */
    update: "Work out the instalment",
  },
  faq: {
    eyebrow: "Questions",
    title: "Questions farmers ask",
    items: [
      {
        question: "Is the price in birr fixed?",
        answer:
          "No. Our list prices are in US dollars; the birr figures are indicative, converted at the rate shown with the date it was set. The quote our engineer sends after the site visit is the price.",
      },
      {
        question: "Are the example loan terms an offer?",
        answer:
          "No. They are examples of terms Ethiopian lenders give for farm equipment. Your lender sets the down payment, interest, term and fee.",
      },
      {
        question: "What is the difference between flat and declining-balance interest?",
        answer:
          "Flat interest is charged on the whole amount lent for the whole term. Declining-balance interest is charged only on what you still owe, so the same rate costs less. Ask your lender which one it uses.",
      },
      {
        question: "What do lenders ask for?",
        answer:
          "Usually your identity card, proof that you farm the land, a down payment and a simple cash flow: what the system costs, what it saves and what your crop earns. Your estimate and its monthly cost, printed from the estimate page, give most of it.",
      },
      {
        question: "Can a cooperative buy one system for its members?",
        answer:
          "Yes. A larger system for a cooperative costs less per hectare, and we train the members who run it. Ask for a quote for the whole area.",
      },
    ],
  },
  lenders: {
    eyebrow: "Lenders",
    title: "Lenders our customers use",
    intro: "We do not lend ourselves and take no commission; these lenders know our systems.",
  },
  /** The band that closes the page: from the figures to a quote a lender can read. */
  cta: {
    title: financingCallToAction.title,
    text: financingCallToAction.text,
    primary: financingCallToAction.primary.label,
    secondary: financingCallToAction.secondary.label,
  },
};

export type FinancingText = Translation<typeof en>;

/** The financing page's English: the shape every translation follows (catalogue.ts). */
export const financingEnglish: FinancingText = en;
