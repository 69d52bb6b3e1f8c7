// The speed budgets the benches compare their figures with (`npm run bench` runs them all).
// Speed is measured here, on purpose, never by the gate: a wall-clock ceiling in a test measures
// the machine, not the product. Byte budgets are exact and stay in the gate
// (scripts/check-budgets.mjs).

/** Lighthouse, mobile defaults (simulated Slow 4G, 4× CPU), median of the runs of a route. */
export const lighthouse = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.02,
};

/**
 * The main thread's blocking time at 4× CPU with no inspector on the page's scripts
 * (scripts/bench-blocking.mjs), median of the loads of a route: Lighthouse's TBT budget.
 */
export const blocking = { tbtMs: lighthouse.tbtMs };

/** The mobile menu on Slow 4G + 4× CPU at 390 px: it opens at most this long after FCP. */
export const menu = { afterFcpMs: 500 };

/** /size-your-system: an answer changed → the estimate shown, under 4× CPU slowdown (median). */
export const sizing = { inputToResultMs: 16 };

/** The enquiry server on loopback (scripts/bench-intake.mjs). */
export const intake = {
  acceptedPerSecond: 500,
  p99Ms: 50,
  realVisitorUnderFloodMs: 1000,
  rssMb: 150,
};

/** Publishing a project: Publish pressed → its changed pages served, in every language (median). */
export const publish = { publishToServedMs: 10_000 };

/** `npm test` with its dependencies installed, on the 2-core machine (issue 17). */
export const gate = { npmTestSeconds: 360 };
