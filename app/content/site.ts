/**
 * Every brand and company detail of the site, in one place.
 * The company replaces these placeholders here; no other module names them.
 */

/** A social network profile shown in the footer. */
export interface SocialLink {
  /** Network name, used as the link's accessible name. */
  readonly name: "Facebook" | "Telegram" | "LinkedIn" | "YouTube";
  /** Full profile URL; opens in a new tab. */
  readonly href: string;
}

/** One office of the company. */
export interface Office {
  /** City, used as the office's heading. */
  readonly city: string;
  /** Postal / street address, one line per entry. */
  readonly address: readonly string[];
  /** Phone in international format, e.g. "+251 11 555 0100". */
  readonly phone: string;
  /** Office e-mail address. */
  readonly email: string;
  /** Opening hours as shown to visitors. */
  readonly hours: string;
  /** Opening hours in schema.org form, e.g. "Mo-Sa 08:00-18:00". */
  readonly openingHours: string;
}

export const site = {
  /** Brand name shown in the header, titles and splash. */
  brand: "Tsehay Solar",
  /** One-line description shown under the brand name. */
  tagline: "Solar Irrigation & Agro-Engineering",
  /** Legal company name (mobile menu footer, copyright line). */
  legalName: "Tsehay Agro-Engineering PLC",
  /** Public base URL of the deployed site, used for canonical and share URLs. */
  baseUrl: "https://www.tsehaysolar.example",
  /** Main phone number, as displayed. */
  phone: "+251 11 555 0100",
  /** Main e-mail address. */
  email: "info@tsehaysolar.example",
  /** Short postal line for the head office. */
  headOffice: "Bole Road, Addis Ababa, Ethiopia",
  /** Business hours of the home page contact section. */
  businessHours: [
    { days: "Monday – Saturday", hours: "9:00 – 18:00" },
    { days: "Sunday", hours: "10:00 – 16:00" },
  ],
  /** The three offices. */
  offices: [
    {
      city: "Addis Ababa",
      address: ["Bole Road, Getu Commercial Centre, 4th floor", "Addis Ababa, Ethiopia"],
      phone: "+251 11 555 0100",
      email: "addis@tsehaysolar.example",
      hours: "Mon – Sat, 8:00 – 18:00",
      openingHours: "Mo-Sa 08:00-18:00",
    },
    {
      city: "Bahir Dar",
      address: ["Kebele 14, near St. George Church", "Bahir Dar, Amhara, Ethiopia"],
      phone: "+251 58 555 0120",
      email: "bahirdar@tsehaysolar.example",
      hours: "Mon – Sat, 8:00 – 17:00",
      openingHours: "Mo-Sa 08:00-17:00",
    },
    {
      city: "Hawassa",
      address: ["Piassa, Atote Road", "Hawassa, Sidama, Ethiopia"],
      phone: "+251 46 555 0130",
      email: "hawassa@tsehaysolar.example",
      hours: "Mon – Sat, 8:00 – 17:00",
      openingHours: "Mo-Sa 08:00-17:00",
    },
  ] satisfies readonly Office[],
  /** Social profiles (footer). */
  social: [
    { name: "Facebook", href: "https://www.facebook.com/tsehaysolar.example" },
    { name: "Telegram", href: "https://t.me/tsehaysolar_example" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/tsehaysolar-example" },
    { name: "YouTube", href: "https://www.youtube.com/@tsehaysolar-example" },
  ] satisfies readonly SocialLink[],
  /** Demo video, loaded only when the visitor asks for it. Must be an embeddable URL. */
  demoVideo: {
    embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    title: "How a Tsehay solar pump irrigates a smallholder farm",
  },
} as const;

/** `tel:` URL for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** `mailto:` URL for an e-mail address, with an optional subject. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
