import type { MetaArgs, MetaDescriptor } from "react-router";
import { EmailText } from "~/components/ui/email-text";
import { publishedFaqsIn } from "~/server/faqs.server";
import { getRuntime } from "~/server/runtime.server";
import { ContactChannels } from "~/components/contact/contact-channels";
import { FaqList } from "~/components/contact/faq-list";
import { NumberedSteps } from "~/components/contact/numbered-steps";
import { OfficeList } from "~/components/contact/office-list";
import { SideNote } from "~/components/contact/side-note";
import { ContactForm } from "~/components/forms/deferred-form";
import { buttonClasses } from "~/components/ui/button";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { hoursText } from "~/content/company";
import { contactCallToAction, contactChannels } from "~/content/contact";
import { localizedForm } from "~/content/enquiry-text";
import { mailtoHref, phoneText, telHref } from "~/content/site";
import { textsFor } from "~/content/text-modules";
import { listComma } from "~/i18n/list-comma";
import { requestLocale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { useCompany } from "~/i18n/use-chrome";
import { textPageMeta } from "~/lib/meta";
import { faqJsonLd, organizationJsonLd, rootData } from "~/lib/structured-data";
import { wordedCallToAction } from "~/content/call-to-action";
import type { Route } from "./+types/contact";

/** Translated: every text of the page comes from `contactText` and the form's words. */
export const handle = { translated: true };

/** The page's texts and form in the page's language, sent with the page. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { contact } = textsFor(locale, ["contact"]);
  // Each channel's hours keep their ranges whole on a narrow card.
  const channels = Object.fromEntries(
    Object.entries(contact.channels).map(([id, channel]) => [
      id,
      { ...channel, availability: hoursText(channel.availability) },
    ]),
  ) as typeof contact.channels;
  const text = { contact: { ...contact, channels } };
  return {
    locale,
    text,
    forms: { contact: localizedForm("contact", locale) },
    faqs: publishedFaqsIn(getRuntime().db, "contact", locale),
    channels: contactChannels.map(({ id, icon }) => ({ id, icon })),
    cta: wordedCallToAction(contactCallToAction, text.contact.callToAction),
  };
}

// `Route.MetaArgs` cannot type `matches` here (its type refers back to this function), so the
// loader's data is typed by hand.
export const meta = ({ loaderData: data, matches }: MetaArgs): MetaDescriptor[] => {
  const loaderData = data as Route.ComponentProps["loaderData"] | undefined;
  if (!loaderData) return [];
  return [
    ...textPageMeta(loaderData, loaderData.text.contact.meta, "/contact"),
    ...organizationJsonLd(rootData(matches)),
    faqJsonLd(
      loaderData.faqs.map((faq) => ({ question: faq.question.text, answer: faq.answer.text })),
    ),
  ];
};

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  const text = loaderData.text.contact;
  const [headOffice] = company.offices;
  return (
    <>
      <PageHero
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        lead={text.hero.lead}
        actions={
          <>
            <a href={telHref(company.phone)} className={buttonClasses("primary")}>
              <Icon name="phone" size={18} />
              {text.hero.call}
            </a>
            <a href={mailtoHref(company.email)} className={buttonClasses("ghost-light")}>
              <Icon name="mail" size={18} />
              {text.hero.email}
            </a>
          </>
        }
        aside={
          headOffice ? (
            <div className="hidden lg:block">
              <SideNote
                title={fill(text.hero.headOffice, { city: headOffice.city.text })}
                dark
                headingLevel="h2"
              >
                <p lang={headOffice.address[0]?.lang}>
                  {headOffice.address.map((line) => line.text).join(listComma(loaderData.locale))}
                </p>
                <p className="mt-3 font-semibold text-white" lang={headOffice.hours.lang}>
                  {headOffice.hours.text}
                </p>
                <p className="mt-3">
                  {phoneText(company.phone)} · <EmailText email={company.email} />
                </p>
              </SideNote>
            </div>
          ) : null
        }
      />
      <Section id="channels" {...text.sections.channels}>
        <ContactChannels channels={loaderData.channels} />
      </Section>
      <Section id="contact-form" tone="tint" {...text.sections.form}>
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
          <ContactForm />
          <SideNote title={text.next}>
            <NumberedSteps steps={text.afterYouWrite} />
          </SideNote>
        </div>
      </Section>
      <Section id="offices" {...text.sections.offices}>
        <OfficeList hoursLabel={text.hoursLabel} />
      </Section>
      <Section id="faq" tone="tint" {...text.sections.faq}>
        {/* A long word in an answer (a pasted link) breaks rather than widen the page. */}
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start *:min-w-0">
          <FaqList faqs={loaderData.faqs} />
          <SideNote title={text.notFound.title}>
            <p>
              {text.notFound.callUs}{" "}
              <a href={telHref(company.phone)} className="font-semibold text-field-800 underline">
                {phoneText(company.phone)}
              </a>{" "}
              {text.notFound.or}{" "}
              <a href="#contact-form" className="font-semibold text-field-800 underline">
                {text.notFound.message}
              </a>
              {text.notFound.after}
            </p>
          </SideNote>
        </div>
      </Section>
      <CallToActionBand id="contact-next" cta={loaderData.cta} />
    </>
  );
}
