import { staffText } from "~/content/staff";
import type { SecurityEvent } from "~/server/staff.server";
import { LogLine, StaffLog } from "./staff-log";

/** The security log's lines, newest first. */
export function SecurityLogList({ events }: { events: readonly SecurityEvent[] }) {
  return (
    <StaffLog empty={staffText.securityLogNone}>
      {events.map((event) => (
        <LogLine key={event.id} at={event.createdAt} action={event.action} actor={event.actor}>
          <span className="text-stone-700 [overflow-wrap:anywhere]">{event.detail}</span>
        </LogLine>
      ))}
    </StaffLog>
  );
}
