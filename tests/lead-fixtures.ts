/**
 * For the staff routes' unit tests: a lead saved on the runtime's own (in-memory) database, as
 * the home page's form sends one.
 */
import { homeForm } from "~/content/enquiry-forms";
import { parseEnquiry } from "~/lib/enquiry-schema";
import { saveEnquiry } from "~/server/enquiries.server";
import { getRuntime } from "~/server/runtime.server";

export function saveLead(key: string, phone: string): string {
  const parsed = parseEnquiry(homeForm, { phone });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return saveEnquiry(getRuntime().db, {
    enquiry: parsed.enquiry,
    idempotencyKey: key,
    page: "/",
    language: "en",
    channels: [],
  }).reference;
}
