import { useLocation } from "react-router";
import { localizePath, localeFromPath, type Locale } from "./locales";

/** The language of the page being shown, read from its URL. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A function that puts an in-site path into the page's language. */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
