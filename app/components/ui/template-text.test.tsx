import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TemplateText } from "./template-text";

describe("TemplateText", () => {
  it("puts elements into the language's sentence, its punctuation included", () => {
    const { container } = render(
      <p>
        <TemplateText
          template="የሚጨምሩት ካለ በ{phone} ይደውሉልን።"
          parts={{ phone: <a href="tel:+251911000000">+251 911 000 000</a> }}
        />
      </p>,
    );
    expect(container.querySelector("p")?.textContent).toBe("የሚጨምሩት ካለ በ+251 911 000 000 ይደውሉልን።");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("tel:+251911000000");
  });

  it("keeps an unknown placeholder as written and a template without any as it is", () => {
    const { container } = render(
      <p>
        <TemplateText template="{label}፦ {value}" parts={{ label: "ቁመት" }} />
      </p>,
    );
    expect(container.textContent).toBe("ቁመት፦ {value}");
  });
});
