/**
 * Ethiopia's regional states and chartered cities, as visitors name them.
 * "SNNP" stays because older projects and the spec's filters use it.
 */
export const ethiopianRegions = [
  "Addis Ababa",
  "Afar",
  "Amhara",
  "Benishangul-Gumuz",
  "Central Ethiopia",
  "Dire Dawa",
  "Gambela",
  "Harari",
  "Oromia",
  "Sidama",
  "SNNP",
  "Somali",
  "South Ethiopia",
  "South West Ethiopia",
  "Tigray",
] as const;

export type Region = (typeof ethiopianRegions)[number];
