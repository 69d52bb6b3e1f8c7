import { useState } from "react";
import { useInterval } from "~/hooks/use-interval";

/**
 * Progress of a count-up from 0 to 1, in `steps` ticks of `tickMs` each, starting when `active`
 * first becomes true. It runs once: it never resets.
 */
export function useCountUp(active: boolean, steps: number, tickMs: number): number {
  const [step, setStep] = useState(0);
  useInterval(
    () => setStep((current) => Math.min(current + 1, steps)),
    active && step < steps ? tickMs : null,
  );
  return step / steps;
}
