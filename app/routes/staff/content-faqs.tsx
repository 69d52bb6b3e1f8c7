import type { Route } from "./+types/content-faqs";
import { fieldLabels } from "~/components/staff/editor-fields";
import { SettingPage, settingPageProps } from "~/components/staff/setting-page";
import { StaffSection } from "~/components/staff/staff-section";
import {
  AddRowButton,
  editorLanguages,
  RowButtons,
  rowLanding,
  WordsField,
} from "~/components/staff/words-field";
import { faqList, faqPages, type FaqPage } from "~/content/faq-document";
import { staffText } from "~/content/staff";
import { applyRowChange, rowChange, rowIndexes, ROWS_BUTTON } from "~/lib/form-rows";
import { FAQS_ID, faqsFields, faqsFromForm, faqsItem } from "~/server/faqs.server";
import { historyLinks, settingMarks, settingPages } from "~/server/setting-kinds.server";
import { getRuntime } from "~/server/runtime.server";
import { fieldBase } from "~/server/field-merge.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import {
  changedRows,
  draftState,
  publishSettingForm,
  settingIntent,
  settingOrFail,
  typedFields,
  type SettingAnswer,
} from "~/server/staff-forms.server";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.content;
const words = text.faqs;

/** The fields of an empty question. */
const blankRow = ["question", "answer"].flatMap((part) =>
  editorLanguages.map(({ code }) => `${part}.${code}`),
);

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const item = settingOrFail(faqsItem(getRuntime().db), "questions");
  return {
    csrf: session.csrfToken,
    revision: item.revision,
    ...draftState(request, item),
    values: faqsFields(item.current),
    // What the fields hold, so the signed-out page lists what was changed first (`submittedFields`).
    base: fieldBase(faqsFields(item.current)),
    marks: settingMarks(FAQS_ID, item),
    history: historyLinks(FAQS_ID),
    done: new URL(request.url).searchParams.has("done"),
  };
}

/** The id of a page's question by its place in the list (1 for the first): `faq-contact-2`. */
const faqAnchor = (page: FaqPage, place: number) => `faq-${page}-${place}`;

/** Each page's rows present in a form. */
function rowsOf(form: Readonly<Record<string, string>>): Record<FaqPage, number[]> {
  return Object.fromEntries(
    faqPages.map((page) => [page, rowIndexes(form, faqList(page))]),
  ) as Record<FaqPage, number[]>;
}

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request, getRuntime(), access.content);
  const typed = typedFields(form);
  const change = rowChange(form[ROWS_BUTTON]);
  if (change && faqPages.some((page) => faqList(page) === change.list))
    return changedRows(form, applyRowChange(typed, change, blankRow), (applied) =>
      faqsFromForm(applied, rowsOf(applied)),
    );
  return publishSettingForm(faqsFromForm(form, rowsOf(form)), typed, {
    form,
    intent: settingIntent(form),
    by: session.staff.email,
    pages: settingPages(FAQS_ID),
    done: "/staff/content/faqs?done",
    fieldsOf: faqsFields,
  });
}

export function meta() {
  return staffMeta(words.title);
}

export default function ContentFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SettingAnswer | undefined;
  const values = result?.typed ?? loaderData.values;
  const errors = result?.errors ?? {};
  const rows = rowsOf(values);
  // The translations' marks of the form as typed, else of the stored document.
  const marks = result?.marks ?? loaderData.marks;
  return (
    <SettingPage
      {...settingPageProps(loaderData, result, words)}
      rows={{ typed: result?.typed, changed: Boolean(result?.changed) }}
      // "Contact page · Question 3 · Answer (English): …", in the page's order.
      labels={fieldLabels(
        editorLanguages,
        Object.fromEntries(
          faqPages.flatMap((page) =>
            rows[page].flatMap((row, position) =>
              (["question", "answer"] as const).map((part) => [
                `${faqList(page)}.${row}.${part}`,
                [words.pages[page], words.entry(position + 1), words[part]].join(" · "),
              ]),
            ),
          ),
        ),
        {},
      )}
    >
      {faqPages.map((page) => (
        <StaffSection key={page} id={`faqs-${page}`} title={words.pages[page]}>
          <div className="grid gap-4">
            {rows[page].map((row, position) => {
              const name = `${faqList(page)}.${row}`;
              return (
                <div
                  key={row}
                  id={faqAnchor(page, position + 1)}
                  className="grid scroll-mt-4 gap-4 rounded-xl border border-stone-300 p-4"
                >
                  <h3 className="font-bold">{words.entry(position + 1)}</h3>
                  <WordsField
                    name={`${name}.question`}
                    label={words.question}
                    languages={editorLanguages}
                    values={values}
                    errors={errors}
                    marks={marks}
                  />
                  <WordsField
                    name={`${name}.answer`}
                    label={words.answer}
                    languages={editorLanguages}
                    values={values}
                    errors={errors}
                    marks={marks}
                    lines={4}
                  />
                  <RowButtons
                    list={faqList(page)}
                    index={row}
                    count={rows[page].length}
                    what={`${words.entry(position + 1).toLowerCase()} (${words.addTo[page]})`}
                    landing={rowLanding(
                      (place) => faqAnchor(page, place),
                      position,
                      rows[page].length,
                      `faqs-${page}`,
                    )}
                  />
                </div>
              );
            })}
            <div>
              <AddRowButton
                list={faqList(page)}
                label={words.add(words.addTo[page])}
                landing={faqAnchor(page, rows[page].length + 1)}
              />
            </div>
          </div>
        </StaffSection>
      ))}
    </SettingPage>
  );
}
