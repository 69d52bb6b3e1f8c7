import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-paths";
import type { ServicesPageText } from "~/content/services-page";
import { useHeadlineFigures } from "~/i18n/use-chrome";
import { fill } from "~/i18n/translation";
import { useText } from "~/i18n/use-text";

/** The reasons to choose the company, as an icon list (published headline figures filled in). */
export function WhyChooseUs({
  reasons,
}: {
  reasons: readonly { id: keyof ServicesPageText["reasons"]; icon: IconName }[];
}) {
  const text = useText("servicesPage").reasons;
  const headline = useHeadlineFigures();
  return (
    <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {reasons.map((reason) => (
        <li key={reason.id} className="flex gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-field-100 text-field-700">
            <Icon name={reason.icon} size={24} />
          </span>
          <div>
            <h3 className="text-lg font-bold">{text[reason.id].title}</h3>
            <p className="mt-1.5 text-stone-600">{fill(text[reason.id].description, headline)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
