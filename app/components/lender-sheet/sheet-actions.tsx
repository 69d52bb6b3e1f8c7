import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { LenderSheetText } from "~/content/lender-sheet";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * Back to the estimate (a link, so it works without JavaScript) and Print (it needs JavaScript:
 * it appears once the page runs; the browser's own print prints the same page).
 */
export function SheetActions({
  text,
  estimateHref,
}: {
  text: LenderSheetText;
  estimateHref: string;
}) {
  const hydrated = useHydrated();
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
      <a href={estimateHref} className={buttonClasses("outline")}>
        <Icon name="arrow-left" size={16} />
        {text.back}
      </a>
      {hydrated ? (
        <button
          type="button"
          className={buttonClasses("primary")}
          onClick={() => window.print()}
          data-testid="print-sheet"
        >
          {text.print}
        </button>
      ) : null}
    </div>
  );
}
