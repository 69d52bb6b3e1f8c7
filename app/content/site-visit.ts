/** The Schedule Site Visit page. */
export const siteVisitHero = {
  eyebrow: "Site visit",
  title: "Ask an engineer to visit your farm",
  lead: "An engineer comes to your farm, measures your water source and land, and proposes the right system. The first visit is free and there is no obligation.",
} as const;

/** What happens after the request, in the side note. */
export const siteVisitSteps = [
  "You tell us where the farm is and which week suits you.",
  "We call you within two working days to agree the day and the road to the farm.",
  "The engineer measures the water source, the distance and the land, and talks through your crops.",
  "You get a proposal in writing: a system, a price and the financing options.",
] as const;

export const siteVisitSection = {
  eyebrow: "Visit request",
  title: "When and where should we come?",
  intro: "Your phone number, the place and a week are all we need.",
} as const;
