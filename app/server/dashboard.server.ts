/**
 * The sales dashboard's figures, worked out from the stored leads: leads per week by kind and by
 * page, the share per region, the funnel, and how fast leads are answered. Days and weeks are
 * those of the office calendar (East Africa Time, weeks from Monday).
 */
import type { EnquiryKind } from "~/content/enquiry-forms";
import { eatDay, eatDayEnd, eatDayStart } from "~/lib/staff-time";
import { sql, type Db } from "./db.server";
import { REPLY_PROMISE_MS, type LeadStatus } from "./enquiries.server";

export interface DashboardRange {
  /** First day, YYYY-MM-DD (office calendar). */
  readonly from: string;
  /** Last day, YYYY-MM-DD. */
  readonly to: string;
}

export interface WeekRow {
  /** The Monday the week starts on. */
  readonly week: string;
  readonly total: number;
  readonly byKind: Readonly<Partial<Record<EnquiryKind, number>>>;
  /** Leads by the page their form was on (the path without its query). */
  readonly byPage: Readonly<Record<string, number>>;
}

export interface Dashboard {
  readonly range: DashboardRange;
  readonly total: number;
  readonly weeks: readonly WeekRow[];
  /** Pages that brought leads, most first: the path without its query. */
  readonly pages: readonly { page: string; count: number }[];
  readonly regions: readonly { region: string; count: number; share: number }[];
  readonly funnel: {
    readonly received: number;
    readonly contacted: number;
    readonly quoted: number;
    readonly won: number;
    readonly lost: number;
  };
  /** Median time to the first response, in minutes; null when no lead was answered. */
  readonly medianResponseMinutes: number | null;
  /** Leads answered within 24 hours, of those answered or already past the promise. */
  readonly withinPromise: { readonly count: number; readonly of: number };
}

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of a day's week. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The last 12 weeks, this one included (the default range). */
export function defaultRange(now = new Date()): DashboardRange {
  const today = eatDay(now);
  return { from: addDays(mondayOf(today), -7 * 11), to: today };
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The years a range may name: the company's records start after 2000, and no plan reaches 2100.
 * Far-off years are not days anyone means (9999-12-31 is a typing accident or an attack), and past
 * the year 9999 a day no longer writes as YYYY-MM-DD.
 */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** A calendar day as YYYY-MM-DD, within the years a range may name. */
function isDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  const year = Number(value.slice(0, 4));
  return (
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === value &&
    year >= FIRST_YEAR &&
    year <= LAST_YEAR
  );
}

/** The range from the URL (from, to), or the default; never more than two years, never reversed. */
export function rangeFromSearch(params: URLSearchParams, now = new Date()): DashboardRange {
  const fallback = defaultRange(now);
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const range = {
    from: isDay(from) ? from : fallback.from,
    to: isDay(to) ? to : fallback.to,
  };
  if (range.from > range.to) return { from: range.to, to: range.from };
  if (Date.parse(range.to) - Date.parse(range.from) > 731 * DAY_MS) {
    return { from: addDays(range.to, -731), to: range.to };
  }
  return range;
}

interface Row {
  reference: string;
  kind: EnquiryKind;
  status: LeadStatus;
  region: string | null;
  page: string | null;
  created_at: string;
  first_response_at: string | null;
}

/** The page a lead came from, without its query: "/get-started?package=x" → "/get-started". */
const pageOf = (row: Row) => (row.page ?? "").split(/[?#]/)[0] || "(unknown)";

const stageOrder: Record<LeadStatus, number> = { new: 0, contacted: 1, quoted: 2, won: 3, lost: 3 };

export function dashboard(db: Db, range: DashboardRange, now = new Date()): Dashboard {
  const rows = sql(
    db,
    `SELECT reference, kind, status, region, page, created_at, first_response_at FROM enquiries
      WHERE created_at >= ? AND created_at <= ? AND restricted_at IS NULL ORDER BY created_at`,
  ).all(eatDayStart(range.from), eatDayEnd(range.to)) as Row[];

  // The furthest stage each lead reached: its status now, or one it held before (its history).
  const held = new Map<string, Set<LeadStatus>>();
  for (const event of sql(
    db,
    `SELECT e.reference, e.detail FROM enquiry_events e JOIN enquiries q ON q.reference = e.reference
      WHERE e.action = 'status' AND q.created_at >= ? AND q.created_at <= ? AND q.restricted_at IS NULL`,
  ).all(eatDayStart(range.from), eatDayEnd(range.to)) as { reference: string; detail: string }[]) {
    const to = event.detail.split("→")[1]?.trim().toLowerCase() as LeadStatus | undefined;
    if (!to || !(to in stageOrder)) continue;
    const set = held.get(event.reference) ?? new Set<LeadStatus>();
    set.add(to);
    held.set(event.reference, set);
  }
  const reached = (row: Row, status: LeadStatus) => {
    const statuses = new Set([row.status, ...(held.get(row.reference) ?? [])]);
    const wanted = stageOrder[status];
    return [...statuses].some((s) => s !== "lost" && stageOrder[s] >= wanted);
  };

  const weeks: WeekRow[] = [];
  // Counted in days since 1970, not compared as text: the loop ends whatever days it is given.
  const last = Date.parse(`${range.to}T00:00:00Z`);
  for (
    let time = Date.parse(`${mondayOf(range.from)}T00:00:00Z`);
    time <= last;
    time += 7 * DAY_MS
  ) {
    const week = new Date(time).toISOString().slice(0, 10);
    const end = addDays(week, 6);
    const inWeek = rows.filter((row) => {
      const day = eatDay(new Date(row.created_at));
      return day >= week && day <= end;
    });
    const byKind: Partial<Record<EnquiryKind, number>> = {};
    const byPage: Record<string, number> = {};
    for (const row of inWeek) {
      byKind[row.kind] = (byKind[row.kind] ?? 0) + 1;
      byPage[pageOf(row)] = (byPage[pageOf(row)] ?? 0) + 1;
    }
    weeks.push({ week, total: inWeek.length, byKind, byPage });
  }

  const count = <K extends string>(keys: K[]) => {
    const counts = new Map<K, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const pages = count(rows.map(pageOf)).map(([page, n]) => ({ page, count: n }));
  const regions = count(rows.map((row) => row.region ?? "(not given)")).map(([region, n]) => ({
    region,
    count: n,
    share: rows.length ? n / rows.length : 0,
  }));

  const answered = rows
    .filter((row) => row.first_response_at)
    .map((row) => Date.parse(row.first_response_at!) - Date.parse(row.created_at))
    .sort((a, b) => a - b);
  const middle = answered.length / 2;
  const median =
    answered.length === 0
      ? null
      : answered.length % 2
        ? answered[Math.floor(middle)]!
        : (answered[middle - 1]! + answered[middle]!) / 2;
  const due = rows.filter(
    (row) =>
      row.first_response_at || now.getTime() - Date.parse(row.created_at) >= REPLY_PROMISE_MS,
  );
  const inTime = due.filter(
    (row) =>
      row.first_response_at &&
      Date.parse(row.first_response_at) - Date.parse(row.created_at) < REPLY_PROMISE_MS,
  );

  return {
    range,
    total: rows.length,
    weeks,
    pages,
    regions,
    funnel: {
      received: rows.length,
      contacted: rows.filter((row) => reached(row, "contacted")).length,
      quoted: rows.filter((row) => reached(row, "quoted")).length,
      won: rows.filter((row) => row.status === "won").length,
      lost: rows.filter((row) => row.status === "lost").length,
    },
    medianResponseMinutes: median === null ? null : Math.round(median / 60_000),
    withinPromise: { count: inTime.length, of: due.length },
  };
}
