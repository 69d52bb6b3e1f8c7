import { locales } from "~/i18n/locales";
import { describe, expect, it } from "vitest";
import { formatPrice } from "~/i18n/format";
import { illustrations } from "./illustrations";
import { findPackage, packages, startingPriceUsd } from "./packages";
import { findProduct, packageQuotePath, productQuotePath, products } from "./products";
import { findService } from "./services";
import {
  consultationPath,
  farmerStories,
  serviceQuotePath,
  heroSlides,
  servicesStats,
} from "./services-page";
import { productsText } from "./catalogues";

describe("products", () => {
  it("lists the six components with the spec's starting prices, in order", () => {
    expect(products.map((p) => [p.title, p.fromUsd])).toEqual([
      ["Solar Panels", 500],
      ["Batteries", 800],
      ["Solar Pumps", 1200],
      ["Pump Controllers", 300],
      ["Remote Monitoring", 200],
      ["Complete Systems", 3000],
    ]);
  });

  it("has unique URL-safe ids, findable for the quote form, and an illustration each", () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    for (const product of products) {
      expect(product.id).toMatch(/^[a-z0-9-]+$/);
      expect(findProduct(product.id)).toBe(product);
      expect(illustrations[product.image]).toBeDefined();
      expect(product.features.length).toBeGreaterThanOrEqual(3);
    }
    expect(findProduct("nope")).toBeUndefined();
    expect(findProduct(null)).toBeUndefined();
  });

  it("builds quote links that carry the product or package", () => {
    expect(productQuotePath("solar-pumps")).toBe("/get-started?product=solar-pumps");
    expect(packageQuotePath("professional")).toBe("/get-started?package=professional");
  });
});

describe("packages", () => {
  it("has the spec's three packages, prices, sizes and support, Professional most popular", () => {
    expect(packages.map((p) => [p.id, p.priceUsd, p.recommended])).toEqual([
      ["starter", 3500, false],
      ["professional", 7500, true],
      ["enterprise", 15000, false],
    ]);
    expect(startingPriceUsd).toBe(3500);
    const text = (id: string) => findPackage(id)?.features.join(" | ");
    // Hectares depend on the crop and the water depth; the pump takes the whole array (0055).
    expect(text("starter")).toMatch(/typically up to 1 ha.*2 kW.*2 HP.*1 year/i);
    expect(text("professional")).toMatch(/typically up to 2.5 ha.*5 kW.*4 HP.*2 years/i);
    expect(text("enterprise")).toMatch(/typically up to 5 ha.*10 kW.*10 HP.*3 years/i);
  });
});

describe("services page content", () => {
  it("has the spec's headline figures and three hero slides with known illustrations", () => {
    expect(servicesStats.map((s) => s.id)).toEqual(["farmers", "regions", "systems", "staff"]);
    expect(heroSlides).toHaveLength(3);
    for (const slide of heroSlides) expect(illustrations[slide]).toBeDefined();
  });

  it("ties every farmer story to a real service", () => {
    for (const story of farmerStories) expect(findService(story.service)).toBeDefined();
  });

  it("links a service to the contact and quote forms", () => {
    expect(consultationPath("training")).toBe("/contact?service=training");
    expect(serviceQuotePath("maintenance")).toBe("/get-started?service=maintenance");
  });
});

describe("products and packages in every language", () => {
  it("writes prices with Intl for the language: whole dollars, grouped, Arabic numerals", () => {
    expect(formatPrice("en", 1200)).toBe("$1,200");
    expect(formatPrice("am", 15000)).toBe("$15,000");
    for (const locale of ["en", "am"] as const) {
      expect(productsText[locale].card.from).toContain("{price}");
      expect(productsText[locale].meta.description).toContain("{price}");
    }
  });

  it("keeps the English words of the data, and writes Amharic in Ge'ez", () => {
    expect(productsText.en.products["solar-pumps"].title).toBe("Solar Pumps");
    expect(productsText.en.packages.professional.name).toBe("Professional");
    for (const locale of locales) {
      for (const product of products)
        expect(productsText[locale].products[product.id].features).toHaveLength(
          product.features.length,
        );
      for (const item of packages)
        expect(productsText[locale].packages[item.id].features).toHaveLength(item.features.length);
    }
    const words =
      strings(productsText.am)
        .join(" ")
        .replace(/\{\w+\}/g, "")
        .match(/[A-Za-z]+/g) ?? [];
    expect(words.filter((word) => !["kW", "ha", "m", "h", "SMS"].includes(word))).toEqual([]);
  });
});

/** Every string in a text module (its values, not its keys). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("warranty and support", () => {
  it("says what each warranty covers, and calls the packages' years maintenance visits and phone support", async () => {
    const { chromeEnglish } = await import("./chrome");
    const { aboutEnglish } = await import("./about");
    const { services } = await import("./services");
    const { servicesPageEnglish } = await import("./services-page");
    const { getStartedEnglish } = await import("./get-started");
    const { faqs } = await import("./contact");
    const texts = JSON.stringify([
      chromeEnglish,
      aboutEnglish,
      services,
      servicesPageEnglish,
      getStartedEnglish,
      faqs,
      packages,
      products,
    ]);
    // Every "N-year warranty" or "warranty of N years" says what it covers.
    const claims = texts.match(
      /[^".]*\d+[- ]years?[^".]*warrant[^".]*|[^".]*warrant[^".]*\d+ years?[^".]*/gi,
    );
    expect(claims?.length).toBeGreaterThanOrEqual(5);
    for (const claim of claims ?? []) {
      if (/25-year power warranty/.test(claim)) continue; // the panels' maker's power guarantee
      expect(claim).toMatch(/pumps and (solar )?panels/i);
    }
    expect(texts).not.toMatch(/\d+ years? of support/);
    expect(packages.map((item) => item.features.at(-1))).toEqual([
      "1 year of maintenance visits and phone support",
      "2 years of maintenance visits and phone support",
      "3 years of maintenance visits and phone support",
    ]);
  });
});
