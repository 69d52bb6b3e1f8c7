import type { Locale } from "~/i18n/locales";
import type { Translation } from "~/i18n/translation";
import { localizedSummary, type LocalizedReportSummary } from "./blog";
import type { IllustrationKey } from "./illustrations";
import { reportSummaries, type ReportSummary } from "./report-summaries";
import { reportIds, type ReportId } from "./report-ids";
import type { LabelledValue } from "./labelled-value";
import { reportsText } from "./catalogues";

/** A headline figure inside a report section, e.g. { value: "60", label: "Pump sets delivered" }. */
export type ReportStat = LabelledValue;

/** Progress of one task of a report phase; colour and icon follow it (spec section 4). */
export type TaskStatus = "Completed" | "In Progress" | "Delayed" | "Underway" | "Pending";

/** One task of a report phase. */
export interface ReportTask {
  /** What was or is being done. */
  readonly name: string;
  readonly status: TaskStatus;
  /** An optional short note, e.g. why a task is delayed. */
  readonly note?: string;
}

/** A phase of the work with its tasks (spec: "status phases with tasks"). */
export interface ReportPhase {
  readonly title: string;
  /** When the phase ran, as free text. */
  readonly period: string;
  readonly tasks: readonly ReportTask[];
}

/** A titled part of a report. Every list is optional; the page shows the ones present. */
export interface ReportSection {
  readonly title: string;
  /** Body text, one paragraph per entry. */
  readonly content: readonly string[];
  /** An illustration shown with the section. */
  readonly image?: IllustrationKey;
  readonly stats?: readonly ReportStat[];
  readonly challenges?: readonly string[];
  readonly solutions?: readonly string[];
  readonly recommendations?: readonly string[];
  readonly deliverables?: readonly string[];
}

/** A quote closing a report. */
export interface Testimonial {
  readonly quote: string;
  /** Who said it (placeholder name). */
  readonly name: string;
  /** Their role and organisation. */
  readonly role: string;
}

/** A project report in full: a dialog on /blog and a page at /projects/{id}. */
export interface Report extends ReportSummary {
  readonly content: {
    readonly introduction: string;
    readonly sections: readonly ReportSection[];
    /** Progress of the work by phase. */
    readonly phases: readonly ReportPhase[];
    readonly conclusion: string;
    readonly testimonial: Testimonial;
  };
}

/** The two project reports, keyed by the ids of report-ids.ts. */
export const reports = {
  "solar-pumps-moa": {
    ...reportSummaries["solar-pumps-moa"],
    content: {
      introduction:
        "Under the Ministry of Agriculture's small-scale irrigation programme, we were asked to supply, deliver and hand over 60 solar pump sets to farmer groups before the dry-season planting window closed. The sets had to reach 5 woredas in 3 regions, each with its own roads, water sources and farmer committees. This report sets out how the work was planned, what went to plan and what did not, and what we recommend for the programme's next round.",
      sections: [
        {
          title: "Scope and planning",
          content: [
            "Each pump set is a complete kit: a 1.5 to 3 HP submersible pump, a matched solar array of 1.6 to 3.2 kWp, a controller with dry-run protection, cabling, a mounting frame and a water meter. The Ministry's woreda experts had already selected the wells; our engineers reviewed every survey sheet for water level and yield before the kits were packed, so that no site would receive a pump it could not use.",
            "We split the 60 sets into five woreda lots and planned the routes so that each truck made one round trip, with an installation crew travelling behind it.",
          ],
          image: "pump-distribution",
          stats: [
            { value: "60", label: "Pump sets delivered" },
            { value: "3", label: "Regions" },
            { value: "5", label: "Woredas" },
            { value: "8", label: "Days from warehouse to hand-over" },
          ],
          deliverables: [
            "60 complete solar pump kits, tested at our Addis Ababa warehouse",
            "A site survey review for each of the 60 wells",
            "Delivery notes signed by each woreda agriculture office",
            "Operator training for at least two farmers per pump",
          ],
        },
        {
          title: "Delivery and installation",
          content: [
            "Five trucks left Addis Ababa on the same morning. Woreda agriculture offices received and counted the kits, and farmer committees collected them with their own carts or on foot for the last kilometres where roads ended.",
            "Installation crews of three mounted the arrays, lowered the pumps, wired and commissioned each set, and stayed until water reached the farmers' storage or furrows. Every hand-over ended with the operators running the pump themselves.",
          ],
          challenges: [
            "Two access roads in one woreda were washed out by late rains.",
            "Water levels at four wells were lower than their survey sheets recorded.",
            "Farmers at several sites had never operated a pump controller.",
          ],
          solutions: [
            "Kits for the cut-off sites went by pickup and pack animals on a second, shorter route.",
            "The four low wells received pumps with a higher head rating from our reserve stock.",
            "We added a half-day practical session at each cluster of sites, in the local language.",
          ],
        },
        {
          title: "First season results",
          content: [
            "Three months after hand-over, woreda experts and our field team visited a sample of sites. Every sampled pump was working, and farmer groups were irrigating onion, tomato, pepper and green maize where they had previously grown only one rain-fed crop.",
          ],
          image: "cooperative-field",
          stats: [
            { value: "100%", label: "Sampled pumps in operation" },
            { value: "2", label: "Harvests a year where there was one" },
            { value: "0 L", label: "Diesel burned for pumping" },
          ],
          recommendations: [
            "Confirm well water levels in the dry season, not only after the rains.",
            "Keep a reserve of higher-head pumps in each regional batch.",
            "Train two operators per pump and a woreda technician per cluster.",
            "Pair each scheme with drip or furrow improvements to stretch the water further.",
          ],
        },
      ],
      phases: [
        {
          title: "Preparation",
          period: "January 2026",
          tasks: [
            { name: "Survey sheet review for 60 wells", status: "Completed" },
            { name: "Kit assembly and bench testing", status: "Completed" },
            { name: "Route and crew planning", status: "Completed" },
          ],
        },
        {
          title: "Delivery and installation",
          period: "February 2026, 8 days",
          tasks: [
            { name: "Delivery to 5 woreda offices", status: "Completed" },
            { name: "Installation and commissioning of 60 sets", status: "Completed" },
            {
              name: "Second route to two cut-off sites",
              status: "Delayed",
              note: "Finished two days after the main lots, within the 8 days",
            },
          ],
        },
        {
          title: "Follow-up",
          period: "March – June 2026",
          tasks: [
            { name: "Operator refresher training", status: "In Progress" },
            { name: "Three-month performance visits", status: "Underway" },
            { name: "Handover of the maintenance plan to woreda technicians", status: "Pending" },
          ],
        },
      ],
      conclusion:
        "Sixty pump sets reached 5 woredas in 3 regions and were pumping within 8 days, because the planning was done before the trucks left: surveys checked, kits tested, routes and crews matched. The follow-up visits show that the schemes are in use and that farmers value a second harvest most. We will carry the lessons on water levels and operator training into the programme's next round.",
      testimonial: {
        quote:
          "The pumps arrived, were installed and were running before our planting window closed. The farmers now call the pump their second rain.",
        name: "Ato Getachew Alemu",
        role: "Woreda irrigation expert, Ministry of Agriculture programme",
      },
    },
  },
  "nahom-construction-partnership": {
    ...reportSummaries["nahom-construction-partnership"],
    content: {
      introduction:
        "Many cooperatives that ask us for solar irrigation have no reliable water source: the river fails by January and hand-dug wells run dry. Drilling is the answer, but waiting for a rig can take a season. In 2026 we formed a partnership with Nahom Construction, a drilling contractor, so that one team takes a cooperative from survey to borehole to solar-powered irrigation. This update reports on the first boreholes and the cooperatives they serve.",
      sections: [
        {
          title: "How the partnership works",
          content: [
            "Our hydrogeologist and Nahom Construction's drilling engineer survey each site together. Nahom drills, cases and develops the borehole to a depth of up to 60 m; our crews install the solar array, pump, storage tank and irrigation lines, and train the cooperative's operators.",
            "The cooperative signs one contract and deals with one site manager, and the pump is sized from the borehole's measured yield rather than an estimate.",
          ],
          image: "borehole-drilling",
          deliverables: [
            "Joint hydrogeological survey and drilling report",
            "Cased and developed borehole with a pumping test",
            "Solar pumping system sized to the tested yield",
            "Storage tank and drip or furrow irrigation layout",
            "Operator training and a two-year maintenance visit plan",
          ],
        },
        {
          title: "Results on the first cooperatives",
          content: [
            "We compared each cooperative's first irrigated season with its average of the three seasons before, using the members' own harvest records checked by the woreda agriculture office.",
            "Drip lines fed from storage tanks replaced open furrows on most plots, which is where the water savings come from: the pump fills the tank during the sunniest hours and gravity does the rest.",
          ],
          image: "drip-irrigation",
          stats: [
            { value: "+185%", label: "Cooperative yield increase" },
            { value: "68%", label: "Water savings with drip lines" },
            { value: "60 m", label: "Deepest borehole drilled" },
            { value: "2", label: "Dry-season crops a year" },
          ],
          challenges: [
            "Hard basalt layers slowed drilling at two sites.",
            "One borehole yielded less water than the survey predicted.",
            "Members needed time to trust drip lines over the furrows they knew.",
          ],
          solutions: [
            "Nahom brought a down-the-hole hammer rig for the basalt sites.",
            "We sized a smaller pump and a larger tank for the low-yield borehole, so it still irrigates its full plot.",
            "Demonstration plots let members compare drip and furrow side by side for one season.",
          ],
        },
        {
          title: "What comes next",
          content: [
            "The partnership will drill for six more cooperatives in Amhara and Oromia over the coming dry season. We are also standardising the pumping test, so that every borehole's yield is recorded the same way and pumps can be sized straight from the report.",
          ],
          recommendations: [
            "Drill at the end of the rains, so boreholes are tested before the dry season.",
            "Budget for storage: a tank lets a smaller pump irrigate the same area.",
            "Start with demonstration plots wherever members are new to drip irrigation.",
          ],
        },
      ],
      phases: [
        {
          title: "Survey and drilling",
          period: "April – June 2026",
          tasks: [
            { name: "Joint site surveys for four cooperatives", status: "Completed" },
            { name: "Drilling and casing of four boreholes", status: "Completed" },
            {
              name: "Pumping test at the basalt site",
              status: "Delayed",
              note: "Waited a week for the hammer rig",
            },
          ],
        },
        {
          title: "Solar pumping and irrigation",
          period: "June – August 2026",
          tasks: [
            { name: "Solar pump installation at three sites", status: "Completed" },
            { name: "Drip layout on the fourth site", status: "In Progress" },
            { name: "Operator training", status: "Underway" },
          ],
        },
        {
          title: "Next round",
          period: "From October 2026",
          tasks: [
            { name: "Surveys for six more cooperatives", status: "Pending" },
            { name: "Standard pumping-test protocol", status: "In Progress" },
          ],
        },
      ],
      conclusion:
        "Pairing a drilling contractor with a solar irrigation team removes the longest wait in a cooperative's project and sizes every pump from real water rather than guesses. The first cooperatives have more than doubled their yields while using a third of the water, and the partnership's next round is already being surveyed.",
      testimonial: {
        quote:
          "We used to watch the river disappear every January. Now we have our own water, and our onions go to market twice a year.",
        name: "W/ro Almaz Haile",
        role: "Chairwoman, a farmers' cooperative in North Shewa",
      },
    },
  },
} as const satisfies Record<ReportId, Report>;

/** The report with this id, if the id is one of the two report ids. */
export function findReport(id: string): Report | undefined {
  return Object.hasOwn(reports, id) ? reports[id as ReportId] : undefined;
}

/**
 * A report's words without its figures, statuses and pictures: what a translation gives. Lists
 * follow the English report item by item (sections, stats, phases, tasks); a unit test checks
 * that every translation has the same items.
 */
interface ReportText {
  readonly introduction: string;
  readonly sections: readonly {
    readonly title: string;
    readonly content: readonly string[];
    /** The labels of the section's figures, in the figures' order. */
    readonly stats?: readonly string[];
    readonly challenges?: readonly string[];
    readonly solutions?: readonly string[];
    readonly recommendations?: readonly string[];
    readonly deliverables?: readonly string[];
  }[];
  readonly phases: readonly {
    readonly title: string;
    readonly period: string;
    readonly tasks: readonly { readonly name: string; readonly note?: string }[];
  }[];
  readonly conclusion: string;
  readonly testimonial: Testimonial;
}

function textOf({ content }: Report): ReportText {
  return {
    introduction: content.introduction,
    sections: content.sections.map(({ image: _image, stats, ...section }) => ({
      ...section,
      ...(stats ? { stats: stats.map((stat) => stat.label) } : {}),
    })),
    phases: content.phases.map(({ title, period, tasks }) => ({
      title,
      period,
      tasks: tasks.map(({ status: _status, ...task }) => task),
    })),
    conclusion: content.conclusion,
    testimonial: content.testimonial,
  };
}

/** The reports' long texts, by report id. */
const en = Object.fromEntries(reportIds.map((id) => [id, textOf(reports[id])])) as Record<
  ReportId,
  ReportText
>;

/** The two reports' long texts in one language. */
export type ReportsText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const reportsEnglish = en;

/** A report in one language, as its page and the /blog dialog show it. */
export type LocalizedReport = LocalizedReportSummary & { readonly content: Report["content"] };

/** The item of a translated list that matches the English one; a missing item is a bug. */
function nth<T>(list: readonly T[] | undefined, index: number, what: string): T {
  const item = list?.[index];
  if (item === undefined) throw new Error(`Report translation lacks ${what} ${index + 1}`);
  return item;
}

/**
 * One report in a language: its words from the translation, its figures, statuses and pictures
 * from the data above (for loaders; reads the translations when called).
 */
export function localizedReport(id: ReportId, locale: Locale): LocalizedReport {
  const data: Report = reports[id];
  const text = reportsText[locale][id];
  return {
    ...localizedSummary(id, locale),
    content: {
      introduction: text.introduction,
      sections: data.content.sections.map((section, index) => {
        const { stats: labels, ...words } = nth(text.sections, index, "section");
        return {
          ...words,
          ...(section.image ? { image: section.image } : {}),
          ...(section.stats
            ? {
                stats: section.stats.map((stat, at) => ({
                  value: stat.value,
                  label: nth(labels, at, "figure"),
                })),
              }
            : {}),
        };
      }),
      phases: data.content.phases.map((phase, index) => {
        const words = nth(text.phases, index, "phase");
        return {
          title: words.title,
          period: words.period,
          tasks: phase.tasks.map((task, at) => ({
            ...nth(words.tasks, at, "task"),
            status: task.status,
          })),
        };
      }),
      conclusion: text.conclusion,
      testimonial: text.testimonial,
    },
  };
}
