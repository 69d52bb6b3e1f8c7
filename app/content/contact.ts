/**
 * What the Contact page says: hero, contact channels, FAQ, call to action, and how a service
 * chosen on the Services page becomes the message's subject. Phone, e-mail and offices come from
 * `site.ts`.
 */
import type { IconName } from "~/components/ui/icon-paths";
import type { CallToAction } from "./call-to-action";
import type { Translation } from "~/i18n/translation";
import { serviceTitles, servicesEnglish } from "./services-text";

/** How a visitor can reach the company. */
export interface ContactChannel {
  /** Stable id; decides the channel's action on the page. */
  readonly id: "phone" | "email" | "chat" | "visit";
  readonly icon: IconName;
  readonly title: string;
  /** What the channel is good for. */
  readonly description: string;
  /** When it is available, as shown. */
  readonly availability: string;
}

/** A frequently asked question. */
export interface Faq {
  readonly question: string;
  readonly answer: string;
}

export const contactHero = {
  eyebrow: "Contact us",
  title: "Talk to a solar irrigation engineer",
  lead: "Call, write or visit one of our three offices. We answer every enquiry, and a first consultation is free.",
} as const;

/** What happens after a visitor writes, shown beside the message form. */
export const afterYouWrite = [
  "An engineer reads your message and replies within 24 hours, Monday to Friday.",
  "If your question needs a closer look, we call you to arrange a site visit.",
  "You receive a written proposal and price. The first consultation is free.",
] as const satisfies readonly string[];

/** The four contact channels (spec: contact page). */
export const contactChannels = [
  {
    id: "phone",
    icon: "phone",
    title: "Phone",
    description: "Speak to an engineer now about a new system or a repair.",
    availability: "Mon – Fri, 8:00 – 18:00 EAT",
  },
  {
    id: "email",
    icon: "mail",
    title: "Email",
    description: "Send plans, photos or questions; we reply within 24 hours.",
    availability: "Reply within 24 hours",
  },
  {
    id: "chat",
    icon: "chat",
    title: "Live chat",
    description: "Quick answers about services, prices and warranty.",
    availability: "Mon – Fri, 9:00 – 17:00 EAT",
  },
  {
    id: "visit",
    icon: "calendar",
    title: "Field visits",
    description: "An engineer comes to your farm to survey the site and the water.",
    availability: "By appointment",
  },
] as const satisfies readonly ContactChannel[];

/** The four FAQ entries (spec: contact page). */
export const faqs = [
  {
    question: "How long does an installation take?",
    answer:
      "Most solar pump and irrigation installations take 3-5 days on site, after a site survey of 1-2 days. Borehole drilling, when needed, adds a few days before that.",
  },
  {
    question: "What warranty do you give?",
    answer:
      "Pumps and solar panels carry a 5-year warranty, which we handle for you with the manufacturers. Our technicians respond within 24 hours if something stops working.",
  },
  {
    question: "Which regions do you serve?",
    answer:
      "We work nationwide from our offices in Addis Ababa, Bahir Dar and Hawassa, and have installed systems in {regions} regions, including Amhara, Oromia, Sidama, Tigray and Dire Dawa.",
  },
  {
    question: "Can I pay in instalments or get financing?",
    answer:
      "Yes. We work with banks and microfinance institutions that offer loans for solar irrigation, and we help you prepare the application with a quotation and expected yields.",
  },
] as const satisfies readonly Faq[];

export const contactCallToAction = {
  title: "Know what you need already?",
  text: "Tell us the size of your farm and your region, and we will send a system proposal and a price.",
  primary: { label: "Request a free quote", to: "/get-started" },
  secondary: { label: "Browse our packages", to: "/products" },
} as const satisfies CallToAction;

/** The Contact page's texts (everything above and the page's own words), for its loader. */
const en = {
  meta: {
    title: "Contact us",
    description:
      "Call, e-mail or visit {brand} in Addis Ababa, Bahir Dar or Hawassa, or send a message: an engineer replies within 24 hours.",
  },
  hero: {
    ...contactHero,
    call: "Call now",
    email: "Send email",
    headOffice: "Head office, {city}",
  },
  sections: {
    channels: { eyebrow: "Get in touch", title: "Four ways to reach us" },
    form: {
      eyebrow: "Message",
      title: "Send us a message",
      intro: "Tell us about your farm or your question; an engineer replies within 24 hours.",
    },
    offices: { eyebrow: "Offices", title: "Visit one of our three offices" },
    faq: { eyebrow: "FAQ", title: "Frequently asked questions" },
  },
  next: "What happens next",
  afterYouWrite: [...afterYouWrite],
  channels: byChannel(
    contactChannels.map(({ id, title, description, availability }) => [
      id,
      { title, description, availability },
    ]),
  ),
  actions: {
    chat: "Start a chat",
    chatWithoutScript: "Send us a message instead",
    visit: "Ask for a visit",
  },
  faqs: faqs.map(({ question, answer }) => ({ question, answer })),
  notFound: {
    title: "Didn't find your answer?",
    callUs: "Call us on",
    or: "or",
    message: "send us a message",
    after: ". No question is too small.",
  },
  hoursLabel: "Opening hours: ",
  callToAction: {
    title: contactCallToAction.title,
    text: contactCallToAction.text,
    primary: contactCallToAction.primary.label,
    secondary: contactCallToAction.secondary.label,
  },
  /** The message subject for a service chosen on the Services page. */
  subject: "Consultation: {service}",
  /** Service titles by id, for that subject (from the services' own texts). */
  services: serviceTitles(servicesEnglish),
};

function byChannel<V>(entries: readonly (readonly [ContactChannel["id"], V])[]) {
  return Object.fromEntries(entries) as Record<ContactChannel["id"], V>;
}

/** The Contact page's texts in one language. */
export type ContactText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const contactEnglish = en;
