import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ShownName } from "~/content/catalogue-words";
import { textsFor } from "~/content/text-modules";
import type { Locale } from "~/i18n/locales";
import { PackageNamesText } from "./package-names";

/** The packages' note of the get-started page in `locale`, naming `names`. */
function note(locale: Locale, names: readonly ShownName[]) {
  const { packages } = textsFor(locale, ["getStarted"]).getStarted;
  const { container } = render(
    <p>
      <PackageNamesText template={packages.text} list={packages.names} names={names} />
    </p>,
  );
  return container.querySelector("p")!;
}

describe("the packages' names in a sentence", () => {
  it("lists three names by each language's own template", () => {
    const names = [{ name: "Small" }, { name: "Medium" }, { name: "Large" }];
    expect(note("en", names).textContent).toMatch(/^Our Small, Medium and Large packages cover /);
    expect(note("am", names).textContent).toMatch(/^Small፣ Medium እና Large ፓኬጆቻችን /);
    expect(note("om", names).textContent).toMatch(/^Paakeejiiwwan keenya Small, Medium fi Large /);
  });

  it("names the seed's packages in each language's words", () => {
    const seed = (locale: Locale) =>
      Object.values(textsFor(locale, ["products"]).products.packages).map(({ name }) => ({ name }));
    expect(note("en", seed("en")).textContent).toContain("Starter, Professional and Enterprise");
    expect(note("am", seed("am")).textContent).toContain("መነሻ፣ ፕሮፌሽናል እና ኢንተርፕራይዝ ፓኬጆቻችን");
    expect(note("om", seed("om")).textContent).toContain("Jalqabaa, Ogummaa fi Intarpiraayizii");
  });

  it("marks just a name that fell back to English, inside the language's sentence", () => {
    const paragraph = note("om", [
      { name: "Family Farm", lang: "en" },
      { name: "Ogummaa" },
      { name: "Intarpiraayizii" },
    ]);
    const marked = paragraph.querySelectorAll("[lang]");
    expect(marked).toHaveLength(1);
    expect(marked[0]?.getAttribute("lang")).toBe("en");
    expect(marked[0]?.textContent).toBe("Family Farm");
    expect(paragraph.textContent).toMatch(/^Paakeejiiwwan keenya Family Farm, Ogummaa fi /);
  });
});
