import type { IconName } from "~/components/ui/icon-paths";
import type { IllustrationKey } from "./illustrations";
import type { Specification } from "./projects";

/** One turnkey service of the company. */
export interface Service {
  /** URL-safe id, also used as the quote form's preselected service. */
  readonly id: string;
  /** Service name. */
  readonly title: string;
  /** A short line under the title. */
  readonly subtitle: string;
  /** Icon shown on cards. */
  readonly icon: IconName;
  /** Illustration key. */
  readonly image: IllustrationKey;
  /** Overview paragraph. */
  readonly description: string;
  /** Key features, one short sentence each. */
  readonly features: readonly string[];
  /** Technical specifications with the figures of spec section 9. */
  readonly specifications: readonly Specification[];
  /** How the work proceeds, in order. */
  readonly process: readonly string[];
  /** What the customer gains. */
  readonly benefits: readonly string[];
}

export const services = [
  {
    id: "borehole-drilling",
    title: "Borehole Drilling",
    subtitle: "Reliable groundwater, found and proven",
    icon: "drill",
    image: "borehole-drilling",
    description:
      "Our own rigs survey, drill, case and test-pump boreholes to 60 m, so every pump we install sits on water that has been measured, not guessed.",
    features: [
      "Hydrogeological and geophysical site survey before drilling",
      "Own rotary rigs drilling to 60 m",
      "Steel or uPVC casing, gravel pack and sanitary seal",
      "Test pumping with a written yield and water-quality report",
    ],
    specifications: [
      { label: "Maximum depth", value: "60 m" },
      { label: "Borehole diameter", value: "6 – 12 in" },
      { label: "Yield", value: "Up to 50 m³/h" },
    ],
    process: [
      "Site visit and groundwater survey",
      "Drilling, casing and development",
      "Test pumping and water-quality analysis",
      "Handover with the borehole log and yield report",
    ],
    benefits: [
      "Year-round water independent of rain and rivers",
      "Pump sized to the measured yield, so it lasts",
      "One contractor from survey to running water",
    ],
  },
  {
    id: "solar-pump-installation",
    title: "Solar Pump Installation",
    subtitle: "Water lifted by the sun, with no fuel bill",
    icon: "sun",
    image: "solar-pump",
    description:
      "We size, supply and install solar pumping systems from 1 to 10 HP, replacing diesel with a system that runs on sunlight and needs little more than clean panels.",
    features: [
      "Submersible and surface pumps from trusted manufacturers",
      "PV array, mounting and controller sized to your water need",
      "Dry-run, over-voltage and low-water protection",
      "Optional storage tank for pumping through the evening",
    ],
    specifications: [
      { label: "Pump power", value: "1 – 10 HP" },
      { label: "Flow rate", value: "Up to 200 m³/h" },
      { label: "Head", value: "Up to 100 m" },
    ],
    process: [
      "Water-need and site assessment",
      "System design and quotation",
      "Installation and commissioning",
      "Operator training and handover",
    ],
    benefits: [
      "No fuel cost and far less maintenance than diesel",
      "Irrigation costs cut by up to {costReduction}",
      "Clean, quiet and safe to run",
    ],
  },
  {
    id: "irrigation-systems",
    title: "Irrigation Systems",
    subtitle: "Every drop where the crop needs it",
    icon: "droplet",
    image: "drip-irrigation",
    description:
      "Drip, sprinkler and furrow systems designed for your crops, soil and water source, laid out and installed by our field teams.",
    features: [
      "Drip, sprinkler and centre-pivot layouts",
      "Filters, fertigation and pressure regulation",
      "Designed per crop, soil and water source",
      "Smallholder kits to commercial farms",
    ],
    specifications: [
      { label: "Water savings", value: "60 – 80% against flood irrigation" },
      { label: "Scale", value: "0.25 ha kits to 50+ ha schemes" },
    ],
    process: [
      "Field, soil and crop survey",
      "Layout design and bill of materials",
      "Installation and pressure testing",
      "Scheduling advice and training",
    ],
    benefits: [
      "More crop from the same water",
      "Less labour and weeding",
      "Two or three harvests a year instead of one",
    ],
  },
  {
    id: "solar-grain-milling",
    title: "Solar Grain Milling",
    subtitle: "Milling close to home, powered by the sun",
    icon: "wheat",
    image: "grain-mill",
    description:
      "Solar-powered mills for teff, maize, barley and wheat that bring milling close to villages and turn it into a business for cooperatives and entrepreneurs.",
    features: [
      "Hammer and stone mills matched to local grains",
      "PV array with motor soft-start",
      "Simple operation, safe guarding",
      "Business and bookkeeping training for operators",
    ],
    specifications: [
      { label: "Capacity", value: "200 – 1000 kg/h" },
      { label: "Motor power", value: "5 – 20 HP" },
    ],
    process: [
      "Demand and site assessment",
      "Mill and array selection",
      "Shelter, installation and commissioning",
      "Operator and business training",
    ],
    benefits: [
      "Shorter walks to the mill, mostly for women and girls",
      "Lower milling prices than diesel mills",
      "A new income for the mill's owner",
    ],
  },
  {
    id: "training",
    title: "Training & Knowledge Transfer",
    subtitle: "Skills that keep systems running",
    icon: "graduation",
    image: "farmer-training",
    description:
      "Practical courses for farmers, operators and technicians on running, maintaining and getting the most from solar irrigation, taught in local languages.",
    features: [
      "Hands-on sessions on working systems",
      "Agronomy and irrigation scheduling",
      "Basic maintenance and fault finding",
      "Printed guides in local languages",
    ],
    specifications: [
      { label: "Duration", value: "2 – 5 days" },
      { label: "Group size", value: "10 – 25 participants" },
      { label: "Languages", value: "Amharic, Oromiffa and Tigrinya" },
    ],
    process: [
      "Needs assessment with the group",
      "Course plan and materials",
      "Classroom and field sessions",
      "Follow-up visit and certificates",
    ],
    benefits: [
      "Systems that run longer with fewer breakdowns",
      "Better yields from better water use",
      "Local people able to fix common faults",
    ],
  },
  {
    id: "maintenance",
    title: "Maintenance & Support",
    subtitle: "A technician when you need one",
    icon: "wrench",
    image: "maintenance",
    description:
      "Scheduled servicing, fast repairs and genuine spare parts from our three offices, so your water keeps flowing season after season.",
    features: [
      "Preventive maintenance visits",
      "Repairs with genuine spare parts",
      "Phone support in local languages",
      "Warranty handling with manufacturers",
    ],
    specifications: [
      { label: "Response time", value: "Under 24 h" },
      { label: "Warranty", value: "2 – 5 years by part (pumps and panels: 5)" },
    ],
    process: [
      "Service agreement or call-out",
      "Diagnosis on the phone or on site",
      "Repair or replacement",
      "Service report and next visit date",
    ],
    benefits: [
      "Less downtime in the growing season",
      "Longer system life",
      "One number to call for everything",
    ],
  },
] as const satisfies readonly Service[];

export type ServiceId = (typeof services)[number]["id"];

/** The service with this id, if any. */
export function findService(id: string | null | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}
