import { site } from "~/content/site";
import { formatDate } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";

/**
 * "© 2026 Tsehay Agro-Engineering PLC", the year in the page's calendar: "© 2019 ዓ.ም. …" on an
 * Amharic page (decisions.md, "Languages": years in the Ethiopian calendar).
 */
export function Copyright() {
  return (
    <>
      © {formatDate(useLocale(), new Date(), "year")} {site.legalName}
    </>
  );
}
