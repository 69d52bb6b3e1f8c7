import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { illustrations } from "~/content/illustrations";
import type { LocalizedReport } from "~/content/reports";
import { useText } from "~/i18n/use-text";
import { ReportContent } from "./report-content";
import { ReportMeta, ReportTags } from "./report-meta";

/** A report on its own page, /projects/{reportId}: the same content as the /blog dialog. */
export function ReportArticle({ report }: { report: LocalizedReport }) {
  const labels = useText("blog").report;
  const pictures = useText("pictures");
  return (
    <>
      <PageHero
        eyebrow={report.category}
        title={report.title}
        lead={report.excerpt}
        actions={
          <div className="grid gap-6">
            <ReportMeta report={report} onDark />
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/blog" variant="ghost-light">
                <Icon name="arrow-left" size={18} />
                {labels.allReports}
              </ButtonLink>
              <ButtonLink to="/projects" variant="ghost-light">
                {labels.backToProjects}
              </ButtonLink>
            </div>
          </div>
        }
        aside={
          <Picture
            image={illustrations[report.image]}
            alt={pictures[report.image]}
            priority
            className="aspect-[16/10] w-full rounded-3xl bg-field-800 object-cover shadow-xl"
          />
        }
      />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <ReportContent report={report} level={2} />
        <div className="mt-12 border-t border-stone-200 pt-6">
          <ReportTags report={report} />
        </div>
      </article>
    </>
  );
}
