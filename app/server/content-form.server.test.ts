import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { photoNames, photosGoneFrom } from "./content-form.server";
import { openDatabase } from "./db.server";
import { addPhoto, deletePhoto } from "./photos.server";
import { phonePhoto } from "../../tests/photo-fixtures";

describe("a version's photos deleted since", () => {
  it("are counted, so its history says so before it is restored without them", async () => {
    const db = openDatabase(":memory:");
    const root = mkdtempSync(join(tmpdir(), "gone-"));
    try {
      const folders = { originals: join(root, "o"), renditions: join(root, "r") };
      const add = async (name: string, width: number) =>
        addPhoto(db, { name, bytes: await phonePhoto({ width, height: 600 }) }, "ed@x", folders);
      const kept = await add("kept.jpg", 800);
      const deleted = await add("deleted.jpg", 900);
      const version = { id: "project-30", photos: [kept.id, deleted.id] };
      expect(photosGoneFrom(db)(version)).toBe(0);

      await deletePhoto(db, deleted, folders);
      expect(photosGoneFrom(db)(version)).toBe(1);
      // Its history names it as deleted, the other by what it shows.
      expect(photoNames(db)(deleted.id)).toBe(
        `A photo deleted from the library since (${deleted.id.slice(6, 12)})`,
      );
      // The day as the staff pages write days ("30 Nov 2026").
      expect(photoNames(db)(kept.id)).toMatch(
        new RegExp(
          `^\\(kept\\.jpg, uploaded \\d{1,2} [A-Z][a-z]{2} \\d{4}, ${kept.id.slice(6, 12)}\\)$`,
        ),
      );
      // A version without photos, and one of a kind that has none, lost none.
      expect(photosGoneFrom(db)({ id: "project-31", photos: [] })).toBe(0);
      expect(photosGoneFrom(db)({ id: "company" })).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
