/**
 * The access log of personal data: who viewed a lead, a person or the leads list, searched the
 * leads, exported leads or erased them, read or exported the security log or this log, and when.
 * It holds references, person numbers and a list view's filters, never names, phones, e-mail
 * addresses or the text of a search: erasing a person leaves nothing of them here. A search is
 * known by the references it found instead.
 */
import { formatEat } from "~/lib/staff-time";
import { createdWithin, sql, type Db } from "./db.server";
import { csvRows } from "./enquiries.server";
import { staffText } from "~/content/staff";

export const accessActions = [
  "view-lead",
  "view-person",
  "export-person",
  "export-leads",
  "erase-lead",
  "erase-person",
  "view-leads",
  "search-leads",
  "view-security-log",
  "export-security-log",
  "view-access-log",
  "export-access-log",
] as const;
export type AccessAction = (typeof accessActions)[number];

export interface AccessEntry {
  readonly id: number;
  readonly actor: string;
  readonly action: AccessAction;
  readonly personId: number | null;
  readonly references: readonly string[];
  /** A list view's filters in words ("Status New · Page 2"); empty for other accesses. */
  readonly detail: string;
  readonly createdAt: string;
}

export interface NewAccess {
  readonly actor: string;
  readonly action: AccessAction;
  readonly personId?: number | null;
  readonly references?: readonly string[];
  readonly detail?: string;
  readonly now?: Date;
}

export function logAccess(db: Db, entry: NewAccess): void {
  sql(
    db,
    "INSERT INTO access_log (actor, action, person_id, refs, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(
    entry.actor,
    entry.action,
    entry.personId ?? null,
    (entry.references ?? []).join(","),
    entry.detail ?? "",
    (entry.now ?? new Date()).toISOString(),
  );
}

/**
 * Months an entry is kept. The log is the evidence of lawful processing (who saw, exported or
 * erased whose data), kept as long as an enquiry is by default; then the daily clean-up deletes it.
 */
export const ACCESS_LOG_MONTHS = 24;

/** Deletes the entries older than `ACCESS_LOG_MONTHS`; returns how many went. */
export function deleteOldAccess(db: Db, now = new Date()): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ACCESS_LOG_MONTHS);
  return sql(db, "DELETE FROM access_log WHERE created_at < ?").run(cutoff.toISOString()).changes;
}

/** Which entries to show; every part optional. */
export interface AccessFilter {
  /** Days of the office calendar (East Africa Time), `YYYY-MM-DD`, inclusive. */
  readonly from?: string;
  readonly to?: string;
  /** A lead's reference: the entries that name it (who saw that lead, in a list or on its page). */
  readonly reference?: string;
  /** A staff member's e-mail address, as the entries name them. */
  readonly actor?: string;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export function accessFilterFromSearch(params: URLSearchParams): AccessFilter {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  // References are stored in capitals; one typed in small letters or with spaces is the same lead.
  const reference = (params.get("reference") ?? "").trim().toUpperCase().slice(0, 40);
  const actor = (params.get("actor") ?? "").trim().slice(0, 254);
  return {
    from: datePattern.test(from) ? from : undefined,
    to: datePattern.test(to) ? to : undefined,
    reference: reference || undefined,
    actor: actor || undefined,
  };
}

/**
 * A view or export of the log itself, in words ("Lead reference TS-2026-0007 · From 2026-11-01"):
 * the log of who looked at the log, as reading the security log is.
 */
export function accessFilterWords(filter: AccessFilter): string {
  const t = staffText;
  return [
    filter.reference && `${t.accessReference} ${filter.reference}`,
    filter.actor && `${t.accessActor} ${filter.actor}`,
    filter.from && `${t.from} ${filter.from}`,
    filter.to && `${t.to} ${filter.to}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Everyone the log names, for the filter's list. */
export function accessActors(db: Db): string[] {
  return (
    sql(db, "SELECT DISTINCT actor FROM access_log ORDER BY actor").all() as { actor: string }[]
  ).map((row) => row.actor);
}

interface AccessRow {
  id: number;
  actor: string;
  action: AccessAction;
  person_id: number | null;
  refs: string;
  detail: string;
  created_at: string;
}

/** The entries of a filter, newest first; at most `limit` of them, with how many match. */
export function listAccess(
  db: Db,
  filter: AccessFilter,
  limit = Number.MAX_SAFE_INTEGER,
): { entries: AccessEntry[]; total: number } {
  const clauses: string[] = [];
  const params: string[] = [];
  const within = createdWithin(filter);
  clauses.push(...within.clauses);
  params.push(...within.params);
  if (filter.reference) {
    // `refs` is a comma-separated list: a whole reference, never a part of a longer one.
    clauses.push("instr(',' || refs || ',', ',' || ? || ',') > 0");
    params.push(filter.reference);
  }
  if (filter.actor) {
    clauses.push("actor = ?");
    params.push(filter.actor);
  }
  const where = clauses.length ? `WHERE ${clauses.join(" AND ")}` : "";
  const total = (
    sql(db, `SELECT count(*) AS n FROM access_log ${where}`).get(...params) as { n: number }
  ).n;
  const rows = sql(
    db,
    `SELECT * FROM access_log ${where} ORDER BY created_at DESC, id DESC LIMIT ?`,
  ).all(...params, limit) as AccessRow[];
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      personId: row.person_id,
      references: row.refs ? row.refs.split(",") : [],
      detail: row.detail,
      createdAt: row.created_at,
    })),
    total,
  };
}

/** The entries as CSV (RFC 4180, CRLF), with a header row. */
export function accessCsv(entries: readonly AccessEntry[], labels: Record<AccessAction, string>) {
  return csvRows([
    ["When (UTC)", "When (EAT)", "Who", "Action", "Person", "References", "Filters"],
    ...entries.map((entry) => [
      entry.createdAt,
      formatEat(entry.createdAt),
      entry.actor,
      labels[entry.action],
      entry.personId,
      entry.references.join(" "),
      entry.detail,
    ]),
  ]);
}
