import { data } from "react-router";
import type { Route } from "./+types/content-financing";
import { SettingPage, settingPageProps } from "~/components/staff/setting-page";
import { StaffSection } from "~/components/staff/staff-section";
import { Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import { defaultLocale, localeInfo, locales, type Locale } from "~/i18n/locales";
import { getRuntime } from "~/server/runtime.server";
import { fieldBase } from "~/server/field-merge.server";
import { LENDER_LIST } from "~/content/financing-terms";
import { FINANCING_ID, financingFromForm, financingItem } from "~/server/settings.server";
import { historyLinks, settingMarks, settingPages } from "~/server/setting-kinds.server";
import {
  AddRowButton,
  RowButtons,
  rowLanding,
  TranslationMark,
} from "~/components/staff/words-field";
import { applyRowChange, rowChange, rowIndexes, ROWS_BUTTON } from "~/lib/form-rows";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import {
  changedRows,
  draftState,
  publishSettingForm,
  settingIntent,
  typedFields,
  type SettingAnswer,
} from "~/server/staff-forms.server";
import { interestMethods } from "~/lib/loan";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.content;
const words = text.financing;

function itemOrFail() {
  const item = financingItem(getRuntime().db);
  if (!item) throw data({ message: "The financing settings are missing." }, { status: 500 });
  return item;
}

/** The form's values of the stored settings, as staff type them (percentages, not shares). */
function formValues(settings: ReturnType<typeof itemOrFail>["current"]): Record<string, string> {
  const percent = (share: number) => String(Math.round(share * 10_000) / 100);
  const values: Record<string, string> = {
    downPayment: percent(settings.exampleTerms.downPayment),
    annualRate: percent(settings.exampleTerms.annualRate),
    method: settings.exampleTerms.method,
    months: String(settings.exampleTerms.months),
    fee: percent(settings.exampleTerms.fee),
  };
  // With no lender yet, one empty row to name the first in (an empty row is left out).
  const lenders = settings.lenders.length > 0 ? settings.lenders : [{ name: "", offers: {} }];
  lenders.forEach((lender: { name: string; offers: Partial<Record<Locale, string>> }, row) => {
    values[`lender.${row}.name`] = lender.name;
    for (const locale of locales)
      values[`lender.${row}.offers.${locale}`] = lender.offers[locale] ?? "";
  });
  return values;
}

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const item = itemOrFail();
  return {
    csrf: session.csrfToken,
    revision: item.revision,
    ...draftState(request, item),
    values: formValues(item.current),
    // What the fields hold, so the signed-out page lists what was changed first (`submittedFields`).
    base: fieldBase(formValues(item.current)),
    languages: locales.map((code) => ({ code, name: localeInfo[code].name })),
    done: new URL(request.url).searchParams.has("done"),
    marks: settingMarks(FINANCING_ID, item),
    history: historyLinks(FINANCING_ID),
  };
}

/** The fields of an empty lender row. */
const blankLender = ["name", ...locales.map((locale) => `offers.${locale}`)];

/** The id of a lender's row by its place in the list (1 for the first): `lender-2`. */
const lenderAnchor = (place: number) => `lender-${place}`;

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request, getRuntime(), access.content);
  const change = rowChange(form[ROWS_BUTTON]);
  if (change?.list === LENDER_LIST)
    return changedRows(form, applyRowChange(typedFields(form), change, blankLender), (applied) =>
      financingFromForm(applied, itemOrFail().current),
    );
  return publishSettingForm(financingFromForm(form, itemOrFail().current), typedFields(form), {
    form,
    intent: settingIntent(form),
    by: session.staff.email,
    pages: settingPages(FINANCING_ID),
    done: "/staff/content/financing?done",
    fieldsOf: formValues,
  });
}

export function meta() {
  return staffMeta(words.title);
}

export default function ContentFinancing({ loaderData, actionData }: Route.ComponentProps) {
  const { languages } = loaderData;
  const result = actionData as SettingAnswer | undefined;
  const values = result?.typed ?? loaderData.values;
  const errors = result?.errors ?? {};
  const rows = rowIndexes(values, LENDER_LIST);
  // The translations' marks of the form as typed, else of the stored document.
  const marks = result?.marks ?? loaderData.marks;
  const input = (name: string, label: string, numeric = true) => (
    <Field key={name} label={label} name={name} error={errors[name]} markOptional={false}>
      {(props) => (
        <input
          {...props}
          type="text"
          inputMode={numeric ? "decimal" : undefined}
          defaultValue={values[name] ?? ""}
        />
      )}
    </Field>
  );
  return (
    <SettingPage
      {...settingPageProps(loaderData, result, words)}
      rows={{ typed: result?.typed, changed: Boolean(result?.changed) }}
    >
      <StaffSection id="terms" title={words.terms}>
        <div className="grid max-w-xl gap-4">
          {input("downPayment", words.downPayment)}
          {input("annualRate", words.annualRate)}
          <Field label={words.method} name="method" error={errors.method} markOptional={false}>
            {(props) => (
              <select {...props} defaultValue={values.method}>
                {interestMethods.map((method) => (
                  <option key={method} value={method}>
                    {words.methods[method]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {input("months", words.months)}
          {input("fee", words.fee)}
        </div>
      </StaffSection>
      <StaffSection id="lenders" title={words.lenders}>
        <p className="max-w-3xl text-stone-700">{words.lendersIntro}</p>
        <div className="mt-4 grid gap-6">
          {rows.map((row, position) => (
            <fieldset
              key={row}
              id={lenderAnchor(position + 1)}
              className="grid scroll-mt-4 gap-4 rounded-xl border border-stone-300 p-4"
            >
              <legend className="px-1 font-bold">{words.lender(position + 1)}</legend>
              {input(`lender.${row}.name`, words.lenderName, false)}
              <div className="grid items-end gap-4 lg:grid-cols-3">
                {languages.map(({ code, name }) => (
                  <div key={code} className="min-w-0">
                    <Field
                      key={code}
                      label={words.offers(name)}
                      name={`lender.${row}.offers.${code}`}
                      error={errors[`lender.${row}.offers.${code}`]}
                      markOptional={code === defaultLocale ? false : undefined}
                    >
                      {(props) => (
                        <input
                          {...props}
                          type="text"
                          lang={code}
                          defaultValue={values[`lender.${row}.offers.${code}`] ?? ""}
                        />
                      )}
                    </Field>
                    {code !== defaultLocale && values[`lender.${row}.name`] ? (
                      <TranslationMark
                        locale={code}
                        english={values[`lender.${row}.offers.${defaultLocale}`] ?? ""}
                        translation={values[`lender.${row}.offers.${code}`] ?? ""}
                        outdated={marks[`lender.${row}.offers.${code}`] === "outdated"}
                        values={values}
                      />
                    ) : null}
                  </div>
                ))}
              </div>
              <RowButtons
                list={LENDER_LIST}
                index={row}
                count={rows.length}
                what={words.lender(position + 1).toLowerCase()}
                landing={rowLanding(lenderAnchor, position, rows.length, "lenders")}
              />
            </fieldset>
          ))}
          <div>
            <AddRowButton
              list={LENDER_LIST}
              label={words.addLender}
              landing={lenderAnchor(rows.length + 1)}
            />
          </div>
        </div>
      </StaffSection>
    </SettingPage>
  );
}
