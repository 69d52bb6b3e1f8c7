import type { PostView } from "~/content/post-views";
import { ReportContent } from "./report-content";

/** A report's full text inside the /blog dialog; its code loads only when a visitor opens one. */
export default function ReportBody({ report }: { report: PostView }) {
  return <ReportContent report={report} level={3} />;
}
