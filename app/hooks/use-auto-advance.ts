import { useCallback, useState } from "react";
import { useHoverOrFocus } from "./use-hover-or-focus";
import { useHydrated } from "./use-hydrated";
import { useTimeout } from "./use-interval";
import { useReducedMotion } from "./use-media-query";

interface AutoAdvanceOptions {
  /** Time each step shows before the next one. */
  intervalMs: number;
  /** Moves to the next step (next slide, next logo, next picture). */
  onAdvance: () => void;
  /** False when there is nothing to rotate (one picture only). */
  enabled?: boolean;
  /**
   * Under reduced motion: "still" never rotates and offers no control; "paused" starts paused
   * and lets the visitor press Play.
   */
  whenReducedMotion?: "still" | "paused";
  /** A change of this value (the slide chosen by hand) gives the new step its full time. */
  restartKey?: string | number;
}

/**
 * The one auto-advance of every rotating element: a step every `intervalMs` once scripts run,
 * held while the pointer is over the element or focus is in it (spread `holdHandlers` on it),
 * paused and resumed by the visitor (`toggle`, the PauseControl), and stopped by an interaction
 * that takes over (`pause`). The wait restarts after every step; the timer is cleaned up.
 */
export function useAutoAdvance({
  intervalMs,
  onAdvance,
  enabled = true,
  whenReducedMotion = "still",
  restartKey = "",
}: AutoAdvanceOptions) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const hold = useHoverOrFocus();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [step, setStep] = useState(0);

  /** Whether the element rotates at all here; the pause control shows only then. */
  const canPlay = hydrated && enabled && !(reducedMotion && whenReducedMotion === "still");
  const playing = canPlay && (chosen ?? !reducedMotion);
  const advancing = playing && !hold.active;

  useTimeout(
    () => {
      onAdvance();
      setStep((value) => value + 1);
    },
    advancing ? intervalMs : null,
    `${step}|${restartKey}`,
  );

  const pause = useCallback(() => setChosen(false), []);
  return {
    canPlay,
    playing,
    /** Whether a step is being waited for (playing, and neither hovered nor focused). */
    advancing,
    toggle: () => setChosen(!playing),
    /** Stops it until the visitor presses Play (stable: safe in an effect's dependencies). */
    pause,
    holdHandlers: hold.handlers,
  };
}
