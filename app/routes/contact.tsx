import type { Route } from "./+types/contact";
import { localizedForm } from "~/content/enquiry-text";
import { requestLocale } from "~/i18n/locales";
import type { MetaArgs, MetaDescriptor } from "react-router";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { ContactChannels } from "~/components/contact/contact-channels";
import { FaqList } from "~/components/contact/faq-list";
import { NumberedSteps } from "~/components/contact/numbered-steps";
import { OfficeList } from "~/components/contact/office-list";
import { SideNote } from "~/components/contact/side-note";
import { ContactForm } from "~/components/forms/deferred-form";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import {
  afterYouWrite,
  contactCallToAction,
  contactChannels,
  contactHero,
  faqs,
} from "~/content/contact";
import { mailtoHref, site, telHref } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { useChrome } from "~/i18n/use-chrome";
import { faqJsonLd, organizationJsonLd, rootData } from "~/lib/structured-data";

export const meta = ({ matches }: MetaArgs): MetaDescriptor[] => [
  ...pageMeta({
    locale: "en",
    title: "Contact us",
    description: `Call, e-mail or visit ${site.brand} in Addis Ababa, Bahir Dar or Hawassa, or send a message: an engineer replies within 24 hours.`,
    path: "/contact",
  }),
  ...organizationJsonLd(rootData(matches)),
  faqJsonLd(faqs),
];

/** The page's form in the page's language (rules and words), sent with the page. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { locale, forms: { contact: localizedForm("contact", locale) } };
}

export default function ContactPage() {
  const { company } = useChrome();
  const [head] = site.offices;
  const headOffice = head ? company.offices[head.id] : undefined;
  return (
    <>
      <PageHero
        eyebrow={contactHero.eyebrow}
        title={contactHero.title}
        lead={contactHero.lead}
        actions={
          <>
            <a href={telHref(site.phone)} className={buttonClasses("primary")}>
              <Icon name="phone" size={18} />
              Call now
            </a>
            <a href={mailtoHref(site.email)} className={buttonClasses("ghost-light")}>
              <Icon name="mail" size={18} />
              Send email
            </a>
          </>
        }
        aside={
          headOffice ? (
            <div className="hidden lg:block">
              <SideNote title={`Head office, ${headOffice.city}`} dark headingLevel="h2">
                <p>{headOffice.address.join(", ")}</p>
                <p className="mt-3 font-semibold text-white">{headOffice.hours}</p>
                <p className="mt-3">
                  {site.phone} · {site.email}
                </p>
              </SideNote>
            </div>
          ) : null
        }
      />
      <Section id="channels" eyebrow="Get in touch" title="Four ways to reach us">
        <ContactChannels channels={contactChannels} />
      </Section>
      <Section
        id="contact-form"
        tone="tint"
        eyebrow="Message"
        title="Send us a message"
        intro="Tell us about your farm or your question; an engineer replies within 24 hours."
      >
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
          <ContactForm />
          <SideNote title="What happens next">
            <NumberedSteps steps={afterYouWrite} />
          </SideNote>
        </div>
      </Section>
      <Section id="offices" eyebrow="Offices" title="Visit one of our three offices">
        <OfficeList offices={site.offices} hoursLabel="Opening hours: " />
      </Section>
      <Section id="faq" tone="tint" eyebrow="FAQ" title="Frequently asked questions">
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
          <FaqList faqs={faqs} />
          <SideNote title="Didn't find your answer?">
            <p>
              Call us on{" "}
              <a href={telHref(site.phone)} className="font-semibold text-field-800 underline">
                {site.phone}
              </a>{" "}
              or{" "}
              <a href="#contact-form" className="font-semibold text-field-800 underline">
                send us a message
              </a>
              . No question is too small.
            </p>
          </SideNote>
        </div>
      </Section>
      <CallToActionBand id="contact-next" cta={contactCallToAction} />
    </>
  );
}
