import { Icon } from "~/components/ui/icon";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { phoneText, telHref } from "~/content/site";
import { useCompany } from "~/i18n/use-chrome";
import { CheckList } from "~/components/ui/check-list";
import { useText } from "~/i18n/use-text";

/** After Sales Service: the promises, beside the number to call. */
export function AfterSales() {
  const { afterSales } = useText("about");
  const { phone } = useCompany();
  return (
    <Section
      id="after-sales"
      eyebrow={afterSales.eyebrow}
      title={afterSales.title}
      intro={afterSales.intro}
    >
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <CheckList items={afterSales.promises} className="text-lg text-stone-700" />
        </div>
        <div className="rounded-2xl bg-field-800 p-6 text-field-50 sm:p-8 on-dark">
          <Icon name="wrench" size={32} className="text-sun-400" />
          <h3 className="mt-4 text-xl font-bold text-white">{afterSales.support.title}</h3>
          <p className="mt-2 text-field-100">{afterSales.support.text}</p>
          <a
            href={telHref(phone)}
            className="mt-5 inline-flex items-center gap-2 text-lg font-bold text-white underline decoration-sun-400 underline-offset-4 hover:decoration-2"
          >
            <Icon name="phone" size={20} className="text-sun-400" />
            {phoneText(phone)}
          </a>
          <div className="mt-6">
            <ButtonLink to="/contact" variant="ghost-light">
              {afterSales.support.moreLabel}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
