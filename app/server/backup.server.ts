/**
 * `npm run db:backup [FILE]`: a consistent copy of the live database (SQLite's online backup,
 * safe while the server runs), by default data/backups/site-<UTC time>.db, and beside it the
 * originals of the uploaded photos (FILE without `.db`, plus `-photos/`). The public renditions
 * are not copied: the server writes them again from the originals.
 */
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { readConfig } from "./config.server";
import { openDatabase } from "./db.server";

export async function backupDatabase(target?: string): Promise<string> {
  const config = readConfig();
  const db = openDatabase(config.databasePath);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const file = target ?? join(dirname(config.databasePath), "backups", `site-${stamp}.db`);
  mkdirSync(dirname(file), { recursive: true });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
  if (existsSync(config.photosDirectory))
    cpSync(config.photosDirectory, `${file.replace(/\.db$/, "")}-photos`, { recursive: true });
  return file;
}
