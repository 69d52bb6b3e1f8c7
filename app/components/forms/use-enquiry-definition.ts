import { useMatches } from "react-router";
import type { EnquiryFormDefinition, EnquiryKind } from "~/content/enquiry-forms";

/**
 * A form's definition in the page's language, as a route loader of the page sent it (`forms` in
 * its data, from `localizedForm`): the page's route for its own forms, the root for the chat's.
 */
export function useEnquiryDefinition(kind: EnquiryKind): EnquiryFormDefinition {
  for (const match of [...useMatches()].reverse()) {
    const forms = (
      match.loaderData as { forms?: Partial<Record<EnquiryKind, EnquiryFormDefinition>> }
    )?.forms;
    const form = forms?.[kind];
    if (form) return form;
  }
  throw new Error(`useEnquiryDefinition: no route of this page sent the "${kind}" form`);
}
