import { data, redirect, type MetaArgs, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/enquiry";
import { EnquiryAnswer } from "~/components/forms/enquiry-answer";
import { localizedForm } from "~/content/enquiry-text";
import { clientAddressContext, formPageContext } from "~/server/context.server";
import { receiveEnquiry } from "~/server/intake.server";
import { getRuntime } from "~/server/runtime.server";
import { noSuchPage } from "~/server/no-such-page.server";
import { site } from "~/content/site";
import { requestLocale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { pageMeta } from "~/lib/meta";
import { formPage, sentAddress, sentFromSearch } from "~/lib/enquiry-result";
import { passHeaders } from "~/lib/route-headers";
import { rootData } from "~/lib/structured-data";
import { enquiryText } from "~/content/catalogues";

/** Translated: the answer comes in the language of the form that was sent. */
export const handle = { translated: true };

/** The action's `Retry-After` (429, 503) and `Cache-Control` reach the answer page. */
export const headers = passHeaders;

/**
 * POST /enquiry (and /am/enquiry): where the forms post without JavaScript (or before it has
 * loaded). A saved enquiry is redirected (303) to its confirmation, in the form's language, with
 * its reference number: a page of its own, so that Back, a reload or a language link never asks
 * to send the form again. A form that needs fixing is answered here, with every typed value and
 * the messages next to the fields.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await receiveEnquiry(request, getRuntime(), context.get(clientAddressContext));
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (result.ok) {
    throw redirect(sentAddress(result.locale, result.kind, result.reference), {
      status: 303,
      headers,
    });
  }
  if (result.retryAfter) headers["Retry-After"] = String(result.retryAfter);
  const text = enquiryText[result.locale];
  context.set(formPageContext, formPage(result.page, result.kind));
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
 * After a refused form, in the same request: the page the header's language links lead to. That
 * answer has no address in another language, so each link opens the form's own page in that
 * language, sending nothing. A GET is a received enquiry's confirmation, in the address's
 * language (its language links lead to the same confirmation in theirs), or "Page not found".
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const languagePage = context.get(formPageContext);
  if (languagePage !== null) return { languagePage, refused: true };
  const sent = sentFromSearch(new URL(request.url).searchParams);
  if (!sent) throw noSuchPage(request);
  const locale = requestLocale(request);
  return data(
    {
      sent: {
        result: { ok: true, status: 200, locale, ...sent } as const,
        form: localizedForm(sent.kind, locale),
        answerPage: enquiryText[locale].answerPage,
      },
      refused: false,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
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

export default function EnquiryPage({ actionData, loaderData }: Route.ComponentProps) {
  const answer = actionData ?? ("sent" in loaderData ? loaderData.sent : undefined);
  return answer ? <EnquiryAnswer {...answer} /> : null;
}
