import { Fragment } from "react";
import { data } from "react-router";
import type { Route } from "./+types/content-products";
import { SettingPage, settingPageProps } from "~/components/staff/setting-page";
import { StaffSection } from "~/components/staff/staff-section";
import { Field } from "~/components/ui/field";
import {
  catalogueWordFields,
  type CatalogueWords,
  type ItemEntry,
} from "~/content/catalogue-words";
import { packages } from "~/content/packages";
import { products } from "~/content/products";
import { staffText } from "~/content/staff";
import { defaultLocale, localeInfo, locales, type Locale } from "~/i18n/locales";
import { getRuntime } from "~/server/runtime.server";
import {
  CATALOGUE_WORDS_ID,
  catalogueWordsFromForm,
  catalogueWordsItem,
  WORD_LIMITS,
} from "~/server/settings.server";
import { historyLinks, settingMarks, settingPages } from "~/server/setting-kinds.server";
import { TranslationMark } from "~/components/staff/words-field";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import {
  draftState,
  publishSettingForm,
  settingIntent,
  typedFields,
  type SettingAnswer,
} from "~/server/staff-forms.server";
import { staffMeta } from "~/lib/staff-meta";
import { fieldBase } from "~/server/field-merge.server";

const text = staffText.content;
const words = text.catalogueWords;

type Kind = "product" | "package";

/** Every item the page edits, products first. */
const items: readonly { kind: Kind; id: string }[] = [
  ...products.map(({ id }) => ({ kind: "product" as const, id })),
  ...packages.map(({ id }) => ({ kind: "package" as const, id })),
];

/** Each language's fields of an item: its name on one line, its words in boxes of some rows. */
const wordFields = [
  { field: "name", label: words.name, rows: 0 },
  { field: "description", label: words.description, rows: 4 },
  { field: "features", label: words.features, rows: 5 },
] as const;

/** An item's words in the store, by language. */
function entryOf(stored: CatalogueWords, kind: Kind, id: string): ItemEntry | undefined {
  return (kind === "product" ? stored.products : stored.packages)[id as never];
}

function itemOrFail() {
  const item = catalogueWordsItem(getRuntime().db);
  if (!item) throw data({ message: "The products' words are missing." }, { status: 500 });
  return item;
}

/** The form's values of the stored words: features one a line. */
function formValues(stored: CatalogueWords): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { kind, id } of items) {
    const entry = entryOf(stored, kind, id);
    for (const locale of locales) {
      values[catalogueWordFields.name(kind, id, locale)] = entry?.[locale]?.name ?? "";
      values[catalogueWordFields.description(kind, id, locale)] =
        entry?.[locale]?.description ?? "";
      values[catalogueWordFields.features(kind, id, locale)] = (
        entry?.[locale]?.features ?? []
      ).join("\n");
    }
  }
  return values;
}

/** An item's heading's hidden field: the name the page showed it under (`was.product.pump`). */
const shownName = (kind: Kind, id: string) => `was.${kind}.${id}`;

/** Each item's heading by `shownName`: its published English name (the form may be renaming it). */
function publishedNames(item: { published: CatalogueWords | null; current: CatalogueWords }) {
  return Object.fromEntries(
    items.map(({ kind, id }) => [
      shownName(kind, id),
      entryOf(item.published ?? item.current, kind, id)?.[defaultLocale]?.name ?? id,
    ]),
  );
}

/**
 * The headings a sent form's page showed (its hidden `was.…` fields): a refused or merged form
 * keeps naming each item as the editor saw it when opening the page, never by a name a colleague
 * gave it since. A form without them (an older page) is named as the site names them now.
 */
function sentNames(form: Readonly<Record<string, string>>, stored: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(stored).map(([field, name]) => {
      const shown = (form[field] ?? "").trim().slice(0, WORD_LIMITS.name);
      return [field, shown || name];
    }),
  );
}

/**
 * Each field's label by name ("Solar pump · Name (አማርኛ)"), under its item's heading (`names`):
 * the summary of a refusal and a merge's note name the fields as the page's headings do.
 */
function fieldLabels(names: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    items.flatMap(({ kind, id }) => {
      const item = names[shownName(kind, id)] ?? id;
      return locales.flatMap((locale) =>
        wordFields.map(({ field, label }) => [
          catalogueWordFields[field](kind, id, locale),
          `${item} · ${label(localeInfo[locale].name)}`,
        ]),
      );
    }),
  );
}

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const item = itemOrFail();
  return {
    csrf: session.csrfToken,
    revision: item.revision,
    ...draftState(request, item),
    values: formValues(item.current),
    // What the form's fields hold, so a stale save is merged field by field (`mergeFields`).
    base: fieldBase(formValues(item.current)),
    names: publishedNames(item),
    languages: locales.map((code) => ({ code, name: localeInfo[code].name })),
    done: new URL(request.url).searchParams.has("done"),
    marks: settingMarks(CATALOGUE_WORDS_ID, item),
    history: historyLinks(CATALOGUE_WORDS_ID),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request, getRuntime(), access.content);
  const names = sentNames(form, publishedNames(itemOrFail()));
  return publishSettingForm(catalogueWordsFromForm(form), typedFields(form), {
    form,
    intent: settingIntent(form),
    by: session.staff.email,
    pages: settingPages(CATALOGUE_WORDS_ID),
    done: "/staff/content/products?done",
    fieldsOf: formValues,
    // The page answered keeps its headings, and its message names the fields under them.
    extra: { names },
    // Each item's words have their own fields: a colleague's change to others is kept.
    merge: {
      sent: form,
      stored: () => formValues(itemOrFail().current),
      labels: fieldLabels(names),
    },
  });
}

export function meta() {
  return staffMeta(words.title);
}

export default function ContentProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { languages, marks } = loaderData;
  const result = actionData as (SettingAnswer & { names?: Record<string, string> }) | undefined;
  const values = result?.typed ?? loaderData.values;
  // The headings the form was opened with, on every answer to it (`sentNames`).
  const names = result?.names ?? loaderData.names;
  const errors = result?.errors ?? {};
  /** A translation's mark under its field (`{kind}.{id}.{language}.{part}`). */
  const mark = (code: Locale, field: string) =>
    code === defaultLocale ? null : (
      <TranslationMark
        locale={code}
        english={values[field.replace(`.${code}.`, `.${defaultLocale}.`)] ?? ""}
        translation={values[field] ?? ""}
        outdated={marks[field] === "outdated"}
        values={values}
      />
    );
  const section = (kind: Kind, title: string) => (
    <StaffSection id={`${kind}-words`} title={title}>
      <div className="grid gap-6">
        {items
          .filter((item) => item.kind === kind)
          .map(({ id }) => (
            <fieldset key={id} className="grid gap-4 rounded-xl border border-stone-300 p-4">
              <legend className="px-1 font-bold">{names[shownName(kind, id)]}</legend>
              <input type="hidden" name={shownName(kind, id)} value={names[shownName(kind, id)]} />
              <div className="grid gap-4 lg:grid-cols-3">
                {languages.map(({ code, name: language }) => (
                  <div key={code} className="grid content-start gap-3">
                    {wordFields.map(({ field, label, rows }) => {
                      const fieldName = catalogueWordFields[field](kind, id, code);
                      const control = { lang: code, defaultValue: values[fieldName] ?? "" };
                      return (
                        <Fragment key={field}>
                          <Field
                            label={label(language)}
                            name={fieldName}
                            error={errors[fieldName]}
                            markOptional={code === defaultLocale ? false : undefined}
                          >
                            {(props) =>
                              rows ? (
                                <textarea {...props} {...control} rows={rows} />
                              ) : (
                                <input {...props} {...control} type="text" />
                              )
                            }
                          </Field>
                          {mark(code, fieldName)}
                        </Fragment>
                      );
                    })}
                  </div>
                ))}
              </div>
            </fieldset>
          ))}
      </div>
    </StaffSection>
  );
  return (
    <SettingPage {...settingPageProps(loaderData, result, words)} labels={fieldLabels(names)}>
      {section("product", words.productsLegend)}
      {section("package", words.packagesLegend)}
    </SettingPage>
  );
}
