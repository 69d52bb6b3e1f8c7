import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAutoAdvance } from "./use-auto-advance";

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("useAutoAdvance", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it("steps every interval, and the visitor's pause and play stop and restart it", () => {
    const onAdvance = vi.fn();
    const { result } = renderHook(() => useAutoAdvance({ intervalMs: 1000, onAdvance }));
    expect(result.current.playing).toBe(true);
    // Each step re-arms the wait once React has rendered it.
    for (let i = 0; i < 3; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(onAdvance).toHaveBeenCalledTimes(3);
    act(() => result.current.toggle());
    expect(result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(onAdvance).toHaveBeenCalledTimes(3);
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(1000));
    expect(onAdvance).toHaveBeenCalledTimes(4);
  });

  it("holds while hovered and resumes when the pointer leaves", () => {
    const onAdvance = vi.fn();
    const { result } = renderHook(() => useAutoAdvance({ intervalMs: 1000, onAdvance }));
    act(() => result.current.holdHandlers.onMouseEnter());
    act(() => vi.advanceTimersByTime(5000));
    expect(onAdvance).not.toHaveBeenCalled();
    expect(result.current.playing).toBe(true);
    act(() => result.current.holdHandlers.onMouseLeave());
    act(() => vi.advanceTimersByTime(1000));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it("gives a step chosen by hand its full time", () => {
    const onAdvance = vi.fn();
    const { rerender } = renderHook(
      ({ key }) => useAutoAdvance({ intervalMs: 1000, onAdvance, restartKey: key }),
      { initialProps: { key: 0 } },
    );
    act(() => vi.advanceTimersByTime(900));
    rerender({ key: 2 });
    act(() => vi.advanceTimersByTime(900));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it("under reduced motion stays still, or starts paused when the element offers Play", () => {
    setReducedMotion(true);
    const onAdvance = vi.fn();
    const still = renderHook(() => useAutoAdvance({ intervalMs: 1000, onAdvance }));
    expect(still.result.current.canPlay).toBe(false);
    const paused = renderHook(() =>
      useAutoAdvance({ intervalMs: 1000, onAdvance, whenReducedMotion: "paused" }),
    );
    expect(paused.result.current.canPlay).toBe(true);
    expect(paused.result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => paused.result.current.toggle());
    act(() => vi.advanceTimersByTime(1000));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });
});
