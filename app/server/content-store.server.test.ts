import { describe, expect, it, onTestFinished } from "vitest";
import {
  createDraft,
  deleteNeverPublished,
  deleteUntouchedDrafts,
  getItem,
  history,
  NothingToPublish,
  publish,
  publishedDocuments,
  publishedFingerprint,
  restore,
  saveDraft,
  discardDraft,
  showsAlready,
  StaleEdit,
  unpublish,
  untouchedDraft,
} from "./content-store.server";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./db.server";
import { seedContent } from "./projects.server";

interface Doc {
  id: string;
  title: string;
}

function store() {
  const db = openDatabase(":memory:");
  createDraft<Doc>(db, "project", "project-99", { id: "project-99", title: "First" }, "a@x");
  return db;
}

describe("what the site shows already", () => {
  it("is a setting's texts as the installation published them, sent again with the sources a save records", () => {
    const db = openDatabase(":memory:");
    const seeded = { id: "faqs", question: { en: "Why solar?", am: "ለምን ፀሐይ?" } };
    createDraft(db, "settings", "faqs", seeded, "seed");
    publish(db, "settings", "faqs", 1, "seed");
    const item = getItem(db, "settings", "faqs");
    const recorded = { ...seeded, sources: { question: { am: "Why solar?" } } };
    expect(showsAlready(item, recorded)).toBe(true);
    expect(showsAlready(item, { ...recorded, question: { en: "Why solar power?" } })).toBe(false);
  });
});

describe("the content store", () => {
  it("keeps a draft out of the published documents until it is published", () => {
    const db = store();
    expect(publishedDocuments(db, "project")).toEqual([]);
    const revision = saveDraft<Doc>(
      db,
      "project",
      "project-99",
      { id: "project-99", title: "Second" },
      1,
      "a@x",
    );
    expect(revision).toBe(2);
    expect(getItem<Doc>(db, "project", "project-99")?.current.title).toBe("Second");
    expect(publish(db, "project", "project-99", 2, "b@x")).toBe(1);
    expect(publishedDocuments<Doc>(db, "project").map((doc) => doc.title)).toEqual(["Second"]);
    const item = getItem<Doc>(db, "project", "project-99");
    expect(item).toMatchObject({ state: "published", version: 1, draft: null, updatedBy: "b@x" });
  });

  it("reads each publish, restore and withdrawal, from this connection or another, and hands out frozen documents", () => {
    const folder = mkdtempSync(join(tmpdir(), "ts-store-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const path = join(folder, "site.db");
    const db = openDatabase(path);
    const other = openDatabase(path);
    createDraft<Doc>(db, "project", "project-99", { id: "project-99", title: "First" }, "a@x");
    publish(db, "project", "project-99", 1, "a@x");
    const titles = () => publishedDocuments<Doc>(db, "project").map((doc) => doc.title);
    expect(titles()).toEqual(["First"]);
    // A second process (another server, a restored backup) publishes: the first one reads it.
    saveDraft<Doc>(other, "project", "project-99", { id: "project-99", title: "Second" }, 2, "b@x");
    publish(other, "project", "project-99", 3, "b@x");
    expect(titles()).toEqual(["Second"]);
    restore(db, "project", "project-99", 1, 4, "a@x");
    expect(titles()).toEqual(["First"]);
    createDraft<Doc>(db, "project", "project-100", { id: "project-100", title: "Third" }, "a@x");
    publish(db, "project", "project-100", 1, "a@x");
    expect(titles()).toEqual(["First", "Third"]);
    unpublish(other, "project", "project-99", 5, "b@x");
    expect(titles()).toEqual(["Third"]);
    // One reader cannot change what the next page shows.
    const [document] = publishedDocuments<Doc>(db, "project");
    expect(() => {
      (document as { title: string }).title = "Changed";
    }).toThrow(TypeError);
    expect(titles()).toEqual(["Third"]);
    db.close();
    other.close();
  });

  it("refuses a save based on a revision someone else has changed, and names them", () => {
    const db = store();
    saveDraft<Doc>(db, "project", "project-99", { id: "project-99", title: "Mine" }, 1, "a@x");
    expect(() =>
      saveDraft<Doc>(db, "project", "project-99", { id: "project-99", title: "Theirs" }, 1, "b@x"),
    ).toThrow(StaleEdit);
    expect(getItem<Doc>(db, "project", "project-99")?.current.title).toBe("Mine");
    expect(() => publish(db, "project", "project-99", 1, "b@x")).toThrow(/a@x/);
  });

  it("discards a draft: the published document is what the editor sees again; a stale discard is refused", () => {
    const db = store();
    publish(db, "project", "project-99", 1, "a@x");
    saveDraft<Doc>(db, "project", "project-99", { id: "project-99", title: "Draft" }, 2, "b@x");
    expect(() => discardDraft(db, "project", "project-99", 2, "a@x")).toThrow(/b@x/);
    expect(discardDraft(db, "project", "project-99", 3, "a@x")).toBe(4);
    const item = getItem<Doc>(db, "project", "project-99");
    expect(item).toMatchObject({ draft: null, version: 1, updatedBy: "a@x" });
    expect(item?.current.title).toBe("First");
    expect(history(db, "project", "project-99")).toHaveLength(1);
  });

  it("deletes a draft never published, freeing its id; refuses a stale one and keeps a published item", () => {
    const db = store();
    expect(() => deleteNeverPublished(db, "project", "project-99", 0)).toThrow(StaleEdit);
    deleteNeverPublished(db, "project", "project-99", 1);
    expect(getItem(db, "project", "project-99")).toBeUndefined();
    // The id is free: a new item may take it.
    createDraft<Doc>(db, "project", "project-99", { id: "project-99", title: "Again" }, "a@x");
    publish(db, "project", "project-99", 1, "a@x");
    saveDraft<Doc>(db, "project", "project-99", { id: "project-99", title: "Draft" }, 2, "a@x");
    expect(() => deleteNeverPublished(db, "project", "project-99", 3)).toThrow(/kept/);
    expect(getItem<Doc>(db, "project", "project-99")?.published?.title).toBe("Again");
  });

  it("finds a person's new draft still untouched, and deletes such drafts after 7 days, never one saved or published", () => {
    const db = openDatabase(":memory:");
    const made = new Date("2026-11-01T08:00:00Z");
    const blank = (id: string) => ({ id, title: "" });
    createDraft<Doc>(db, "project", "project-21", blank("project-21"), "a@x", made);
    createDraft<Doc>(db, "project", "project-22", blank("project-22"), "b@x", made);
    createDraft<Doc>(db, "post", "post-9", blank("post-9"), "a@x", made);
    // Each person's own, of its own kind.
    expect(untouchedDraft(db, "project", "a@x")).toBe("project-21");
    expect(untouchedDraft(db, "post", "a@x")).toBe("post-9");
    expect(untouchedDraft(db, "project", "c@x")).toBeUndefined();
    // Saved once (even unchanged), it is someone's work: neither reopened as new nor deleted.
    saveDraft<Doc>(db, "project", "project-22", blank("project-22"), 1, "b@x", made);
    expect(untouchedDraft(db, "project", "b@x")).toBeUndefined();
    // A published item is never deleted however old.
    createDraft<Doc>(
      db,
      "project",
      "project-23",
      { id: "project-23", title: "On the site" },
      "a@x",
      made,
    );
    publish(db, "project", "project-23", 1, "a@x", made);

    const sixDaysOn = made.getTime() + 6 * 86_400_000;
    expect(deleteUntouchedDrafts(db, sixDaysOn)).toBe(0);
    expect(deleteUntouchedDrafts(db, sixDaysOn + 2 * 86_400_000)).toBe(2);
    expect(getItem(db, "project", "project-21")).toBeUndefined();
    expect(getItem(db, "post", "post-9")).toBeUndefined();
    expect(getItem(db, "project", "project-22")).toBeDefined();
    expect(getItem(db, "project", "project-23")).toBeDefined();
  });

  it("keeps every published version with who and when; restoring publishes an old one as new", () => {
    const db = store();
    publish(db, "project", "project-99", 1, "a@x", new Date("2026-11-20T08:00:00Z"));
    saveDraft<Doc>(db, "project", "project-99", { id: "project-99", title: "Renamed" }, 2, "b@x");
    publish(db, "project", "project-99", 3, "b@x", new Date("2026-11-21T08:00:00Z"));
    expect(
      restore(db, "project", "project-99", 1, 4, "c@x", new Date("2026-11-22T08:00:00Z")),
    ).toBe(3);
    const versions = history<Doc>(db, "project", "project-99");
    expect(
      versions.map((v) => [v.version, v.document.title, v.publishedBy, v.restoredFrom]),
    ).toEqual([
      [3, "First", "c@x", 1],
      [2, "Renamed", "b@x", null],
      [1, "First", "a@x", null],
    ]);
    expect(versions[1]?.publishedAt).toBe("2026-11-21T08:00:00.000Z");
    expect(publishedDocuments<Doc>(db, "project")[0]?.title).toBe("First");
  });

  it("refuses to publish, or restore, what the site already shows: no empty version", () => {
    const db = store();
    publish(db, "project", "project-99", 1, "a@x");
    // The same document, its keys in another order, saved as a draft: nothing would change.
    const same = { title: "First", id: "project-99" };
    expect(showsAlready(getItem(db, "project", "project-99"), same)).toBe(true);
    saveDraft<Doc>(db, "project", "project-99", same, 2, "b@x");
    expect(() => publish(db, "project", "project-99", 3, "b@x")).toThrow(NothingToPublish);
    expect(() => restore(db, "project", "project-99", 1, 3, "b@x")).toThrow(NothingToPublish);
    expect(history(db, "project", "project-99")).toHaveLength(1);
    expect(getItem(db, "project", "project-99")).toMatchObject({ version: 1, revision: 3 });
    // A changed one is published; then the first one again, restored, is a change too.
    saveDraft<Doc>(db, "project", "project-99", { id: "project-99", title: "Second" }, 3, "b@x");
    expect(showsAlready(getItem(db, "project", "project-99"), same)).toBe(true);
    expect(publish(db, "project", "project-99", 4, "b@x")).toBe(2);
    expect(showsAlready(getItem(db, "project", "project-99"), same)).toBe(false);
    expect(restore(db, "project", "project-99", 1, 5, "b@x")).toBe(3);
    // Taken off the site, the same document is published again: the site changes.
    unpublish(db, "project", "project-99", 6, "a@x");
    expect(showsAlready(getItem(db, "project", "project-99"), same)).toBe(false);
    expect(publish(db, "project", "project-99", 7, "a@x")).toBe(4);
  });

  it("takes an item off the site, keeps its history, and publishes it again on request", () => {
    const db = store();
    publish(db, "project", "project-99", 1, "a@x");
    unpublish(db, "project", "project-99", 2, "a@x");
    expect(publishedDocuments(db, "project")).toEqual([]);
    expect(getItem<Doc>(db, "project", "project-99")).toMatchObject({ state: "unpublished" });
    expect(getItem<Doc>(db, "project", "project-99")?.current.title).toBe("First");
    expect(publish(db, "project", "project-99", 3, "a@x")).toBe(2);
    expect(publishedDocuments(db, "project")).toHaveLength(1);
  });

  it("seeds the repository's 20 projects once, and a fingerprint follows what is published", () => {
    const db = openDatabase(":memory:");
    seedContent(db);
    seedContent(db);
    expect(publishedDocuments(db, "project")).toHaveLength(20);
    const seeded = publishedFingerprint(db);
    const other = openDatabase(":memory:");
    seedContent(other);
    expect(publishedFingerprint(other)).toBe(seeded);
    const item = getItem<Doc>(db, "project", "project-3");
    saveDraft(db, "project", "project-3", { ...item!.current, title: "x" }, item!.revision, "a@x");
    expect(publishedFingerprint(db)).toBe(seeded);
    publish(db, "project", "project-3", item!.revision + 1, "a@x");
    expect(publishedFingerprint(db)).not.toBe(seeded);
  });
});
