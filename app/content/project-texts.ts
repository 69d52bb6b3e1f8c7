/**
 * The words of every project, keyed by the project's id, in every language: the single home of
 * what a visitor reads about a project (cards on the home page and /projects, the project
 * pages). The data (places on the map, category, status, images) stays in `projects.ts`.
 * Loaders pick what their page shows (`project-views.ts`); components never import this.
 */
import type { Translation } from "~/i18n/translation";
import type { ProjectCategory, ProjectId, ProjectStatus, Specification } from "./projects";

/** What a visitor reads about one project. */
interface ProjectWords {
  /** Short name of the project: the card's and the page's heading. */
  readonly title: string;
  /** One or two sentences for cards, the page's lead and its meta description. */
  readonly description: string;
  /** A fuller paragraph for the detail page. */
  readonly overview: string;
  /** Who commissioned the project. */
  readonly customer: string;
  /** Town, woreda or area within the region (also the map marker's name). */
  readonly place: string;
  /** Period as free text, e.g. "March – May 2024" (a translation may use the Ethiopian calendar). */
  readonly period: string;
  /** Estimated cost with its currency, as free text. */
  readonly estimatedCost: string;
  /** Technical specifications, when known: label and value with its unit. */
  readonly specifications?: readonly Specification[];
}

const en = {
  /** Every project's words, by project id. */
  items: {
    "project-1": {
      title: "Solar Pump Sets for Smallholders in Dire Dawa & Harari",
      description:
        "Supply and installation of solar pumping sets for smallholder irrigation schemes in Dire Dawa and Harari, under the Ministry of Agriculture's small-scale irrigation programme.",
      overview:
        "Working with the Ministry of Agriculture's small-scale irrigation directorate, we delivered, installed and commissioned solar pump sets on hand-dug wells and shallow boreholes around Dire Dawa and Harar. Each site was surveyed for water level and yield, sized to its plot, and handed over with a day of operator training for the farmer households that share it.",
      customer: "Ministry of Agriculture",
      place: "Dire Dawa & Harari",
      period: "February – April 2024",
      estimatedCost: "Birr 9,800,000",
      specifications: [
        {
          label: "Pump sets",
          value: "22 submersible solar pumps",
        },
        {
          label: "Pump power",
          value: "1.5 – 3 HP",
        },
        {
          label: "PV array per site",
          value: "1.6 – 3.2 kWp",
        },
        {
          label: "Irrigated area",
          value: "about 60 ha",
        },
      ],
    },
    "project-2": {
      title: "Shoa Robit Cooperative Borehole & Solar Pumping",
      description:
        "A 60 m borehole and a solar pumping station irrigating onion and tomato plots for a farmers' cooperative near Shoa Robit.",
      overview:
        "The cooperative's members depended on a seasonal river that ran dry by January. We drilled a 60 m borehole, installed a 5.5 kWp solar array with a 4 HP submersible pump, and built a 50 m³ storage tank feeding gravity drip lines, so members now grow two dry-season crops.",
      customer: "Shoa Robit Farmers' Cooperative Union",
      place: "Shoa Robit, North Shewa",
      period: "October 2025 – January 2026",
      estimatedCost: "Birr 4,350,000",
      specifications: [
        {
          label: "Borehole depth",
          value: "60 m",
        },
        {
          label: "PV array",
          value: "5.5 kWp",
        },
        {
          label: "Pump power",
          value: "4 HP",
        },
        {
          label: "Storage",
          value: "50 m³ tank",
        },
      ],
    },
    "project-3": {
      title: "Sidama Smallholder Drip Irrigation Scheme",
      description:
        "Solar pumping and drip irrigation for 40 smallholder households growing vegetables and avocado near Hawassa.",
      overview:
        "Forty households around Hawassa Zuria now share three solar pump stations on Lake Hawassa's shore aquifer. Drip kits cut water use sharply, and our field team trained two operators per station in daily checks and filter cleaning.",
      customer: "Sidama Region Bureau of Agriculture",
      place: "Hawassa Zuria, Sidama",
      period: "July – December 2025",
      estimatedCost: "Birr 6,200,000",
      specifications: [
        {
          label: "Pump stations",
          value: "3",
        },
        {
          label: "Households",
          value: "40",
        },
        {
          label: "Drip area",
          value: "24 ha",
        },
      ],
    },
    "project-4": {
      title: "Arba Minch Banana Farm Solar Irrigation",
      description:
        "A solar pumping and sprinkler system replacing diesel pumps on a banana and mango farm near Arba Minch.",
      overview:
        "The farm ran two diesel pumps for ten hours a day. We replaced them with a 15 kWp solar array and two surface pumps drawing from the Kulfo river, with sprinkler mains laid across the plantation. Fuel costs fell to zero and the farm's pumping hours now follow the sun.",
      customer: "Gamo Fruit Farm PLC",
      place: "Arba Minch, Gamo Zone",
      period: "May – July 2024",
      estimatedCost: "Birr 5,900,000",
      specifications: [
        {
          label: "PV array",
          value: "15 kWp",
        },
        {
          label: "Pumps",
          value: "2 surface pumps, 7.5 HP each",
        },
        {
          label: "Irrigated area",
          value: "35 ha",
        },
      ],
    },
    "project-5": {
      title: "Lake Tana Vegetable Growers Solar Irrigation",
      description:
        "Solar pumps lifting water from Lake Tana's edge to the onion and rice plots of a growers' association in Fogera.",
      overview:
        "In Fogera the plain floods in the rains and dries hard after. Four solar pump stations now lift lake water into lined canals for 120 members of the Woreta vegetable growers' association, with a maintenance agreement that keeps a technician on call from our Bahir Dar office.",
      customer: "Woreta Vegetable Growers' Association",
      place: "Fogera, South Gondar",
      period: "November 2024 – February 2025",
      estimatedCost: "Birr 7,400,000",
      specifications: [
        {
          label: "Pump stations",
          value: "4",
        },
        {
          label: "Members served",
          value: "120",
        },
        {
          label: "Irrigated area",
          value: "72 ha",
        },
      ],
    },
    "project-6": {
      title: "Borehole Drilling Partnership with Nahom Construction",
      description:
        "Drilling and test-pumping of water supply boreholes for construction camps and neighbouring villages around Bishoftu.",
      overview:
        "Under a partnership with Nahom Construction we drilled, cased and test-pumped boreholes that supply the contractor's camps during construction and are handed to the villages afterwards, each fitted with a solar pump and a public tap stand.",
      customer: "Nahom Construction PLC",
      place: "Bishoftu, East Shewa",
      period: "March 2025 – January 2026",
      estimatedCost: "USD 48,000 + Birr 1,200,000",
      specifications: [
        {
          label: "Boreholes",
          value: "6, up to 60 m deep",
        },
        {
          label: "Casing diameter",
          value: "6 – 8 in",
        },
        {
          label: "Tested yield",
          value: "8 – 22 m³/h",
        },
      ],
    },
    "project-7": {
      title: "Batu Horticulture Farm Solar Pumping",
      description:
        "A solar pumping system with drip irrigation for a tomato and pepper export farm on Lake Ziway's shore.",
      overview:
        "We designed and installed a 22 kWp array driving a variable-speed pump that feeds 18 ha of drip-irrigated greenhouse and open-field crops, with remote monitoring the farm manager reads on his phone.",
      customer: "Ziway Green Horticulture PLC",
      place: "Batu (Ziway), East Shewa",
      period: "January – March 2024",
      estimatedCost: "Birr 8,100,000",
      specifications: [
        {
          label: "PV array",
          value: "22 kWp",
        },
        {
          label: "Pump power",
          value: "10 HP, variable speed",
        },
        {
          label: "Drip area",
          value: "18 ha",
        },
      ],
    },
    "project-8": {
      title: "Raya Valley Solar Irrigation Pilot",
      description:
        "A research pilot comparing solar drip and furrow irrigation on sorghum and onion plots in the Raya valley.",
      overview:
        "With a university dryland research team we equipped four trial plots with metered solar pumping, so that water use, yield and pumping hours of drip and furrow irrigation could be compared over two seasons.",
      customer: "Raya Dryland Agriculture Research Centre",
      place: "Raya Alamata",
      period: "September 2023 – June 2024",
      estimatedCost: "Birr 2,100,000",
      specifications: [
        {
          label: "Trial plots",
          value: "4 × 0.5 ha",
        },
        {
          label: "Water metering",
          value: "Per plot, logged hourly",
        },
      ],
    },
    "project-9": {
      title: "Adama Solar Grain Mill",
      description:
        "A 500 kg/h solar-powered grain mill for a farming family's milling business on the edge of Adama.",
      overview:
        "The family's diesel mill cost more in fuel each month than it earned on slow days. A 12 kWp array now drives a 10 HP mill, grinding teff, maize and barley for neighbours at a lower price than before.",
      customer: "Ato Kebede Alemu (private farmer)",
      place: "Adama, East Shewa",
      period: "June 2024",
      estimatedCost: "Birr 1,650,000",
      specifications: [
        {
          label: "Milling capacity",
          value: "500 kg/h",
        },
        {
          label: "Mill motor",
          value: "10 HP",
        },
        {
          label: "PV array",
          value: "12 kWp",
        },
      ],
    },
    "project-10": {
      title: "Debre Markos Cooperative Grain Milling",
      description:
        "Two solar grain mills for a women's cooperative serving villages around Debre Markos.",
      overview:
        "The cooperative's members walked up to two hours to the nearest mill. Two solar mills at village centres cut that walk, and the cooperative runs them as a business with bookkeeping training from our team.",
      customer: "Gozamen Women's Multipurpose Cooperative",
      place: "Debre Markos, East Gojjam",
      period: "September 2025 – February 2026",
      estimatedCost: "Birr 3,050,000",
      specifications: [
        {
          label: "Mills",
          value: "2 × 300 kg/h",
        },
        {
          label: "PV array",
          value: "2 × 8 kWp",
        },
      ],
    },
    "project-11": {
      title: "Jimma Coffee Seedling Nursery Irrigation",
      description:
        "Solar-powered sprinkler irrigation for a coffee seedling nursery supplying farmers across Jimma zone.",
      overview:
        "A research nursery raising improved coffee seedlings needed reliable watering through the dry months. A solar pump on a shallow well now feeds micro-sprinklers on a timer, and nursery staff were trained to service it.",
      customer: "Jimma Agricultural Research Centre",
      place: "Jimma",
      period: "August 2025 – January 2026",
      estimatedCost: "Birr 1,480,000",
      specifications: [
        {
          label: "Nursery area",
          value: "2 ha",
        },
        {
          label: "Seedlings per season",
          value: "about 400,000",
        },
      ],
    },
    "project-12": {
      title: "Asaita Pastoral Water Point",
      description:
        "A solar-pumped water point with livestock troughs and a small fodder plot for pastoral families near Asaita.",
      overview:
        "Pastoral families around Asaita walked their herds far in the dry season. A solar pump on an existing borehole now fills a 30 m³ tank, livestock troughs and a tap stand, and irrigates a fodder plot the community manages.",
      customer: "Asaita Woreda Pastoral Development Office",
      place: "Asaita, Afar",
      period: "December 2023 – February 2024",
      estimatedCost: "Birr 2,750,000",
    },
    "project-13": {
      title: "Jigjiga Fodder Irrigation Farm",
      description:
        "Planned solar irrigation of a 20 ha fodder farm supplying a dairy business near Jigjiga.",
      overview:
        "Survey and design are under way for a borehole, a 25 kWp array and centre-pivot irrigation of alfalfa and Rhodes grass, to give a growing dairy business year-round feed.",
      customer: "Jigjiga Dairy Share Company",
      place: "Jigjiga, Fafan",
      period: "Planned for 2026",
      estimatedCost: "Birr 11,500,000",
    },
    "project-14": {
      title: "Assosa Family Farm Solar Pump",
      description:
        "A small solar pump and drip kit for a family farm growing vegetables and mango near Assosa.",
      overview:
        "A one-hectare family farm will pump from a hand-dug well with a 1 HP solar pump and irrigate by drip, sized from the well's measured recovery rate.",
      customer: "W/ro Almaz Tesfaye (private farmer)",
      place: "Assosa",
      period: "Planned for early 2026",
      estimatedCost: "Birr 240,000",
    },
    "project-15": {
      title: "Gambela Rice Trial Irrigation",
      description:
        "Solar pumping for upland rice trials on the Baro river plain, with a regional research institute.",
      overview:
        "Two solar surface pumps lift Baro river water onto rice trial plots, letting researchers compare varieties under controlled irrigation rather than rain alone.",
      customer: "Gambela Agricultural Research Institute",
      place: "Gambela",
      period: "October 2025 – March 2026",
      estimatedCost: "Birr 1,900,000",
    },
    "project-16": {
      title: "Yirgalem Coffee Washing Station Water Supply",
      description:
        "A borehole and solar pump supplying a coffee washing station and its neighbouring households near Yirgalem.",
      overview:
        "The washing station used river water in the harvest season. A 48 m borehole with a solar pump and storage now supplies clean water for washing and a public tap for the neighbouring kebele.",
      customer: "Sidama Coffee Farmers' Cooperative Union",
      place: "Yirgalem, Sidama",
      period: "August – October 2024",
      estimatedCost: "Birr 3,600,000",
      specifications: [
        {
          label: "Borehole depth",
          value: "48 m",
        },
        {
          label: "Pump power",
          value: "3 HP",
        },
        {
          label: "Storage",
          value: "40 m³",
        },
      ],
    },
    "project-17": {
      title: "Butajira Smallholder Solar Pumps",
      description:
        "Portable solar pumps for smallholders growing pepper and onion around Butajira.",
      overview:
        "Twelve farming households chose portable 1 HP solar pumps they can move between a shallow well and the river, paid for through a microfinance loan we helped them arrange.",
      customer: "Butajira smallholder farmers (12 households)",
      place: "Butajira, Gurage",
      period: "March – April 2025",
      estimatedCost: "Birr 1,150,000",
    },
    "project-18": {
      title: "Kobo Irrigation Cooperative Solar Conversion",
      description:
        "Conversion of a cooperative's diesel-pumped irrigation scheme to solar pumping near Kobo.",
      overview:
        "The cooperative's diesel pumps were costly to run and often idle for want of fuel. We replaced them with solar pumping on the existing boreholes and added storage so the scheme irrigates through the evening.",
      customer: "Kobo Girana Irrigation Cooperative",
      place: "Kobo, North Wollo",
      period: "June – December 2025",
      estimatedCost: "Birr 5,250,000",
    },
    "project-19": {
      title: "Harar Orchard Solar Drip System",
      description:
        "A solar drip irrigation system for a family's coffee and khat orchard outside Harar.",
      overview:
        "A 2 HP solar pump on the family's well feeds drip lines across 3 ha of orchard, with a filter station and fertigation tank the family runs themselves.",
      customer: "Ato Abdi Yusuf (private farmer)",
      place: "Harar",
      period: "January 2025",
      estimatedCost: "Birr 680,000",
    },
    "project-20": {
      title: "Holeta Training Farm Demonstration Site",
      description:
        "A demonstration site of solar pumping, drip irrigation and a solar mill where we train farmers and technicians.",
      overview:
        "At an agricultural research centre's training farm we built a working demonstration of every system we install, used for our farmer and technician courses in Amharic and Afaan Oromo.",
      customer: "Holeta Agricultural Research Centre",
      place: "Holeta, West Shewa",
      period: "April – June 2023",
      estimatedCost: "Birr 2,300,000",
    },
  } satisfies Record<ProjectId, ProjectWords> as Record<ProjectId, ProjectWords>,
  /** The status texts of the data as the badge shows them (the colour comes from the category). */
  statuses: {
    "Successfully Completed": "Successfully Completed",
    "On Progress": "On Progress",
    "90% Completed": "90% Completed",
    Delivered: "Delivered",
    Completed: "Completed",
    "On Progress (90% Completed)": "On Progress (90% Completed)",
    "In Progress": "In Progress",
    Planning: "Planning",
  } satisfies Record<ProjectStatus, string>,
  /** Kinds of client: the category tabs and the project pages. */
  categories: {
    cooperatives: "Cooperatives",
    individual: "Individual farmers",
    commercial: "Commercial",
    research: "Research & public",
  } satisfies Record<ProjectCategory, string>,
};

/** The projects' words in one language. */
export type ProjectTexts = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const projectsEnglish = en;
