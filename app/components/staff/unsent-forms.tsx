import { secretFieldName } from "~/lib/submitted-fields";
import { keepUnsentForms } from "~/lib/unsent-forms";

/** The script, called with the page, the tab's session storage and which fields are never kept. */
const unsentFormsScript = `(${String(keepUnsentForms)})(document,sessionStorage,${String(secretFieldName)})`;

/**
 * What was typed into a staff page's other forms, kept when one of them is sent (`keepUnsentForms`):
 * an inline script at the end of the page, after its forms. Its hash joins the page's
 * Content-Security-Policy (entry.server.tsx); staff pages are never hydrated.
 */
export function UnsentForms() {
  return <script dangerouslySetInnerHTML={{ __html: unsentFormsScript }} />;
}
