import { useEffect, useRef } from "react";

/**
 * Calls `callback` every `delay` ms while `delay` is a number; `null` pauses it.
 * The latest callback is always used, and the interval is cleared on unmount.
 * Every rotating carousel, counter and repeating timer of the site uses this hook.
 */
export function useInterval(callback: () => void, delay: number | null): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (delay === null) return;
    const id = window.setInterval(() => saved.current(), delay);
    return () => window.clearInterval(id);
  }, [delay]);
}

/**
 * How long typing pauses before the address catches up, ms (the sizing tool's answers, the loan
 * calculator's terms): keeps history calls few and off the frame.
 */
export const URL_DEBOUNCE_MS = 300;

/**
 * Calls `callback` once, `delay` ms after `delay` becomes a number (or after `key` changes);
 * `null` cancels it. Cleared on unmount.
 */
export function useTimeout(callback: () => void, delay: number | null, key?: unknown): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (delay === null) return;
    const id = window.setTimeout(() => saved.current(), delay);
    return () => window.clearTimeout(id);
  }, [delay, key]);
}
