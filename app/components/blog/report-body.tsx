import type { ReportId } from "~/content/report-ids";
import { reports } from "~/content/reports";
import { ReportContent } from "./report-content";

/** A report's full text inside the /blog dialog; loaded only when a visitor opens one. */
export default function ReportBody({ id }: { id: ReportId }) {
  return <ReportContent report={reports[id]} level={3} />;
}
