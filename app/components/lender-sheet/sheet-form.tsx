import { buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { RadioCards } from "~/components/ui/radio-cards";
import type { FinancingText } from "~/content/financing";
import { SHEET_CROP_LENGTH, SHEET_VALUE_LENGTH } from "~/lib/lender-sheet";
import { interestMethods } from "~/lib/loan";
import type { LenderSheetText } from "~/content/lender-sheet";
import type { SheetView } from "~/server/lender-sheet.server";

/**
 * Change the sheet: the loan terms, today's pump and the crop income. A GET form of the sheet's
 * own address (the estimate's answers ride along as hidden fields), which the server renders
 * again: it works the same with JavaScript off. Not printed.
 */
export function SheetForm({
  form,
  text,
}: {
  form: SheetView["form"];
  text: { sheet: LenderSheetText; loan: FinancingText["calculator"] };
}) {
  const words = text.sheet.form;
  const { values } = form;
  const { loan: loanFields, income: incomeFields, engine: engineField } = form.names;
  const typed = (
    name: string,
    label: string,
    value: string,
    options: {
      hint?: string;
      inputMode?: "decimal" | "numeric" | "text";
      /** What the server reads of it: the field takes no more, rather than cut it unsaid. */
      maxLength?: number;
    } = {},
  ) => (
    <Field
      label={label}
      name={name}
      hint={options.hint}
      error={form.errors[name]}
      markOptional={false}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={options.inputMode ?? "decimal"}
          autoComplete="off"
          maxLength={options.maxLength ?? SHEET_VALUE_LENGTH}
          defaultValue={value}
        />
      )}
    </Field>
  );
  return (
    <section
      aria-labelledby="sheet-form-title"
      className="mt-8 rounded-2xl bg-earth-50 p-5 ring-1 ring-stone-200 sm:p-8 print:hidden"
    >
      <h2 id="sheet-form-title" className="text-xl font-bold tracking-tight">
        {words.title}
      </h2>
      <p className="mt-2 text-stone-700">{words.intro}</p>
      <form
        method="get"
        action={form.action}
        noValidate
        aria-labelledby="sheet-form-title"
        className="mt-5 grid gap-5 sm:grid-cols-2"
        data-testid="sheet-form"
      >
        {form.hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {typed(loanFields.down, text.loan.downPayment, values.down)}
        {typed(loanFields.rate, text.loan.rate, values.rate)}
        <RadioCards
          name={loanFields.method}
          legend={text.loan.method}
          options={interestMethods.map((method) => ({
            value: method,
            label: text.loan.methods[method],
          }))}
          value={values.method}
          sideBySide
          className="sm:col-span-2"
        />
        {typed(loanFields.months, text.loan.months, values.months, { inputMode: "numeric" })}
        {typed(loanFields.fee, text.loan.fee, values.fee)}
        <Field label={words.engine} name={engineField} markOptional={false}>
          {(control) => (
            <select {...control} defaultValue={values.engine}>
              {form.engines.map((engine) => (
                <option key={engine} value={engine}>
                  {text.sheet.fuel.engines[engine]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {typed(incomeFields.crop, words.crop, values.crop, {
          hint: form.cropHint,
          inputMode: "text",
          maxLength: SHEET_CROP_LENGTH,
        })}
        {typed(incomeFields.yield, words.harvest, values.yield)}
        {typed(incomeFields.price, words.price, values.price)}
        {typed(incomeFields.harvests, words.harvests, values.harvests, { inputMode: "numeric" })}
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClasses("primary")}>
            {words.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
