/**
 * What staff write about each product and package, in every language of the site: its
 * description and its selling points (features). Kept in the content store as a company setting
 * (`settings.server.ts`, seeded from the products page's texts) and shown on /products. The names
 * stay the catalogue's: forms, the chat, the sizing tool and the staff inbox name them too.
 */
import { defaultLocale, type Locale } from "~/i18n/locales";
import type { PackageId } from "./packages";
import type { ProductId } from "./products";

/** One product's or package's words in one language. */
export interface ItemWords {
  readonly description: string;
  readonly features: readonly string[];
}

/** Each product's and package's words, by language; a language without words shows English's. */
export interface CatalogueWords {
  readonly products: Readonly<Record<ProductId, Readonly<Partial<Record<Locale, ItemWords>>>>>;
  readonly packages: Readonly<Record<PackageId, Readonly<Partial<Record<Locale, ItemWords>>>>>;
}

/** An item's words as a page shows them, with the fields that fell back to English. */
export interface ShownWords extends ItemWords {
  /** The fields shown in English because this language has none yet (they carry lang="en"). */
  readonly english: readonly (keyof ItemWords)[];
}

/** An item's words in `locale`: each field in that language, or else in English. */
export function wordsIn(
  entry: Readonly<Partial<Record<Locale, ItemWords>>>,
  locale: Locale,
): ShownWords {
  const own = entry[locale];
  const fallback = entry[defaultLocale] ?? { description: "", features: [] };
  const hasDescription = (own?.description ?? "") !== "";
  const hasFeatures = (own?.features.length ?? 0) > 0;
  return {
    description: hasDescription ? own!.description : fallback.description,
    features: hasFeatures ? own!.features : fallback.features,
    english: [
      ...(hasDescription || locale === defaultLocale ? [] : (["description"] as const)),
      ...(hasFeatures || locale === defaultLocale ? [] : (["features"] as const)),
    ],
  };
}

/** A record of one value per key, made by `make`. */
export function recordOf<K extends string, V>(
  keys: readonly K[],
  make: (key: K) => V,
): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>;
}

/** `"en"` when a card shows this field in English for want of a translation, for its `lang`. */
export function englishIn(
  item: { readonly english?: readonly (keyof ItemWords)[] },
  field: keyof ItemWords,
): "en" | undefined {
  return item.english?.includes(field) ? "en" : undefined;
}

/** The form's names of an item's words in one language. */
export const catalogueWordFields = {
  description: (kind: "product" | "package", id: string, locale: Locale) =>
    `${kind}.${id}.${locale}.description`,
  features: (kind: "product" | "package", id: string, locale: Locale) =>
    `${kind}.${id}.${locale}.features`,
} as const;
