/**
 * The link other pages carry to /size-your-system. Its own module, so those pages do not load
 * the sizing page's words with it.
 */
export const sizingLink = {
  to: "/size-your-system",
  label: "Size your system",
  /** Between the link and its text: a colon in English and Afaan Oromo, "፦" in Amharic. */
  separator: ": ",
  text: "Estimate the pump, solar array and package your farm needs in a minute.",
} as const;
