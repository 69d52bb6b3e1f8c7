/**
 * Irrigation methods of the sizing tool.
 *
 * Sources (see docs/sizing.md):
 * - Field application efficiency: FAO Irrigation Water Management Training Manual No. 4,
 *   "Irrigation Scheduling" (Brouwer, Prins & Heibloem 1989), which gives surface (furrow)
 *   irrigation 60 %, sprinkler 75 % and drip 90 %.
 * - Operating pressure at the field, as metres of head: FAO Irrigation Manual (Savva & Frenken
 *   2002), Module 8 (sprinkler: small impact sprinklers at 2–3 bar, 25 m used) and Module 9
 *   (localized/drip: about 1 bar at the manifold, 10 m used). Furrows are fed from an open outlet:
 *   1 m allowed for the outlet and a short hose.
 */

/** An irrigation method (its names are texts: `sizing-page.ts`). */
export interface SizingMethod {
  /** URL-safe id, carried as `?method=<id>` and `irrigation=<id>` to the quote form. */
  readonly id: "drip" | "sprinkler" | "furrow";
  /** Share of pumped water the crop's roots receive (0–1). */
  readonly efficiency: number;
  /** Pressure the method needs at the field, in metres of head. */
  readonly operatingHead: number;
}

export const sizingMethods = [
  { id: "drip", efficiency: 0.9, operatingHead: 10 },
  { id: "sprinkler", efficiency: 0.75, operatingHead: 25 },
  {
    id: "furrow",
    efficiency: 0.6,
    operatingHead: 1,
  },
] as const satisfies readonly SizingMethod[];

export type MethodId = (typeof sizingMethods)[number]["id"];
