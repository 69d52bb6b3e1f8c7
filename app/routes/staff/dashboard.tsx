import { data } from "react-router";
import type { Route } from "./+types/dashboard";
import {
  BarsWithTable,
  chartCaptionId,
  WeeklyChart,
  WeeklyPagesTable,
  WeeklyTable,
} from "~/components/staff/dashboard-charts";
import { MailDelayNotice } from "~/components/staff/mail-delay-notice";
import { StaffSection } from "~/components/staff/staff-section";
import { buttonClasses } from "~/components/ui/button";
import { DateRangeFields } from "~/components/staff/date-range-fields";
import { staffText } from "~/content/staff";
import { typedDateRange } from "~/lib/date-filter";
import { formatAge, formatDay } from "~/lib/staff-time";
import { dashboard, rangeFromSearch } from "~/server/dashboard.server";
import { mailDelayNotice } from "~/server/mail-delay.server";
import { getRuntime } from "~/server/runtime.server";
import { access, requireStaff, takesNoForm } from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.dashboard;

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The figures and every label worked out on the server: the page ships no script. */
export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  requireStaff(request, rt, access.inbox);
  const now = new Date();
  const params = new URL(request.url).searchParams;
  const range = rangeFromSearch(params, now);
  // Dates as typed: one that is not a day, or a To before its From, is said by its field (400),
  // and no figures are shown for a period nobody asked for.
  const { typed, errors: dateErrors, refused } = typedDateRange(params);
  const figures = dashboard(rt.db, range, now);
  const { funnel } = figures;
  // A From more than two years before the To starts at two years: said, not done in silence.
  const shortened = !refused && typed.from !== "" && typed.from < range.from;
  const answer = {
    refused,
    // Notification e-mails stuck in the outbox, said above the figures.
    mailNotice: mailDelayNotice(rt.db, now),
    dates: refused ? typed : range,
    dateErrors,
    summary: [
      text.summary(figures.total, formatDay(range.from), formatDay(range.to)),
      ...(shortened ? [text.shortened(formatDay(typed.from))] : []),
    ].join(" "),
    total: figures.total,
    weeks: figures.weeks.map((week) => ({ ...week, label: dayLabel(week.week) })),
    /** The busiest pages get a column each in the weekly table by page. */
    topPages: figures.pages.slice(0, 5).map((entry) => entry.page),
    pages: figures.pages.map((entry) => ({
      label: entry.page,
      value: entry.count,
      shown: String(entry.count),
    })),
    regions: figures.regions.map((entry) => ({
      label: entry.region,
      value: entry.count,
      shown: `${entry.count} (${percent(entry.share)})`,
    })),
    funnel: (["received", "contacted", "quoted", "won", "lost"] as const).map((stage) => ({
      label: text.stages[stage],
      value: funnel[stage],
      shown:
        stage === "received" || funnel.received === 0
          ? String(funnel[stage])
          : `${funnel[stage]} (${percent(funnel[stage] / funnel.received)})`,
    })),
    // None until a lead of the period is answered: the page says so in a sentence.
    median:
      figures.medianResponseMinutes === null
        ? null
        : formatAge(new Date(0).toISOString(), new Date(figures.medianResponseMinutes * 60_000)),
    withinPromise:
      figures.withinPromise.of === 0
        ? "—"
        : text.withinPromiseValue(
            figures.withinPromise.count,
            figures.withinPromise.of,
            percent(figures.withinPromise.count / figures.withinPromise.of),
          ),
  };
  return data(answer, { status: refused ? 400 : 200 });
}

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6";

export const meta = () => staffMeta(text.title);

/** The weekly chart's id: its caption names the table under it. */
const weeklyChart = "weekly-chart";

/** A form sent here: checked as a reader would be, then refused (`takesNoForm`). */
export const action = ({ request }: Route.ActionArgs) =>
  takesNoForm(request, getRuntime(), access.inbox);

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { summary, total, weeks, topPages, pages, regions, funnel, median, withinPromise } =
    loaderData;
  const { refused, dates, dateErrors, mailNotice } = loaderData;
  const head = (
    <>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{text.title}</h1>
        <p className="mt-2 text-stone-700" role="status">
          {refused ? text.datesToFix : summary}
        </p>
      </div>
      <MailDelayNotice notice={mailNotice} />
      <form
        method="get"
        aria-label={text.range}
        className={`${card} flex flex-wrap gap-4 ${refused ? "items-start" : "items-end"}`}
      >
        <DateRangeFields dates={dates} errors={dateErrors} />
        {/* Beside the fields, not their messages, when a date is refused. */}
        <button type="submit" className={buttonClasses("secondary", refused ? "mt-7" : "")}>
          {text.show}
        </button>
      </form>
    </>
  );
  // One column that may be narrower than its content: the wide tables scroll inside their own
  // box on a phone, and the page does not scroll sideways.
  if (refused) return <div className="grid grid-cols-1 gap-6">{head}</div>;
  return (
    <div className="grid grid-cols-1 gap-6">
      {head}

      <StaffSection id="response" title={text.response}>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-stone-600">{text.median}</dt>
            {median === null ? (
              <dd className="mt-1 text-stone-700">{text.noResponse}</dd>
            ) : (
              <dd className="text-2xl font-bold">{median}</dd>
            )}
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-600">{text.withinPromise}</dt>
            <dd className="text-2xl font-bold">{withinPromise}</dd>
          </div>
        </dl>
      </StaffSection>

      <StaffSection id="weekly" title={text.weekly}>
        <WeeklyChart id={weeklyChart} weeks={weeks} />
        <WeeklyTable weeks={weeks} labelledBy={chartCaptionId(weeklyChart)} />
        {total > 0 ? (
          <div className="mt-6">
            <WeeklyPagesTable weeks={weeks} pages={topPages} />
          </div>
        ) : null}
      </StaffSection>

      {total === 0 ? (
        <p className={card}>{text.none}</p>
      ) : (
        <>
          <StaffSection id="funnel" title={text.funnel}>
            <BarsWithTable
              id="funnel-chart"
              caption={text.funnelCaption}
              column={text.stage}
              bars={funnel}
            />
          </StaffSection>
          <div className="grid grid-cols-1 gap-6">
            <StaffSection id="pages" title={text.pages}>
              <BarsWithTable
                id="pages-chart"
                caption={text.pagesCaption}
                column={text.page}
                bars={pages}
              />
            </StaffSection>
            <StaffSection id="regions" title={text.regions}>
              <BarsWithTable
                id="regions-chart"
                caption={text.regionsCaption}
                column={text.region}
                bars={regions}
              />
            </StaffSection>
          </div>
        </>
      )}
    </div>
  );
}
