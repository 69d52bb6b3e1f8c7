import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatBirr,
  formatDate,
  formatNumber,
  formatPrice,
  formatUsdInBirr,
  formatYear,
  roundBirr,
  sumOfShown,
} from "./format";
import { listComma } from "./list-comma";
import { formatTimeOfDay } from "./clock";
import { defaultLocale, localeInfo, locales } from "./locales";

describe("birr", () => {
  it("rounds as a price is spoken", () => {
    expect(roundBirr(843)).toBe(840);
    // A total beside its parts is their sum as shown: 260,000 + 20,800, not 281,000.
    expect(sumOfShown(260_000, 20_800)).toBe(280_800);
    expect(formatBirr("en", sumOfShown(259_990, 20_790), true)).toBe("280,800\u00a0birr");
    expect(formatBirr("en", 280_800)).toBe("281,000\u00a0birr");
    expect(roundBirr(7_466.67)).toBe(7_500);
    expect(roundBirr(99_949)).toBe(99_900);
    expect(roundBirr(1_126_480)).toBe(1_126_000);
    expect(roundBirr(0)).toBe(0);
  });

  it("never goes down when the amount goes up", () => {
    let previous = -Infinity;
    for (let birr = 0; birr < 300_000; birr += 97) {
      const rounded = roundBirr(birr);
      expect(rounded).toBeGreaterThanOrEqual(previous);
      previous = rounded;
    }
  });

  it("writes birr in each language, the dollars beside a converted price", () => {
    // The figure and its unit are joined by a no-break space: a line never ends between them.
    expect(formatBirr("en", 7_466.67)).toBe("7,500\u00a0birr");
    expect(formatBirr("am", 7_466.67)).toBe("7,500\u00a0ብር");
    expect(formatBirr("om", 7_466.67)).toBe("qarshii\u00a07,500");
    expect(formatUsdInBirr("en", 7_500, 150)).toBe("1,125,000\u00a0birr ($7,500)");
    expect(formatUsdInBirr("am", 7_500, 150)).toBe("1,125,000\u00a0ብር ($7,500)");
  });
});

const samples = [0, 7, 1234.5, 98, 12500, 9_800_000];

describe("numbers written without Intl", () => {
  // The site's numbers are written by hand (format.ts says why); Intl, with the default language's
  // conventions that every language of the list shares (below), is the reference.
  const intlNumber = (value: number, digits: number) =>
    new Intl.NumberFormat(localeInfo[defaultLocale].intl, { maximumFractionDigits: digits }).format(
      value,
    );
  const intlPrice = (value: number) =>
    new Intl.NumberFormat(localeInfo[defaultLocale].intl, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    }).format(value);
  /** Doubles of every size the site shows, and the awkward ones: halves, x.xx5, negatives, -0. */
  const amounts = fc.oneof(
    fc.double({ min: -1e12, max: 1e12, noNaN: true }),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
    fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 2),
    fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 9.995, 999.95, 999_999.5, -0.3, 1e-7),
  );

  it("match Intl's for any amount and 0 – 2 decimals", () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 2 }), (value, digits) => {
        expect(formatNumber(defaultLocale, value, digits)).toBe(intlNumber(value, digits));
      }),
      { numRuns: 5_000 },
    );
  });

  it("match Intl's prices in whole dollars for any amount", () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatPrice(defaultLocale, value)).toBe(intlPrice(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it("round a half away from zero on the number as written", () => {
    expect(formatNumber("en", 1.005, 2)).toBe("1.01");
    expect(formatNumber("en", 9.995, 2)).toBe("10");
    expect(formatNumber("en", -2.5)).toBe("-3");
    expect(formatNumber("en", 1234.5, 1)).toBe("1,234.5");
    expect(formatPrice("en", -3500)).toBe("-$3,500");
  });
});

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

  it("writes Amharic dates in the Ethiopian calendar, month first, as offices write them", () => {
    expect(formatDate("am", "2026-03-12T00:00:00Z")).toBe("መጋቢት 3 ቀን 2018\u00a0ዓ.ም.");
    expect(formatDate("am", "2025-09-20T00:00:00Z")).toBe("መስከረም 10 ቀን 2018\u00a0ዓ.ም.");
    expect(formatDate("am", "2023-01-15", "month")).toBe("ጥር 2015\u00a0ዓ.ም.");
    expect(formatDate("am", "2025-09-10T00:00:00Z", "year")).toBe("2017\u00a0ዓ.ም.");
  });

  it("writes a Gregorian year as the Ethiopian year covering most of it", () => {
    expect(formatYear("am", 2023)).toBe("2015\u00a0ዓ.ም.");
    expect(formatYear("am", 2025)).toBe("2017\u00a0ዓ.ም.");
    expect(formatYear("en", 2023)).toBe("2023");
    expect(formatYear("om", 2024)).toBe("2024");
  });

  it("writes English dates day first", () => {
    expect(formatDate("en", "2025-09-20T00:00:00Z")).toBe("20 September 2025");
  });

  it("writes Oromo dates in the Gregorian calendar with Oromo month names", () => {
    expect(formatDate("om", "2026-03-12T00:00:00Z")).toBe("Bitootessa 12, 2026");
    expect(formatDate("om", "2023-09-01T00:00:00Z", "month")).toBe("Fulbaana 2023");
  });
});

describe("formatTimeOfDay", () => {
  // Local times: the clock is the visitor's; each Date is built in the test's own time zone.
  const at = (hours: number, minutes: number) => new Date(2026, 2, 12, hours, minutes);

  it("writes Amharic times on the Ethiopian clock, hours counted from 6 in the morning", () => {
    expect(formatTimeOfDay("am", at(9, 0))).toBe("ከጠዋቱ 3:00");
    expect(formatTimeOfDay("am", at(6, 30))).toBe("ከጠዋቱ 12:30");
    expect(formatTimeOfDay("am", at(12, 0))).toBe("ከቀኑ 6:00");
    expect(formatTimeOfDay("am", at(14, 5))).toBe("ከቀኑ 8:05");
    expect(formatTimeOfDay("am", at(18, 0))).toBe("ከምሽቱ 12:00");
    expect(formatTimeOfDay("am", at(23, 59))).toBe("ከምሽቱ 5:59");
    expect(formatTimeOfDay("am", at(0, 30))).toBe("ከሌሊቱ 6:30");
    expect(formatTimeOfDay("am", at(5, 15))).toBe("ከሌሊቱ 11:15");
  });

  it("keeps Intl's clock for the other languages", () => {
    expect(formatTimeOfDay("en", at(14, 5))).toBe("14:05");
    expect(formatTimeOfDay("en", at(9, 0))).toBe("9:00");
  });
});

describe("the comma between a list's parts", () => {
  it("is the Ethiopic comma in Ge'ez script (a report's author and role, an address), else the Latin one", () => {
    expect(listComma("am")).toBe("\u1363 ");
    expect(`ሜሮን ታደሰ${listComma("am")}የፕሮጀክት ሥራ አስኪያጅ`).toBe("ሜሮን ታደሰ፣ የፕሮጀክት ሥራ አስኪያጅ");
    expect(listComma("om")).toBe(", ");
    expect(listComma("en")).toBe(", ");
  });
});
