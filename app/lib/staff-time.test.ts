import { describe, expect, it } from "vitest";
import {
  dayRangeProblems,
  eatDay,
  eatDayEnd,
  eatDayStart,
  formatAge,
  formatDay,
  formatEat,
  formatEthiopianDate,
} from "./staff-time";

describe("times in the staff inbox", () => {
  it("shows a stored UTC time in East Africa Time", () => {
    expect(formatEat("2026-11-25T14:32:00.000Z")).toBe("Wed 25 Nov 2026, 17:32 EAT");
  });

  it("writes a calendar day as the pages do, the same day in any time zone", () => {
    expect(formatDay("2026-11-01")).toBe("1 Nov 2026");
    expect(formatDay("2026-01-31")).toBe("31 Jan 2026");
  });

  it("moves to the next day when it is past midnight in Addis Ababa", () => {
    expect(formatEat("2026-11-27T22:30:00.000Z")).toBe("Sat 28 Nov 2026, 01:30 EAT");
    expect(eatDay(new Date("2026-11-27T22:30:00.000Z"))).toBe("2026-11-28");
  });

  it("writes the date in the Ethiopian calendar", () => {
    expect(formatEthiopianDate("2026-11-25T14:32:00.000Z")).toBe("ኅዳር 16 ቀን 2019 ዓ.ም.");
    // Enkutatash: the Ethiopian new year, 11 September in a Gregorian year before a leap year.
    expect(formatEthiopianDate("2026-09-11T06:00:00.000Z")).toBe("መስከረም 1 ቀን 2019 ዓ.ም.");
  });

  it("filters by whole days of the office calendar", () => {
    expect(eatDayStart("2026-11-25")).toBe("2026-11-24T21:00:00.000Z");
    expect(eatDayEnd("2026-11-25")).toBe("2026-11-25T20:59:59.999Z");
  });

  it("tells a date filter that is not a day, or a To before its From", () => {
    expect(dayRangeProblems("2026-11-01", "2026-11-30")).toEqual({});
    expect(dayRangeProblems("", "2026-11-30")).toEqual({});
    expect(dayRangeProblems("2026-11-30", "2026-11-30")).toEqual({});
    expect(dayRangeProblems("2026-12-01", "2026-11-01")).toEqual({ to: "before-from" });
    expect(dayRangeProblems("2026-13-45", "")).toEqual({ from: "not-a-day" });
    // The date parser would read 30 February as 2 March.
    expect(dayRangeProblems("2026-02-28", "2026-02-30")).toEqual({ to: "not-a-day" });
    expect(dayRangeProblems("yesterday", "2026-01-01")).toEqual({ from: "not-a-day" });
  });

  it("says a lead's age compactly", () => {
    const now = new Date("2026-11-25T12:00:00.000Z");
    expect(formatAge("2026-11-25T11:48:00.000Z", now)).toBe("12 min");
    expect(formatAge("2026-11-25T07:00:00.000Z", now)).toBe("5 h");
    expect(formatAge("2026-11-24T10:40:00.000Z", now)).toBe("25 h 20 min");
    expect(formatAge("2026-11-22T08:00:00.000Z", now)).toBe("3 d 4 h");
    // A clock that went back never shows a negative age.
    expect(formatAge("2026-11-25T12:05:00.000Z", now)).toBe("0 min");
  });
});
