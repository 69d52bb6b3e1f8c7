import { data, type MetaArgs, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/enquiry";
import { EnquiryAnswer } from "~/components/forms/enquiry-answer";
import { localizedForm } from "~/content/enquiry-text";
import { clientAddressContext, formPageContext, formRefusedContext } from "~/server/context.server";
import { receiveEnquiry } from "~/server/intake.server";
import { getRuntime } from "~/server/runtime.server";
import { noSuchPage } from "~/server/no-such-page.server";
import { site } from "~/content/site";
import { fill } from "~/i18n/translation";
import { pageMeta } from "~/lib/meta";
import { formPage } from "~/lib/enquiry-result";
import { passHeaders } from "~/lib/route-headers";
import { rootData } from "~/lib/structured-data";
import { enquiryText } from "~/content/catalogues";

/** Translated: the answer comes in the language of the form that was sent. */
export const handle = { translated: true };

/** The action's `Retry-After` (429, 503) and `Cache-Control` reach the answer page. */
export const headers = passHeaders;

/**
 * POST /enquiry (and /am/enquiry): where the forms post without JavaScript (or before it has
 * loaded). The answer page shows the confirmation with its reference number, or the form again
 * with every typed value and the messages next to the fields, in the form's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await receiveEnquiry(request, getRuntime(), context.get(clientAddressContext));
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (!result.ok && result.retryAfter) headers["Retry-After"] = String(result.retryAfter);
  const text = enquiryText[result.locale];
  context.set(formPageContext, formPage(result.page, result.kind));
  context.set(formRefusedContext, !result.ok);
  return data(
    {
      result,
      form: result.kind ? localizedForm(result.kind, result.locale) : null,
      answerPage: text.answerPage,
    },
    { status: result.status, headers },
  );
}

/**
 * Runs after the action, in the same request: the page the header's language links lead to. The
 * answer has no address in another language (a GET of /am/enquiry is "Page not found"), so each
 * link opens the form's own page in that language, sending nothing.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const languagePage = context.get(formPageContext);
  // A GET (an answer's address opened again, or shared): no form was sent, no page is here.
  if (languagePage === null) throw noSuchPage(request);
  return { languagePage, refused: context.get(formRefusedContext) };
}

export const meta = ({ matches, loaderData }: MetaArgs<typeof loader>): MetaDescriptor[] => {
  const root = rootData(matches);
  if (!root) return [];
  // A form given back to correct says so first, where a screen reader starts the page.
  const title = loaderData?.refused
    ? fill(root.chrome.enquiryRefusedTitle, { title: root.chrome.enquiryTitle })
    : root.chrome.enquiryTitle;
  return [
    ...pageMeta({
      locale: root.locale,
      title,
      description: fill("{title} — {brand}", { title, brand: site.brand }),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function EnquiryPage({ actionData }: Route.ComponentProps) {
  return actionData ? <EnquiryAnswer {...actionData} /> : null;
}
