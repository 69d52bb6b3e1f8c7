/**
 * What staff write about each product and package, in every language of the site: its name, its
 * description and its selling points (features). Kept in the content store as a company setting
 * (`settings.server.ts`, seeded from the products page's texts). The products page shows all of
 * it; the quote form's choices, the sizing tool, the lender sheet and the staff inbox show the
 * names (their loaders read them with `namesIn`).
 */
import { defaultLocale, type Locale } from "~/i18n/locales";
import type { PackageId } from "./packages";
import type { ProductId } from "./products";

/** One product's or package's words in one language. */
export interface ItemWords {
  /** What the company calls it ("Starter"): unique among the packages, and among the products. */
  readonly name: string;
  readonly description: string;
  readonly features: readonly string[];
}

/** One item's words, by language; a language without words shows English's. */
export type ItemEntry = Readonly<Partial<Record<Locale, ItemWords>>>;

/** Each product's and package's words, by language. */
export interface CatalogueWords {
  readonly products: Readonly<Record<ProductId, ItemEntry>>;
  readonly packages: Readonly<Record<PackageId, ItemEntry>>;
}

/** An item's words as a page shows them, with the fields that fell back to English. */
export interface ShownWords extends ItemWords {
  /** The fields shown in English because this language has none yet (they carry lang="en"). */
  readonly english: readonly (keyof ItemWords)[];
}

/** An item's words in `locale`: each field in that language, or else in English. */
export function wordsIn(entry: ItemEntry, locale: Locale): ShownWords {
  const own = entry[locale];
  const fallback = entry[defaultLocale] ?? { name: "", description: "", features: [] };
  const has = (field: keyof ItemWords) => (own?.[field].length ?? 0) > 0;
  const pick = <F extends keyof ItemWords>(field: F): ItemWords[F] =>
    has(field) ? own![field] : fallback[field];
  const fields = ["name", "description", "features"] as const;
  return {
    name: pick("name"),
    description: pick("description"),
    features: pick("features"),
    english: fields.filter((field) => locale !== defaultLocale && !has(field)),
  };
}

/** A name as a page shows it: in its language, or in English (`lang: "en"`) when it has none. */
export interface ShownName {
  readonly name: string;
  readonly lang?: "en";
}

/** Every product's and package's name in `locale`, for a loader to send with its page. */
export function namesIn(
  words: CatalogueWords,
  locale: Locale,
): {
  readonly products: Record<ProductId, ShownName>;
  readonly packages: Record<PackageId, ShownName>;
} {
  const shown = (entry: ItemEntry): ShownName => {
    const { name, english } = wordsIn(entry, locale);
    return english.includes("name") ? { name, lang: "en" } : { name };
  };
  const all = <K extends string>(kind: Readonly<Record<K, ItemEntry>>) =>
    Object.fromEntries(
      Object.entries<ItemEntry>(kind).map(([id, entry]) => [id, shown(entry)]),
    ) as Record<K, ShownName>;
  return { products: all(words.products), packages: all(words.packages) };
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
  name: (kind: "product" | "package", id: string, locale: Locale) => `${kind}.${id}.${locale}.name`,
  description: (kind: "product" | "package", id: string, locale: Locale) =>
    `${kind}.${id}.${locale}.description`,
  features: (kind: "product" | "package", id: string, locale: Locale) =>
    `${kind}.${id}.${locale}.features`,
} as const;
