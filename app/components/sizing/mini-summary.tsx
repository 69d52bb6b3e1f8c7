import { Icon } from "~/components/ui/icon";
import { ShownNameText } from "~/components/ui/shown-name";
import { TemplateText } from "~/components/ui/template-text";
import { usePackagesInEnglish } from "~/hooks/use-price-settings";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "~/i18n/translation";
import { useText } from "~/i18n/use-text";
import type { SizingResult } from "~/lib/sizing";
import { arrayPower, shownPackageName } from "~/lib/sizing-words";

/**
 * On a phone the result sits below the form: this slim bar stays in view while the visitor
 * scrolls through the answers, shows the two figures that matter and links down to the rest.
 * While it is on the page, app.css keeps focused fields and linked targets below it
 * (`data-mini-summary`).
 */
export function MiniSummary({ result }: { result?: SizingResult }) {
  const text = useText("sizing");
  const locale = useLocale();
  const copy = text.result;
  const inEnglish = usePackagesInEnglish();
  return (
    <p
      data-mini-summary
      className="sticky top-16 z-10 -mx-1 mb-4 flex items-center gap-3 rounded-xl bg-field-900 px-4 py-2.5 text-sm text-white shadow-lg lg:hidden print:hidden"
    >
      {/*
        The words take the room the link leaves (from a basis of 0): the link wraps only when
        they can give no more ("Deebii keessan mirkaneeffadhaa" beside "Tilmaama ilaalaa" at
        320 px), never past the bar.
      */}
      <span className="flex-1 font-semibold">
        {result ? (
          // The package's name marked on its own when it is the English.
          <TemplateText
            template={fill(copy.mini, { power: arrayPower(copy, locale, result.arrayKwp) })}
            parts={{ package: <ShownNameText name={shownPackageName(text, result, inEnglish)} /> }}
          />
        ) : (
          copy.miniInvalid
        )}
      </span>
      <a
        href="#result"
        className="inline-flex min-h-11 items-center gap-1 text-right font-semibold text-sun-300 underline underline-offset-2"
      >
        {copy.miniLink}
        <Icon name="chevron-down" size={16} />
      </a>
    </p>
  );
}
