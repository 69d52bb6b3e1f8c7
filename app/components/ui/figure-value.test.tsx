import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { figureScale, FigureValue } from "./figure-value";

describe("figureScale", () => {
  it("keeps figures of up to five characters at their box's size", () => {
    for (const figure of ["8", "200+", "%150", "+185%", "1,250"])
      expect(figureScale(figure)).toBe("");
  });

  it("steps a longer figure down, relative to its box's size", () => {
    expect(figureScale("1,250+")).toBe("text-[0.75em]");
    expect(figureScale("12,500+")).toBe("text-[0.75em]");
    expect(figureScale("125,000+")).toBe("text-[0.6em]");
  });

  it("leaves words at their size, however long", () => {
    expect(figureScale("Birr 100M+")).toBe("");
    expect(figureScale("Addis Ababa")).toBe("");
    expect(figureScale("ሚሊዮን 120")).toBe("");
  });
});

describe("FigureValue", () => {
  it("shows the figure as typed, in a smaller span only when it is long", () => {
    const { container, rerender } = render(<FigureValue value="200+" />);
    expect(container.innerHTML).toBe("200+");
    rerender(<FigureValue value="12,500+" />);
    expect(container.innerHTML).toBe('<span class="text-[0.75em]">12,500+</span>');
  });
});
