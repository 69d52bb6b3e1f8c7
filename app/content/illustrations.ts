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
import type { ImageAsset } from "~/lib/image";
import { illustrationAlts } from "./illustration-alts";

const LANDSCAPE = { kind: "svg", width: 640, height: 400 } as const;
const PORTRAIT = { kind: "svg", width: 320, height: 320 } as const;

export const illustrations = {
  "solar-field": {
    src: solarField,
    ...LANDSCAPE,
    alt: illustrationAlts["solar-field"],
  },
  "irrigated-farm": {
    src: irrigatedFarm,
    ...LANDSCAPE,
    alt: illustrationAlts["irrigated-farm"],
  },
  "grain-mill-village": {
    src: grainMillVillage,
    ...LANDSCAPE,
    alt: illustrationAlts["grain-mill-village"],
  },
  "borehole-drilling": {
    src: boreholeDrilling,
    ...LANDSCAPE,
    alt: illustrationAlts["borehole-drilling"],
  },
  "solar-pump": {
    src: solarPump,
    ...LANDSCAPE,
    alt: illustrationAlts["solar-pump"],
  },
  "drip-irrigation": {
    src: dripIrrigation,
    ...LANDSCAPE,
    alt: illustrationAlts["drip-irrigation"],
  },
  "grain-mill": {
    src: grainMill,
    ...LANDSCAPE,
    alt: illustrationAlts["grain-mill"],
  },
  "farmer-training": {
    src: farmerTraining,
    ...LANDSCAPE,
    alt: illustrationAlts["farmer-training"],
  },
  maintenance: {
    src: maintenance,
    ...LANDSCAPE,
    alt: illustrationAlts["maintenance"],
  },
  "cooperative-field": {
    src: cooperativeField,
    ...LANDSCAPE,
    alt: illustrationAlts["cooperative-field"],
  },
  "family-farm": {
    src: familyFarm,
    ...LANDSCAPE,
    alt: illustrationAlts["family-farm"],
  },
  "commercial-farm": {
    src: commercialFarm,
    ...LANDSCAPE,
    alt: illustrationAlts["commercial-farm"],
  },
  "research-plot": {
    src: researchPlot,
    ...LANDSCAPE,
    alt: illustrationAlts["research-plot"],
  },
  "pump-distribution": {
    src: pumpDistribution,
    ...LANDSCAPE,
    alt: illustrationAlts["pump-distribution"],
  },
  "company-story": {
    src: companyStory,
    ...LANDSCAPE,
    alt: illustrationAlts["company-story"],
  },
  "team-field": {
    src: teamField,
    ...LANDSCAPE,
    alt: illustrationAlts["team-field"],
  },
  "community-water": {
    src: communityWater,
    ...LANDSCAPE,
    alt: illustrationAlts["community-water"],
  },
  "portrait-1": {
    src: portrait1,
    ...PORTRAIT,
    alt: illustrationAlts["portrait-1"],
  },
  "portrait-2": {
    src: portrait2,
    ...PORTRAIT,
    alt: illustrationAlts["portrait-2"],
  },
  "portrait-3": {
    src: portrait3,
    ...PORTRAIT,
    alt: illustrationAlts["portrait-3"],
  },
  "solar-panels": {
    src: solarPanels,
    ...LANDSCAPE,
    alt: illustrationAlts["solar-panels"],
  },
  batteries: {
    src: batteries,
    ...LANDSCAPE,
    alt: illustrationAlts["batteries"],
  },
  "pump-unit": {
    src: pumpUnit,
    ...LANDSCAPE,
    alt: illustrationAlts["pump-unit"],
  },
  controller: {
    src: controller,
    ...LANDSCAPE,
    alt: illustrationAlts["controller"],
  },
  monitoring: {
    src: monitoring,
    ...LANDSCAPE,
    alt: illustrationAlts["monitoring"],
  },
  "complete-system": {
    src: completeSystem,
    ...LANDSCAPE,
    alt: illustrationAlts["complete-system"],
  },
} as const satisfies Record<string, ImageAsset>;

/** The key of an illustration, e.g. "solar-pump". */
export type IllustrationKey = keyof typeof illustrations;
