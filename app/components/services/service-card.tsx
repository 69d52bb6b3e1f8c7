import { buttonClasses } from "~/components/ui/button";
import { opensDialog } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { illustrations } from "~/content/illustrations";
import type { ServiceView } from "~/content/services-view";
import { fill } from "~/i18n/translation";
import { useText } from "~/i18n/use-text";

interface ServiceCardProps {
  service: ServiceView;
}

/** The id of the dialog that shows a service in full. */
export const serviceDialogId = (id: ServiceView["id"]) => `service-${id}-dialog`;

/**
 * One service in the grid. The title is a button whose stretched hit area covers the card, and a
 * visible Learn More button does the same; both open the service dialog (invoker commands: no
 * script needed).
 */
export function ServiceCard({ service }: ServiceCardProps) {
  const { card } = useText("servicesPage");
  const opener = opensDialog(serviceDialogId(service.id));
  return (
    <article
      id={service.id}
      className="relative flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg"
    >
      <Picture
        image={illustrations[service.image]}
        alt=""
        className="aspect-[16/9] w-full bg-earth-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <span className="-mt-12 inline-flex size-12 items-center justify-center rounded-xl bg-field-700 text-white shadow-md ring-4 ring-white">
          <Icon name={service.icon} size={24} />
        </span>
        <h3 className="mt-4 text-xl font-bold">
          <button
            type="button"
            {...opener}
            className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-field-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-water-500"
          >
            {service.title}
          </button>
        </h3>
        <p className="mt-1 text-sm font-semibold text-field-700">{service.subtitle}</p>
        <p className="mt-3 line-clamp-4 text-stone-600">{service.description}</p>
        <div className="mt-auto pt-6">
          <button type="button" {...opener} className={buttonClasses("outline", "relative z-10")}>
            {card.learnMore}{" "}
            <span className="sr-only">{fill(card.learnMoreAbout, { service: service.title })}</span>
            <Icon name="arrow-right" size={16} />
          </button>
        </div>
      </div>
    </article>
  );
}
