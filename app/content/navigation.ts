import type { ChromeText } from "./chrome";

/** A link of the site navigation. */
export interface NavLink {
  /** Its label in `ChromeText["nav"]`, in the page's language. */
  readonly label: keyof ChromeText["nav"];
  /** In-site path, in English (links add the page's language). */
  readonly to: string;
}

/** Header links, in order (spec: HOME, ABOUT US, SERVICES, PROJECTS, CONTACT). */
export const primaryNav = [
  { label: "home", to: "/" },
  { label: "about", to: "/about" },
  { label: "services", to: "/services" },
  { label: "projects", to: "/projects" },
  { label: "contact", to: "/contact" },
] as const satisfies readonly NavLink[];

/** The highlighted call to action of the header and the mobile menu. */
export const getStartedLink = {
  label: "getStarted",
  to: "/get-started",
} as const satisfies NavLink;

/** Footer "Quick links". */
export const footerNav = [
  { label: "home", to: "/" },
  { label: "services", to: "/services" },
  { label: "about", to: "/about" },
  { label: "contact", to: "/contact" },
  { label: "projects", to: "/projects" },
] as const satisfies readonly NavLink[];

/** Footer "More" links to the secondary pages. */
export const footerMoreNav = [
  { label: "products", to: "/products" },
  { label: "financing", to: "/financing" },
  { label: "reports", to: "/blog" },
  { label: "quote", to: "/get-started" },
] as const satisfies readonly NavLink[];

/** The footer's legal links. */
export const legalNav = [
  { label: "privacy", to: "/privacy" },
  { label: "cookies", to: "/privacy#cookies" },
] as const satisfies readonly NavLink[];

/** Legal documents not yet published; shown as text with a note, never as dead links. */
export const legalPlaceholders = ["termsOfService"] as const;
