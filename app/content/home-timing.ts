/**
 * The home page's timings and counts, apart from its texts: the browser needs these, and a module
 * of its own keeps the texts (app/content/home.ts) out of the browser bundle.
 */
/** Timing of the home page (spec section 9). */
export const homeTiming = {
  /** Hero background rotation, ms. */
  heroRotationMs: 8000,
  /** Counter tick, ms, and number of ticks from 0 to the final value. */
  counterTickMs: 50,
  counterSteps: 40,
  /**
   * Scripts that start the page later than this after it began to load find the counters' final
   * figures on screen for a while already (the prerendered page shows them): the counters keep
   * them rather than drop to 0 and count again (decision 0080).
   */
  counterLateMs: 1500,
  /** Partner carousel autoplay, ms. */
  partnerAutoplayMs: 3000,
  /** The home contact form's submitting state, ms. */
  contactSubmitMs: 1000,
  /** How many projects the preview shows. */
  projectPreviewCount: 3,
} as const;
