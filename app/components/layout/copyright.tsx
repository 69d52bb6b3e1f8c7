import { site } from "~/content/site";
import { useFrameFigures } from "~/i18n/use-chrome";

/**
 * "© 2026 Tsehay Agro-Engineering PLC", the year in the page's calendar: "© 2019 ዓ.ም. …" on an
 * Amharic page (decisions.md, "Languages": years in the Ethiopian calendar). The year comes
 * formatted in the root data, the year the page was rendered.
 */
export function Copyright() {
  return (
    <>
      © {useFrameFigures().year} {site.legalName}
    </>
  );
}
