/**
 * The texts of what the home page shows from the site-wide collections, in every language: the
 * three projects of the preview, the regions, the coverage sites, the acknowledgments, the
 * partners and the sizing teaser (the service summaries come from `services-text.ts`). Keyed by
 * the collections' ids, so a translation must cover every entry. (The project, service and report pages' own texts follow
 * in their modules as those pages are translated: docs/decisions/0025.)
 */
import type { Localized, Translation } from "~/i18n/translation";
import { acknowledgments } from "./acknowledgments";
import { showcase as am } from "./am/showcase";
import { coverageSites } from "./coverage-sites";
import { partners } from "./partners";
import { findProject, type Project } from "./projects";
import { ethiopianRegions, type Region } from "./regions";
import { sizingLink } from "./sizing-link";

/** The projects of the home page's preview (spec: the first three). */
export const previewProjectIds = ["project-1", "project-2", "project-3"] as const;
type PreviewId = (typeof previewProjectIds)[number];
type AcknowledgmentId = (typeof acknowledgments)[number]["id"];
type PartnerName = (typeof partners)[number]["name"];
type CoverageId = (typeof coverageSites)[number]["projectId"];

/** The texts a project card shows. */
interface CardText {
  title: string;
  description: string;
  customer: string;
  place: string;
  status: string;
  estimatedCost: string;
}

const cardText = (project: Project): CardText => ({
  title: project.title,
  description: project.description,
  customer: project.customer,
  place: project.place,
  status: project.status,
  estimatedCost: project.estimatedCost,
});

const byId = <K extends string, V>(entries: readonly (readonly [K, V])[]) =>
  Object.fromEntries(entries) as Record<K, V>;

const en = {
  projects: byId(
    previewProjectIds.map((id) => {
      const project = findProject(id);
      if (!project) throw new Error(`showcase: no project ${id}`);
      return [id, cardText(project)] as const;
    }),
  ) as Record<PreviewId, CardText>,
  regions: byId(ethiopianRegions.map((region) => [region, region] as const)) as Record<
    Region,
    string
  >,
  coverage: byId(coverageSites.map((site) => [site.projectId, site.region] as const)) as Record<
    CoverageId,
    string
  >,
  acknowledgments: byId(
    acknowledgments.map(
      ({ id, name, location, topic, quote, farmSize }) =>
        [id, { name, location, topic, quote, farmSize }] as const,
    ),
  ) as Record<
    AcknowledgmentId,
    { name: string; location: string; topic: string; quote: string; farmSize: string }
  >,
  partners: byId(partners.map(({ name }) => [name, name] as const)) as Record<PartnerName, string>,
  sizing: { label: sizingLink.label, text: sizingLink.text },
};

/** The showcase texts in one language. */
export type ShowcaseText = Translation<typeof en>;

export const showcaseText: Localized<ShowcaseText> = { en, am };
