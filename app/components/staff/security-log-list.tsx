import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import type { SecurityEvent } from "~/server/staff.server";

/** The security log's lines, newest first: a card a line on a phone, a row on a wide screen. */
export function SecurityLogList({ events }: { events: readonly SecurityEvent[] }) {
  if (events.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
        {staffText.securityLogNone}
      </p>
    );
  }
  return (
    <ol className="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {events.map((event) => (
        <li
          key={event.id}
          className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[13.5rem_15rem_1fr] sm:gap-4"
        >
          <span className="text-stone-600">{formatEat(event.createdAt)}</span>
          <span className="[overflow-wrap:anywhere]">
            <strong>{event.action}</strong>
            <span className="block text-stone-700">{event.actor}</span>
          </span>
          <span className="text-stone-700 [overflow-wrap:anywhere]">{event.detail}</span>
        </li>
      ))}
    </ol>
  );
}
