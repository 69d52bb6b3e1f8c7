/**
 * The products' and packages' names as staff published them (`/staff/content/products`), for
 * every page and form that names them: the quote form's choices, the sizing tool and its lender
 * sheet, the staff inbox and the list prices form. Loaders send only the names a page shows.
 */
import { namesIn, type ShownName } from "~/content/catalogue-words";
import { productsText } from "~/content/catalogues";
import { enquiryKinds, type EnquiryFormDefinition } from "~/content/enquiry-forms";
import { enquiryForms } from "~/content/enquiry-form-map";
import type { PackageId } from "~/content/packages";
import type { ProductId } from "~/content/products";
import type { SizingText } from "~/content/sizing-page";
import { defaultLocale, type Locale } from "~/i18n/locales";
import type { LeadForms } from "./enquiries.server";
import { catalogueWords } from "./price-settings.server";

/** Every product's and package's name in one language. */
export interface CatalogueNames {
  readonly products: Readonly<Record<ProductId, ShownName>>;
  readonly packages: Readonly<Record<PackageId, ShownName>>;
}

/** The published names in `locale` (English, marked, where it has none). */
export function catalogueNames(locale: Locale = defaultLocale): CatalogueNames {
  return namesIn(catalogueWords(), locale);
}

/**
 * A form whose choices name products and packages (`product:<id>`, `package:<id>`), with the
 * published names in place of the typed modules' ones. A choice's label was written around the
 * typed name ("Starter package", "መነሻ ፓኬጅ"), so the published name takes that name's place. A
 * name that fell back to English is the whole choice, with `lang="en"`: an `<option>` holds text
 * only, so the English name cannot be marked inside the language's words around it (the choice's
 * group, "ፓኬጆች", still says what it is).
 */
export function withNames(
  form: EnquiryFormDefinition,
  locale: Locale,
  names: CatalogueNames,
): EnquiryFormDefinition {
  const typed = productsText[locale];
  const relabel = (value: string, label: string): { label: string; lang?: string } => {
    const [kind, id = ""] = value.split(":");
    const [before, shown] =
      kind === "product" && id in names.products
        ? [typed.products[id as ProductId].title, names.products[id as ProductId]]
        : kind === "package" && id in names.packages
          ? [typed.packages[id as PackageId].name, names.packages[id as PackageId]]
          : [undefined, undefined];
    if (!before || !shown) return { label };
    if (label === before || shown.lang)
      return shown.lang ? { label: shown.name, lang: shown.lang } : { label: shown.name };
    return { label: label.includes(before) ? label.split(before).join(shown.name) : shown.name };
  };
  return {
    ...form,
    fields: form.fields.map((field) =>
      field.options
        ? {
            ...field,
            options: field.options.map((option) => ({
              ...option,
              ...relabel(option.value, option.label),
            })),
          }
        : field,
    ),
  };
}

/**
 * Every enquiry form with the published names: the choices named as the lead page names them
 * today (an old lead keeps the product's id), for the CSV file and the inbox's search.
 */
export function namedLeadForms(locale: Locale = defaultLocale): LeadForms {
  const names = catalogueNames(locale);
  return Object.fromEntries(
    enquiryKinds.map((kind) => [kind, withNames(enquiryForms[kind], locale, names)]),
  ) as LeadForms;
}

/** The sizing tool's texts with the packages it offers under their published names. */
export function withPackageNames(sizing: SizingText, names: CatalogueNames): SizingText {
  const packages = { ...sizing.packages };
  for (const [id, { name }] of Object.entries<ShownName>(names.packages))
    packages[id as PackageId] = name;
  return { ...sizing, packages };
}

/** The packages named in English for want of a translation, for their `lang`. */
export function packagesInEnglish(names: CatalogueNames): PackageId[] {
  return Object.entries<ShownName>(names.packages).flatMap(([id, { lang }]) =>
    lang ? [id as PackageId] : [],
  );
}
