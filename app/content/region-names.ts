/**
 * The names of Ethiopia's regions in every language, keyed by the region ids of `regions.ts`
 * (which stay in English in data and URLs: /projects?region=Oromia). The one translation of
 * region names: project cards and filters, the home page's preview and the enquiry forms.
 */
import type { Translation } from "~/i18n/translation";
import { ethiopianRegions, type Region } from "./regions";

const en = Object.fromEntries(ethiopianRegions.map((region) => [region, region])) as Record<
  Region,
  string
>;

/** Region names in one language, by region id. */
export type RegionNames = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const regionNamesEnglish = en;
