import type { MethodId } from "./sizing-methods";

/**
 * Crops of the sizing tool (/size-your-system) and their crop coefficients.
 *
 * Sources (see docs/sizing.md):
 * - Kc at the initial, mid-season and end stages: FAO Irrigation and Drainage Paper 56
 *   (Allen, Pereira, Raes & Smith 1998), Table 12, "single crop coefficients".
 * - Stage lengths in days (initial, development, mid-season, late): FAO-56 Table 11, one
 *   representative row per crop (the row named in each comment).
 * - Teff is not in FAO-56: Kc from lysimeter measurements in Tigray, Araya, Stroosnijder, Girmay &
 *   Keesstra 2011, "Crop coefficient, yield response to water stress and water productivity of
 *   teff", Agricultural Water Management 98(5): 775–783 (initial 0.8–1.0, mid 0.95–1.1, late
 *   0.4–0.5; the midpoints are used).
 */

/** One crop: FAO-56 coefficients and growth stages (its name is a text: `sizing-page.ts`). */
export interface SizingCrop {
  /** URL-safe id, carried as `?crop=<id>`. */
  readonly id: string;
  /** Crop coefficient in the initial stage. */
  readonly kcIni: number;
  /** Crop coefficient at mid-season, when the crop uses most water: the sizing value. */
  readonly kcMid: number;
  /** Crop coefficient at the end of the season. */
  readonly kcEnd: number;
  /** Lengths of the initial, development, mid-season and late stages, in days. */
  readonly stages: readonly [ini: number, dev: number, mid: number, late: number];
  /** Grown all year (perennial): the season is the whole year. */
  readonly perennial?: boolean;
  /**
   * The irrigation methods that suit the crop, when not all do. Cereals sown broadcast (teff,
   * wheat, barley) cover the whole field densely: drip laterals cannot follow the rows they do
   * not have, and sprinklers seldom pay for themselves on such a crop on a smallholding, so
   * furrow (or basin) irrigation is what Ethiopian irrigation schemes use for them (FAO
   * Irrigation Water Management Training Manual 5, "Irrigation Methods", Brouwer et al. 1988:
   * basin and furrow for close-growing cereals). The page warns next to the method field.
   */
  readonly methods?: readonly MethodId[];
}

export const sizingCrops = [
  // FAO-56 Table 12 onion (dry) 0.7 / 1.05 / 0.75; Table 11 onion (dry), arid region 15/25/70/40.
  { id: "onion", kcIni: 0.7, kcMid: 1.05, kcEnd: 0.75, stages: [15, 25, 70, 40] },
  // Table 12 tomato 0.6 / 1.15 / 0.8 (end 0.70–0.90); Table 11 tomato 30/40/40/25.
  { id: "tomato", kcIni: 0.6, kcMid: 1.15, kcEnd: 0.8, stages: [30, 40, 40, 25] },
  // Table 12 potato 0.5 / 1.15 / 0.75; Table 11 potato, semi-arid 25/30/45/30.
  { id: "potato", kcIni: 0.5, kcMid: 1.15, kcEnd: 0.75, stages: [25, 30, 45, 30] },
  // Table 12 cabbage 0.7 / 1.05 / 0.95; Table 11 cabbage 40/60/50/15.
  {
    id: "cabbage",

    kcIni: 0.7,
    kcMid: 1.05,
    kcEnd: 0.95,
    stages: [40, 60, 50, 15],
  },
  // Table 12 sweet pepper (bell) 0.6 / 1.05 / 0.9; Table 11 sweet pepper 25/35/40/20.
  { id: "pepper", kcIni: 0.6, kcMid: 1.05, kcEnd: 0.9, stages: [25, 35, 40, 20] },
  // Table 12 maize (field, grain) 0.3 / 1.20 / 0.6; Table 11 maize (grain), Africa 25/40/45/30.
  { id: "maize", kcIni: 0.3, kcMid: 1.2, kcEnd: 0.6, stages: [25, 40, 45, 30] },
  // Table 12 spring wheat 0.3 / 1.15 / 0.4 (end 0.25–0.4); Table 11 spring wheat 15/25/50/30.
  {
    id: "wheat",
    kcIni: 0.3,
    kcMid: 1.15,
    kcEnd: 0.4,
    stages: [15, 25, 50, 30],
    methods: ["furrow"],
  },
  // Table 12 barley 0.3 / 1.15 / 0.25; Table 11 barley/oats/wheat 15/25/50/30.
  {
    id: "barley",
    kcIni: 0.3,
    kcMid: 1.15,
    kcEnd: 0.25,
    stages: [15, 25, 50, 30],
    methods: ["furrow"],
  },
  // Araya et al. 2011 (Tigray lysimeters): 0.9 / 1.05 / 0.45; stages of an irrigated 95-day teff
  // (company agronomy assumption, to be confirmed by the same study's stage lengths).
  {
    id: "teff",
    kcIni: 0.9,
    kcMid: 1.05,
    kcEnd: 0.45,
    stages: [20, 25, 35, 15],
    methods: ["furrow"],
  },
  // Table 12 banana, 1st year 0.5 / 1.10 / 1.0; Table 11 banana, 1st year 120/90/120/60.
  {
    id: "banana",

    kcIni: 0.5,
    kcMid: 1.1,
    kcEnd: 1.0,
    stages: [120, 90, 120, 60],
    perennial: true,
  },
  // Table 12 coffee, bare ground cover 0.9 / 0.95 / 0.95 (seedlings in a nursery bed, no cover
  // crop); six months in the nursery (company assumption).
  {
    id: "coffee-seedlings",

    kcIni: 0.9,
    kcMid: 0.95,
    kcEnd: 0.95,
    stages: [30, 40, 80, 30],
  },
  // Table 12 alfalfa hay, averaged cutting effects 0.4 / 0.95 / 0.9 (also a fair figure for
  // irrigated fodder grasses); cut all year.
  {
    id: "fodder",

    kcIni: 0.4,
    kcMid: 0.95,
    kcEnd: 0.9,
    stages: [10, 30, 290, 35],
    perennial: true,
  },
  // Table 12 "small vegetables" group 0.7 / 1.05 / 0.95; Table 11 typical vegetable 20/30/40/20.
  {
    id: "mixed-vegetables",

    kcIni: 0.7,
    kcMid: 1.05,
    kcEnd: 0.95,
    stages: [20, 30, 40, 20],
  },
] as const satisfies readonly SizingCrop[];

export type CropId = (typeof sizingCrops)[number]["id"];
