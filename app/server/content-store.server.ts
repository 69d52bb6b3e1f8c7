/**
 * The store of content the company edits itself (decisions.md, "Content the company edits
 * itself"): every item has a published document and at most one draft; publishing keeps each
 * version with who published it and when; restoring an old version publishes it again as a new
 * one. Documents are JSON, checked by each entity's schema in its own module
 * (`projects.server.ts`); this module knows nothing of their shape.
 *
 * Concurrency: every change bumps the item's revision, and an edit names the revision it started
 * from. A save based on an older revision is refused (`StaleEdit`), so two people editing one
 * item never silently overwrite each other.
 */
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { sql, type Db } from "./db.server";

/** The kinds of content kept in the store. */
export type ContentKind = "project" | "post" | "settings";

export type ContentState = "draft" | "published" | "unpublished";

/** One item as the editor sees it. */
export interface ContentItem<T> {
  readonly kind: ContentKind;
  readonly id: string;
  /** The public document, or null while unpublished or never published. */
  readonly published: T | null;
  /** The unpublished edit, or null. */
  readonly draft: T | null;
  /** What the editor works on: the draft, else the published document, else the last version. */
  readonly current: T;
  readonly version: number;
  readonly revision: number;
  readonly state: ContentState;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

/** One published version of an item. */
export interface ContentVersion<T> {
  readonly version: number;
  readonly document: T;
  readonly publishedAt: string;
  readonly publishedBy: string;
  readonly restoredFrom: number | null;
}

/** An edit based on a revision that someone else has since changed. */
export class StaleEdit extends Error {
  override name = "StaleEdit";
  constructor(
    readonly by: string,
    readonly at: string,
    /** The revision stored now, which a save that replaces their change starts from. */
    readonly revision: number,
  ) {
    super(`Someone else (${by}) changed this item at ${at}, after you opened it.`);
  }
}

/** A publication of what the site already shows: no version is made for it. */
export class NothingToPublish extends Error {
  override name = "NothingToPublish";
  constructor() {
    super("The site already shows this document.");
  }
}

/**
 * Whether the item is on the site with this very document (as stored: keys in any order), so
 * publishing it would only add an empty version.
 */
export function showsAlready(item: ContentItem<unknown> | undefined, document: unknown): boolean {
  if (item?.state !== "published" || item.published === null) return false;
  const sent = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
  const shown = item.published as Record<string, unknown>;
  // A setting as the installation published it records no translation's English (`sources`):
  // the same texts sent with the sources a save records are still what the site shows.
  if (shown.sources === undefined && sent.sources !== undefined) {
    const texts = { ...sent };
    delete texts.sources;
    return isDeepStrictEqual(texts, shown);
  }
  return isDeepStrictEqual(sent, shown);
}

interface ItemRow {
  kind: ContentKind;
  id: string;
  published: string | null;
  version: number;
  draft: string | null;
  revision: number;
  state: ContentState;
  updated_at: string;
  updated_by: string;
}

interface VersionRow {
  version: number;
  document: string;
  published_at: string;
  published_by: string;
  restored_from: number | null;
}

function lastVersion(db: Db, kind: ContentKind, id: string): string | undefined {
  const row = sql(
    db,
    "SELECT document FROM content_versions WHERE kind = ? AND id = ? ORDER BY version DESC LIMIT 1",
  ).get(kind, id) as { document: string } | undefined;
  return row?.document;
}

function toItem<T>(db: Db, row: ItemRow): ContentItem<T> {
  const published = row.published === null ? null : (JSON.parse(row.published) as T);
  const draft = row.draft === null ? null : (JSON.parse(row.draft) as T);
  // The last version is read only for an item with neither (a withdrawn item).
  const fallback = (draft ?? published) === null ? lastVersion(db, row.kind, row.id) : undefined;
  const current = draft ?? published ?? (fallback ? (JSON.parse(fallback) as T) : null);
  if (current === null) throw new Error(`content ${row.kind}/${row.id} has no document`);
  return {
    kind: row.kind,
    id: row.id,
    published,
    draft,
    current,
    version: row.version,
    revision: row.revision,
    state: row.state,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Every item of a kind, in id order (natural: project-2 before project-10). */
export function listItems<T>(db: Db, kind: ContentKind): ContentItem<T>[] {
  const rows = sql(db, "SELECT * FROM content_items WHERE kind = ?").all(kind) as ItemRow[];
  return rows
    .sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }))
    .map((row) => toItem<T>(db, row));
}

export function getItem<T>(db: Db, kind: ContentKind, id: string): ContentItem<T> | undefined {
  const row = sql(db, "SELECT * FROM content_items WHERE kind = ? AND id = ?").get(kind, id) as
    ItemRow | undefined;
  return row ? toItem<T>(db, row) : undefined;
}

/** The drafts of a kind (documents not on the site yet), with their items' ids, in id order. */
export function draftDocuments<T>(db: Db, kind: ContentKind): { id: string; draft: T }[] {
  const rows = sql(
    db,
    "SELECT id, draft FROM content_items WHERE kind = ? AND draft IS NOT NULL ORDER BY id",
  ).all(kind) as { id: string; draft: string }[];
  return rows.map(({ id, draft }) => ({ id, draft: JSON.parse(draft) as T }));
}

/**
 * The published documents of a kind, in id order. A page's render reads them many times (the
 * root's company details, prices and words are each one settings document), so each kind's are
 * parsed once per published state and kept, frozen, until it changes. The state is the kind's
 * published ids and versions, read at every call (a query that reads no document): publishing,
 * restoring and withdrawing each change it, from this connection or from another process.
 */
export function publishedDocuments<T>(db: Db, kind: ContentKind): T[] {
  const stamps = sql(
    db,
    "SELECT id, version FROM content_items WHERE kind = ? AND published IS NOT NULL",
  ).all(kind) as { id: string; version: number }[];
  const state = stamps
    .map(({ id, version }) => `${id}@${version}`)
    .sort()
    .join(" ");
  let kinds = parsedPublished.get(db);
  if (!kinds) parsedPublished.set(db, (kinds = new Map()));
  let parsed = kinds.get(kind);
  if (parsed?.state !== state) {
    const rows = sql(
      db,
      "SELECT id, published FROM content_items WHERE kind = ? AND published IS NOT NULL",
    ).all(kind) as { id: string; published: string }[];
    const documents = rows
      .sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }))
      .map((row) => deepFreeze(JSON.parse(row.published) as unknown));
    parsed = { state, documents };
    kinds.set(kind, parsed);
  }
  return [...parsed.documents] as T[];
}

/** Each store's published documents by kind, parsed, with the published state they were read at. */
const parsedPublished = new WeakMap<
  Db,
  Map<ContentKind, { readonly state: string; readonly documents: readonly unknown[] }>
>();

/** Freezes a parsed document to the leaves: a reader that changed it would change every page. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The ids of a kind's unpublished items (their addresses answer 410). */
export function unpublishedIds(db: Db, kind: ContentKind): string[] {
  return (
    sql(db, "SELECT id FROM content_items WHERE kind = ? AND state = 'unpublished'").all(kind) as {
      id: string;
    }[]
  ).map((row) => row.id);
}

function checkRevision(row: ItemRow | undefined, baseRevision: number): ItemRow {
  if (!row) throw new Error("no such content item");
  if (row.revision !== baseRevision)
    throw new StaleEdit(row.updated_by, row.updated_at, row.revision);
  return row;
}

function itemRow(db: Db, kind: ContentKind, id: string): ItemRow | undefined {
  return sql(db, "SELECT * FROM content_items WHERE kind = ? AND id = ?").get(kind, id) as
    ItemRow | undefined;
}

/** Creates an item with its first draft; fails if the id is taken. Returns its revision (1). */
export function createDraft<T>(
  db: Db,
  kind: ContentKind,
  id: string,
  document: T,
  by: string,
  now = new Date(),
): number {
  sql(
    db,
    "INSERT INTO content_items (kind, id, draft, revision, state, updated_at, updated_by) VALUES (?, ?, ?, 1, 'draft', ?, ?)",
  ).run(kind, id, JSON.stringify(document), now.toISOString(), by);
  return 1;
}

/**
 * Saves a draft over the given revision; refuses a stale one (`StaleEdit`). Returns the new
 * revision.
 */
export function saveDraft<T>(
  db: Db,
  kind: ContentKind,
  id: string,
  document: T,
  baseRevision: number,
  by: string,
  now = new Date(),
): number {
  return setDraft(db, kind, id, JSON.stringify(document), baseRevision, by, now);
}

/**
 * Drops the item's draft, so the editor shows the published document again; refuses a stale
 * revision (`StaleEdit`). Nothing public changes. Returns the new revision.
 */
export function discardDraft(
  db: Db,
  kind: ContentKind,
  id: string,
  baseRevision: number,
  by: string,
  now = new Date(),
): number {
  return setDraft(db, kind, id, null, baseRevision, by, now);
}

/** Sets or drops the item's draft from the given revision, refusing a stale one. */
function setDraft(
  db: Db,
  kind: ContentKind,
  id: string,
  draft: string | null,
  baseRevision: number,
  by: string,
  now: Date,
): number {
  return db
    .transaction(() => {
      const row = checkRevision(itemRow(db, kind, id), baseRevision);
      sql(
        db,
        "UPDATE content_items SET draft = ?, revision = ?, updated_at = ?, updated_by = ? WHERE kind = ? AND id = ?",
      ).run(draft, row.revision + 1, now.toISOString(), by, kind, id);
      return row.revision + 1;
    })
    .immediate();
}

/**
 * Deletes an item that was never published, draft and all, from the given revision (refusing a
 * stale one, `StaleEdit`): its id is free again. An item that was ever on the site is kept for
 * its history; its draft can only be discarded.
 */
export function deleteNeverPublished(
  db: Db,
  kind: ContentKind,
  id: string,
  baseRevision: number,
): void {
  db.transaction(() => {
    const row = checkRevision(itemRow(db, kind, id), baseRevision);
    if (row.version !== 0 || row.published !== null)
      throw new Error(`content ${kind}/${id} was published: it is kept`);
    sql(db, "DELETE FROM content_items WHERE kind = ? AND id = ?").run(kind, id);
  }).immediate();
}

/**
 * The item of a kind that this person made with "Add a project" or "Add a post" and never saved
 * since (revision 1, never published): pressing "Add" again reopens it rather than piling up
 * empty drafts.
 */
export function untouchedDraft(db: Db, kind: ContentKind, by: string): string | undefined {
  const row = sql(
    db,
    "SELECT id FROM content_items WHERE kind = ? AND updated_by = ? AND revision = 1 AND version = 0 AND published IS NULL AND draft IS NOT NULL ORDER BY updated_at LIMIT 1",
  ).get(kind, by) as { id: string } | undefined;
  return row?.id;
}

/** How long an untouched new draft is kept: an editor may leave a blank form open for days. */
export const UNTOUCHED_DRAFT_DAYS = 7;

/**
 * Deletes the new drafts nobody saved since they were made (revision 1, never published) once
 * they are `UNTOUCHED_DRAFT_DAYS` old: nothing was typed into them, so nothing is lost, and their
 * ids are free again. Returns how many.
 */
export function deleteUntouchedDrafts(db: Db, now = Date.now()): number {
  const before = new Date(now - UNTOUCHED_DRAFT_DAYS * 86_400_000).toISOString();
  return sql(
    db,
    "DELETE FROM content_items WHERE revision = 1 AND version = 0 AND published IS NULL AND draft IS NOT NULL AND updated_at < ?",
  ).run(before).changes;
}

/**
 * Publishes a document as the item's next version; refuses one the site already shows
 * (`NothingToPublish`): a version that changes nothing would only bury the one that did.
 */
function publishDocument(
  db: Db,
  row: ItemRow,
  document: string,
  by: string,
  now: Date,
  restoredFrom: number | null,
): number {
  if (
    row.state === "published" &&
    row.published !== null &&
    isDeepStrictEqual(JSON.parse(document), JSON.parse(row.published))
  )
    throw new NothingToPublish();
  const version = row.version + 1;
  const at = now.toISOString();
  sql(
    db,
    "INSERT INTO content_versions (kind, id, version, document, published_at, published_by, restored_from) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(row.kind, row.id, version, document, at, by, restoredFrom);
  sql(
    db,
    "UPDATE content_items SET published = ?, version = ?, draft = NULL, revision = ?, state = 'published', updated_at = ?, updated_by = ? WHERE kind = ? AND id = ?",
  ).run(document, version, row.revision + 1, at, by, row.kind, row.id);
  return version;
}

/**
 * Publishes the item's draft (or republishes an unpublished item) as a new version, refusing a
 * stale revision, and a draft that is what the site already shows (`NothingToPublish`). Returns
 * the version's number.
 */
export function publish(
  db: Db,
  kind: ContentKind,
  id: string,
  baseRevision: number,
  by: string,
  now = new Date(),
): number {
  return db
    .transaction(() => {
      const row = checkRevision(itemRow(db, kind, id), baseRevision);
      const document = row.draft ?? row.published ?? lastVersion(db, kind, id);
      if (!document) throw new Error("nothing to publish");
      return publishDocument(db, row, document, by, now, null);
    })
    .immediate();
}

/** Takes a published item off the site (its address then answers 410); history is kept. */
export function unpublish(
  db: Db,
  kind: ContentKind,
  id: string,
  baseRevision: number,
  by: string,
  now = new Date(),
): void {
  db.transaction(() => {
    const row = checkRevision(itemRow(db, kind, id), baseRevision);
    sql(
      db,
      "UPDATE content_items SET published = NULL, state = 'unpublished', revision = ?, updated_at = ?, updated_by = ? WHERE kind = ? AND id = ?",
    ).run(row.revision + 1, now.toISOString(), by, kind, id);
  }).immediate();
}

/** Every published version of an item, newest first. */
export function history<T>(db: Db, kind: ContentKind, id: string): ContentVersion<T>[] {
  const rows = sql(
    db,
    "SELECT version, document, published_at, published_by, restored_from FROM content_versions WHERE kind = ? AND id = ? ORDER BY version DESC",
  ).all(kind, id) as VersionRow[];
  return rows.map((row) => ({
    version: row.version,
    document: JSON.parse(row.document) as T,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    restoredFrom: row.restored_from,
  }));
}

/**
 * Publishes an earlier version again, as a new version (any draft is discarded); refuses the
 * version the site already shows (`NothingToPublish`).
 */
export function restore(
  db: Db,
  kind: ContentKind,
  id: string,
  version: number,
  baseRevision: number,
  by: string,
  now = new Date(),
): number {
  return db
    .transaction(() => {
      const row = checkRevision(itemRow(db, kind, id), baseRevision);
      const old = sql(
        db,
        "SELECT document FROM content_versions WHERE kind = ? AND id = ? AND version = ?",
      ).get(kind, id, version) as { document: string } | undefined;
      if (!old) throw new Error(`no version ${version}`);
      return publishDocument(db, row, old.document, by, now, version);
    })
    .immediate();
}

/**
 * Seeds a kind from the repository's typed modules: each document the store does not hold yet
 * (a new installation, or a setting added since) becomes version 1, published by "seed". What the
 * store holds is never touched. Returns how many were added.
 */
export function seedKind<T extends { id: string }>(
  db: Db,
  kind: ContentKind,
  documents: readonly T[],
  now = new Date(),
): number {
  const held = new Set(
    (sql(db, "SELECT id FROM content_items WHERE kind = ?").all(kind) as { id: string }[]).map(
      (row) => row.id,
    ),
  );
  const missing = documents.filter((document) => !held.has(document.id));
  db.transaction(() => {
    for (const document of missing) {
      createDraft(db, kind, document.id, document, "seed", now);
      publish(db, kind, document.id, 1, "seed", now);
    }
  }).immediate();
  return missing.length;
}

/**
 * A fingerprint of everything published: equal fingerprints mean equal public content. The
 * build records the seed's; the server compares it with the store's at start.
 */
export function publishedFingerprint(db: Db): string {
  const rows = sql(
    db,
    "SELECT kind, id, state, published FROM content_items ORDER BY kind, id",
  ).all() as { kind: string; id: string; state: string; published: string | null }[];
  const hash = createHash("sha256");
  for (const row of rows)
    hash.update(`${row.kind}\0${row.id}\0${row.state}\0${row.published ?? ""}\n`);
  return hash.digest("hex");
}
