import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { localeInfo, localizePath, locales } from "~/i18n/locales";
import { useChrome } from "~/i18n/use-chrome";
import { useLocale } from "~/i18n/use-locale";

interface LanguageSwitchProps {
  className?: string;
  /** Called when a language is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/**
 * Links to this same page in the site's other languages, keeping the query and the anchor. Each
 * language is named in itself (English, አማርኛ) and marked with its `lang`, so a screen reader
 * pronounces it right. The prerendered link already works without JavaScript.
 */
export function LanguageSwitch({ className = "", onNavigate }: LanguageSwitchProps) {
  const { pathname, search, hash } = useLocation();
  const current = useLocale();
  const chrome = useChrome();
  // Prerendering asks for "/about/"; the canonical URL has no trailing slash.
  const page = pathname.replace(/(.)\/+$/, "$1");
  return (
    <nav aria-label={chrome.language.label} className={`items-center ${className}`}>
      <ul className="flex items-center gap-1">
        {locales
          .filter((locale) => locale !== current)
          .map((locale) => (
            <li key={locale}>
              <Link
                to={localizePath(page, locale) + search + hash}
                lang={locale}
                hrefLang={locale}
                onClick={onNavigate}
                preventScrollReset
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-black/10"
              >
                <Icon name="globe" size={18} />
                {localeInfo[locale].name}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
