import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aboutSlideIntervalMs, aboutSlides } from "~/content/about";
import { InFrame } from "~/i18n/test-frame";
import { AboutCarousel } from "./about-carousel";

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const currentDot = () =>
  screen
    .getAllByRole("link", { name: /^Show slide/ })
    .find((dot) => dot.getAttribute("aria-current") === "true");

function renderCarousel() {
  return render(
    <InFrame>
      <AboutCarousel slides={aboutSlides} intervalMs={aboutSlideIntervalMs} label="Slides" />
    </InFrame>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("AboutCarousel", () => {
  it("shows every slide's title and description in the markup", () => {
    stubReducedMotion(false);
    renderCarousel();
    for (const slide of aboutSlides) {
      expect(screen.getByText(slide.title)).toBeInTheDocument();
      expect(screen.getByText(slide.description)).toBeInTheDocument();
    }
  });

  it("selects the slide of the dot that is pressed", () => {
    stubReducedMotion(false);
    renderCarousel();
    expect(currentDot()).toHaveAccessibleName(`Show slide 1: ${aboutSlides[0].title}`);
    fireEvent.click(screen.getByRole("link", { name: `Show slide 3: ${aboutSlides[2].title}` }));
    expect(currentDot()).toHaveAccessibleName(`Show slide 3: ${aboutSlides[2].title}`);
  });

  it("advances every 5 s and wraps around", () => {
    stubReducedMotion(false);
    renderCarousel();
    act(() => vi.advanceTimersByTime(4999));
    expect(currentDot()).toHaveAccessibleName(/Show slide 1/);
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName(/Show slide 2/);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toHaveAccessibleName(/Show slide 1/);
  });

  it("stays put while the pointer is over it and while paused", () => {
    stubReducedMotion(false);
    renderCarousel();
    const wrapper = screen.getByRole("group", { name: "Slides" }).parentElement!;
    fireEvent.mouseEnter(wrapper);
    act(() => vi.advanceTimersByTime(12_000));
    expect(currentDot()).toHaveAccessibleName(/Show slide 1/);
    fireEvent.mouseLeave(wrapper);

    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(currentDot()).toHaveAccessibleName(/Show slide 1/);
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toHaveAccessibleName(/Show slide 2/);
  });

  it("does not advance on its own when the visitor prefers reduced motion", () => {
    stubReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentDot()).toHaveAccessibleName(/Show slide 1/);
  });
});
