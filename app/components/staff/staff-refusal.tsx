import { isRouteErrorResponse } from "react-router";
import { staffText } from "~/content/staff";

/** A refusal's heading, by its status (403, 404, 413), else that something went wrong. */
export function refusalHeading(error: unknown): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return status === 403 || status === 404 || status === 413
    ? staffText.refusal[status]
    : staffText.refusal.other;
}

/**
 * What a staff page answers when it refuses (a role without it, an unknown address, too much
 * sent) or fails: what happened, the server's message saying why, and the way back to the start.
 */
export function StaffRefusal({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? String((error.data as { message?: string } | undefined)?.message ?? "")
    : "";
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-bold sm:text-3xl">{refusalHeading(error)}</h1>
      <p role="alert" className="mt-4">
        {message || staffText.fault}
      </p>
      <p className="mt-4">
        <a href="/staff" className="font-semibold text-field-800 underline">
          {staffText.start}
        </a>
      </p>
    </div>
  );
}
