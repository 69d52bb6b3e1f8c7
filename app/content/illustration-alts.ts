/**
 * What each illustration shows, in English: its alt text. Kept apart from the images so that
 * text modules (and the browser tests that read them) can name an alt without importing an SVG;
 * the translations are in `pictures.ts`.
 */
export const illustrationAlts = {
  "solar-field":
    "Rows of solar panels powering a pump beside green irrigated fields under a bright sun",
  "irrigated-farm":
    "A smallholder farm with a water tank and drip lines feeding rows of vegetables",
  "grain-mill-village":
    "A solar-powered grain mill in a village, with farmers bringing sacks of teff",
  "borehole-drilling": "A drilling rig boring a water well, with a crew and stacked casing pipes",
  "solar-pump": "A solar panel array wired to a submersible pump lifting water into a tank",
  "drip-irrigation": "Drip irrigation lines watering young plants in neat rows",
  "grain-mill": "A solar grain mill grinding grain into flour, with panels on the roof",
  "farmer-training": "A trainer showing a group of farmers how a solar pump controller works",
  maintenance: "A technician with a toolbox servicing a solar pump station",
  "cooperative-field": "A cooperative's shared fields irrigated from one solar pump station",
  "family-farm": "A family farm with a small solar pump and a vegetable garden",
  "commercial-farm": "A large commercial farm with centre-pivot irrigation and a solar array",
  "research-plot": "Trial plots with measuring instruments and a small solar pump",
  "pump-distribution": "Trucks delivering solar pump sets to farmers at a woreda centre",
  "company-story": "The company's first office and a pickup truck loaded with solar panels",
  "team-field": "Engineers and farmers planning an irrigation layout together in a field",
  "community-water": "Villagers filling containers at a solar-powered water point",
  "portrait-1": "Illustrated portrait of a woman engineer wearing a hard hat",
  "portrait-2": "Illustrated portrait of a man in a field jacket",
  "portrait-3": "Illustrated portrait of a woman with a headscarf holding a tablet",
  "solar-panels": "A pair of solar photovoltaic panels on a ground mount",
  batteries: "A bank of deep-cycle batteries in a ventilated cabinet",
  "pump-unit": "A submersible solar water pump with its motor and outlet",
  controller: "A solar pump controller with status lights and a display",
  monitoring: "A phone showing a remote monitoring dashboard of a pump's water flow",
  "complete-system":
    "A complete solar irrigation system: panels, controller, pump, tank and drip lines",
} as const;
