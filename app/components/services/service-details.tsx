import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { consultationPath, serviceQuotePath } from "~/content/services-page";
import type { ServiceView } from "~/content/services-view";
import { useText } from "~/i18n/use-text";

interface ServiceDetailsProps {
  service: ServiceView;
  /** Level of the part headings: h3 inside the dialog (titled by an h2), h4 inside a card. */
  headingLevel?: "h3" | "h4";
}

/**
 * Everything about one service: overview, key features, specifications, process and benefits,
 * with its two next steps. Shown in the service dialog, and inline in the card without JavaScript.
 */
export function ServiceDetails({ service, headingLevel = "h3" }: ServiceDetailsProps) {
  const { details } = useText("servicesPage");
  return (
    <div className="@container grid gap-8 text-stone-700">
      <Part title={details.overview} level={headingLevel}>
        <p className="font-semibold text-field-700">{service.subtitle}</p>
        <p className="mt-2">{service.description}</p>
      </Part>

      <div className="grid gap-8 @xl:grid-cols-2">
        <Part title={details.features} level={headingLevel}>
          <CheckList items={service.features} mark="check-circle" />
        </Part>
        <Part title={details.specifications} level={headingLevel}>
          <dl className="grid gap-px overflow-hidden rounded-xl bg-stone-200 ring-1 ring-stone-200">
            {service.specifications.map((spec) => (
              <div key={spec.label} className="bg-earth-50 px-4 py-3">
                <dt className="text-sm text-stone-600">{spec.label}</dt>
                <dd className="font-bold text-stone-900">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </Part>
      </div>

      <div className="grid gap-8 @xl:grid-cols-2">
        <Part title={details.process} level={headingLevel}>
          <ol className="grid gap-3">
            {service.process.map((step, index) => (
              <li key={step} className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-field-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </Part>
        <Part title={details.benefits} level={headingLevel}>
          <ul className="grid gap-2.5">
            {service.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2.5">
                <Icon name="star" size={18} className="mt-0.5 shrink-0 text-sun-600" />
                {benefit}
              </li>
            ))}
          </ul>
        </Part>
      </div>

      <div className="flex flex-wrap gap-3 border-t border-stone-200 pt-6">
        <ButtonLink to={consultationPath(service.id)} variant="secondary">
          {details.consultation}
        </ButtonLink>
        <ButtonLink to={serviceQuotePath(service.id)} variant="outline">
          {details.quote}
        </ButtonLink>
      </div>
    </div>
  );
}

function Part({
  title,
  level: Heading,
  children,
}: {
  title: string;
  level: "h3" | "h4";
  children: ReactNode;
}) {
  return (
    <div>
      <Heading className="mb-3 text-sm font-bold tracking-wider text-stone-900 uppercase">
        {title}
      </Heading>
      {children}
    </div>
  );
}
