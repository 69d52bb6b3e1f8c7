/**
 * The link other pages carry to /size-your-system. Its own module, so those pages do not load
 * the sizing page's words with it.
 */
export const sizingLink = {
  to: "/size-your-system",
  label: "Size your system",
  text: "Estimate the pump, solar array and package your farm needs in a minute.",
} as const;
