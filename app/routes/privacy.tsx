import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { privacyHero, privacySections } from "~/content/privacy";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    locale: "en",
    title: "Privacy",
    description: `What ${site.brand} collects through its forms, why, where it is kept, for how long, and how to ask for a copy or deletion.`,
    path: "/privacy",
  });

export default function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow={privacyHero.eyebrow} title={privacyHero.title} lead={privacyHero.lead} />
      <Section id="policy" eyebrow={privacyHero.updated} title="Our privacy notice">
        <div className="mx-auto grid max-w-3xl gap-10">
          {privacySections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h3 id={`${section.id}-title`} className="text-xl font-bold text-stone-900">
                {section.title}
              </h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-stone-700">
                  {paragraph}
                </p>
              ))}
              {"list" in section ? (
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
