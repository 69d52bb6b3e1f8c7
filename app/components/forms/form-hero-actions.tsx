import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { phoneText, telHref } from "~/content/site";
import { fill } from "~/i18n/translation";
import { useChrome, useCompany } from "~/i18n/use-chrome";

/** The hero buttons of a page built around a form: down to the form, or call instead. */
export function FormHeroActions({ anchor, label }: { anchor: string; label: string }) {
  const { ui } = useChrome();
  const { phone } = useCompany();
  return (
    <>
      <a href={anchor} className={buttonClasses("primary")}>
        {label}
        <Icon name="arrow-right" size={18} />
      </a>
      <a href={telHref(phone)} className={buttonClasses("ghost-light")}>
        <Icon name="phone" size={18} />
        {fill(ui.callUs, { phone: phoneText(phone) })}
      </a>
    </>
  );
}
