/** A complete solar irrigation package (Products page; preselected in the quote form). */
export interface SolarPackage {
  /** URL-safe id, carried as `/get-started?package=<id>`. */
  readonly id: string;
  /** Package name. */
  readonly name: string;
  /** One-line description. */
  readonly description: string;
  /** Price in US dollars (formatted per language by `formatPrice`). */
  readonly priceUsd: number;
  /** What is included and for what farm size. */
  readonly features: readonly string[];
  /** Marked "Most Popular". */
  readonly recommended: boolean;
}

export const packages = [
  {
    id: "starter",
    name: "Starter",
    description: "For a family farm starting with solar irrigation.",
    priceUsd: 3500,
    features: [
      "Typically up to 1 ha from shallow water, 0.4 ha from a 20 m borehole",
      "2 kW solar array",
      "2 HP solar pump",
      "Installation and training",
      "1 year of maintenance visits and phone support",
    ],
    recommended: false,
  },
  {
    id: "professional",
    name: "Professional",
    description: "For growing farms and small cooperatives.",
    priceUsd: 7500,
    features: [
      "Typically up to 2.5 ha from shallow water, 1.2 ha from a 20 m borehole",
      "5 kW solar array",
      "4 HP solar pump",
      "Drip irrigation layout",
      "2 years of maintenance visits and phone support",
    ],
    recommended: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description: "For cooperatives and commercial farms.",
    priceUsd: 15000,
    features: [
      "Typically up to 5 ha from shallow water, 2.4 ha from a 20 m borehole",
      "10 kW solar array",
      "10 HP solar pump",
      "Remote monitoring",
      "3 years of maintenance visits and phone support",
    ],
    recommended: false,
  },
] as const satisfies readonly SolarPackage[];

/** The lowest package price, US dollars: where "packages start at" starts. */
export const startingPriceUsd = Math.min(...packages.map((item) => item.priceUsd));

export type PackageId = (typeof packages)[number]["id"];

/** The package with this id, if any. */
export function findPackage(id: string | null | undefined): SolarPackage | undefined {
  return packages.find((item) => item.id === id);
}
