import type { ContactText } from "~/content/contact";

/**
 * The message subject for `/contact?service=<id>` (the Services page's Request Consultation), in
 * the page's language, e.g. "Consultation: Solar Pump Installation"; undefined for a missing or
 * unknown id.
 */
export function subjectFromSearch(
  params: URLSearchParams,
  text: Pick<ContactText, "subject" | "services">,
): string | undefined {
  const id = params.get("service");
  const title =
    id && id in text.services ? text.services[id as keyof typeof text.services] : undefined;
  return title ? text.subject.replace("{service}", title) : undefined;
}
