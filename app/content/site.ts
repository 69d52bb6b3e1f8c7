/**
 * Every brand and company detail of the site, in one place.
 * The company replaces these placeholders here; no other module names them. Its contact details
 * (`contactSeed`) only seed a new installation's store: staff edit them at /staff/content/company
 * and pages read them from the store (`company.server.ts`).
 */
import type { SocialLink } from "./company";

/** One office of the seed; its city, address and hours are texts (`ChromeText["company"]`). */
export interface SeedOffice {
  /** Key of the office's texts in `ChromeText["company"]["offices"]`. */
  readonly id: "addis" | "bahirDar" | "hawassa";
  /** Phone in international format, e.g. "+251 11 555 0100". */
  readonly phone: string;
  /** Office e-mail address. */
  readonly email: string;
  /** Opening hours in schema.org form, e.g. "Mo-Sa 08:00-18:00". */
  readonly openingHours: string;
}

export const site = {
  /** Brand name shown in the header, titles and splash. */
  brand: "Tsehay Solar",
  /** Legal company name (mobile menu footer, copyright line). */
  legalName: "Tsehay Agro-Engineering PLC",
  /** Public base URL of the deployed site, used for canonical and share URLs. */
  baseUrl: "https://www.tsehaysolar.example",
  /**
   * The demo video a new installation starts with: its YouTube id. Staff change it at
   * /staff/content/company (the `company` document's `demoVideoId`); its title is
   * `ChromeText["company"]["demoVideoTitle"]`.
   */
  demoVideo: {
    id: "aqz-KE-bpKQ",
  },
} as const;

/** The company's contact details a new installation starts with (the store is the truth after). */
export const contactSeed = {
  /** Main phone number, as displayed. */
  phone: "+251 11 555 0100",
  /** Main e-mail address. */
  email: "info@tsehaysolar.example",
  /** The three offices, head office first. */
  offices: [
    {
      id: "addis",
      phone: "+251 11 555 0100",
      email: "addis@tsehaysolar.example",
      openingHours: "Mo-Sa 08:00-18:00",
    },
    {
      id: "bahirDar",
      phone: "+251 58 555 0120",
      email: "bahirdar@tsehaysolar.example",
      openingHours: "Mo-Sa 08:00-17:00",
    },
    {
      id: "hawassa",
      phone: "+251 46 555 0130",
      email: "hawassa@tsehaysolar.example",
      openingHours: "Mo-Sa 08:00-17:00",
    },
  ] satisfies readonly SeedOffice[],
  /** Social profiles (footer). */
  social: [
    { name: "Facebook", href: "https://www.facebook.com/tsehaysolar.example" },
    { name: "Telegram", href: "https://t.me/tsehaysolar_example" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/tsehaysolar-example" },
    { name: "YouTube", href: "https://www.youtube.com/@tsehaysolar-example" },
  ] satisfies readonly SocialLink[],
} as const;

/**
 * A phone number as text that never breaks across lines (`+251 11 667 8900` keeps its groups
 * together on a narrow phone): its spaces become no-break spaces.
 */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, "\u00a0");
}

/** `tel:` URL for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/**
 * `mailto:` URL for one of the company's own addresses (staff set them), with an optional subject.
 * An address someone else typed takes `typedMailtoHref` (components/staff/lead-details.tsx: not
 * in this module, which every page's first script carries).
 */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
