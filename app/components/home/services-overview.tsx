import { Link } from "~/components/ui/locale-link";
import { useText } from "~/i18n/use-text";
import type { ServiceSummary } from "~/content/home-preview";
import { Icon } from "~/components/ui/icon";

/** The services as cards; each leads to its own part of the Services page. */
export function ServicesOverview({ services }: { services: readonly ServiceSummary[] }) {
  const { services: text } = useText("home");
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.id}
          className="group relative flex flex-col rounded-2xl bg-earth-50 p-6 ring-1 ring-stone-200 transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-water-500"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-field-700 text-sun-300">
            <Icon name={service.icon} size={24} />
          </span>
          <h3 className="mt-5 text-lg font-bold">
            <Link
              to={`/services#${service.id}`}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-field-700 focus-visible:outline-none"
            >
              {service.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm font-semibold text-field-700">{service.subtitle}</p>
          <p className="mt-3 flex-1 text-stone-600">{service.description}</p>
          <p
            aria-hidden="true"
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-field-700"
          >
            {text.learnMore}
            <Icon
              name="arrow-right"
              size={16}
              className="motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
            />
          </p>
        </li>
      ))}
    </ul>
  );
}
