import { data } from "react-router";
import type { Route } from "./+types/content-products";
import { SettingPage } from "~/components/staff/setting-page";
import { StaffSection } from "~/components/staff/staff-section";
import { Field } from "~/components/ui/field";
import { productsText } from "~/content/catalogues";
import { catalogueWordFields, type CatalogueWords } from "~/content/catalogue-words";
import { packages } from "~/content/packages";
import { products } from "~/content/products";
import { staffText } from "~/content/staff";
import { defaultLocale, localeInfo, locales, type Locale } from "~/i18n/locales";
import { getRuntime } from "~/server/runtime.server";
import {
  CATALOGUE_WORDS_ID,
  catalogueWordsFromForm,
  catalogueWordsItem,
} from "~/server/settings.server";
import { historyLinks, settingMarks, settingPages } from "~/server/setting-kinds.server";
import { TranslationMark } from "~/components/staff/words-field";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import { publishSettingForm, typedFields } from "~/server/staff-forms.server";

const text = staffText.content;
const words = text.catalogueWords;

type Kind = "product" | "package";

/** Every item the page edits, products first, by its English name. */
const items: { kind: Kind; id: string; name: string }[] = [
  ...products.map(({ id }) => ({
    kind: "product" as const,
    id,
    name: productsText.en.products[id].title,
  })),
  ...packages.map(({ id }) => ({
    kind: "package" as const,
    id,
    name: productsText.en.packages[id].name,
  })),
];

function itemOrFail() {
  const item = catalogueWordsItem(getRuntime().db);
  if (!item) throw data({ message: "The products' words are missing." }, { status: 500 });
  return item;
}

/** The form's values of the stored words: features one a line. */
function formValues(stored: CatalogueWords): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { kind, id } of items) {
    const entry = (kind === "product" ? stored.products : stored.packages) as Record<
      string,
      CatalogueWords["products"][keyof CatalogueWords["products"]]
    >;
    for (const locale of locales) {
      values[catalogueWordFields.description(kind, id, locale)] =
        entry[id]?.[locale]?.description ?? "";
      values[catalogueWordFields.features(kind, id, locale)] = (
        entry[id]?.[locale]?.features ?? []
      ).join("\n");
    }
  }
  return values;
}

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const item = itemOrFail();
  return {
    csrf: session.csrfToken,
    revision: item.revision,
    values: formValues(item.current),
    items,
    languages: locales.map((code) => ({ code, name: localeInfo[code].name })),
    done: new URL(request.url).searchParams.has("done"),
    marks: settingMarks(CATALOGUE_WORDS_ID, item),
    history: historyLinks(CATALOGUE_WORDS_ID),
  };
}

interface ActionResult {
  readonly typed: Record<string, string>;
  readonly errors?: Record<string, string>;
  readonly message?: string;
}

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request, getRuntime(), access.content);
  return publishSettingForm(catalogueWordsFromForm(form), typedFields(form), {
    revision: form.revision,
    by: session.staff.email,
    pages: settingPages(CATALOGUE_WORDS_ID),
    done: "/staff/content/products?done",
  });
}

export function meta() {
  return [{ title: `${words.title} | Tsehay Solar` }];
}

export default function ContentProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, revision, languages, done, marks, history } = loaderData;
  const result = actionData as ActionResult | undefined;
  const values = result?.typed ?? loaderData.values;
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
        {loaderData.items
          .filter((item) => item.kind === kind)
          .map(({ id, name }) => (
            <fieldset key={id} className="grid gap-4 rounded-xl border border-stone-300 p-4">
              <legend className="px-1 font-bold">{name}</legend>
              <div className="grid gap-4 lg:grid-cols-3">
                {languages.map(({ code, name: language }) => {
                  const description = catalogueWordFields.description(kind, id, code);
                  const features = catalogueWordFields.features(kind, id, code);
                  const optional = code === defaultLocale ? false : undefined;
                  return (
                    <div key={code} className="grid content-start gap-3">
                      <Field
                        label={words.description(language)}
                        name={description}
                        error={errors[description]}
                        markOptional={optional}
                      >
                        {(props) => (
                          <textarea
                            {...props}
                            rows={4}
                            lang={code}
                            defaultValue={values[description] ?? ""}
                          />
                        )}
                      </Field>
                      {mark(code, description)}
                      <Field
                        label={words.features(language)}
                        name={features}
                        error={errors[features]}
                        markOptional={optional}
                      >
                        {(props) => (
                          <textarea
                            {...props}
                            rows={5}
                            lang={code}
                            defaultValue={values[features] ?? ""}
                          />
                        )}
                      </Field>
                      {mark(code, features)}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
      </div>
    </StaffSection>
  );
  return (
    <SettingPage
      title={words.title}
      intro={words.intro}
      history={history}
      status={done && !result ? words.published : undefined}
      csrf={csrf}
      revision={revision}
      errors={errors}
      message={result?.message}
      publish={words.publish}
    >
      {section("product", words.productsLegend)}
      {section("package", words.packagesLegend)}
    </SettingPage>
  );
}
