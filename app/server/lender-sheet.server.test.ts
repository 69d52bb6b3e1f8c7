import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "~/i18n/format";
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
});
