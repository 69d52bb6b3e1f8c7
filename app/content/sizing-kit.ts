/**
 * The small kit the sizing tool offers below the Starter package: one panel, a small surface
 * pump and its controller, priced from the products list (app/content/products.ts), so a plot of
 * a few hundred square metres is not offered a system ten times too large.
 */
import type { ProductId } from "./products";

/**
 * The products in the kit: its price is the sum of their starting prices as staff set them
 * (`sizingPricesOf` in pricing.ts).
 */
export const smallKitProducts = [
  "solar-panels",
  "solar-pumps",
  "pump-controllers",
] as const satisfies readonly ProductId[];

/** The kit's parts replaced within the 15 years compared: the pump and its controller. */
export const smallKitPumpProducts = [
  "solar-pumps",
  "pump-controllers",
] as const satisfies readonly (typeof smallKitProducts)[number][];

export const smallKit = {
  /** Panels in the kit (the company's 550 W module). */
  panels: 1,
  /** The kit's pump: the smallest of the Solar Pumps range ("from 1 to 10 HP"), a surface pump. */
  pumpHp: 1,
  /**
   * A surface pump lifts water by suction: at most about 7 m below the pump in practice (10.3 m
   * of atmosphere at sea level, less at altitude and for losses). Deeper water, or a borehole,
   * needs a submersible pump: the Starter package.
   */
  maxSuctionLift: 7,
} as const;
