import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showcaseText } from "~/content/catalogues";
import { InFrame } from "~/i18n/test-frame";
import { SizingTeaser } from "./sizing-teaser";

describe("SizingTeaser", () => {
  it("joins its link and its words with the language's own sign: ፦ in Amharic, a colon else", () => {
    const { container } = render(
      <InFrame locale="am" path="/am/get-started">
        <SizingTeaser text={showcaseText.am.sizing} />
        <SizingTeaser />
      </InFrame>,
    );
    const [amharic, english] = [...container.querySelectorAll("p")];
    expect(amharic?.textContent).toBe(
      `${showcaseText.am.sizing.label}፦ ${showcaseText.am.sizing.text}`,
    );
    expect(screen.getAllByRole("link")[0]).toHaveTextContent(showcaseText.am.sizing.label);
    expect(english?.textContent).toBe(
      "Size your system: Estimate the pump, solar array and package your farm needs in a minute.",
    );
  });
});
