/** The Schedule Site Visit page's texts; the form's words live in `enquiry-text.ts`. */
import type { Translation } from "~/i18n/translation";

const en = {
  meta: {
    title: "Schedule a site visit",
    description:
      "Ask a {brand} engineer to visit your farm: the first visit is free. Tell us the place, a week that suits you and your phone number.",
  },
  hero: {
    eyebrow: "Site visit",
    title: "Ask an engineer to visit your farm",
    lead: "An engineer comes to your farm, measures your water source and land, and proposes the right system. The first visit is free and there is no obligation.",
  },
  section: {
    eyebrow: "Visit request",
    title: "When and where should we come?",
    intro: "Your phone number, the place and a week are all we need.",
  },
  next: "What happens next",
  /** What happens after the request, in the side note. */
  steps: [
    "You tell us where the farm is and which week suits you.",
    "We call you within 24 hours to agree the day and the road to the farm.",
    "The engineer measures the water source, the distance and the land, and talks through your crops.",
    "You get a proposal in writing: a system, a price and the financing options.",
  ],
};

/** The Site visit page's texts in one language. */
export type SiteVisitText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const siteVisitEnglish = en;
