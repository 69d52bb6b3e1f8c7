import type { RootData } from "~/i18n/use-chrome";
import { site } from "~/content/site";
import { absoluteUrl } from "./meta";

const dayNames = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
} as const;
type DayCode = keyof typeof dayNames;
const dayCodes = Object.keys(dayNames) as DayCode[];

/** schema.org opening hours of an "Mo-Sa 08:00-18:00" (or "Su 10:00-16:00") string. */
function openingHours(spec: string) {
  const [range = "", hours = ""] = spec.split(" ");
  const [from, to = from] = range.split("-") as [DayCode, DayCode?];
  const first = dayCodes.indexOf(from);
  const last = dayCodes.indexOf(to ?? from);
  const dayOfWeek = first >= 0 && last >= first ? dayCodes.slice(first, last + 1) : [];
  const [opens, closes] = hours.split("-");
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: dayOfWeek.map((code) => dayNames[code]),
    opens,
    closes,
  };
}

/** The root route's data among a `meta` function's matches (the page's language and frame texts). */
export function rootData(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** JSON-LD of the company as a LocalBusiness with its three offices (home and contact pages). */
export function organizationJsonLd(root: RootData | undefined) {
  if (!root) return [];
  const { company } = root.chrome;
  const { offices, phone, email, social } = root.company;
  const [head] = offices;
  if (!head) return [];
  const address = (office: typeof head) => ({
    "@type": "PostalAddress",
    streetAddress: office.address[0]?.text,
    addressLocality: office.city.text,
    addressCountry: "ET",
  });
  return [
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "LocalBusiness",
        "@id": absoluteUrl("/#organization"),
        name: site.brand,
        legalName: site.legalName,
        description: company.tagline,
        inLanguage: root.locale,
        url: absoluteUrl("/"),
        logo: absoluteUrl("/favicon.svg"),
        image: absoluteUrl("/generated/share.png"),
        telephone: phone,
        email,
        areaServed: "Ethiopia",
        sameAs: social.map((link) => link.href),
        address: address(head),
        openingHoursSpecification: [openingHours(head.openingHours)],
        department: offices.map((office) => ({
          "@type": "LocalBusiness",
          name: `${site.brand} ${office.city.text}`,
          telephone: office.phone,
          email: office.email,
          address: address(office),
          openingHoursSpecification: [openingHours(office.openingHours)],
        })),
      },
    },
  ];
}

/** JSON-LD of a list of questions and answers (contact page FAQ). */
export function faqJsonLd(faqs: readonly { question: string; answer: string }[]) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  };
}

/** JSON-LD of articles (the blog's project reports). */
export function articlesJsonLd(
  articles: readonly {
    /** The article's page (English path). */
    path: string;
    title: string;
    excerpt: string;
    author: { name: string };
    date: string;
  }[],
) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@graph": articles.map((article) => ({
        "@type": "Report",
        headline: article.title,
        description: article.excerpt,
        author: { "@type": "Person", name: article.author.name },
        datePublished: article.date,
        url: absoluteUrl(article.path),
        publisher: {
          "@id": absoluteUrl("/#organization"),
          "@type": "Organization",
          name: site.brand,
        },
      })),
    },
  };
}
