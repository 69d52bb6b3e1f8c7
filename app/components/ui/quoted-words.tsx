import { useChrome } from "~/i18n/use-chrome";
import { fill } from "~/i18n/translation";

/**
 * Someone's own words as a paragraph of a `<blockquote>`, between the page language's quotation
 * marks: “…” in English, «…» in Amharic.
 */
export function QuotedWords({ children }: { children: string }) {
  const { ui } = useChrome();
  return <p>{fill(ui.quote, { text: children })}</p>;
}
