/**
 * The words of the Blog page (/blog) and of the reports' frame wherever a report is shown (its
 * page and the /blog dialog): card texts, headings, task statuses. The reports' long text lives
 * in `reports.ts`; their figures, dates and pictures in `report-summaries.ts` and `reports.ts`.
 */
import type { Locale } from "~/i18n/locales";
import { formatDate } from "~/i18n/format";
import { fill, type Translation } from "~/i18n/translation";
import type { ReportId } from "./report-ids";
import { reportSummaries, type ReportSummary } from "./report-summaries";
import type { TaskStatus } from "./reports";
import { blogText } from "./catalogues";

const en = {
  meta: {
    title: "Project Reports & Updates",
    description:
      "Field reports from our solar irrigation work: 60 pump sets delivered in 8 days for the Ministry of Agriculture, and our borehole drilling partnership for cooperatives.",
  },
  hero: {
    eyebrow: "From the field",
    title: "Project Reports & Updates",
    lead: "What we delivered, what got in the way, and what the farmers harvested: reports from our project teams.",
    projects: "See all projects",
  },
  /** A report's card on /blog and the dialog that shows it in full. */
  card: {
    read: "Read full report",
    /** The read button's accessible name. */
    readLabel: "Read full report: {title}",
    open: "Open report page",
    /** The page link's accessible name. */
    openLabel: "Open report page: {title}",
    /** The dialog's link to the report's own page. */
    openAsPage: "Open as a page",
    loading: "Loading report…",
    /** Accessible name of a report's tag list. */
    tags: "Tags",
    readTime: "{minutes} min read",
  },
  /** Headings of a report's text (its page and the dialog). */
  report: {
    introduction: "Introduction",
    challenges: "Challenges",
    solutions: "Solutions",
    recommendations: "Recommendations",
    deliverables: "Deliverables",
    status: "Project status",
    /** Before a phase's title: "Phase 1:". */
    phase: "Phase {number}:",
    conclusion: "Conclusion",
    allReports: "All reports",
    backToProjects: "Back to Projects",
  },
  /** An address under /blog that names no post, or one taken off the site. */
  notFound: {
    title: "Report Not Found",
    text: "The report or news post you're looking for doesn't exist, or has been taken off the site.",
    description:
      "This page does not exist. Read the reports and news from our project teams instead.",
  },
  /** A task's status as its badge shows it, by status. */
  statuses: {
    Completed: "Completed",
    "In Progress": "In Progress",
    Delayed: "Delayed",
    Underway: "Underway",
    Pending: "Pending",
  } satisfies Record<TaskStatus, string>,
  /** Each report's card fields, by report id. */
  reports: byId<
    ReportId,
    {
      title: string;
      /** Two sentences for the card and the page description. */
      excerpt: string;
      /** Who wrote it (placeholder name, in the language's script) and their role. */
      author: { name: string; role: string };
      category: string;
      tags: readonly string[];
    }
  >(
    Object.values(reportSummaries).map(({ id, title, excerpt, author, category, tags }) => [
      id,
      { title, excerpt, author, category, tags },
    ]),
  ),
};

function byId<K extends string, V>(entries: readonly (readonly [K, V])[]): Record<K, V> {
  return Object.fromEntries(entries) as Record<K, V>;
}

/** The blog's and the reports' short texts in one language. */
export type BlogText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const blogEnglish = en;

/** A report's card fields in one language, with its date and reading time as shown. */
export interface LocalizedReportSummary extends Omit<ReportSummary, "author" | "tags"> {
  readonly author: { readonly name: string; readonly role: string };
  readonly tags: readonly string[];
  /** The date in the language's calendar, e.g. "12 March 2026". */
  readonly dateLabel: string;
  /** The reading time, e.g. "7 min read". */
  readonly readTime: string;
}

/** A report's card fields in a language (for loaders: reads the translations when called). */
export function localizedSummary(id: ReportId, locale: Locale): LocalizedReportSummary {
  const text = blogText[locale];
  const summary = reportSummaries[id];
  return {
    ...summary,
    ...text.reports[id],
    dateLabel: formatDate(locale, `${summary.date}T00:00:00Z`),
    readTime: fill(text.card.readTime, { minutes: summary.readMinutes }),
  };
}
