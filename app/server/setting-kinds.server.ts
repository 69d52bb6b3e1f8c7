/**
 * Every settings document staff edit, as the pages they share (history, restore, translations to
 * do) see it: its name, its staff page, the public pages publishing it renders, and how staff read
 * it. A new settings document (the team) gets history, restore and translations by adding one
 * entry here (docs/decisions/0040-settings-history.md).
 */
import {
  catalogueForStaff,
  catalogueWordsForStaff,
  companyForStaff,
  faqsForStaff,
  figuresForStaff,
  financingForStaff,
  pricesForStaff,
  teamForStaff,
} from "~/content/setting-fields";
import type { FieldChange, PhotoName } from "~/content/project-changes";
import {
  recordSettingSources,
  settingChanges,
  settingTranslationsToDo,
  translationMarks,
  type SettingFields,
  type WithSources,
} from "~/content/setting-texts";
import { staffText } from "~/content/staff";
import { COMPANY_ID, FIGURES_ID } from "./company.server";
import { photoNames } from "./content-form.server";
import { history, type ContentItem, type ContentVersion } from "./content-store.server";
import type { Db } from "./db.server";
import { FAQS_ID, faqPaths } from "./faqs.server";
import { publicPaths } from "./publish.server";
import { getRuntime } from "./runtime.server";
import {
  CATALOGUE_ID,
  CATALOGUE_WORDS_ID,
  FINANCING_ID,
  PRICES_ID,
  SETTINGS,
  settingItem,
} from "./settings.server";
import { TEAM_ID, teamPaths } from "./team.server";

/** One settings document as the shared staff pages see it. */
export interface SettingKind<T = never> {
  /** The document's id in the store, and its part of /staff/content/settings/{id}/history. */
  readonly id: string;
  /** What staff call it: "Contact details". */
  readonly name: string;
  /** The staff page that edits it. */
  readonly editPath: string;
  /** The English paths that show it (publishing and restoring render them in every language). */
  readonly pages: () => readonly string[];
  /** The public page a preview of a change shows: where the setting is seen best. */
  readonly previewPath: string;
  /**
   * The document as staff read it, field by field; a photo of the library by `photoName` where
   * one is given (a history), else by its id.
   */
  readonly read: (document: T, photoName?: PhotoName) => SettingFields;
}

const names = staffText.content.settingHistory.names;

/** Every public page's English path: a setting the frame shows (the phone, a price in the chat) is on all. */
export function everyPage(): string[] {
  return publicPaths(getRuntime().db).pages;
}

/** The settings documents, in the order the content list names their pages. */
export const settingKinds: readonly SettingKind[] = [
  {
    id: PRICES_ID,
    name: names.prices,
    editPath: "/staff/content/settings",
    pages: everyPage,
    previewPath: "/size-your-system",
    read: pricesForStaff,
  },
  {
    id: CATALOGUE_ID,
    name: names.catalogue,
    editPath: "/staff/content/settings",
    pages: everyPage,
    previewPath: "/products",
    read: catalogueForStaff,
  },
  {
    id: CATALOGUE_WORDS_ID,
    name: names["catalogue-words"],
    editPath: "/staff/content/products",
    // The products page shows every word; the quote form's choices and the sizing tool's result
    // name the products and packages.
    pages: () => ["/products", "/get-started", "/size-your-system"],
    previewPath: "/products",
    read: catalogueWordsForStaff,
  },
  {
    id: FINANCING_ID,
    name: names.financing,
    editPath: "/staff/content/financing",
    pages: () => ["/financing", "/size-your-system"],
    previewPath: "/financing",
    read: financingForStaff,
  },
  {
    id: COMPANY_ID,
    name: names.company,
    editPath: "/staff/content/company",
    pages: everyPage,
    previewPath: "/contact",
    read: companyForStaff,
  },
  {
    id: FIGURES_ID,
    name: names.figures,
    editPath: "/staff/content/company",
    pages: everyPage,
    previewPath: "/about",
    read: figuresForStaff,
  },
  {
    id: FAQS_ID,
    name: names.faqs,
    editPath: "/staff/content/faqs",
    pages: () => Object.values(faqPaths),
    previewPath: "/contact",
    read: faqsForStaff,
  },
  {
    id: TEAM_ID,
    name: names.team,
    editPath: "/staff/content/team",
    pages: () => teamPaths,
    previewPath: "/about",
    read: teamForStaff,
  },
];

export function settingKind(id: string): SettingKind | undefined {
  return settingKinds.find((entry) => entry.id === id);
}

/** The English paths a setting shows on. */
export function settingPages(id: string): readonly string[] {
  return settingKind(id)?.pages() ?? [];
}

/** The address of a setting's preview, kept under a token (`setting-preview.server.ts`). */
export function previewPath(id: string, token: string): string {
  return `/staff/content/settings/${id}/preview?t=${encodeURIComponent(token)}`;
}

/** The address of a setting's history. */
export function historyPath(id: string): string {
  return `/staff/content/settings/${id}/history`;
}

/** Each setting with texts whose translation is missing or out of date, and those texts. */
export function settingsToDo(db: Db) {
  return settingKinds.flatMap((entry) => {
    const document = settingItem<WithSources>(db, entry.id)?.current;
    const toDo = document
      ? settingTranslationsToDo(entry.read(document as never), document.sources)
      : [];
    return toDo.length > 0
      ? [{ id: entry.id, name: entry.name, editPath: entry.editPath, toDo }]
      : [];
  });
}

/** The links to the histories of the settings a page edits. */
export function historyLinks(...ids: string[]): { to: string; label: string }[] {
  return ids.flatMap((id) => {
    const entry = settingKind(id);
    return entry
      ? [{ to: historyPath(id), label: staffText.content.settingHistory.link(entry.name) }]
      : [];
  });
}

/** The editor's marks of a setting's stored texts: each field missing or out of date. */
export function settingMarks(
  id: string,
  item: ContentItem<unknown> | undefined,
): Record<string, "missing" | "outdated"> {
  const entry = settingKind(id);
  if (!entry || !item) return {};
  const document = item.current as WithSources;
  return translationMarks(entry.read(document as never), document.sources);
}

/**
 * The editor's marks of a setting's texts as typed (rows added, moved or removed, a form refused):
 * each translation's source is the one it would keep if published now (wherever its row went),
 * so a mark follows its text rather than staying at the row's old place. Boxes ticked on the form
 * count for nothing here: a mark stays, with its box, until the form is published.
 */
export function typedMarks(
  db: Db,
  id: string,
  document: unknown,
): Record<string, "missing" | "outdated"> {
  const entry = settingKind(id);
  const stored = settingItem<WithSources>(db, id)?.current;
  if (!entry || !stored) return {};
  const after = entry.read(document as never);
  const sources = recordSettingSources(
    { fields: entry.read(stored as never), sources: stored.sources },
    after,
    () => false,
  );
  return translationMarks(after, sources);
}

/**
 * A document about to be published, with the English each of its translations was made from
 * (`confirmed`: the boxes ticked on the form). A document without texts is left as it is.
 */
export function withSources<T extends { readonly id: string }>(
  db: Db,
  document: T,
  confirmed: (name: string) => boolean,
): T {
  const entry = settingKind(document.id);
  const before = settingItem<WithSources>(db, document.id)?.current;
  if (!entry) return document;
  const after = entry.read(document as never);
  if (after.texts.length === 0) return document;
  const sources = recordSettingSources(
    {
      fields: before ? entry.read(before as never) : { values: [], texts: [] },
      sources: before?.sources,
    },
    after,
    confirmed,
  );
  return { ...document, sources };
}

/**
 * A setting's versions, newest first, each with the one before it and what changed since, as its
 * history lists them: fields by their labels, a photo of the library as the editor's lists name
 * it (its description, file and day), not by its id.
 */
export function settingVersions(
  db: Db,
  kind: SettingKind,
): { version: ContentVersion<never>; before?: ContentVersion<never>; changes: FieldChange[] }[] {
  const photoName = photoNames(db);
  const versions = history<never>(db, SETTINGS, kind.id);
  return versions.map((version, index) => {
    const before = versions[index + 1];
    return {
      version,
      before,
      changes: settingChanges(
        before && kind.read(before.document, photoName),
        kind.read(version.document, photoName),
      ),
    };
  });
}
