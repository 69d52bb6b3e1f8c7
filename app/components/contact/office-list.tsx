import { Icon } from "~/components/ui/icon";
import { mailtoHref, phoneText, telHref } from "~/content/site";
import { useCompany } from "~/i18n/use-chrome";
import { EmailText } from "~/components/ui/email-text";

/** The offices as staff published them: address, phone and e-mail as links, opening hours. */
export function OfficeList({
  hoursLabel,
}: {
  /** Read before the hours: "Opening hours: ". */
  hoursLabel: string;
}) {
  const { offices } = useCompany();
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {offices.map((office) => (
        <li
          key={office.id}
          className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        >
          <h3 className="flex items-center gap-2 text-xl font-bold">
            <Icon name="building" size={22} className="text-field-600" />
            <span lang={office.city.lang}>{office.city.text}</span>
          </h3>
          <address className="mt-4 grid gap-3 not-italic">
            <p className="flex items-start gap-2.5 text-stone-700">
              <Icon name="map-pin" size={18} className="mt-0.5 shrink-0 text-stone-500" />
              <span>
                {office.address.map((line) => (
                  <span key={line.text} lang={line.lang} className="block">
                    {line.text}
                  </span>
                ))}
              </span>
            </p>
            <a
              href={telHref(office.phone)}
              className="flex min-h-11 items-center gap-2.5 font-semibold text-field-800 underline decoration-field-300 underline-offset-4 hover:decoration-field-700"
            >
              <Icon name="phone" size={18} className="shrink-0 text-stone-500" />
              {phoneText(office.phone)}
            </a>
            <a
              href={mailtoHref(office.email)}
              className="flex min-h-11 items-center gap-2.5 font-semibold text-field-800 underline decoration-field-300 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-field-700"
            >
              <Icon name="mail" size={18} className="shrink-0 text-stone-500" />
              <EmailText email={office.email} />
            </a>
          </address>
          <p className="mt-4 flex items-center gap-2.5 border-t border-stone-200 pt-4 text-sm font-medium text-stone-700">
            <Icon name="clock" size={18} className="shrink-0 text-sun-600" />
            <span>
              <span className="sr-only">{hoursLabel}</span>
              <span lang={office.hours.lang}>{office.hours.text}</span>
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
