/**
 * Acknowledgments shown on the home page (spec: name and date, with location, crop or topic,
 * quote, rating 5 and farm size). People and offices are generic placeholders.
 */

/** One acknowledgment from a farmer, cooperative or public office. */
export interface Acknowledgment {
  /** Stable id. */
  readonly id: string;
  /** Who gave it: a person, cooperative or office. */
  readonly name: string;
  /** When, as an ISO date (YYYY-MM-DD); shown in words. */
  readonly date: string;
  /** Where the farm or office is. */
  readonly location: string;
  /** The crop grown, or the topic of the acknowledgment. */
  readonly topic: string;
  /** What they said, in their words. */
  readonly quote: string;
  /** Rating out of 5. */
  readonly rating: 1 | 2 | 3 | 4 | 5;
  /** Size of the farm or scheme, as shown. */
  readonly farmSize: string;
}

export const acknowledgments = [
  {
    id: "dire-dawa-agriculture-office",
    name: "Dire Dawa Agriculture & Irrigation Office",
    date: "2024-05-14",
    location: "Dire Dawa",
    topic: "Small-scale irrigation programme",
    quote:
      "All 22 pump sets were installed on time and every operator was trained before handover. Households now irrigate onions and tomatoes through the dry season.",
    rating: 5,
    farmSize: "About 60 ha across 22 sites",
  },
  {
    id: "almaz-tesfaye",
    name: "Almaz Tesfaye",
    date: "2025-02-03",
    location: "Shoa Robit, Amhara",
    topic: "Onion and pepper",
    quote:
      "I used to spend most of my income on diesel. Now the sun pumps my water, and I harvest twice a year instead of once.",
    rating: 5,
    farmSize: "1.5 ha",
  },
  {
    id: "hawassa-zuria-cooperative",
    name: "Hawassa Zuria Farmers' Cooperative",
    date: "2025-06-21",
    location: "Hawassa Zuria, Sidama",
    topic: "Coffee seedlings and vegetables",
    quote:
      "The drip system saves us water and labour, and the team came back within a day when a controller needed a new fuse.",
    rating: 5,
    farmSize: "12 ha shared by 48 members",
  },
  {
    id: "bekele-girma",
    name: "Bekele Girma",
    date: "2026-03-09",
    location: "Arba Minch, SNNP",
    topic: "Banana and mango",
    quote:
      "The training was in my own language and very practical. My sons can now clean the panels and check the pump themselves.",
    rating: 5,
    farmSize: "3 ha",
  },
] as const satisfies readonly Acknowledgment[];
