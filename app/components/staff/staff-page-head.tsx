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
      {status ? <StatusNote>{status}</StatusNote> : null}
    </div>
  );
}

/** A result staff should notice, announced to screen readers. */
export function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mt-3 rounded-xl border-2 border-field-700 bg-field-50 p-3 wrap-anywhere"
    >
      {children}
    </p>
  );
}
