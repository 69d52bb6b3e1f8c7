/**
 * Climate of the towns a farmer can pick in the sizing tool: month by month, January first.
 *
 * What these figures really are (see docs/sizing.md, "Climate data"): rounded APPROXIMATIONS
 * transcribed for this tool from general knowledge of each town's climate, NOT values read from
 * a published record. Before an engineer relies on them they are to be checked against:
 * - eto (reference evapotranspiration, mm/day, FAO Penman-Monteith) and rain (mean monthly
 *   rainfall, mm): the FAO CLIMWAT 2.0 normals of the town's station (or the nearest one), or
 *   the Ethiopian Meteorology Institute's station record;
 * - sun (peak sun hours = mean daily global horizontal irradiation, kWh/m²/day): the NASA POWER
 *   monthly climatology at the town's coordinates.
 * A unit test keeps every sun figure under FAO-56 clear-sky radiation for the town's latitude
 * and altitude, and under `MAX_CLEAR_SKY_SHARE` (90 %) of it (app/lib/sizing-sun.ts): Bahir Dar,
 * Gondar, Mekelle and Asosa were lowered to that ceiling in their clearest months (Nov–Feb).
 * Latitude and altitude of each town: `sizing-town-coordinates.ts` (kept apart: only the
 * tests use them, so the page's JavaScript does not carry them).
 * Each town's comment gives its climate in a few words. Names a visitor sees (towns, months) are
 * texts: `sizing-page.ts`.
 */
import type { Region } from "./regions";

/** Twelve monthly values, January to December. */
export type Monthly = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

export interface SizingTown {
  /** URL-safe id, carried as `?town=<id>`. */
  readonly id: string;
  /** Regional state (one of `ethiopianRegions`), sent to the quote form. */
  readonly region: Region;
  /** Reference evapotranspiration ETo, mm/day. */
  readonly eto: Monthly;
  /** Mean rainfall, mm/month. */
  readonly rain: Monthly;
  /** Peak sun hours, kWh/m²/day (approximation: see the module's comment). */
  readonly sun: Monthly;
}

export const sizingTowns = [
  {
    id: "addis-ababa",
    region: "Addis Ababa",
    // Addis Ababa: Cool highland, 2,350 m.
    eto: [3.6, 4.0, 4.3, 4.1, 4.1, 3.6, 3.0, 3.0, 3.3, 3.7, 3.6, 3.4],
    rain: [15, 35, 65, 90, 80, 135, 280, 290, 150, 30, 10, 5],
    sun: [6.0, 6.3, 6.3, 6.0, 6.0, 5.3, 4.5, 4.6, 5.2, 5.9, 6.0, 5.9],
  },
  {
    id: "bahir-dar",
    region: "Amhara",
    // Bahir Dar: Lake Tana highland, 1,800 m.
    eto: [4.0, 4.7, 5.3, 5.5, 5.0, 4.0, 3.2, 3.2, 3.6, 3.9, 3.9, 3.7],
    rain: [5, 0, 10, 20, 80, 190, 420, 390, 200, 90, 20, 5],
    sun: [6.1, 6.6, 6.7, 6.6, 6.2, 5.5, 4.6, 4.8, 5.5, 6.0, 6.1, 5.9],
  },
  {
    id: "gondar",
    region: "Amhara",
    // Gondar: Northern highland, 2,130 m.
    eto: [4.0, 4.6, 5.2, 5.4, 5.0, 4.0, 3.2, 3.2, 3.7, 4.0, 3.9, 3.8],
    rain: [5, 5, 20, 40, 90, 180, 330, 300, 130, 60, 20, 5],
    sun: [6.0, 6.6, 6.8, 6.7, 6.3, 5.6, 4.8, 4.9, 5.7, 6.1, 6.1, 5.8],
  },
  {
    id: "shewa-robit",
    region: "Amhara",
    // Shewa Robit: Hot escarpment lowland, 1,280 m.
    eto: [4.3, 4.8, 5.4, 5.6, 6.0, 6.1, 4.9, 4.6, 4.7, 4.8, 4.4, 4.1],
    rain: [20, 30, 60, 60, 45, 30, 200, 230, 80, 20, 10, 10],
    sun: [6.0, 6.4, 6.5, 6.4, 6.4, 6.0, 5.2, 5.3, 5.9, 6.1, 6.0, 5.9],
  },
  {
    id: "mekelle",
    region: "Tigray",
    // Mekelle: Dry northern highland, 2,080 m.
    eto: [4.2, 4.8, 5.3, 5.6, 5.9, 5.8, 4.4, 4.1, 4.8, 4.8, 4.4, 4.1],
    rain: [5, 5, 15, 20, 25, 25, 200, 210, 35, 10, 10, 5],
    sun: [5.9, 6.5, 7.0, 7.0, 6.9, 6.6, 5.6, 5.6, 6.4, 6.5, 6.0, 5.7],
  },
  {
    id: "semera",
    region: "Afar",
    // Semera: Hot arid lowland, 430 m.
    eto: [4.8, 5.4, 6.1, 6.7, 7.4, 8.0, 7.6, 7.0, 6.6, 5.8, 5.0, 4.6],
    rain: [10, 15, 20, 15, 10, 5, 50, 70, 20, 10, 5, 10],
    sun: [5.6, 6.1, 6.5, 6.7, 6.8, 6.6, 6.1, 6.1, 6.3, 6.1, 5.7, 5.4],
  },
  {
    id: "dire-dawa",
    region: "Dire Dawa",
    // Dire Dawa: Hot semi-arid, 1,200 m.
    eto: [4.3, 4.8, 5.5, 5.7, 6.3, 6.6, 6.0, 5.6, 5.6, 5.3, 4.6, 4.2],
    rain: [15, 25, 50, 75, 45, 20, 75, 110, 50, 20, 15, 10],
    sun: [5.7, 6.2, 6.4, 6.3, 6.4, 6.1, 5.7, 5.8, 6.0, 6.0, 5.8, 5.6],
  },
  {
    id: "harar",
    region: "Harari",
    // Harar: Eastern highland, 1,880 m.
    eto: [4.0, 4.4, 4.8, 4.6, 4.8, 4.7, 4.4, 4.3, 4.3, 4.4, 4.1, 3.9],
    rain: [15, 30, 60, 110, 120, 90, 140, 160, 120, 40, 20, 10],
    sun: [5.9, 6.2, 6.1, 5.8, 5.8, 5.5, 5.0, 5.2, 5.6, 5.9, 5.9, 5.8],
  },
  {
    id: "jijiga",
    region: "Somali",
    // Jijiga: Semi-arid plateau, 1,610 m.
    eto: [4.6, 5.1, 5.5, 5.1, 5.4, 5.8, 5.5, 5.3, 5.2, 5.0, 4.6, 4.4],
    rain: [10, 15, 40, 100, 80, 40, 80, 110, 80, 40, 20, 5],
    sun: [6.0, 6.4, 6.3, 6.0, 6.1, 5.8, 5.5, 5.7, 6.1, 6.2, 6.0, 5.8],
  },
  {
    id: "adama",
    region: "Oromia",
    // Adama: Rift Valley, 1,620 m.
    eto: [4.6, 5.0, 5.4, 5.3, 5.6, 5.3, 4.3, 4.1, 4.2, 4.8, 4.8, 4.5],
    rain: [15, 30, 60, 70, 50, 80, 200, 200, 90, 25, 10, 10],
    sun: [6.0, 6.3, 6.4, 6.2, 6.2, 5.7, 5.0, 5.1, 5.5, 6.0, 6.1, 5.9],
  },
  {
    id: "batu",
    region: "Oromia",
    // Batu (Ziway): Rift Valley lakes, 1,640 m.
    eto: [4.5, 4.9, 5.2, 5.0, 5.1, 4.8, 4.1, 4.1, 4.2, 4.6, 4.7, 4.4],
    rain: [15, 30, 60, 80, 80, 80, 150, 150, 90, 30, 10, 10],
    sun: [6.1, 6.4, 6.3, 6.0, 5.9, 5.4, 4.9, 5.0, 5.4, 6.0, 6.2, 6.0],
  },
  {
    id: "jimma",
    region: "Oromia",
    // Jimma: Humid south-western highland, 1,720 m.
    eto: [3.7, 4.1, 4.3, 4.1, 3.9, 3.4, 3.0, 3.1, 3.4, 3.6, 3.6, 3.5],
    rain: [35, 50, 100, 150, 200, 220, 220, 230, 190, 110, 60, 30],
    sun: [5.8, 6.0, 5.9, 5.6, 5.3, 4.7, 4.3, 4.5, 5.0, 5.4, 5.6, 5.6],
  },
  {
    id: "hawassa",
    region: "Sidama",
    // Hawassa: Rift Valley lake, 1,700 m.
    eto: [4.4, 4.7, 4.8, 4.4, 4.2, 4.0, 3.7, 3.8, 4.0, 4.3, 4.5, 4.3],
    rain: [30, 40, 80, 120, 120, 90, 130, 130, 110, 70, 25, 20],
    sun: [6.1, 6.3, 6.1, 5.7, 5.5, 5.1, 4.6, 4.8, 5.3, 5.7, 6.0, 6.0],
  },
  {
    id: "arba-minch",
    region: "South Ethiopia",
    // Arba Minch: Warm southern Rift Valley, 1,290 m.
    eto: [4.7, 5.0, 5.0, 4.4, 4.2, 4.1, 4.0, 4.2, 4.4, 4.4, 4.4, 4.5],
    rain: [30, 40, 90, 170, 150, 60, 40, 50, 80, 140, 70, 30],
    sun: [6.1, 6.2, 5.9, 5.4, 5.4, 5.2, 4.9, 5.1, 5.5, 5.6, 5.7, 5.9],
  },
  {
    id: "gambela",
    region: "Gambela",
    // Gambela: Hot humid western lowland, 480 m.
    eto: [5.0, 5.6, 5.9, 5.3, 4.5, 4.0, 3.7, 3.8, 4.0, 4.2, 4.4, 4.6],
    rain: [5, 10, 30, 80, 170, 200, 240, 230, 180, 120, 50, 10],
    sun: [6.1, 6.3, 6.2, 5.9, 5.5, 5.1, 4.8, 4.9, 5.3, 5.5, 5.8, 5.9],
  },
  {
    id: "asosa",
    region: "Benishangul-Gumuz",
    // Asosa: Warm western lowland, 1,570 m.
    eto: [4.6, 5.2, 5.4, 5.0, 4.2, 3.6, 3.2, 3.2, 3.5, 3.8, 4.1, 4.3],
    rain: [0, 5, 20, 60, 170, 200, 230, 230, 180, 100, 20, 0],
    sun: [6.2, 6.5, 6.3, 6.0, 5.5, 4.9, 4.4, 4.5, 5.1, 5.6, 6.0, 6.0],
  },
] as const satisfies readonly SizingTown[];

export type TownId = (typeof sizingTowns)[number]["id"];

/** A regional state with at least one town in the tool. */
export type SizingRegion = (typeof sizingTowns)[number]["region"];

/** Days in each month (a non-leap year), for monthly rainfall in mm/day. */
export const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
