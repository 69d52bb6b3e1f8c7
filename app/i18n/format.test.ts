import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatPrice } from "./format";
import { defaultLocale, localeInfo, locales } from "./locales";

const samples = [0, 7, 1234.5, 98, 12500, 9_800_000];

describe("formatting", () => {
  // A browser lacking a language's locale data writes its numbers like the default language's
  // (`intlTag`): that must change nothing a visitor reads, or hydration would change the page.
  for (const locale of locales) {
    it(`${locale} numbers and prices read the same with the default language's conventions`, () => {
      const own = localeInfo[locale].intl;
      const fallback = localeInfo[defaultLocale].intl;
      for (const value of samples) {
        for (const digits of [0, 1]) {
          const options = { maximumFractionDigits: digits };
          expect(new Intl.NumberFormat(own, options).format(value)).toBe(
            new Intl.NumberFormat(fallback, options).format(value),
          );
        }
        const price = {
          style: "currency",
          currency: "USD",
          currencyDisplay: "narrowSymbol",
          maximumFractionDigits: 0,
        } as const;
        expect(new Intl.NumberFormat(own, price).format(value)).toBe(
          new Intl.NumberFormat(fallback, price).format(value),
        );
      }
      expect(formatNumber(locale, 12500)).toBe("12,500");
      expect(formatPrice(locale, 3500)).toBe("$3,500");
    });
  }

  it("writes Oromo dates in the Gregorian calendar with Oromo month names", () => {
    expect(formatDate("om", "2026-03-12T00:00:00Z")).toBe("Bitootessa 12, 2026");
    expect(formatDate("om", "2023-09-01T00:00:00Z", "month")).toBe("Fulbaana 2023");
  });
});
