import type { ReactNode } from "react";
import { Link } from "react-router";

interface StaffPageHeadProps {
  /** The page one level up: "All content", "Photo library". */
  readonly back: { readonly to: string; readonly label: string };
  readonly title: ReactNode;
  readonly intro?: ReactNode;
  /** What the last action did ("Saved."), announced to screen readers. */
  readonly status?: ReactNode;
  /** Lines between the title and the status (who changed it last, what it is used on). */
  readonly children?: ReactNode;
}

/** The head of a content page: the way back, the title, what the page is for, the last result. */
export function StaffPageHead({ back, title, intro, status, children }: StaffPageHeadProps) {
  return (
    <div>
      <p>
        <Link to={back.to} className="font-semibold text-field-800 underline">
          {back.label}
        </Link>
      </p>
      {/* A title may be a long file name ("Photo: PXL_20261128_093012345.PORTRAIT.ORIGINAL.jpg"):
          it breaks anywhere rather than widen a phone's page. */}
      <h1 className="mt-2 text-2xl font-bold wrap-anywhere sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-stone-700">{intro}</p> : null}
      {children}
      {status ? <StatusNote className="mt-3">{status}</StatusNote> : null}
    </div>
  );
}

/**
 * What the form just sent did ("Saved."). The page opens on it, as on a refusal: a note already
 * in the page when it loads is not announced, as a live region's change would be, and the staff
 * pages run no script to move the focus. A screen reader reads it, and the next Tab goes on from
 * there.
 */
export function StatusNote({
  children,
  className = "",
}: {
  children: ReactNode;
  /** Its place among its neighbours (a margin). */
  className?: string;
}) {
  return (
    <p
      role="status"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className={`rounded-xl border-2 border-field-700 bg-field-50 p-3 text-field-900 wrap-anywhere ${className}`.trimEnd()}
    >
      {children}
    </p>
  );
}
