/**
 * `npm run db:backup [FILE]`: a consistent copy of the live database (SQLite's online backup,
 * safe while the server runs), by default data/backups/site-<UTC time>.db, and beside it the
 * originals of the uploaded photos (FILE without `.db`, plus `-photos/`). The public renditions
 * are not copied: the server writes them again from the originals.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { readConfig } from "./config.server";
import { openDatabase, ownerOnly } from "./db.server";

export async function backupDatabase(target?: string): Promise<string> {
  const config = readConfig();
  const db = openDatabase(config.databasePath);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const file = target ?? join(dirname(config.databasePath), "backups", `site-${stamp}.db`);
  // A backup holds everyone's data: readable by its owner only, as the database is.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
  ownerOnly(file);
  // The photos' folder is always written, empty before the first upload: the nightly copy packs
  // it by name (docs/deployment.md), and a folder missing would stop that copy every night.
  const photos = `${file.replace(/\.db$/, "")}-photos`;
  // Into a new folder, then in place of the last one: a nightly backup under one name would
  // otherwise keep the originals (their GPS included) of photos deleted since, night after night.
  const fresh = `${photos}.new-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  if (existsSync(config.photosDirectory))
    cpSync(config.photosDirectory, fresh, { recursive: true });
  else mkdirSync(fresh);
  chmodSync(fresh, 0o700);
  rmSync(photos, { recursive: true, force: true });
  renameSync(fresh, photos);
  return file;
}
