import { lazy, Suspense, useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/ui/locale-link";
import { Dialog } from "~/components/ui/dialog";
import type { PostSummaryView, PostView } from "~/content/post-views";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocalizePath } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";
import { ReportCard } from "./report-card";
import { ReportMeta } from "./report-meta";

// The dialog's code loads only when a visitor opens a report, keeping /blog's first load light.
const ReportBody = lazy(() => import("./report-body"));

/**
 * The report cards of /blog and the dialog that shows a chosen report in full. The full text is
 * the report page's own data, in the page's language, fetched when a visitor opens the report.
 */
export function ReportList({ reports }: { reports: readonly PostSummaryView[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const hydrated = useHydrated();
  const localize = useLocalizePath();
  const fetcher = useFetcher<{ report: PostView }>();
  const { card } = useText("blog");
  const open = reports.find((report) => report.id === openId);
  const full = fetcher.data?.report.id === openId ? fetcher.data?.report : undefined;
  const loading = <p className="py-10 text-center text-stone-600">{card.loading}</p>;
  return (
    <>
      <ul className="grid gap-8 lg:grid-cols-2">
        {reports.map((report, index) => (
          <li key={report.id} className="grid">
            <ReportCard
              report={report}
              priority={index === 0}
              onRead={
                hydrated
                  ? () => {
                      setOpenId(report.id);
                      if (fetcher.data?.report.id !== report.id)
                        void fetcher.load(localize(report.path));
                    }
                  : undefined
              }
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
              to={open.path}
              className="text-sm font-semibold text-field-700 underline underline-offset-4 hover:text-field-900"
            >
              {card.openAsPage}
            </Link>
          </div>
          {full ? (
            <Suspense fallback={loading}>
              <ReportBody report={full} />
            </Suspense>
          ) : (
            loading
          )}
        </Dialog>
      ) : null}
    </>
  );
}
