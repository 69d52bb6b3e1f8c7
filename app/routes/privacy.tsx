import type { Route } from "./+types/privacy";
import { publishedCompany } from "~/server/company.server";
import { getRuntime } from "~/server/runtime.server";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { ENQUIRY_RETENTION_MONTHS, privacySectionIds, privacyUpdated } from "~/content/privacy";
import { site, telHref } from "~/content/site";
import { TemplateText } from "~/components/ui/template-text";
import { textsFor } from "~/content/text-modules";
import { formatDate } from "~/i18n/format";
import { requestLocale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { textPageMeta } from "~/lib/meta";

/** Translated: every text of the page comes from `privacyText`. */
export const handle = { translated: true };

/** The notice in the page's language, its names and contact details filled in. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = textsFor(locale, ["privacy"]);
  const words = text.privacy;
  const { email, phone } = publishedCompany(getRuntime().db);
  const names = { legalName: site.legalName, email, phone, months: ENQUIRY_RETENTION_MONTHS };
  return {
    locale,
    text,
    /** The paragraphs' {email} and {phone}, which the page links (mailto:, tel:). */
    contact: { email, phone },
    lead: fill(words.hero.lead, names),
    updated: fill(words.hero.updated, { date: formatDate(locale, privacyUpdated) }),
    sections: privacySectionIds.map((id) => {
      const section = words.sections[id];
      return {
        id,
        title: section.title,
        paragraphs: section.paragraphs.map((paragraph) =>
          fill(paragraph, { legalName: names.legalName, months: names.months }),
        ),
        list: "list" in section ? section.list : undefined,
      };
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? textPageMeta(loaderData, loaderData.text.privacy.meta, "/privacy") : [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const text = loaderData.text.privacy;
  const { email, phone } = loaderData.contact;
  // Where the notice says how to ask for a copy or a deletion: a tap writes or calls.
  const contactLinks = {
    email: (
      <a href={`mailto:${email}`} className="font-semibold text-field-800 underline">
        {email}
      </a>
    ),
    phone: (
      <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-field-800 underline">
        {phone}
      </a>
    ),
  };
  return (
    <>
      <PageHero eyebrow={text.hero.eyebrow} title={text.hero.title} lead={loaderData.lead} />
      <Section id="policy" eyebrow={loaderData.updated} title={text.title}>
        <div className="mx-auto grid max-w-3xl gap-10">
          {loaderData.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h3 id={`${section.id}-title`} className="text-xl font-bold text-stone-900">
                {section.title}
              </h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-stone-700">
                  <TemplateText template={paragraph} parts={contactLinks} />
                </p>
              ))}
              {section.list ? (
                <ul className="mt-3 list-disc space-y-1 pl-6 text-stone-700">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
