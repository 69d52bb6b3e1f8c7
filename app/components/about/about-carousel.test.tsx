import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aboutSlideIntervalMs, aboutSlides as slideData } from "~/content/about";
import type { Locale } from "~/i18n/locales";
import { InFrame } from "~/i18n/test-frame";
import { AboutCarousel } from "./about-carousel";
import { aboutText, picturesText } from "~/content/catalogues";

/** The slides as the page's loader and route give them, in a language. */
const slidesIn = (locale: Locale) =>
  slideData.map((slide) => ({
    ...slide,
    alt: picturesText[locale][slide.alt],
    ...aboutText[locale].slides[slide.id],
  }));
const aboutSlides = slidesIn("en");

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

function renderCarousel(locale: Locale = "en") {
  return render(
    <InFrame locale={locale}>
      <AboutCarousel
        slides={slidesIn(locale)}
        intervalMs={aboutSlideIntervalMs}
        label="Pictures"
        text={aboutText[locale].carousel}
      />
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
    expect(currentDot()).toHaveAccessibleName("Show slide 1: Founded by two engineers in 2023");
    fireEvent.click(
      screen.getByRole("link", { name: "Show slide 3: Water for whole communities" }),
    );
    expect(currentDot()).toHaveAccessibleName("Show slide 3: Water for whole communities");
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

  it("names its controls and pictures in the page's language", () => {
    stubReducedMotion(true);
    renderCarousel("am");
    expect(screen.getByRole("button", { name: "ተንሸራታች ማሳያውን ያጫውቱ" })).toBeInTheDocument();
    const dot = screen.getByRole("link", { name: "3ኛውን ገጽታ ያሳዩ፦ ለመላው ማኅበረሰብ የሚደርስ ውሃ" });
    fireEvent.click(dot);
    expect(dot).toHaveAttribute("aria-current", "true");
    expect(screen.getByText("ገጽታ 3 ከ3፦ ለመላው ማኅበረሰብ የሚደርስ ውሃ")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "ገጽታዎች" })).toBeInTheDocument();
    expect(screen.getByAltText("በፀሐይ ኃይል በሚሠራ የውሃ ቦኖ ዕቃቸውን የሚሞሉ የመንደሩ ነዋሪዎች")).toBeInTheDocument();
  });

  it("does not advance on its own when the visitor prefers reduced motion", () => {
    stubReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentDot()).toHaveAccessibleName(/Show slide 1/);
  });
});
