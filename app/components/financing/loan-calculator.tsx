import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { RadioCards } from "~/components/ui/radio-cards";
import type { LoanTerms } from "~/content/financing-terms";
import { formatBirr, formatNumber, sumOfShown } from "~/i18n/format";
import { fill } from "~/i18n/translation";
import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import {
  invalidTerms,
  loanInputsFrom,
  loanPlan,
  priceProblem,
  typedLoanTerms,
  interestMethods,
  type InterestMethod,
  type LoanPlan,
  type TypedTerms,
} from "~/lib/loan";

/** One result figure. */
function Figure({
  label,
  value,
  detail,
  className = "",
}: {
  label: string;
  value: string;
  detail?: string;
  className?: string;
}) {
  return (
    <div className={`rounded-xl bg-earth-50 p-4 ring-1 ring-stone-200 ${className}`}>
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight text-field-800 first-letter:uppercase">
        {/* The currency's word and the figure may go on two lines when a narrow phone and a
            reader's wider text spacing leave no room for one ("qarshii 1,321,000"). */}
        {value.replace(/\u00a0/g, " ")}
      </dd>
      {detail ? <dd className="mt-1 text-sm text-stone-600">{detail}</dd> : null}
    </div>
  );
}

/** Loan terms in one sentence, filled into `template` ({down}, {rate}, {method}, {months}, {fee}). */
function TermsSentence({
  template,
  terms,
  className,
  testId,
}: {
  template: string;
  terms: LoanTerms;
  className: string;
  testId: string;
}) {
  const text = useText("financing").calculator;
  const locale = useLocale();
  const percent = (share: number) =>
    fill(text.percent, { value: formatNumber(locale, share * 100, 1) });
  return (
    <p className={className} data-testid={testId}>
      {fill(template, {
        down: percent(terms.downPayment),
        rate: percent(terms.annualRate),
        method: text.methodShort[terms.method],
        months: formatNumber(locale, terms.months),
        fee: percent(terms.fee),
      })}
    </p>
  );
}

/**
 * The example terms in one sentence, labelled as an example, never as an offer. Not printed: the
 * terms' fields are not either, so paper shows the terms the figures were worked out on instead
 * (`TermsSentence` with `termsUsed`, in the calculator's result).
 */
export function ExampleTermsNote({ terms }: { terms: LoanTerms }) {
  const text = useText("financing").calculator;
  return (
    <TermsSentence
      template={text.exampleTerms}
      terms={terms}
      className="text-sm text-stone-600 print:hidden"
      testId="example-terms"
    />
  );
}

/** The instalment, what is paid at the start, the total, and the schedule month by month. */
export function LoanResult({
  plan,
  months,
  instalment = true,
}: {
  plan: LoanPlan;
  months: number;
  /** Whether to show the instalment here (the estimate shows it beside the fuel instead). */
  instalment?: boolean;
}) {
  const text = useText("financing").calculator;
  const locale = useLocale();
  const captionId = useId();
  const birr = (value: number) => formatBirr(locale, value);
  return (
    <>
      {/*
        Side by side only where the column holds them (a figure does not break: "qarshii
        35,660,000"): the instalment above, the start and the total beside each other below.
      */}
      <dl className="grid gap-3 @2xl:grid-cols-2" data-testid="loan-result">
        {instalment ? (
          <Figure
            className="@2xl:col-span-2"
            label={text.instalment}
            value={birr(plan.instalment)}
            detail={fill(text.instalmentDetail, { months: formatNumber(locale, months) })}
          />
        ) : null}
        <Figure
          label={text.upfront}
          // The parts as shown, added: "280,800 birr, down payment 260,000 and fee 20,800".
          value={formatBirr(locale, sumOfShown(plan.downPayment, plan.fee), true)}
          detail={fill(text.upfrontDetail, { down: birr(plan.downPayment), fee: birr(plan.fee) })}
        />
        <Figure
          label={text.totalPaid}
          value={birr(plan.totalPaid)}
          detail={fill(text.totalPaidDetail, { interest: birr(plan.interest) })}
        />
      </dl>
      <details className="mt-4 rounded-xl ring-1 ring-stone-200 print:hidden">
        <summary className="cursor-pointer px-4 py-3 font-semibold text-field-800">
          {text.scheduleSummary}
        </summary>
        {/* It scrolls (60 months and more): focusable, so the keyboard can scroll it too. */}
        <div
          className="max-h-96 overflow-auto px-4 pb-4"
          role="region"
          aria-labelledby={captionId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full text-right text-sm tabular-nums">
            <caption id={captionId} className="py-2 text-left text-stone-600">
              {text.scheduleCaption}
            </caption>
            <thead>
              <tr className="border-b border-stone-300">
                {Object.values(text.scheduleHeads).map((head) => (
                  <th key={head} scope="col" className="px-2 py-1 font-semibold first:text-left">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {plan.schedule.map((row) => (
                <tr key={row.month} className="border-b border-stone-100">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {formatNumber(locale, row.month)}
                  </th>
                  {[row.payment, row.interest, row.principal, row.balance].map((value, index) => (
                    <td key={index} className="px-2 py-1">
                      {formatNumber(locale, Math.round(value))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

interface LoanCalculatorProps {
  /** The price the calculator starts with, birr. */
  price: number;
  /** Whether the visitor may change the price (on /financing; the estimate's price is given). */
  priceEditable?: boolean;
  /** The example terms the calculator starts with. */
  terms: LoanTerms;
  /**
   * Shown above the result, with the plan of the terms typed (the estimate puts the instalment
   * beside the fuel there, and the result then leaves it out).
   */
  children?: (plan: LoanPlan, typed: TypedTerms) => ReactNode;
  /** Terms above the result whatever the width (in a narrow column, such as the estimate's). */
  stacked?: boolean;
  /**
   * The terms as first typed (a shared estimate's, or the address's on /financing, the price
   * included where it is typed); the example's when absent.
   */
  typed?: Omit<TypedTerms, "price"> & { price?: string };
  /** Told every change of the terms; `typing` is false for a choice (the interest method). */
  onTyped?: (typed: TypedTerms, typing: boolean) => void;
  /**
   * The terms as a GET form (or part of one) of a page the server renders from its query (the
   * estimate, /financing): it works without JavaScript, and each term that is not valid gets its
   * message beside it.
   */
  form: LoanForm;
}

/**
 * The terms as a GET form of their own (/financing), or as part of one elsewhere on the page
 * (`owner`, the estimate's answers): there the terms are its fields (the `form` attribute), so
 * either button sends what was typed in both, and the terms' button sends it to `action`.
 */
export interface LoanForm {
  /** The id of the form the terms belong to, when it is not their own. */
  owner?: string;
  action: string;
  /** The query's name of each term (and of the price, where it is typed). */
  names: Record<Exclude<keyof TypedTerms, "price">, string> & { price?: string };
  /** The button's words. */
  submit: string;
}

/**
 * A loan calculator: the terms as inputs, the plan beside them. Once scripts run, the plan
 * follows what is typed (docs/decisions/0029). Without them, the terms are a GET form of a page
 * the server renders from its query (`form`, docs/decisions/0056): the prerendered HTML shows the
 * example terms' plan, the server's page the plan of the terms sent.
 */
export function LoanCalculator({
  price,
  priceEditable = false,
  terms,
  children,
  stacked = false,
  typed: first,
  onTyped,
  form,
}: LoanCalculatorProps) {
  const text = useText("financing").calculator;
  const [typed, setTyped] = useState((): TypedTerms => ({
    price: String(Math.round(price)),
    ...(first ?? typedLoanTerms(terms)),
  }));
  const current = priceEditable ? typed : { ...typed, price: String(Math.round(price)) };
  const inputs = loanInputsFrom(current);
  const plan = inputs ? loanPlan(inputs) : undefined;
  const result = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  /** A term's field name: the query's, in a form; else one of its own. */
  const nameOf = (key: keyof TypedTerms) => form.names[key] ?? `loan-${key}`;
  // Terms typed before the page's script ran (a slow phone shows the fields first) are in the
  // fields, not in the state: taken in at hydration, or the next change would put them back.
  useLayoutEffect(() => {
    const next: Record<string, string> = { ...typed };
    let changed = false;
    for (const key of ["price", "down", "rate", "method", "months", "fee"] as const) {
      const name = nameOf(key);
      // Of a choice's radio buttons, the one chosen.
      const element = box.current?.querySelector<HTMLInputElement>(
        `[name="${name}"]:not([type=radio]:not(:checked))`,
      );
      if (element && element.value !== next[key]) {
        next[key] = element.value;
        changed = true;
      }
    }
    if (!changed) return;
    // The page's own fields are the outside source here, read once: one more render, at most.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTyped(next as unknown as TypedTerms);
    onTyped?.(next as unknown as TypedTerms, true);
    // Once, at hydration: from then on the fields follow the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /**
   * Focus on the first term of `terms` that is not valid, else on the plan, its top in view
   * below the fixed header: focus alone scrolled it under the header (its margin was not kept).
   */
  const showPlan = (terms: Element | null) => {
    const invalid = terms?.querySelector<HTMLElement>("[aria-invalid]");
    if (invalid) return invalid.focus();
    result.current?.focus({ preventScroll: true });
    result.current?.scrollIntoView({ block: "start" });
  };
  // With JavaScript the result already follows the terms: Enter in a term (or the button) takes
  // the visitor to it, or to the first term that is not valid and its message, instead of
  // sending the answers' form. Without it, that form goes to the server with these terms.
  const enterShowsPlan = form.owner
    ? (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        showPlan(event.currentTarget.closest("[role=group]"));
      }
    : undefined;
  const set = (key: keyof TypedTerms, value: string, typing = true) => {
    const next = { ...typed, [key]: value };
    setTyped(next);
    onTyped?.(next, typing);
  };
  // Beside each term that is not valid: what to enter instead.
  const wrong = invalidTerms(current);
  // Beside the price (typed on /financing only): how to write it, or that it must be above 0.
  const priceProblemOf = priceProblem(current.price);
  const priceMessage =
    priceProblemOf &&
    { notFigures: text.priceFormat, notAboveZero: text.priceError }[priceProblemOf];
  const numberField = (
    key: "price" | "down" | "rate" | "months" | "fee",
    label: string,
    hint?: string,
  ) => (
    <Field
      label={label}
      name={nameOf(key)}
      hint={hint}
      error={key === "price" ? priceMessage : wrong.includes(key) ? text.errors[key] : undefined}
      markOptional={false}
    >
      {(control) => (
        <input
          {...control}
          form={form.owner}
          onKeyDown={enterShowsPlan}
          type="text"
          inputMode={key === "months" || key === "price" ? "numeric" : "decimal"}
          autoComplete="off"
          value={current[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </Field>
  );
  const termsClass = `grid gap-4 sm:grid-cols-2 ${stacked ? "" : "lg:grid-cols-1 xl:grid-cols-2"} print:hidden`;
  const termFields = (
    <>
      {priceEditable ? (
        <div className="sm:col-span-2 lg:col-span-1 xl:col-span-2">
          {numberField("price", text.price, text.priceHint)}
        </div>
      ) : null}
      {numberField("down", text.downPayment)}
      {numberField("rate", text.rate)}
      <RadioCards
        name={nameOf("method")}
        form={form.owner}
        onKeyDown={enterShowsPlan}
        legend={text.method}
        options={interestMethods.map((method) => ({
          value: method,
          label: text.methods[method],
        }))}
        value={current.method}
        onChange={(value) => set("method", value as InterestMethod, false)}
        className="sm:col-span-2 lg:col-span-1 xl:col-span-2"
      />
      {numberField("months", text.months)}
      {numberField("fee", text.fee)}
    </>
  );
  return (
    <div
      ref={box}
      // One column of at most the page's width (minmax(0, 1fr)): the opened schedule scrolls in
      // its own box instead of widening the column past a phone's screen.
      className={`grid grid-cols-1 gap-6 ${stacked ? "" : "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start"}`}
    >
      {!form.owner ? (
        <form
          method="get"
          action={form.action}
          noValidate
          aria-label={text.label}
          className={termsClass}
          // With JavaScript the result already follows the terms: sending takes the visitor to
          // it, or to the first term that is not valid. Without it, the server works it out.
          onSubmit={(event) => {
            event.preventDefault();
            showPlan(event.currentTarget);
          }}
        >
          {termFields}
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClasses("secondary")}>
              {form.submit}
            </button>
          </div>
        </form>
      ) : (
        <div role="group" aria-label={text.label} className={termsClass}>
          {termFields}
          <div className="sm:col-span-2">
            <button
              type="submit"
              form={form.owner}
              formAction={form.action}
              className={buttonClasses("secondary")}
              onClick={(event) => {
                event.preventDefault();
                showPlan(event.currentTarget.closest("[role=group]"));
              }}
            >
              {form.submit}
            </button>
          </div>
        </div>
      )}
      {/* Where sending the form takes the visitor (it is not in the tab order). */}
      {/* A container: the result's figures go side by side only where it holds them. */}
      <div ref={result} tabIndex={-1} className="scroll-mt-24 outline-none @container">
        {plan && inputs ? (
          <>
            {/* On paper, where the fields are not: the terms these figures are for. */}
            <TermsSentence
              template={text.termsUsed}
              terms={inputs}
              className="mb-3 hidden text-sm text-stone-700 print:block"
              testId="terms-used"
            />
            {children?.(plan, current)}
            <LoanResult plan={plan} months={inputs.months} instalment={!children} />
          </>
        ) : (
          <p className="rounded-xl bg-sun-50 p-4 text-stone-800 ring-1 ring-sun-200">
            {/* "Above 0" only where it is the problem: a price in other forms is marked too. */}
            {wrong.length > 0 || priceProblemOf === "notFigures" ? text.fixTerms : text.invalid}
          </p>
        )}
      </div>
    </div>
  );
}
