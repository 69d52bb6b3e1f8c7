import { data } from "react-router";
import type { Route } from "./+types/enquiry";
import { EnquiryAnswer } from "~/components/forms/enquiry-answer";
import { receiveEnquiry } from "~/server/intake.server";
import { getRuntime } from "~/server/runtime.server";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";

/**
 * POST /enquiry: where the forms post without JavaScript (or before it has loaded). The answer
 * page shows the confirmation with its reference number, or the form again with every typed
 * value and the messages next to the fields.
 */
export async function action({ request }: Route.ActionArgs) {
  const result = await receiveEnquiry(request, getRuntime());
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (!result.ok && result.retryAfter) headers["Retry-After"] = String(result.retryAfter);
  return data(result, { status: result.status, headers });
}

export const meta = () => [
  ...pageMeta({
    locale: "en",
    title: "Your enquiry",
    description: `Your enquiry to ${site.brand}.`,
  }),
  { name: "robots", content: "noindex" },
];

export default function EnquiryPage({ actionData }: Route.ComponentProps) {
  return actionData ? <EnquiryAnswer result={actionData} /> : null;
}
