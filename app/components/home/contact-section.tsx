import { useText } from "~/i18n/use-text";
import { EmailText } from "~/components/ui/email-text";
import { mailtoHref, phoneText, telHref } from "~/content/site";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { HomeContactForm } from "~/components/forms/deferred-form";
import { useCompany } from "~/i18n/use-chrome";

/** The contact block: the form, ways to reach the company, the two buttons and business hours. */
export function ContactSection() {
  const company = useCompany();
  const { contact: homeContact } = useText("home");
  return (
    <div className="grid gap-8 lg:grid-cols-[1.35fr_1fr]">
      <HomeContactForm />
      <div className="grid content-start gap-6">
        <div className="rounded-2xl bg-field-900 p-6 text-field-50 sm:p-7">
          <h3 className="text-xl font-bold text-white">{homeContact.partner.title}</h3>
          <p className="mt-2 text-field-100">{homeContact.partner.text}</p>
          <div className="on-dark mt-5 flex flex-wrap gap-3">
            <ButtonLink to="/contact">
              <Icon name="handshake" size={18} />
              {homeContact.partner.partnerLabel}
            </ButtonLink>
            <ButtonLink to="/site-visit" variant="ghost-light">
              <Icon name="calendar" size={18} />
              {homeContact.partner.visitLabel}
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 ring-1 ring-stone-200 sm:p-7">
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <Icon name="clock" className="text-field-600" />
            {homeContact.hoursTitle}
          </h3>
          <dl className="mt-4 divide-y divide-stone-200">
            {company.businessHours.map((row) => (
              <div key={row.days.text} className="flex justify-between gap-4 py-2.5">
                <dt className="text-stone-700" lang={row.days.lang}>
                  {row.days.text}
                </dt>
                <dd className="font-semibold text-stone-900 tabular-nums" lang={row.hours.lang}>
                  {row.hours.text}
                </dd>
              </div>
            ))}
          </dl>
          <ul className="mt-5 grid gap-3 border-t border-stone-200 pt-5">
            <li>
              <a
                href={telHref(company.phone)}
                className="inline-flex items-center gap-2 font-semibold text-field-800 hover:underline"
              >
                <Icon name="phone" size={18} className="text-field-600" />
                {phoneText(company.phone)}
              </a>
            </li>
            <li>
              <a
                href={mailtoHref(company.email)}
                className="inline-flex items-center gap-2 font-semibold text-field-800 [overflow-wrap:anywhere] hover:underline"
              >
                <Icon name="mail" size={18} className="shrink-0 text-field-600" />
                <EmailText email={company.email} />
              </a>
            </li>
            <li className="flex items-start gap-2 text-stone-700">
              <Icon name="map-pin" size={18} className="mt-0.5 shrink-0 text-field-600" />
              <span lang={company.headOffice.lang}>{company.headOffice.text}</span>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
