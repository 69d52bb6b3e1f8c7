import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homeHero } from "~/content/home";
import { HeroCounters } from "./hero-counters";

let reveal: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has neither IntersectionObserver nor matchMedia: the block "scrolls into view" on demand.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        reveal = () =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reveal = undefined;
});

const values = () => screen.getAllByTestId("counter-value").map((node) => node.textContent);

describe("HeroCounters", () => {
  it("waits at 0 until the figures scroll into view", () => {
    render(<HeroCounters stats={homeHero.counters} />);
    expect(values()).toEqual(["0+", "0%", "0x"]);
    act(() => vi.advanceTimersByTime(5000));
    expect(values()).toEqual(["0+", "0%", "0x"]);
  });

  it("counts up a tick every 50 ms over 40 steps, then stops at the final values", () => {
    render(<HeroCounters stats={homeHero.counters} />);
    act(() => reveal?.());
    act(() => vi.advanceTimersByTime(50));
    expect(values()).toEqual(["5+", "2%", "0x"]);
    act(() => vi.advanceTimersByTime(50 * 19));
    expect(values()).toEqual(["100+", "35%", "1x"]);
    act(() => vi.advanceTimersByTime(50 * 19));
    expect(values()).not.toEqual(["200+", "70%", "2x"]);
    act(() => vi.advanceTimersByTime(50));
    expect(values()).toEqual(["200+", "70%", "2x"]);
    act(() => vi.advanceTimersByTime(5000));
    expect(values()).toEqual(["200+", "70%", "2x"]);
  });

  it("gives screen readers the final values and labels", () => {
    render(<HeroCounters stats={homeHero.counters} />);
    expect(screen.getByText("Farmers Served")).toBeInTheDocument();
    expect(screen.getByText("200+", { selector: ".sr-only" })).toBeInTheDocument();
  });
});
