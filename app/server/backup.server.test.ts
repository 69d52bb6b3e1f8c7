// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backupDatabase } from "./backup.server";

let folder: string | undefined;
afterEach(() => {
  vi.unstubAllEnvs();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("backupDatabase", () => {
  it("copies the photos' originals as they are now: one deleted since the last night's backup is gone from it", async () => {
    folder = mkdtempSync(join(tmpdir(), "backup-"));
    const photos = join(folder, "photos");
    mkdirSync(photos);
    vi.stubEnv("DATABASE_PATH", join(folder, "site.db"));
    vi.stubEnv("PHOTOS_DIR", photos);
    writeFileSync(join(photos, "deleted-later.jpg"), "an original with its GPS");
    writeFileSync(join(photos, "kept.jpg"), "an original");
    const nightly = join(folder, "backups", "nightly.db");
    await backupDatabase(nightly);
    const copied = join(folder, "backups", "nightly-photos");
    expect(readdirSync(copied).sort()).toEqual(["deleted-later.jpg", "kept.jpg"]);
    // The next night, under the same name: the deleted photo is not kept.
    rmSync(join(photos, "deleted-later.jpg"));
    writeFileSync(join(photos, "new.jpg"), "another original");
    await backupDatabase(nightly);
    expect(readdirSync(copied).sort()).toEqual(["kept.jpg", "new.jpg"]);
    expect(existsSync(nightly)).toBe(true);
    expect(readdirSync(join(folder, "backups")).sort()).toEqual(["nightly-photos", "nightly.db"]);
  });

  it("writes the photos' folder, empty, before any photo was uploaded: the nightly copy packs it by name", async () => {
    folder = mkdtempSync(join(tmpdir(), "backup-"));
    vi.stubEnv("DATABASE_PATH", join(folder, "site.db"));
    vi.stubEnv("PHOTOS_DIR", join(folder, "no-photos-yet"));
    const nightly = join(folder, "backups", "nightly.db");
    await backupDatabase(nightly);
    expect(readdirSync(join(folder, "backups")).sort()).toEqual(["nightly-photos", "nightly.db"]);
    expect(readdirSync(join(folder, "backups", "nightly-photos"))).toEqual([]);
  });
});
