import type { Route } from "./+types/security-log";
import { SecurityLogList } from "~/components/staff/security-log-list";
import { staffText } from "~/content/staff";
import { logAccess } from "~/server/access-log.server";
import { getRuntime } from "~/server/runtime.server";
import { requireStaff, access } from "~/server/staff-auth.server";
import { SECURITY_LOG_MONTHS, securityEvents } from "~/server/staff.server";
import { staffMeta } from "~/lib/staff-meta";

/** The newest lines shown. */
const SHOWN = 500;

export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.accounts);
  // Its lines name staff and the addresses they signed in from: reading it is logged too.
  logAccess(rt.db, { actor: session.staff.email, action: "view-security-log" });
  return { ...securityEvents(rt.db, SHOWN), months: SECURITY_LOG_MONTHS };
}

export const meta = () => staffMeta(staffText.securityLogTitle);

export default function SecurityLog({ loaderData }: Route.ComponentProps) {
  const { events, total, months } = loaderData;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{staffText.securityLogTitle}</h1>
        <p className="mt-1 max-w-prose text-sm text-stone-700">
          {staffText.securityLogIntro(months)}
        </p>
      </div>
      <p role="status" className="text-sm text-stone-700">
        {staffText.securityLogShown(events.length, total)}
      </p>
      <SecurityLogList events={events} />
    </div>
  );
}
