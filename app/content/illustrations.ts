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

const LANDSCAPE = { kind: "svg", width: 640, height: 400 } as const;
const PORTRAIT = { kind: "svg", width: 320, height: 320 } as const;

export const illustrations = {
  "solar-field": {
    src: solarField,
    ...LANDSCAPE,
    alt: "Rows of solar panels powering a pump beside green irrigated fields under a bright sun",
  },
  "irrigated-farm": {
    src: irrigatedFarm,
    ...LANDSCAPE,
    alt: "A smallholder farm with a water tank and drip lines feeding rows of vegetables",
  },
  "grain-mill-village": {
    src: grainMillVillage,
    ...LANDSCAPE,
    alt: "A solar-powered grain mill in a village, with farmers bringing sacks of teff",
  },
  "borehole-drilling": {
    src: boreholeDrilling,
    ...LANDSCAPE,
    alt: "A drilling rig boring a water well, with a crew and stacked casing pipes",
  },
  "solar-pump": {
    src: solarPump,
    ...LANDSCAPE,
    alt: "A solar panel array wired to a submersible pump lifting water into a tank",
  },
  "drip-irrigation": {
    src: dripIrrigation,
    ...LANDSCAPE,
    alt: "Drip irrigation lines watering young plants in neat rows",
  },
  "grain-mill": {
    src: grainMill,
    ...LANDSCAPE,
    alt: "A solar grain mill grinding grain into flour, with panels on the roof",
  },
  "farmer-training": {
    src: farmerTraining,
    ...LANDSCAPE,
    alt: "A trainer showing a group of farmers how a solar pump controller works",
  },
  maintenance: {
    src: maintenance,
    ...LANDSCAPE,
    alt: "A technician with a toolbox servicing a solar pump station",
  },
  "cooperative-field": {
    src: cooperativeField,
    ...LANDSCAPE,
    alt: "A cooperative's shared fields irrigated from one solar pump station",
  },
  "family-farm": {
    src: familyFarm,
    ...LANDSCAPE,
    alt: "A family farm with a small solar pump and a vegetable garden",
  },
  "commercial-farm": {
    src: commercialFarm,
    ...LANDSCAPE,
    alt: "A large commercial farm with centre-pivot irrigation and a solar array",
  },
  "research-plot": {
    src: researchPlot,
    ...LANDSCAPE,
    alt: "Trial plots with measuring instruments and a small solar pump",
  },
  "pump-distribution": {
    src: pumpDistribution,
    ...LANDSCAPE,
    alt: "Trucks delivering solar pump sets to farmers at a woreda centre",
  },
  "company-story": {
    src: companyStory,
    ...LANDSCAPE,
    alt: "The company's first office and a pickup truck loaded with solar panels",
  },
  "team-field": {
    src: teamField,
    ...LANDSCAPE,
    alt: "Engineers and farmers planning an irrigation layout together in a field",
  },
  "community-water": {
    src: communityWater,
    ...LANDSCAPE,
    alt: "Villagers filling containers at a solar-powered water point",
  },
  "portrait-1": {
    src: portrait1,
    ...PORTRAIT,
    alt: "Illustrated portrait of a woman engineer wearing a hard hat",
  },
  "portrait-2": {
    src: portrait2,
    ...PORTRAIT,
    alt: "Illustrated portrait of a man in a field jacket",
  },
  "portrait-3": {
    src: portrait3,
    ...PORTRAIT,
    alt: "Illustrated portrait of a woman with a headscarf holding a tablet",
  },
  "solar-panels": {
    src: solarPanels,
    ...LANDSCAPE,
    alt: "A pair of solar photovoltaic panels on a ground mount",
  },
  batteries: {
    src: batteries,
    ...LANDSCAPE,
    alt: "A bank of deep-cycle batteries in a ventilated cabinet",
  },
  "pump-unit": {
    src: pumpUnit,
    ...LANDSCAPE,
    alt: "A submersible solar water pump with its motor and outlet",
  },
  controller: {
    src: controller,
    ...LANDSCAPE,
    alt: "A solar pump controller with status lights and a display",
  },
  monitoring: {
    src: monitoring,
    ...LANDSCAPE,
    alt: "A phone showing a remote monitoring dashboard of a pump's water flow",
  },
  "complete-system": {
    src: completeSystem,
    ...LANDSCAPE,
    alt: "A complete solar irrigation system: panels, controller, pump, tank and drip lines",
  },
} as const satisfies Record<string, ImageAsset>;

/** The key of an illustration, e.g. "solar-pump". */
export type IllustrationKey = keyof typeof illustrations;
