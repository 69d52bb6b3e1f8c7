import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { site, telHref } from "~/content/site";
import { fill } from "~/i18n/translation";
import { useChrome } from "~/i18n/use-chrome";

/** The hero buttons of a page built around a form: down to the form, or call instead. */
export function FormHeroActions({ anchor, label }: { anchor: string; label: string }) {
  const { ui } = useChrome();
  return (
    <>
      <a href={anchor} className={buttonClasses("primary")}>
        {label}
        <Icon name="arrow-right" size={18} />
      </a>
      <a href={telHref(site.phone)} className={buttonClasses("ghost-light")}>
        <Icon name="phone" size={18} />
        {fill(ui.callUs, { phone: site.phone })}
      </a>
    </>
  );
}
