import { redirect } from "react-router";
import { SheetActions } from "~/components/lender-sheet/sheet-actions";
import { SheetForm } from "~/components/lender-sheet/sheet-form";
import { LenderSheetView } from "~/components/lender-sheet/sheet-view";
import { textsFor } from "~/content/text-modules";
import { requestLocale } from "~/i18n/locales";
import { pageMeta } from "~/lib/meta";
import { publishedLenderSheet } from "~/server/lender-sheet.server";
import type { Route } from "./+types/lender-sheet";

/** Translated: every text of the sheet comes from `lenderSheetText` (and the loan's words). */
export const handle = { translated: true };

/**
 * The sheet of the estimate in the address's query, worked out and worded on the server: the
 * page is complete in its first HTML, with JavaScript off, and prints as it is
 * (docs/decisions/0034-lender-sheet-and-shared-estimates.md).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = textsFor(locale, ["lenderSheet", "financing"]);
  const view = publishedLenderSheet(new URL(request.url).searchParams, locale);
  // An estimate beyond the standard range shows no price, so it has no sheet for a lender: the
  // estimate itself says to talk to an engineer.
  if (view.beyond) throw redirect(view.estimateHref);
  return {
    view,
    // Worked out here, so the page's own JavaScript carries none of the meta code.
    meta: [
      ...pageMeta({
        locale,
        title: text.lenderSheet.meta.title,
        description: text.lenderSheet.meta.description,
      }),
      // One farmer's figures: never indexed.
      { name: "robots", content: "noindex" },
    ],
    /** Only the sheet's own words and the loan form's labels: the figures come worded. */
    text: { sheet: text.lenderSheet, loan: text.financing.calculator },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

/**
 * /size-your-system/lender-sheet: one printable A4 page for a lender (the estimate, its price,
 * fuel today, the loan, crop income and a monthly cash flow), then a form to change the terms and
 * the crop income, which the server renders again.
 */
export default function LenderSheetPage({ loaderData }: Route.ComponentProps) {
  const { view, text } = loaderData;
  return (
    <>
      {/* The header is see-through over a dark page hero; this document page has none, so a
          band of the hero's colour sits behind the header and keeps its links readable. */}
      <div aria-hidden="true" className="h-16 bg-field-900 sm:h-18 print:hidden" />
      <div className="mx-auto max-w-4xl px-4 pt-12 pb-16 sm:px-6 print:max-w-none print:p-0">
        <SheetActions text={text.sheet} estimateHref={view.estimateHref} />
        <LenderSheetView view={view} text={text.sheet} />
        <SheetForm form={view.form} text={text} />
      </div>
    </>
  );
}
