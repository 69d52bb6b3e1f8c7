/**
 * The embedded SQLite database: one file (DATABASE_PATH, default data/site.db), opened once,
 * in WAL mode, migrated on start from the numbered SQL files in ./migrations. Other processes
 * (the staff command line, a backup) open it too, so every write transaction begins IMMEDIATE
 * (`db.transaction(fn).immediate()`, enforced by lint): it waits for the write lock at its start
 * instead of failing when another process wrote after it had read.
 */
import Database from "better-sqlite3";
import { chmodSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { eatDayEnd, eatDayStart } from "~/lib/staff-time";

export type Db = Database.Database;

/** The migrations, in file-name order: `0001-initial.sql`, `0002-…`. Never edit an applied one. */
const migrationFiles = import.meta.glob<string>("./migrations/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const migrations = Object.entries(migrationFiles)
  .map(([path, sql]) => ({ version: Number(/(\d+)-[^/]+\.sql$/.exec(path)?.[1]), sql }))
  .sort((a, b) => a.version - b.version);

/** Applies the migrations newer than the file's `user_version`, each in its own transaction. */
export function migrate(db: Db): number {
  const current = db.pragma("user_version", { simple: true }) as number;
  let applied = 0;
  for (const { version, sql } of migrations) {
    if (version <= current) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    }).immediate();
    applied += 1;
  }
  return applied;
}

/** Opens (creating it and its folder when missing) and migrates a database file. */
export function openDatabase(path: string): Db {
  // People's data: a folder made here is its owner's alone, and so is the file (SQLite gives its
  // -wal and -shm files the database file's permissions).
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const db = new Database(path);
  if (path !== ":memory:") ownerOnly(path);
  db.pragma("journal_mode = WAL");
  // FULL: a commit is on disk (the WAL is synced) before the visitor sees a confirmation.
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  // A deleted row's bytes are overwritten, not left in free pages: an erased person (or an
  // expired lead) cannot be read back from the file, nor from a backup made after the erasure.
  db.pragma("secure_delete = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

/**
 * After an erasure: copies the write-ahead log into the database file and empties it. A deleted
 * row's bytes are overwritten in the file (secure_delete), but the log still holds the pages as
 * they were before, until SQLite's next checkpoint reuses it: an erased person could be read back
 * from `site.db-wal` (or a copy of it) meanwhile. Outside a transaction only (SQLite's rule).
 */
export function forgetErasedPages(db: Db): void {
  if (!db.inTransaction) db.pragma("wal_checkpoint(TRUNCATE)");
}

/** Makes a file of people's data readable by its owner only (not when another user owns it). */
export function ownerOnly(file: string): void {
  try {
    chmodSync(file, 0o600);
  } catch {
    // Another user's file (a copy opened read-only to inspect it): its owner decides.
  }
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * A prepared statement, prepared once per database and reused: preparing on every request would
 * cost time and native memory the garbage collector does not see.
 */
export function sql(db: Db, text: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(text);
  if (!statement) {
    statement = db.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}

/**
 * A list's From and To days (office calendar, YYYY-MM-DD) as conditions on its `created_at`, with
 * their parameters in order: the leads, the access log and the security log filter alike.
 */
export function createdWithin(range: { readonly from?: string; readonly to?: string }): {
  clauses: string[];
  params: string[];
} {
  const clauses: string[] = [];
  const params: string[] = [];
  if (range.from) {
    clauses.push("created_at >= ?");
    params.push(eatDayStart(range.from));
  }
  if (range.to) {
    clauses.push("created_at <= ?");
    params.push(eatDayEnd(range.to));
  }
  return { clauses, params };
}
