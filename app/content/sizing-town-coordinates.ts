/**
 * Where each town of the sizing tool lies: latitude (degrees north) and altitude (m above sea
 * level), approximate, from the towns' published coordinates and elevations. Used by the unit
 * test that keeps every town's sun figures under FAO-56 clear-sky radiation
 * (app/lib/sizing-sun.ts); kept apart from `sizing-climate.ts` so the page's JavaScript does not
 * carry them.
 */
import type { TownId } from "./sizing-climate";

export const townCoordinates = {
  "addis-ababa": { latitude: 9.03, altitude: 2350 },
  "bahir-dar": { latitude: 11.59, altitude: 1800 },
  gondar: { latitude: 12.6, altitude: 2130 },
  "shewa-robit": { latitude: 10.0, altitude: 1280 },
  mekelle: { latitude: 13.5, altitude: 2080 },
  semera: { latitude: 11.79, altitude: 430 },
  "dire-dawa": { latitude: 9.6, altitude: 1200 },
  harar: { latitude: 9.31, altitude: 1880 },
  jijiga: { latitude: 9.35, altitude: 1610 },
  adama: { latitude: 8.54, altitude: 1620 },
  batu: { latitude: 7.93, altitude: 1640 },
  jimma: { latitude: 7.67, altitude: 1720 },
  hawassa: { latitude: 7.06, altitude: 1700 },
  "arba-minch": { latitude: 6.03, altitude: 1290 },
  gambela: { latitude: 8.25, altitude: 480 },
  asosa: { latitude: 10.07, altitude: 1570 },
} as const satisfies Record<TownId, { readonly latitude: number; readonly altitude: number }>;
