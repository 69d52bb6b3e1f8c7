/**
 * The Products page (/products): the six product components the company supplies, plus the
 * page's own copy. The three complete packages live in `packages.ts`.
 */
import type { CallToAction } from "./call-to-action";
import type { IconName } from "~/components/ui/icon-paths";
import type { Translation } from "~/i18n/translation";
import type { IllustrationKey } from "./illustrations";
import { packages, type PackageId } from "./packages";

/** A product component (spec entity "Product"). */
export interface Product {
  /** URL-safe id, carried as `/get-started?product=<id>` and shown by the quote form. */
  readonly id: string;
  /** Product name. */
  readonly title: string;
  /** One or two sentences for a farmer deciding what they need. */
  readonly description: string;
  /** Three or four selling points. */
  readonly features: readonly string[];
  /** Starting price in US dollars (the spec's "From $500"), formatted per language. */
  readonly fromUsd: number;
  /** Illustration key of the card. */
  readonly image: IllustrationKey;
  /** Icon beside the title. */
  readonly icon: IconName;
}

export const products = [
  {
    id: "solar-panels",
    title: "Solar Panels",
    description: "Monocrystalline PV modules with ground or roof mounts, sized to your pump.",
    features: [
      "Tier-1 monocrystalline modules",
      "Galvanised steel mounts",
      "25-year power warranty",
    ],
    fromUsd: 500,
    image: "solar-panels",
    icon: "sun",
  },
  {
    id: "batteries",
    title: "Batteries",
    description: "Deep-cycle storage to run lights, a mill or a pump into the evening.",
    features: [
      "Lithium and gel options",
      "Ventilated, lockable cabinet",
      "Battery management system",
    ],
    fromUsd: 800,
    image: "batteries",
    icon: "battery",
  },
  {
    id: "solar-pumps",
    title: "Solar Pumps",
    description: "Submersible and surface pumps from 1 to 10 HP for boreholes, rivers and ponds.",
    features: ["Flow up to 200 m³/h", "Head up to 100 m", "Stainless-steel pump ends"],
    fromUsd: 1200,
    image: "pump-unit",
    icon: "droplet",
  },
  {
    id: "pump-controllers",
    title: "Pump Controllers",
    description: "Smart controllers that get the most water from the sun and protect the pump.",
    features: [
      "Maximum power point tracking",
      "Dry-run and over-voltage protection",
      "Tank float switch input",
    ],
    fromUsd: 300,
    image: "controller",
    icon: "cpu",
  },
  {
    id: "remote-monitoring",
    title: "Remote Monitoring",
    description: "See water pumped, power and faults on your phone, even over a basic network.",
    features: ["Daily flow and energy reports", "SMS alerts for faults", "Works on 2G networks"],
    fromUsd: 200,
    image: "monitoring",
    icon: "gauge",
  },
  {
    id: "complete-systems",
    title: "Complete Systems",
    description: "Panels, controller, pump, tank and drip lines, designed and installed as one.",
    features: [
      "Designed for your farm",
      "Installation and training",
      "One number for every warranty claim",
    ],
    fromUsd: 3000,
    image: "complete-system",
    icon: "package",
  },
] as const satisfies readonly Product[];

export type ProductId = (typeof products)[number]["id"];

/** The product with this id, if any (the quote form shows its name). */
export function findProduct(id: string | null | undefined): Product | undefined {
  return products.find((product) => product.id === id);
}

/** `/get-started` link that carries the chosen product. */
export function productQuotePath(id: string): string {
  return `/get-started?product=${encodeURIComponent(id)}`;
}

/** `/get-started` link that carries the chosen package. */
export function packageQuotePath(id: string): string {
  return `/get-started?package=${encodeURIComponent(id)}`;
}

/** Copy of the Products page. */
export const productsPage = {
  hero: {
    eyebrow: "Products & Packages",
    title: "Solar equipment that lasts, at a clear price",
    lead: "Buy the parts you need or a complete package sized to your farm. Every price includes advice from our engineers; installation and training come with every package.",
    /** The hero's two actions: the quote form, and a jump to the packages below. */
    quote: { label: "Get a Free Quote", to: "/get-started" },
    compare: "Compare packages",
  },
  components: {
    eyebrow: "Components",
    title: "Product components",
    intro:
      "Starting prices for each part of a solar irrigation system. Ask for a quote and we size it to your water source and crops.",
  },
  packages: {
    eyebrow: "Packages",
    title: "Complete solar irrigation packages",
    intro:
      "Everything to irrigate your farm, installed and explained: panels, pump, controller and support.",
  },
  cta: {
    title: "Not sure what your farm needs?",
    text: "Send us your farm size, crops and water source. An engineer will recommend a system and send you a free quote.",
    primary: { label: "Get a Free Quote", to: "/get-started" },
    secondary: { label: "Size your system", to: "/size-your-system" },
    callUs: true,
  } satisfies CallToAction,
} as const;

/**
 * The Products page's texts (everything above and the cards' own words), for its loader. Prices
 * are figures (`fromUsd`, `priceUsd`), formatted for the language and put into these templates.
 */
const en = {
  /** `{price}`: the cheapest package's price. */
  meta: {
    title: "Products & Packages",
    description:
      "Solar panels, batteries, pumps, controllers and monitoring with starting prices, and complete solar irrigation packages from {price} for farms of every size.",
  },
  hero: {
    eyebrow: productsPage.hero.eyebrow,
    title: productsPage.hero.title,
    lead: productsPage.hero.lead,
    quote: productsPage.hero.quote.label,
    compare: productsPage.hero.compare,
  },
  /** The two sections' headings. */
  sections: {
    components: { ...productsPage.components },
    packages: { ...productsPage.packages },
  },
  cta: {
    title: productsPage.cta.title,
    text: productsPage.cta.text,
    primary: productsPage.cta.primary.label,
    secondary: productsPage.cta.secondary.label,
  },
  /** The cards' buttons and marks. */
  card: {
    getQuote: "Get Quote",
    /** Hidden after "Get Quote", for screen readers: "for Solar Pumps". */
    forProduct: "for {title}",
    /** A package's button: "Choose Starter". */
    choose: "Choose {name}",
    /** The recommended package's mark. */
    mostPopular: "Most Popular",
    /** A product's starting price: "From 75,000 birr". */
    from: "From {price}",
    /** Under the packages: how dollar list prices became birr. */
    rateNote:
      "Prices in birr at {rate} birr to the US dollar, the rate set on {date}, from our US dollar list prices. They are indicative: your quote confirms them.",
  },
  /** Each product's texts, by product id (its price is a figure: `fromUsd`). */
  products: byId<ProductId, { title: string; description: string; features: readonly string[] }>(
    products.map(({ id, title, description, features }) => [id, { title, description, features }]),
  ),
  /** Each package's texts, by package id (its price is a figure: packages.ts). */
  packages: byId<PackageId, { name: string; description: string; features: readonly string[] }>(
    packages.map(({ id, name, description, features }) => [id, { name, description, features }]),
  ),
};

function byId<K extends string, V>(entries: readonly (readonly [K, V])[]): Record<K, V> {
  return Object.fromEntries(entries) as Record<K, V>;
}

/** The Products page's texts in one language. */
export type ProductsText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const productsEnglish = en;
