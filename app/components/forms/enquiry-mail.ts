import { site } from "~/content/site";
import type { SentEntry } from "./use-enquiry-form";

/** The enquiry as plain text, one "Label: value" per field, long texts on their own lines. */
export function enquiryBody(entries: readonly SentEntry[]): string {
  return entries
    .map(({ label, value }) =>
      value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`,
    )
    .join("\n\n");
}

/**
 * A `mailto:` URL to the company with the enquiry filled in, so the visitor's own e-mail app
 * delivers it (the site has no server of its own to send it).
 */
export function enquiryMailto(subject: string, entries: readonly SentEntry[]): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(enquiryBody(entries))}`;
  return `mailto:${site.email}?${query}`;
}
