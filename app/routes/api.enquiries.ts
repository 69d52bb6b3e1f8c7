import type { Route } from "./+types/api.enquiries";
import { clientAddressContext } from "~/server/context.server";
import { receiveEnquiry } from "~/server/intake.server";
import { getRuntime } from "~/server/runtime.server";

/**
 * POST /api/enquiries: the forms send here when JavaScript runs (and the offline queue resends
 * here). The answer is JSON: `{ ok, reference }`, or `{ ok: false, message, errors }` with the
 * status that says why (400, 403, 413, 415, 422, 429, 500 when the store failed, 503).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await receiveEnquiry(request, getRuntime(), context.get(clientAddressContext));
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (!result.ok && result.retryAfter) headers["Retry-After"] = String(result.retryAfter);
  return Response.json(result, { status: result.status, headers });
}

export function loader() {
  return Response.json(
    { ok: false, message: "Send an enquiry with POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
