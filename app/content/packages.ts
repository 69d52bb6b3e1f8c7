/** A complete solar irrigation package (Products page; preselected in the quote form). */
export interface SolarPackage {
  /** URL-safe id, carried as `/get-started?package=<id>`. */
  readonly id: string;
  /** Package name. */
  readonly name: string;
  /** One-line description. */
  readonly description: string;
  /** Price as displayed. */
  readonly price: string;
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
    price: "$3,500",
    features: [
      "Farms up to 2 ha",
      "2 kW solar array",
      "1 HP solar pump",
      "Installation and training",
      "1 year of support",
    ],
    recommended: false,
  },
  {
    id: "professional",
    name: "Professional",
    description: "For growing farms and small cooperatives.",
    price: "$7,500",
    features: [
      "Farms up to 5 ha",
      "5 kW solar array",
      "3 HP solar pump",
      "Drip irrigation layout",
      "2 years of support",
    ],
    recommended: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description: "For cooperatives and commercial farms.",
    price: "$15,000",
    features: [
      "Farms over 5 ha",
      "10 kW solar array",
      "5 HP solar pump",
      "Remote monitoring",
      "3 years of support",
    ],
    recommended: false,
  },
] as const satisfies readonly SolarPackage[];

export type PackageId = (typeof packages)[number]["id"];

/** The package with this id, if any. */
export function findPackage(id: string | null | undefined): SolarPackage | undefined {
  return packages.find((item) => item.id === id);
}
