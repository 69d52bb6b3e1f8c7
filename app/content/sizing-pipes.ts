/**
 * Delivery pipes the sizing tool can suggest, and how it works out their friction.
 *
 * Sources (see docs/sizing.md):
 * - Sizes: polyethylene PE100 pipe, SDR 17 (PN 10), outside diameters of ISO 4427-2; the inside
 *   diameter of SDR 17 pipe is OD × (1 − 2/17).
 * - Friction: Hazen–Williams formula, hf = 10.67 · L · Q^1.852 / (C^1.852 · D^4.87) (SI units),
 *   with C = 140 for new plastic pipe (FAO Irrigation Manual, Savva & Frenken 2002, Module 8,
 *   friction-loss section, which tabulates C 140–150 for PE and PVC).
 * - Choice: the smallest pipe of the list that keeps BOTH the friction (with fittings) within
 *   `maxFrictionShare` of the total dynamic head AND the water at or under 1.5 m/s (the usual
 *   upper design velocity for irrigation mains in the same FAO module). When no pipe of the list
 *   does both, the page says so and suggests a remedy; it never runs a pipe over its limits.
 * - Fittings: 10 % on top of the straight-pipe friction for bends, valves and the filter (a common
 *   allowance in the same module for "minor losses").
 */

export interface PipeSize {
  /** Outside diameter, mm, as the pipe is sold. */
  readonly outsideMm: number;
  /** Inside diameter, mm. */
  readonly insideMm: number;
}

/** SDR 17 inside diameter for an outside diameter, rounded to 0.1 mm. */
const sdr17 = (outsideMm: number): PipeSize => ({
  outsideMm,
  insideMm: Math.round(outsideMm * (1 - 2 / 17) * 10) / 10,
});

export const pipeSizes: readonly PipeSize[] = [32, 40, 50, 63, 75, 90, 110, 125, 160, 200, 250].map(
  sdr17,
);

export const pipeDesign = {
  /** Hazen–Williams roughness coefficient of new PE pipe. */
  hazenWilliamsC: 140,
  /** Highest design velocity, m/s. */
  maxVelocity: 1.5,
  /** Fittings and valves, as a share of the straight-pipe friction. */
  fittingsAllowance: 0.1,
  /**
   * Largest share of the total dynamic head the delivery main may lose to friction (fittings
   * included): 10 %, the usual design rule for solar pumping mains (every metre of friction is
   * paid for in panels every day; GIZ/FAO SPIS Toolbox, DESIGN module, keeps friction small
   * against the static head). Company design practice; an engineer may accept more on a site.
   */
  maxFrictionShare: 0.1,
} as const;
