/**
 * When the visitor irrigates: the design month is taken within this season (docs/sizing.md).
 * The months are Gregorian, 0 = January, like the climate figures.
 */
export const irrigationSeasons = [
  /**
   * The dry season, bega: from about October to February (Tikimt to Yekatit) in most of the
   * country, when irrigated onion, tomato, potato and wheat are grown (company practice).
   */
  { id: "dry", months: [9, 10, 11, 0, 1] },
  /** All year: perennial crops (banana, fodder, coffee), or several seasons a year. */
  { id: "year", months: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
] as const satisfies readonly { readonly id: string; readonly months: readonly number[] }[];

export type SeasonId = (typeof irrigationSeasons)[number]["id"];
