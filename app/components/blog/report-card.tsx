import { Button, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { illustrations } from "~/content/illustrations";
import type { PostSummaryView } from "~/content/post-views";
import { fill } from "~/i18n/translation";
import { useText } from "~/i18n/use-text";
import { ReportMeta, ReportTags } from "./report-meta";

interface ReportCardProps {
  report: PostSummaryView;
  /** Opens the full report in the dialog; absent until JavaScript runs. */
  onRead?: () => void;
  /** True for the first card: its picture is on the first screen and loads at once. */
  priority?: boolean;
}

/** A post on /blog: photo or illustration, category, title, excerpt, author, date, tags, actions. */
export function ReportCard({ report, onRead, priority = false }: ReportCardProps) {
  const { card } = useText("blog");
  return (
    <article className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200">
      <Picture
        image={report.photo?.image ?? illustrations[report.image]}
        alt=""
        priority={priority}
        position={report.photo?.position}
        sizes="(min-width: 1024px) 34rem, calc(100vw - 2rem)"
        className="aspect-[16/9] w-full bg-earth-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-6 sm:p-8">
        <p
          lang={report.english?.category}
          className="text-sm font-semibold tracking-wider text-field-600 uppercase"
        >
          {report.category}
        </p>
        <h2
          lang={report.english?.title}
          className="text-2xl leading-tight font-bold tracking-tight"
        >
          {report.title}
        </h2>
        <ReportMeta report={report} />
        <p lang={report.english?.summary} className="text-stone-700">
          {report.excerpt}
        </p>
        <ReportTags report={report} />
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          {onRead ? (
            <Button
              variant="primary"
              onClick={onRead}
              aria-label={fill(card.readLabel, { title: report.title })}
            >
              {card.read}
            </Button>
          ) : null}
          <ButtonLink
            to={report.path}
            variant="outline"
            aria-label={fill(card.openLabel, { title: report.title })}
          >
            {card.open}
            <Icon name="arrow-right" size={18} />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
