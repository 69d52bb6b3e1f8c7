import { lazy, Suspense, useState } from "react";
import { Link } from "~/components/ui/locale-link";
import { Dialog } from "~/components/ui/dialog";
import { reportSummaries, reportSummaryList } from "~/content/report-summaries";
import type { ReportId } from "~/content/report-ids";
import { useHydrated } from "~/hooks/use-hydrated";
import { ReportCard } from "./report-card";
import { ReportMeta } from "./report-meta";

// The full texts load only when a visitor opens a report, keeping /blog's first load light.
const ReportBody = lazy(() => import("./report-body"));

/** The report cards of /blog and the dialog that shows a chosen report in full. */
export function ReportList() {
  const [openId, setOpenId] = useState<ReportId | null>(null);
  const hydrated = useHydrated();
  const open = openId ? reportSummaries[openId] : undefined;
  return (
    <>
      <ul className="grid gap-8 lg:grid-cols-2">
        {reportSummaryList.map((report, index) => (
          <li key={report.id} className="grid">
            <ReportCard
              report={report}
              priority={index === 0}
              onRead={hydrated ? () => setOpenId(report.id) : undefined}
            />
          </li>
        ))}
      </ul>
      {open ? (
        <Dialog
          id="report-dialog"
          open
          onClose={() => setOpenId(null)}
          title={open.title}
          width="max-w-4xl"
        >
          <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
            <ReportMeta report={open} />
            <Link
              to={`/projects/${open.id}`}
              className="text-sm font-semibold text-field-700 underline underline-offset-4 hover:text-field-900"
            >
              Open as a page
            </Link>
          </div>
          <Suspense fallback={<p className="py-10 text-center text-stone-600">Loading report…</p>}>
            <ReportBody id={open.id} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
