import { Link, useLocation, useMatches } from "react-router";
import { Icon } from "~/components/ui/icon";
import { localeInfo, localizePath, locales } from "~/i18n/locales";
import { useChrome } from "~/i18n/use-chrome";
import { useLocale } from "~/i18n/use-locale";

interface LanguageSwitchProps {
  className?: string;
  /** Small and stacked, for a phone's header: the other languages on the first screen. */
  compact?: boolean;
  /** Called when a language is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/**
 * Links to this same page in the site's other languages, keeping the query and the anchor. Each
 * language is named in itself (English, አማርኛ) and marked with its `lang`, so a screen reader
 * pronounces it right. The prerendered link already works without JavaScript. A page with no
 * address of its own in other languages names the page to link to instead (`languagePage` in
 * its loader's data: the JavaScript-off answer to a form links to the form's page).
 */
export function LanguageSwitch({
  className = "",
  compact = false,
  onNavigate,
}: LanguageSwitchProps) {
  const { pathname, search, hash } = useLocation();
  const current = useLocale();
  const chrome = useChrome();
  // Prerendering asks for "/about/"; the canonical URL has no trailing slash.
  const page = useLanguagePage() ?? pathname.replace(/(.)\/+$/, "$1") + search + hash;
  return (
    <nav aria-label={chrome.language.label} className={`items-center ${className}`}>
      <ul className={compact ? "flex flex-col items-end" : "flex items-center gap-1"}>
        {locales
          .filter((locale) => locale !== current)
          .map((locale) => (
            <li key={locale}>
              <Link
                to={localizePath(page, locale)}
                lang={locale}
                hrefLang={locale}
                onClick={onNavigate}
                className={
                  compact
                    ? "inline-flex min-h-6 items-center gap-1 rounded-full px-2 text-[13px] leading-tight font-semibold underline decoration-1 underline-offset-2 hover:bg-black/10"
                    : "inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-black/10"
                }
              >
                {compact ? null : <Icon name="globe" size={18} />}
                {localeInfo[locale].name}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The page a route's data asks the language links to lead to, if any. */
function useLanguagePage(): string | undefined {
  for (const match of useMatches()) {
    const data = match.loaderData as { languagePage?: unknown } | undefined;
    if (typeof data?.languagePage === "string") return data.languagePage;
  }
  return undefined;
}
