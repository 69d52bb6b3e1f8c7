import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CountUpStat } from "~/content/home";
import { HydrationProvider } from "~/hooks/use-hydrated";
import { HeroCounters } from "./hero-counters";

let reveal: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  // The page's scripts started 0.4 s after it began to load: in time to count.
  vi.spyOn(performance, "now").mockReturnValue(400);
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
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  reveal = undefined;
});

/** The seed's figures as the home page's loader gives them. */
const stats: CountUpStat[] = [
  { label: "Farmers Served", value: 200, prefix: "", suffix: "+" },
  { label: "Cost Reduction", value: 70, prefix: "", suffix: "%" },
  { label: "Yield Increase", value: 150, prefix: "", suffix: "%" },
];

const renderCounters = (figures: CountUpStat[]) => render(<HeroCounters stats={figures} />);

const values = () => screen.getAllByTestId("counter-value").map((node) => node.textContent);

describe("HeroCounters", () => {
  it("waits at 0 until the figures scroll into view", () => {
    renderCounters(stats);
    expect(values()).toEqual(["0+", "0%", "0%"]);
    act(() => vi.advanceTimersByTime(5000));
    expect(values()).toEqual(["0+", "0%", "0%"]);
  });

  it("counts up a tick every 50 ms over 40 steps, then stops at the final values", () => {
    renderCounters(stats);
    act(() => reveal?.());
    act(() => vi.advanceTimersByTime(50));
    expect(values()).toEqual(["5+", "2%", "4%"]);
    act(() => vi.advanceTimersByTime(50 * 19));
    expect(values()).toEqual(["100+", "35%", "75%"]);
    act(() => vi.advanceTimersByTime(50 * 19));
    expect(values()).not.toEqual(["200+", "70%", "150%"]);
    act(() => vi.advanceTimersByTime(50));
    expect(values()).toEqual(["200+", "70%", "150%"]);
    act(() => vi.advanceTimersByTime(5000));
    expect(values()).toEqual(["200+", "70%", "150%"]);
  });

  it("writes a percentage as the language does: before the number in Afaan Oromo", () => {
    renderCounters([{ label: "Hir'ina baasii", value: 70, prefix: "%", suffix: "" }]);
    act(() => reveal?.());
    act(() => vi.advanceTimersByTime(50 * 40));
    expect(values()).toEqual(["%70"]);
    expect(screen.getByText("%70", { selector: ".sr-only" })).toBeInTheDocument();
  });

  it("groups a figure's thousands as the other pages write it, and shows a long one smaller", () => {
    renderCounters([{ label: "Farmers Served", value: 12_500, prefix: "", suffix: "+" }]);
    act(() => reveal?.());
    act(() => vi.advanceTimersByTime(50 * 20));
    expect(values()).toEqual(["6,250+"]);
    act(() => vi.advanceTimersByTime(50 * 20));
    expect(values()).toEqual(["12,500+"]);
    expect(screen.getByText("12,500+", { selector: ".sr-only" })).toBeInTheDocument();
    // The size comes from the final figure's length: it stays the same while counting.
    expect(screen.getByTestId("counter-value")).toHaveClass("text-[0.75em]");
  });

  it("keeps the final values a page shows when its scripts start late, never dropping back to 0", () => {
    vi.spyOn(performance, "now").mockReturnValue(1501);
    // The page's HTML hydrated: the first render is the server's, with the final figures.
    render(
      <HydrationProvider>
        <HeroCounters stats={stats} />
      </HydrationProvider>,
    );
    expect(values()).toEqual(["200+", "70%", "150%"]);
    act(() => reveal?.());
    act(() => vi.advanceTimersByTime(50));
    expect(values()).toEqual(["200+", "70%", "150%"]);
  });

  it("counts from 0 on a later page of the visit, however long after the first it opens", () => {
    // Rendered by the scripts from the start (no HTML of its own showed the figures).
    vi.spyOn(performance, "now").mockReturnValue(60_000);
    renderCounters(stats);
    expect(values()).toEqual(["0+", "0%", "0%"]);
    act(() => reveal?.());
    act(() => vi.advanceTimersByTime(50));
    expect(values()).toEqual(["5+", "2%", "4%"]);
  });

  it("gives screen readers the final values and labels", () => {
    renderCounters(stats);
    expect(screen.getByText("Farmers Served")).toBeInTheDocument();
    expect(screen.getByText("200+", { selector: ".sr-only" })).toBeInTheDocument();
  });
});
