import { ShownNameText } from "~/components/ui/shown-name";
import { TemplateText } from "~/components/ui/template-text";
import type { ShownName } from "~/content/catalogue-words";

/** The placeholders of a language's list of three names ("{a}, {b} and {c}"), in order. */
const listPlaceholders = ["a", "b", "c"] as const;

/**
 * A sentence that names the packages ("Our {packages} packages cover…"), their names as staff
 * published them listed by the language's own template ("{a}, {b} and {c}", "{a}፣ {b} እና {c}"),
 * each name that fell back to English marked `lang="en"` inside the sentence.
 */
export function PackageNamesText({
  template,
  list,
  names,
}: {
  template: string;
  list: string;
  names: readonly ShownName[];
}) {
  const items = Object.fromEntries(
    listPlaceholders.map((placeholder, index) => {
      const name = names[index];
      return [placeholder, name ? <ShownNameText name={name} /> : null];
    }),
  );
  return (
    <TemplateText
      template={template}
      parts={{ packages: <TemplateText template={list} parts={items} /> }}
    />
  );
}
