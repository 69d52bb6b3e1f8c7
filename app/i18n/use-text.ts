import { useMatches } from "react-router";
import type { TextModules } from "~/content/text-modules";

/**
 * The texts of one content module in the page's language, as the page's route loaders sent them
 * (`textsFor` in a loader): `const { hero } = useText("home")`. Only types are imported here, so
 * no language's texts are bundled with the component.
 */
export function useText<K extends keyof TextModules>(key: K): TextModules[K] {
  for (const match of useMatches()) {
    const texts = (match.loaderData as { text?: Partial<TextModules> } | undefined)?.text;
    const text = texts?.[key];
    if (text) return text;
  }
  throw new Error(
    `useText: no route of this page sent the "${key}" texts (textsFor in its loader)`,
  );
}
