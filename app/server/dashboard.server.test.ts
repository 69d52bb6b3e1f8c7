// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  callbackForm,
  homeForm,
  visitForm,
  type EnquiryFormDefinition,
} from "~/content/enquiry-forms";
import { parseEnquiry } from "~/lib/enquiry-schema";
import { dashboard, defaultRange, rangeFromSearch } from "./dashboard.server";
import { openDatabase } from "./db.server";
import { saveEnquiry, setLeadStatus } from "./enquiries.server";

type Db = ReturnType<typeof openDatabase>;
let n = 0;
function lead(
  db: Db,
  form: EnquiryFormDefinition,
  values: Record<string, string>,
  page: string,
  at: string,
) {
  const parsed = parseEnquiry(form, { phone: "0911234567", ...values });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  n += 1;
  return saveEnquiry(db, {
    enquiry: parsed.enquiry,
    idempotencyKey: `key-dash${String(n).padStart(4, "0")}`,
    page,
    language: "en",
    channels: [],
    now: new Date(at),
  }).reference;
}

// Wednesday 3 December 2025, noon in Addis Ababa.
const now = new Date("2025-12-03T09:00:00Z");

describe("the dashboard", () => {
  it("counts leads per week by kind and page, per region, the funnel and the reply times", () => {
    const db = openDatabase(":memory:");
    // Week of Monday 24 November.
    const a = lead(db, homeForm, {}, "/", "2025-11-24T06:00:00Z");
    const b = lead(db, homeForm, {}, "/am", "2025-11-26T06:00:00Z");
    // Sunday 30 November, 23:30 in Addis Ababa (20:30 UTC): still that week.
    const c = lead(db, callbackForm, { name: "X" }, "/contact?x=1", "2025-11-30T20:30:00Z");
    // Week of Monday 1 December (Sunday 21:30 UTC is Monday 00:30 in Addis Ababa).
    const d = lead(
      db,
      visitForm,
      { name: "Y", region: "Amhara", place: "Bahir Dar", week: "next-week" },
      "/site-visit",
      "2025-11-30T21:30:00Z",
    );
    lead(db, homeForm, {}, "/", "2025-12-02T06:00:00Z");
    // Answers: a in 2 h, b in 30 h, c in 4 h; d quoted then lost.
    setLeadStatus(db, a, "contacted", "s", new Date("2025-11-24T08:00:00Z"));
    setLeadStatus(db, a, "quoted", "s", new Date("2025-11-25T08:00:00Z"));
    setLeadStatus(db, a, "won", "s", new Date("2025-11-28T08:00:00Z"));
    setLeadStatus(db, b, "contacted", "s", new Date("2025-11-27T12:00:00Z"));
    setLeadStatus(db, c, "quoted", "s", new Date("2025-12-01T00:30:00Z"));
    setLeadStatus(db, d, "quoted", "s", new Date("2025-12-01T06:00:00Z"));
    setLeadStatus(db, d, "lost", "s", new Date("2025-12-02T06:00:00Z"));

    const figures = dashboard(db, { from: "2025-11-24", to: "2025-12-03" }, now);
    expect(figures.total).toBe(5);
    expect(figures.weeks.map((w) => [w.week, w.total, w.byKind])).toEqual([
      ["2025-11-24", 3, { home: 2, callback: 1 }],
      ["2025-12-01", 2, { visit: 1, home: 1 }],
    ]);
    expect(figures.weeks.map((w) => w.byPage)).toEqual([
      { "/": 1, "/am": 1, "/contact": 1 },
      { "/site-visit": 1, "/": 1 },
    ]);
    expect(figures.pages).toEqual([
      { page: "/", count: 2 },
      { page: "/am", count: 1 },
      { page: "/contact", count: 1 },
      { page: "/site-visit", count: 1 },
    ]);
    // Only the site-visit form asks for the region.
    expect(figures.regions.map((r) => [r.region, r.count, r.share])).toEqual([
      ["(not given)", 4, 0.8],
      ["Amhara", 1, 0.2],
    ]);
    // d reached Quoted before it was lost; the fifth lead is still New.
    expect(figures.funnel).toEqual({ received: 5, contacted: 4, quoted: 3, won: 1, lost: 1 });
    // Answered after 2 h (a), 30 h (b), 4 h (c) and 8.5 h (d): median (4 + 8.5) / 2 h.
    expect(figures.medianResponseMinutes).toBe(375);
    // Due: the four answered; the fifth is 27 h old and unanswered. In time: a, c, d.
    expect(figures.withinPromise).toEqual({ count: 3, of: 5 });
  });

  it("reads its range from the address, or shows the last 12 weeks", () => {
    expect(defaultRange(now)).toEqual({ from: "2025-09-15", to: "2025-12-03" });
    expect(rangeFromSearch(new URLSearchParams("from=2025-12-01&to=2025-11-01"), now)).toEqual({
      from: "2025-11-01",
      to: "2025-12-01",
    });
    expect(rangeFromSearch(new URLSearchParams("from=garbage"), now)).toEqual(defaultRange(now));
    expect(dashboard(openDatabase(":memory:"), defaultRange(now), now).weeks).toHaveLength(12);
  });

  it("takes no day outside 2000–2100 nor a day the calendar lacks, and counts weeks to any last day", () => {
    for (const query of [
      "from=9999-12-01&to=9999-12-31",
      "from=1999-12-27&to=2100-01-01x",
      "from=2025-02-30&to=2025-13-01",
    ])
      expect(rangeFromSearch(new URLSearchParams(query), now), query).toEqual(defaultRange(now));
    expect(rangeFromSearch(new URLSearchParams("from=2100-12-01&to=2100-12-31"), now)).toEqual({
      from: "2100-12-01",
      to: "2100-12-31",
    });
    // The last weeks before the year 10000, whose next Monday no longer writes as YYYY-MM-DD:
    // the weeks end at the range's last day.
    const weeks = dashboard(
      openDatabase(":memory:"),
      { from: "9999-12-20", to: "9999-12-31" },
      now,
    ).weeks.map((row) => row.week);
    expect(weeks).toEqual(["9999-12-20", "9999-12-27"]);
  });
});
