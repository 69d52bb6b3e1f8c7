import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { PhotoGrid } from "~/components/ui/photo-grid";
import { Picture } from "~/components/ui/picture";
import { illustrations } from "~/content/illustrations";
import type { PostView } from "~/content/post-views";
import { useText } from "~/i18n/use-text";
import { ReportContent } from "./report-content";
import { ReportMeta, ReportTags } from "./report-meta";

/**
 * A post on its own page (/blog/{id}, or /projects/{reportId} for the first two reports): the
 * same content as the /blog dialog, with its photos.
 */
export function ReportArticle({ report }: { report: PostView }) {
  const labels = useText("blog").report;
  const pictures = useText("pictures");
  const [cover, ...photos] = report.photos;
  return (
    <>
      <PageHero
        eyebrow={<span lang={report.english?.category}>{report.category}</span>}
        title={<span lang={report.english?.title}>{report.title}</span>}
        lead={<span lang={report.english?.summary}>{report.excerpt}</span>}
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
            image={cover?.image ?? illustrations[report.image]}
            alt={cover?.alt ?? pictures[report.image]}
            altLang={cover?.altLang}
            position={cover?.position}
            sizes="(min-width: 1024px) 30rem, calc(100vw - 2rem)"
            priority
            className="aspect-[16/10] w-full rounded-3xl bg-field-800 object-cover shadow-xl"
          />
        }
      />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <ReportContent report={report} level={2} />
        <PhotoGrid
          photos={photos}
          sizes="(min-width: 640px) 22rem, calc(100vw - 2rem)"
          className="mt-12"
        />
        <div className="mt-12 border-t border-stone-200 pt-6">
          <ReportTags report={report} />
        </div>
      </article>
    </>
  );
}
