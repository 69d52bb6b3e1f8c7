import { intlTag } from "./format";
import { localeInfo, type Locale } from "./locales";

/*
 * Times of day, apart from `format.ts`: only the chat shows one, and it loads when opened, so
 * the clock stays out of every page's first script.
 */
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A time of day, in the visitor's time zone, on the language's clock: "14:05" in English,
 * "ከቀኑ 8:05" in Amharic (the Ethiopian clock, its hours counted from 6 in the morning).
 */
export function formatTimeOfDay(locale: Locale, date: Date): string {
  const clock = localeInfo[locale].clock;
  if (!clock) {
    let format = timeFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(intlTag(locale), { hour: "numeric", minute: "2-digit" });
      timeFormats.set(locale, format);
    }
    return format.format(date);
  }
  const hours = date.getHours();
  const period = clock.periods.findLast(([startsAt]) => hours >= startsAt)?.[1] ?? "";
  return fillTime(clock.pattern, {
    period,
    hour: String((hours + 6) % 12 || 12),
    minute: String(date.getMinutes()).padStart(2, "0"),
  });
}

function fillTime(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
