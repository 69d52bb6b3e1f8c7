import { Icon } from "~/components/ui/icon";
import type { PostSummaryView } from "~/content/post-views";
import { listComma } from "~/i18n/list-comma";
import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/use-text";

/** Author, date and reading time of a report, in one line, in the page's language. */
export function ReportMeta({
  report,
  onDark = false,
}: {
  report: PostSummaryView;
  onDark?: boolean;
}) {
  const muted = onDark ? "text-field-100" : "text-stone-600";
  const comma = listComma(useLocale());
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${muted}`}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="users" size={16} />
        <span>
          <span
            lang={report.english?.author}
            className={onDark ? "font-semibold text-white" : "font-semibold text-stone-800"}
          >
            {report.author.name}
          </span>
          {comma}
          <span lang={report.english?.authorRole}>{report.author.role}</span>
        </span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" size={16} />
        <time dateTime={report.date}>{report.dateLabel}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" size={16} />
        {report.readTime}
      </span>
    </p>
  );
}

/** A report's tags as a list of small labels. */
export function ReportTags({ report }: { report: PostSummaryView }) {
  const { card } = useText("blog");
  return (
    <ul aria-label={card.tags} lang={report.english?.tags} className="flex flex-wrap gap-2">
      {report.tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-earth-100 px-3 py-1 text-xs font-medium text-stone-700"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
