import type { CallToAction } from "~/content/call-to-action";
import { phoneText, telHref } from "~/content/site";
import { ButtonLink, buttonClasses } from "./button";
import { Icon } from "./icon";
import { fill } from "~/i18n/translation";
import { useChrome, useCompany } from "~/i18n/use-chrome";

interface CallToActionBandProps {
  /** Anchor id of the section; its heading labels it. */
  id: string;
  cta: CallToAction;
  /** Dark green closing band, or a light band between sections. */
  tone?: "dark" | "light";
}

/** A call to action: heading, one line, an in-site link or two, and optionally the phone. */
export function CallToActionBand({ id, cta, tone = "dark" }: CallToActionBandProps) {
  const { ui } = useChrome();
  const company = useCompany();
  const dark = tone === "dark";
  const quiet = dark ? "ghost-light" : "outline";
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className={dark ? "bg-earth-50" : "bg-white"}
    >
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <div
          className={`flex flex-col gap-8 rounded-3xl p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between ${
            dark ? "on-dark bg-field-900 text-field-50 shadow-xl" : "bg-sun-50 ring-1 ring-sun-200"
          }`}
        >
          <div className="max-w-2xl">
            <h2
              id={`${id}-heading`}
              className={`text-3xl font-bold tracking-tight ${dark ? "text-white" : ""}`}
            >
              {cta.title}
            </h2>
            <p className={`mt-3 text-lg ${dark ? "text-field-100" : "text-stone-700"}`}>
              {cta.text}
            </p>
          </div>
          <div className="flex min-w-0 flex-wrap gap-3">
            <ButtonLink to={cta.primary.to}>
              {cta.primary.label}
              <Icon name="arrow-right" size={16} />
            </ButtonLink>
            {cta.secondary ? (
              <ButtonLink to={cta.secondary.to} variant={quiet}>
                {cta.secondary.label}
              </ButtonLink>
            ) : null}
            {cta.callUs ? (
              <a href={telHref(company.phone)} className={buttonClasses(quiet)}>
                <Icon name="phone" size={16} />
                {fill(ui.callUs, { phone: phoneText(company.phone) })}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
