/**
 * The texts of what the home page shows from the site-wide collections, in every language: the
 * coverage sites, the acknowledgments, the partners and the sizing teaser.
 * Keyed by the collections' ids, so a translation must cover every entry. The preview's three
 * projects take their words from `project-texts.ts` and region names from `region-names.ts`,
 * the one home of each, as `services-text.ts` is for the service summaries (docs/decisions/0025).
 */
import type { Translation } from "~/i18n/translation";
import { acknowledgments } from "./acknowledgments";
import { coverageSites } from "./coverage-sites";
import { partners } from "./partners";
import { sizingLink } from "./sizing-link";

/** The projects of the home page's preview (spec: the first three). */
export const previewProjectIds = ["project-1", "project-2", "project-3"] as const;
type AcknowledgmentId = (typeof acknowledgments)[number]["id"];
type PartnerName = (typeof partners)[number]["name"];
type CoverageId = (typeof coverageSites)[number]["projectId"];

const byId = <K extends string, V>(entries: readonly (readonly [K, V])[]) =>
  Object.fromEntries(entries) as Record<K, V>;

const en = {
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
  sizing: { label: sizingLink.label, separator: sizingLink.separator, text: sizingLink.text },
};

/** The showcase texts in one language. */
export type ShowcaseText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const showcaseEnglish = en;
