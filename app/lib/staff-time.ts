/**
 * Times in the staff inbox: stored in UTC, shown in East Africa Time (Addis Ababa, UTC+3 all
 * year), with the date also in the Ethiopian calendar as people in Ethiopia write it
 * ("ኅዳር 16 ቀን 2019 ዓ.ም."). Formatted on the server: the browser's locale data may differ.
 */

/** The time zone of the company's offices. */
export const officeTimeZone = "Africa/Addis_Ababa";

/** East Africa Time has no daylight saving: always three hours ahead of UTC. */
const EAT_OFFSET_MS = 3 * 3_600_000;

const gregorian = new Intl.DateTimeFormat("en-GB", {
  timeZone: officeTimeZone,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const ethiopian = new Intl.DateTimeFormat("am-ET-u-ca-ethiopic", {
  timeZone: officeTimeZone,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "2026-11-25T14:32:00.000Z" → "Wed 25 Nov 2026, 17:32 EAT". */
export function formatEat(iso: string): string {
  const parts = Object.fromEntries(
    gregorian.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} EAT`;
}

/** "2026-11-25T14:32:00.000Z" → "ኅዳር 16 ቀን 2019 ዓ.ም." (the Ethiopian calendar, in Addis Ababa). */
export function formatEthiopianDate(iso: string): string {
  const parts = Object.fromEntries(
    ethiopian.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day} ቀን ${parts.year} ዓ.ም.`;
}

/** A day of the calendar as staff pages write it: "2026-11-01" → "1 Nov 2026". */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    dateStyle: "medium",
    timeZone: "UTC",
  });
}

/** A day of the calendar as `YYYY-MM-DD` that exists: "2026-02-30" and "2026-13-45" do not. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** What is wrong with a date filter as typed: not a day that exists, or a To before its From. */
export type DayProblem = "not-a-day" | "before-from";

/** The problems of a From – To range as typed (either may be empty); none for a good range. */
export function dayRangeProblems(
  from: string,
  to: string,
): { readonly from?: DayProblem; readonly to?: DayProblem } {
  const fromBad = from !== "" && !isCalendarDay(from);
  const toBad = to !== "" && !isCalendarDay(to);
  return {
    ...(fromBad ? { from: "not-a-day" as const } : {}),
    ...(toBad
      ? { to: "not-a-day" as const }
      : !fromBad && from !== "" && to !== "" && to < from
        ? { to: "before-from" as const }
        : {}),
  };
}

/** The UTC instant a day of the office calendar starts: "2026-11-25" → "2026-11-24T21:00:00.000Z". */
export function eatDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - EAT_OFFSET_MS).toISOString();
}

/** The last millisecond of a day of the office calendar, in UTC. */
export function eatDayEnd(day: string): string {
  return new Date(
    Date.parse(`${day}T00:00:00.000Z`) - EAT_OFFSET_MS + 86_400_000 - 1,
  ).toISOString();
}

/** The office calendar's day of an instant: "2026-11-24T22:00:00.000Z" → "2026-11-25". */
export function eatDay(instant: Date): string {
  return new Date(instant.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);
}

/** How long ago, compactly: "12 min", "5 h 20 min", "3 d 4 h". */
export function formatAge(fromIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(fromIso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
