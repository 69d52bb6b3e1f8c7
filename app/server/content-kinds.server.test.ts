import { describe, expect, it } from "vitest";
import { createDraft, publish } from "./content-store.server";
import { draftsWithPhoto } from "./content-kinds.server";
import { openDatabase } from "./db.server";

/** A project's document as far as the library reads it: its English title and its photos. */
const project = (id: string, title: string, photos: string[]) => ({
  id,
  words: { en: { title } },
  photos,
});

describe("the drafts that show a photo", () => {
  it("are named with their editors' addresses, so the photo is not deleted under them", () => {
    const db = openDatabase(":memory:");
    createDraft(
      db,
      "project",
      "project-30",
      project("project-30", "Meki pumps", ["photo-a"]),
      "a@x",
    );
    createDraft(
      db,
      "project",
      "project-31",
      project("project-31", "", ["photo-a", "photo-b"]),
      "a@x",
    );
    createDraft(db, "project", "project-32", project("project-32", "Tank", ["photo-b"]), "a@x");
    expect(draftsWithPhoto(db, "photo-a")).toEqual([
      { to: "/staff/content/projects/project-30", title: "Meki pumps" },
      // A new draft without a title yet is named by its id.
      { to: "/staff/content/projects/project-31", title: "project-31" },
    ]);
    expect(draftsWithPhoto(db, "photo-c")).toEqual([]);
  });

  it("leave out a draft once it is published: the published page then holds the photo", () => {
    const db = openDatabase(":memory:");
    createDraft(db, "project", "project-30", project("project-30", "Meki", ["photo-a"]), "a@x");
    publish(db, "project", "project-30", 1, "a@x");
    expect(draftsWithPhoto(db, "photo-a")).toEqual([]);
  });
});
