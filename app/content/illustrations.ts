/**
 * The illustration set: one consistent style of flat, geometric SVG scenes in the brand palette
 * (gold sun, deep greens, water blue, warm earth). Pages refer to an illustration by its key;
 * swap in a photo by giving the key a raster source in `app/components/ui/picture.tsx` terms.
 */
import solarField from "~/assets/illustrations/solar-field.svg";
import irrigatedFarm from "~/assets/illustrations/irrigated-farm.svg";
import grainMillVillage from "~/assets/illustrations/grain-mill-village.svg";
import boreholeDrilling from "~/assets/illustrations/borehole-drilling.svg";
import solarPump from "~/assets/illustrations/solar-pump.svg";
import dripIrrigation from "~/assets/illustrations/drip-irrigation.svg";
import grainMill from "~/assets/illustrations/grain-mill.svg";
import farmerTraining from "~/assets/illustrations/farmer-training.svg";
import maintenance from "~/assets/illustrations/maintenance.svg";
import cooperativeField from "~/assets/illustrations/cooperative-field.svg";
import familyFarm from "~/assets/illustrations/family-farm.svg";
import commercialFarm from "~/assets/illustrations/commercial-farm.svg";
import researchPlot from "~/assets/illustrations/research-plot.svg";
import pumpDistribution from "~/assets/illustrations/pump-distribution.svg";
import companyStory from "~/assets/illustrations/company-story.svg";
import teamField from "~/assets/illustrations/team-field.svg";
import communityWater from "~/assets/illustrations/community-water.svg";
import portrait1 from "~/assets/illustrations/portrait-1.svg";
import portrait2 from "~/assets/illustrations/portrait-2.svg";
import portrait3 from "~/assets/illustrations/portrait-3.svg";
import solarPanels from "~/assets/illustrations/solar-panels.svg";
import batteries from "~/assets/illustrations/batteries.svg";
import pumpUnit from "~/assets/illustrations/pump-unit.svg";
import controller from "~/assets/illustrations/controller.svg";
import monitoring from "~/assets/illustrations/monitoring.svg";
import completeSystem from "~/assets/illustrations/complete-system.svg";
import type { ImageAsset, PictureOption } from "~/lib/image";
import { illustrationAlts } from "./illustration-alts";

const LANDSCAPE = { kind: "svg", width: 640, height: 400 } as const;
const PORTRAIT = { kind: "svg", width: 320, height: 320 } as const;

export const illustrations = {
  "solar-field": {
    src: solarField,
    ...LANDSCAPE,
  },
  "irrigated-farm": {
    src: irrigatedFarm,
    ...LANDSCAPE,
  },
  "grain-mill-village": {
    src: grainMillVillage,
    ...LANDSCAPE,
  },
  "borehole-drilling": {
    src: boreholeDrilling,
    ...LANDSCAPE,
  },
  "solar-pump": {
    src: solarPump,
    ...LANDSCAPE,
  },
  "drip-irrigation": {
    src: dripIrrigation,
    ...LANDSCAPE,
  },
  "grain-mill": {
    src: grainMill,
    ...LANDSCAPE,
  },
  "farmer-training": {
    src: farmerTraining,
    ...LANDSCAPE,
  },
  maintenance: {
    src: maintenance,
    ...LANDSCAPE,
  },
  "cooperative-field": {
    src: cooperativeField,
    ...LANDSCAPE,
  },
  "family-farm": {
    src: familyFarm,
    ...LANDSCAPE,
  },
  "commercial-farm": {
    src: commercialFarm,
    ...LANDSCAPE,
  },
  "research-plot": {
    src: researchPlot,
    ...LANDSCAPE,
  },
  "pump-distribution": {
    src: pumpDistribution,
    ...LANDSCAPE,
  },
  "company-story": {
    src: companyStory,
    ...LANDSCAPE,
  },
  "team-field": {
    src: teamField,
    ...LANDSCAPE,
  },
  "community-water": {
    src: communityWater,
    ...LANDSCAPE,
  },
  "portrait-1": {
    src: portrait1,
    ...PORTRAIT,
  },
  "portrait-2": {
    src: portrait2,
    ...PORTRAIT,
  },
  "portrait-3": {
    src: portrait3,
    ...PORTRAIT,
  },
  "solar-panels": {
    src: solarPanels,
    ...LANDSCAPE,
  },
  batteries: {
    src: batteries,
    ...LANDSCAPE,
  },
  "pump-unit": {
    src: pumpUnit,
    ...LANDSCAPE,
  },
  controller: {
    src: controller,
    ...LANDSCAPE,
  },
  monitoring: {
    src: monitoring,
    ...LANDSCAPE,
  },
  "complete-system": {
    src: completeSystem,
    ...LANDSCAPE,
  },
} as const satisfies Record<string, ImageAsset>;

/** The key of an illustration, e.g. "solar-pump". */
export type IllustrationKey = keyof typeof illustrations;

/** Every illustration as a staff editor chooses it: its key, its English alt text and itself. */
export function illustrationOptions(): PictureOption[] {
  return (Object.keys(illustrations) as IllustrationKey[]).map((key) => ({
    value: key,
    label: illustrationAlts[key],
    image: illustrations[key],
  }));
}
