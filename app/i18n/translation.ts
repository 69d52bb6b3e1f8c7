import type { Locale } from "./locales";

/**
 * The shape every translation of an English text module must have: the same keys and nesting,
 * a string wherever English has one, the same kind of value elsewhere. English literal types
 * (`as const`) widen to `string`, so a translation is free in its wording and nothing else.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends null | undefined
        ? T
        : T extends readonly (infer Item)[]
          ? readonly Translation<Item>[]
          : { readonly [K in keyof T]: Translation<T[K]> };

/** A text module in every language of the site: a missing language fails the type check. */
export type Localized<T> = { readonly [L in Locale]: T };

/**
 * Fills `{name}` placeholders of a translated template: "{count} projects" → "12 projects".
 * Word order differs between languages, so numbers and names go into templates, never around them.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
