import type { RootData } from "~/i18n/use-chrome";
import { site } from "~/content/site";
import { absoluteUrl } from "./meta";

const days: Record<string, string[]> = {
  "Mo-Sa": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

/** schema.org opening hours of an "Mo-Sa 08:00-18:00" string. */
function openingHours(spec: string) {
  const [range = "", hours = ""] = spec.split(" ");
  const [opens, closes] = hours.split("-");
  return { "@type": "OpeningHoursSpecification", dayOfWeek: days[range] ?? [], opens, closes };
}

/** The root route's data among a `meta` function's matches (the page's language and frame texts). */
export function rootData(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** JSON-LD of the company as a LocalBusiness with its three offices (home and contact pages). */
export function organizationJsonLd(root: RootData | undefined) {
  if (!root) return [];
  const { company } = root.chrome;
  const [headOffice] = site.offices;
  if (!headOffice) throw new Error("site.offices needs the head office first");
  const head = { ...headOffice, ...company.offices[headOffice.id] };
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
        telephone: site.phone,
        email: site.email,
        areaServed: "Ethiopia",
        sameAs: site.social.map((link) => link.href),
        address: {
          "@type": "PostalAddress",
          streetAddress: head.address[0],
          addressLocality: head.city,
          addressCountry: "ET",
        },
        openingHoursSpecification: [openingHours(head.openingHours)],
        department: site.offices
          .map((entry) => ({ ...entry, ...company.offices[entry.id] }))
          .map((office) => ({
            "@type": "LocalBusiness",
            name: `${site.brand} ${office.city}`,
            telephone: office.phone,
            email: office.email,
            address: {
              "@type": "PostalAddress",
              streetAddress: office.address[0],
              addressLocality: office.city,
              addressCountry: "ET",
            },
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
