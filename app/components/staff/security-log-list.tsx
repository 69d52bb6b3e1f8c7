import { staffText } from "~/content/staff";
import type { SecurityEvent } from "~/server/staff.server";
import { LogLine, StaffLog } from "./staff-log";

/** The security log's lines, newest first; `empty` says why there are none. */
export function SecurityLogList({
  events,
  empty,
}: {
  events: readonly SecurityEvent[];
  empty: string;
}) {
  return (
    <StaffLog empty={empty}>
      {events.map((event) => (
        <LogLine key={event.id} at={event.createdAt} action={event.action} actor={event.actor}>
          <span className="text-stone-700 [overflow-wrap:anywhere]">
            {event.detail}
            {event.repeats > 1 ? ` (${staffText.securityLogRepeats(event.repeats)})` : ""}
          </span>
        </LogLine>
      ))}
    </StaffLog>
  );
}
