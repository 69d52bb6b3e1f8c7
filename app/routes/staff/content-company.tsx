import { data } from "react-router";
import type { Route } from "./+types/content-company";
import { CompanyContactForm } from "~/components/staff/company-contact-form";
import { PostForm } from "~/components/staff/post-form";
import {
  DraftNotice,
  formKey,
  SettingButtons,
  settingStatus,
  unsavedAnswer,
} from "~/components/staff/setting-page";
import { StaffPageHead } from "~/components/staff/staff-page-head";
import { StaffSection } from "~/components/staff/staff-section";
import { ErrorSummary, Field } from "~/components/ui/field";
import { figureIds, formatFigure, type FiguresDocument } from "~/content/company";
import { staffText } from "~/content/staff";
import { applyRowChange, rowChange, rowIndexes, ROWS_BUTTON } from "~/lib/form-rows";
import {
  companyFields,
  companyFromForm,
  companyItem,
  figuresFromForm,
  figuresItem,
  regionsWithProjects,
} from "~/server/company.server";
import { publishedProjects } from "~/server/projects.server";
import { editorLanguages } from "~/components/staff/words-field";
import { HistoryLinks } from "~/components/staff/history-links";
import { COMPANY_ID, FIGURES_ID } from "~/server/company.server";
import { historyLinks, settingMarks } from "~/server/setting-kinds.server";
import {
  changedRows,
  everyPage,
  draftState,
  publishSettingForm,
  settingIntent,
  typedFields,
  type SettingAnswer,
} from "~/server/staff-forms.server";
import { getRuntime } from "~/server/runtime.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";
import { fieldBase } from "~/server/field-merge.server";

const text = staffText.content;
const words = text.company;

/** The lists of the contact form, and the fields of an empty row of each. */
const lists = {
  hours: ["days", "hours"].flatMap((part) => editorLanguages.map(({ code }) => `${part}.${code}`)),
  office: [
    ...["city", "address", "hours"].flatMap((part) =>
      editorLanguages.map(({ code }) => `${part}.${code}`),
    ),
    "phone",
    "email",
    "openingHours",
    "id",
  ],
} as const;

function itemsOrFail() {
  const db = getRuntime().db;
  const company = companyItem(db);
  const figures = figuresItem(db);
  if (!company || !figures)
    throw data({ message: "The company settings are missing." }, { status: 500 });
  return { company, figures };
}

/** The figures form's fields of the stored figures, as staff type them. */
function figureFields(figures: FiguresDocument): Record<string, string> {
  return Object.fromEntries(figureIds.map((id) => [`figure.${id}`, formatFigure(figures[id])]));
}

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const { company, figures } = itemsOrFail();
  const query = new URL(request.url).searchParams;
  return {
    csrf: session.csrfToken,
    revision: company.revision,
    contact: draftState(request, company),
    values: companyFields(company.current),
    // What the fields hold, so the signed-out page lists what was changed first (`submittedFields`).
    base: fieldBase(companyFields(company.current)),
    marks: settingMarks(COMPANY_ID, company),
    history: historyLinks(COMPANY_ID, FIGURES_ID),
    figuresRevision: figures.revision,
    figuresState: draftState(request, figures),
    figures: figureFields(figures.current),
    // What the figures' fields hold, so a stale save is merged field by field (`mergeFields`).
    figuresBase: fieldBase(figureFields(figures.current)),
    done: query.has("done"),
    figuresDone: query.has("figures"),
  };
}

/** A settings form's answer (`SettingAnswer`), and which of the page's two forms it is for. */
type ActionResult = SettingAnswer & { readonly form: "contact" | "figures" };

export async function action({ request }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content);
  const typed = typedFields(form);
  if (form.intent === "figures") {
    const regions = regionsWithProjects(publishedProjects(rt.db));
    return publishSettingForm(
      figuresFromForm(form, itemsOrFail().figures.current, regions),
      typed,
      {
        form,
        intent: settingIntent(form),
        by: session.staff.email,
        pages: everyPage,
        // Back at the page's top, where its status says what was done (not at the form's section,
        // whose address the browser would otherwise carry over to the redirect).
        done: "/staff/content/company?figures#main",
        extra: { form: "figures" },
        // Each figure is its own field: a colleague's change to another is kept.
        merge: {
          sent: form,
          stored: () => figureFields(itemsOrFail().figures.current),
          labels: figureLabels,
        },
      },
    );
  }
  const change = rowChange(form[ROWS_BUTTON]);
  if (change && change.list in lists) {
    const blank = lists[change.list as keyof typeof lists];
    return changedRows(
      form,
      applyRowChange(typed, change, blank),
      (applied) =>
        companyFromForm(applied, {
          hours: rowIndexes(applied, "hours"),
          offices: rowIndexes(applied, "office"),
        }),
      { form: "contact" as const },
    );
  }
  const read = companyFromForm(form, {
    hours: rowIndexes(form, "hours"),
    offices: rowIndexes(form, "office"),
  });
  return publishSettingForm(read, typed, {
    form,
    intent: settingIntent(form),
    by: session.staff.email,
    pages: everyPage,
    done: "/staff/content/company?done#main",
    fieldsOf: companyFields,
    extra: { form: "contact" },
  });
}

/** The company's figures by field name, as the form labels them: its summary names each. */
const figureLabels = Object.fromEntries(figureIds.map((id) => [`figure.${id}`, words.figure[id]]));

/**
 * Where a form of this long page sends: the page, at the form's section, so the browser shows a
 * refused form's answer there, its summary of problems first, not the page's top ten screens up.
 */
const sectionAction = (section: "contact" | "figures") => `/staff/content/company#${section}`;

export function meta() {
  return staffMeta(words.title);
}

export default function ContentCompany({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, revision, figuresRevision, done, figuresDone, history } = loaderData;
  const { contact: contactState, figuresState } = loaderData;
  const answer = actionData as ActionResult | undefined;
  const contact = answer?.form === "contact" ? answer : undefined;
  const figures = answer?.form === "figures" ? answer : undefined;
  const figureErrors = figures?.errors ?? {};
  const figureProblems = Object.entries(figureErrors);
  const figureValues = figures?.typed ?? loaderData.figures;
  return (
    <div className="grid gap-6">
      <StaffPageHead
        back={{ to: "/staff/content", label: text.backToList }}
        title={words.title}
        intro={words.intro}
        status={
          contact?.changed
            ? text.rows.changed
            : answer
              ? undefined
              : (settingStatus(
                  { ...contactState, done, marks: loaderData.marks },
                  words.published,
                ) ?? settingStatus({ ...figuresState, done: figuresDone }, words.figuresPublished))
        }
      >
        <HistoryLinks links={history} />
      </StaffPageHead>
      <StaffSection id="contact" title={words.contact}>
        <CompanyContactForm
          action={sectionAction("contact")}
          // A new answer renders the fields anew: a moved row's inputs show its values.
          key={formKey(contact?.typed)}
          csrf={csrf}
          revision={contact?.revision ?? revision}
          unsaved={unsavedAnswer(contact)}
          replace={contact?.replace}
          values={contact?.typed ?? loaderData.values}
          base={contact?.base ?? loaderData.base}
          errors={contact?.errors ?? {}}
          message={contact?.message}
          marks={contact?.marks ?? loaderData.marks}
          draft={contactState.draft}
        />
      </StaffSection>
      <StaffSection id="figures" title={words.figures}>
        {/* First under the section's heading, where a refused form's answer opens (#figures). */}
        {figureProblems.length > 0 || figures?.message ? (
          <div className="mb-4 max-w-xl">
            <ErrorSummary
              errors={figureProblems}
              labels={figureLabels}
              message={figures?.message ?? text.invalid(figureProblems.length)}
            />
          </div>
        ) : null}
        <p className="max-w-3xl text-stone-700">{words.figuresIntro}</p>
        <PostForm
          // A merged answer renders the fields anew: the colleague's figures where they were taken.
          key={formKey(figures?.typed)}
          csrf={csrf}
          intent="figures"
          unsaved={unsavedAnswer(figures)}
          action={sectionAction("figures")}
          noValidate
          className="mt-4 grid max-w-xl gap-4"
        >
          <input type="hidden" name="revision" value={figures?.revision ?? figuresRevision} />
          <input type="hidden" name="base" value={figures?.base ?? loaderData.figuresBase} />
          <DraftNotice
            draft={figuresState.draft}
            say={unsavedAnswer(figures) ? text.mergedDraft : undefined}
          />
          {figureIds.map((id) => (
            <Field
              key={id}
              label={words.figure[id]}
              name={`figure.${id}`}
              error={figureErrors[`figure.${id}`]}
              required
            >
              {(props) => (
                <input {...props} type="text" defaultValue={figureValues[`figure.${id}`] ?? ""} />
              )}
            </Field>
          ))}
          <SettingButtons
            publish={words.publishFigures}
            draft={Boolean(figuresState.draft)}
            what={words.figures}
          />
        </PostForm>
      </StaffSection>
    </div>
  );
}
