import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { site, telHref } from "~/content/site";

interface CtaBandProps {
  /** Anchor id of the section. */
  id: string;
  /** The section's h2. */
  title: string;
  /** One or two sentences under the title. */
  text: string;
}

/** The closing call to action of a page: get a quote, or call the company. */
export function CtaBand({ id, title, text }: CtaBandProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="bg-earth-50 px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="on-dark relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-field-900 px-6 py-12 text-field-50 sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-sun-500/15 blur-2xl"
        />
        <div className="grid items-center gap-8 lg:grid-cols-[1fr_auto]">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg text-field-100">{text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/get-started">
              Get a Free Quote
              <Icon name="arrow-right" size={16} />
            </ButtonLink>
            <a href={telHref(site.phone)} className={buttonClasses("ghost-light")}>
              <Icon name="phone" size={16} />
              Call {site.phone}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
