import type { ShownName } from "~/content/catalogue-words";

/**
 * A product's or package's name as staff published it, in a sentence of the page's language: the
 * name alone carries `lang="en"` when it is the English for want of a translation, so a screen
 * reader says it in English and the sentence around it in the page's language.
 */
export function ShownNameText({ name }: { name: ShownName }) {
  return name.lang ? <span lang={name.lang}>{name.name}</span> : <>{name.name}</>;
}
