/** A link of the site navigation. */
export interface NavLink {
  /** Visible label. */
  readonly label: string;
  /** In-site path. */
  readonly to: string;
}

/** Header links, in order (spec: HOME, ABOUT US, SERVICES, PROJECTS, CONTACT). */
export const primaryNav = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Projects", to: "/projects" },
  { label: "Contact", to: "/contact" },
] as const satisfies readonly NavLink[];

/** The highlighted call to action of the header and the mobile menu. */
export const getStartedLink = {
  label: "Get Started",
  to: "/get-started",
} as const satisfies NavLink;

/** Footer "Quick links". */
export const footerNav = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "About Us", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Projects", to: "/projects" },
] as const satisfies readonly NavLink[];

/** Footer "More" links to the secondary pages. */
export const footerMoreNav = [
  { label: "Products & packages", to: "/products" },
  { label: "Project reports", to: "/blog" },
  { label: "Get a quote", to: "/get-started" },
] as const satisfies readonly NavLink[];

/** The footer's legal links. */
export const legalNav = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Cookie Policy", to: "/privacy#cookies" },
] as const satisfies readonly NavLink[];

/** Legal documents not yet published; shown as text with a note, never as dead links. */
export const legalPlaceholders = ["Terms of Service"] as const;
