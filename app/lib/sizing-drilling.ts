/**
 * The optional estimate of drilling a borehole, for a visitor who has none yet: the sizing
 * tool's price never includes drilling (docs/sizing.md, step 13). An estimate, not a quote: the
 * ground decides the real depth and cost.
 */
import { drilling, pumping } from "~/content/sizing-system";

export interface DrillingEstimate {
  /** Metres to drill: the water level + drawdown allowance + room below, rounded up. */
  metres: number;
  /** Birr, at the company's rate a metre. */
  birr: number;
  /** The same in US dollars at the rate staff set. */
  usd: number;
  /** Deeper than the company's own rigs drill (`drilling.ownRigsMetres`): the page says so. */
  beyondOwnRigs: boolean;
}

/**
 * Drilling for a water level of `waterDepth` m at `birrPerMetre` (the price setting), shown with
 * dollars at `birrPerDollar`.
 */
export function drillingEstimate(
  waterDepth: number,
  birrPerMetre: number,
  birrPerDollar: number,
): DrillingEstimate {
  const needed = Math.max(0, waterDepth) + pumping.boreholeDrawdown + drilling.belowDrawdown;
  const metres = Math.ceil(needed / drilling.roundTo) * drilling.roundTo;
  const birr = metres * birrPerMetre;
  return {
    metres,
    birr,
    usd: birrPerDollar > 0 ? birr / birrPerDollar : 0,
    beyondOwnRigs: metres > drilling.ownRigsMetres,
  };
}
