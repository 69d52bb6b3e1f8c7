import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, roundBirr } from "~/i18n/format";
import { locales, type Locale } from "~/i18n/locales";
import { publishedLenderSheet } from "./lender-sheet.server";

// The sheet reads the published settings: a database of the seed, in memory.
vi.stubEnv("DATABASE_PATH", ":memory:");

/** The sheet of the example estimate, as the route's loader makes it. */
const sheet = (locale: Locale) => publishedLenderSheet(new URLSearchParams(), locale);

describe("the lender sheet", () => {
  afterEach(() => void vi.useRealTimers());

  it("is prepared on the office's day: at 01:30 in Addis Ababa, not UTC's yesterday", () => {
    // 22:30 UTC on 25 November is 01:30 East Africa Time on 26 November.
    vi.useFakeTimers({ now: new Date("2026-11-25T22:30:00Z") });
    expect(sheet("en").prepared).toMatch(/^Prepared on 26 November 2026 /);
    for (const locale of locales) {
      expect(sheet(locale).prepared, locale).toContain(formatDate(locale, "2026-11-26"));
      expect(sheet(locale).prepared, locale).not.toContain(formatDate(locale, "2026-11-25"));
    }
  });

  it("lends the price as shown less the down payment as shown: on paper they add up", () => {
    // Prices whose rounding apart missed by 1,000 birr (1,231,600 shown as 1,232,000, lent
    // 985,280 shown as 985,000), and down payments whose part rounds to 100 birr, not 1,000.
    const birr = (value: string | undefined) => Number(value?.replace(/[^\d]/g, ""));
    let checked = 0;
    for (const area of ["0.5", "0.8", "1.3", "2", "2.7", "3.4", "4.5", "6"]) {
      for (const down of ["10", "15", "20", "25", "32.5"]) {
        const rows = publishedLenderSheet(new URLSearchParams({ area, loanDown: down }), "en")
          .blocks?.loan;
        const price = birr(rows?.find((row) => row.id === "sheet-loan-price")?.value);
        const lent = birr(rows?.find((row) => row.id === "sheet-lent")?.value);
        expect(price, `${area} ha`).toBeGreaterThan(0);
        expect(price - lent, `${area} ha, ${down} % down`).toBe(
          roundBirr((price * Number(down)) / 100),
        );
        checked += 1;
      }
    }
    expect(checked).toBe(40);
  });

  it("offers 'no pump today', and then says so under the fuel and leaves fuel out of the cash flow", () => {
    for (const locale of locales) {
      expect(sheet(locale).form.engines, locale).toEqual(["petrol", "diesel", "none"]);
    }
    const petrol = sheet("en").blocks!;
    expect(petrol.fuelTitle).toBe("Fuel bought today for the same water");
    expect(petrol.fuelNote).toBeUndefined();
    expect(petrol.cashFlow?.rows.map((row) => row.label)).toEqual([
      "Crop sales",
      "Petrol no longer bought",
      "Loan instalment",
    ]);
    const none = publishedLenderSheet(new URLSearchParams({ engine: "none" }), "en").blocks!;
    expect(none.fuelTitle).toBe("Fuel an engine pump would burn for the same water");
    expect(none.fuelNote).toBe(
      "The farmer has no engine pump today: the cash flow counts no fuel saved.",
    );
    expect(none.cashFlow?.rows.map((row) => row.label)).toEqual(["Crop sales", "Loan instalment"]);
    // Nothing comes in: what is left is the instalment, negative.
    expect(none.cashFlow?.net.during).toBe(none.cashFlow?.rows[1]?.during);
    const am = publishedLenderSheet(new URLSearchParams({ engine: "none" }), "am").blocks!;
    expect(am.fuelNote).toBe("አርሶ አደሩ ዛሬ የሞተር ፓምፕ የለውም፤ ወርሃዊ ገቢና ወጪው የተቆጠበ ነዳጅ አይቆጥርም።");
  });

  it("shows no cash flow for a crop income typed wrong, and says why there", () => {
    const wrong = publishedLenderSheet(
      new URLSearchParams({ incomeYield: "150", incomePrice: "3000", harvests: "5" }),
      "en",
    ).blocks!;
    expect(wrong.cashFlow).toBeUndefined();
    expect(wrong.cashFlowMessage).toBe(
      "The crop income could not be worked out: type the harvest and the price as numbers, and 1 to 4 harvests a year.",
    );
    const noLoan = publishedLenderSheet(new URLSearchParams({ loanMonths: "0" }), "en").blocks!;
    expect(noLoan.cashFlowMessage).toBe(
      "The loan terms are not valid: change them below the sheet.",
    );
    expect(sheet("en").blocks!.cashFlowMessage).toBeUndefined();
  });

  it("says when the borehole to drill is deeper than the company's own rigs drill", () => {
    const drillingRow = (depth: string, locale: Locale = "en") =>
      publishedLenderSheet(
        new URLSearchParams({ drill: "yes", depth }),
        locale,
      ).blocks?.system.find((row) => row.id === "sheet-drilling")?.value;
    expect(drillingRow("30")).not.toContain("rigs");
    expect(drillingRow("35")).toContain(
      "That is deeper than our own rigs drill (60\u00a0m): ask our engineers who can drill it.",
    );
    expect(drillingRow("35", "am")).toContain("መሐንዲሶቻችንን ይጠይቁ");
  });

  it("names the estimate's crop in the crop field's hint, and has no hint when there is no estimate", () => {
    expect(sheet("en").form.cropHint).toMatch(
      /^Leave empty for the crop of your estimate \(.+\)\.$/,
    );
    for (const locale of locales) {
      const invalid = publishedLenderSheet(new URLSearchParams({ area: "-1" }), locale);
      expect(invalid.form.cropHint, locale).toBeUndefined();
    }
  });
});
