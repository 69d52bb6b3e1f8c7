import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heroSlides, servicesStats } from "~/content/services-page";
import { textsFor } from "~/content/text-modules";
import { InFrame } from "~/i18n/test-frame";
import { ServicesHero } from "./services-hero";
import { servicesPageText } from "~/content/catalogues";

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: reduce && query.includes("reduce"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderHero() {
  render(
    <InFrame path="/services" data={{ text: textsFor("en", ["servicesPage"]) }}>
      <ServicesHero slides={heroSlides} stats={servicesStats} />
    </InFrame>,
  );
}

const { hero } = servicesPageText.en;
const [first, second, third] = heroSlides.map((slide) => hero.slides[slide]) as [
  string,
  string,
  string,
];

describe("ServicesHero", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the h1, the four headline figures and the first slide", () => {
    stubReducedMotion(false);
    renderHero();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(hero.title);
    for (const figure of ["200+", "12", "150+", "30+"]) {
      expect(screen.getByText(figure, { selector: "dd" })).toBeInTheDocument();
    }
    expect(screen.getByText(first)).toBeInTheDocument();
  });

  it("changes the background every 5 s and wraps around", () => {
    stubReducedMotion(false);
    renderHero();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(first)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(second)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText(third)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText(first)).toBeInTheDocument();
  });

  it("stops with the pause button and starts again with play", () => {
    stubReducedMotion(false);
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Pause background slideshow" }));
    // Clicking moved the pointer onto the hero; take it away to prove the button alone pauses.
    fireEvent.mouseLeave(screen.getByTestId("services-hero"));
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText(first)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Play background slideshow" }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText(second)).toBeInTheDocument();
  });

  it("holds still while the pointer is over it or focus is inside it", () => {
    stubReducedMotion(false);
    renderHero();
    const hero = screen.getByTestId("services-hero");
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText(first)).toBeInTheDocument();
    fireEvent.mouseLeave(hero);
    act(() => screen.getByRole("link", { name: "Get Started" }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText(first)).toBeInTheDocument();
    act(() => screen.getByRole("link", { name: "Get Started" }).blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText(second)).toBeInTheDocument();
  });

  it("never rotates, and offers no pause button, under reduced motion", () => {
    stubReducedMotion(true);
    renderHero();
    expect(screen.queryByRole("button", { name: /slideshow/ })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText(first)).toBeInTheDocument();
  });
});
