/**
 * Delivery pipes the sizing tool can suggest, and how it works out their friction.
 *
 * Sources (see docs/sizing.md):
 * - Sizes: polyethylene PE100 pipe, SDR 17 (PN 10), outside diameters of ISO 4427-2; the inside
 *   diameter of SDR 17 pipe is OD × (1 − 2/17).
 * - Friction: Hazen–Williams formula, hf = 10.67 · L · Q^1.852 / (C^1.852 · D^4.87) (SI units),
 *   with C = 140 for new plastic pipe (FAO Irrigation Manual, Savva & Frenken 2002, Module 8,
 *   friction-loss section, which tabulates C 140–150 for PE and PVC).
 * - Design velocity: the smallest pipe in which water flows at 1.5 m/s or less (the usual upper
 *   design velocity for irrigation mains in the same FAO module).
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
} as const;
