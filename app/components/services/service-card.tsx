import type { MouseEvent } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { illustrations } from "~/content/illustrations";
import type { Service } from "~/content/services";
import { ServiceDetails } from "./service-details";

interface ServiceCardProps {
  service: Service;
  /**
   * Opens the service dialog. Absent before JavaScript runs: the card then shows its details
   * in a native `<details>` disclosure instead.
   */
  onOpen?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * One service in the grid. With JavaScript, the title is a button whose stretched hit area covers
 * the card, and a visible Learn More button does the same; both open the service dialog.
 */
export function ServiceCard({ service, onOpen }: ServiceCardProps) {
  const interactive = onOpen !== undefined;
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
          {interactive ? (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={onOpen}
              className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-field-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-water-500"
            >
              {service.title}
            </button>
          ) : (
            service.title
          )}
        </h3>
        <p className="mt-1 text-sm font-semibold text-field-700">{service.subtitle}</p>
        <p className="mt-3 line-clamp-4 text-stone-600">{service.description}</p>
        <div className="mt-auto pt-6">
          {interactive ? (
            <Button
              variant="outline"
              aria-haspopup="dialog"
              onClick={onOpen}
              className="relative z-10"
            >
              Learn More <span className="sr-only">about {service.title}</span>
              <Icon name="arrow-right" size={16} />
            </Button>
          ) : (
            <details className="group">
              <summary
                className={buttonClasses(
                  "outline",
                  "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
                )}
              >
                Learn More <span className="sr-only">about {service.title}</span>
                <Icon name="chevron-down" size={16} className="group-open:rotate-180" />
              </summary>
              <div className="mt-6">
                <ServiceDetails service={service} headingLevel="h4" />
              </div>
            </details>
          )}
        </div>
      </div>
    </article>
  );
}
