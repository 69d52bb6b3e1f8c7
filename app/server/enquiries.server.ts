/**
 * Stored enquiries ("leads"): saving a submission exactly once, the staff inbox's list, filters
 * and search, a lead's status, note and audit trail, CSV export, erasure and retention.
 * SQL only as parameterised statements.
 */
import { createHash } from "node:crypto";
import type { CleanEnquiry } from "~/lib/enquiry-schema";
import { formatPhone } from "~/lib/phone";
import {
  enquiryKinds,
  type EnquiryFormDefinition,
  type EnquiryKind,
} from "~/content/enquiry-forms";
import { privacyUpdated } from "~/content/privacy";
import { enquiryForms } from "~/content/enquiry-form-map";
import { staffText } from "~/content/staff";
import { formatEat, formatEthiopianDate, isCalendarDay } from "~/lib/staff-time";
import { displayValue } from "~/lib/validation";
import { createdWithin, forgetErasedPages, sql, type Db } from "./db.server";
import { linkPerson } from "./person-link.server";

export const leadStatuses = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

export interface Lead {
  readonly id: number;
  readonly reference: string;
  readonly kind: EnquiryKind;
  readonly status: LeadStatus;
  readonly name: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly region: string | null;
  readonly farmSizeHa: number | null;
  readonly fields: Readonly<Record<string, string>>;
  readonly page: string | null;
  readonly interest: string | null;
  readonly language: string;
  readonly note: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** When the lead first left New: the reply the site promises within 24 hours. */
  readonly firstResponseAt: string | null;
  /** The date of the privacy notice the visitor sent the enquiry under. */
  readonly noticeVersion: string | null;
  /** The staff account the lead is assigned to. */
  readonly assigneeId: number | null;
  /** The person the lead belongs to: leads sharing a phone or an e-mail address, chained. */
  readonly personId: number | null;
  /** When processing was restricted at the person's request: hidden from the inbox until lifted. */
  readonly restrictedAt: string | null;
  /** Bumped by every change of status, assignment or note: the lead page's forms send it back. */
  readonly revision: number;
}

/** The site promises a reply within 24 hours (calendar hours: weekends and holidays count). */
export const REPLY_PROMISE_MS = 24 * 3_600_000;

/** A lead still New 24 hours after it arrived. */
export function isOverdue(lead: Pick<Lead, "status" | "createdAt">, now: Date): boolean {
  return lead.status === "new" && now.getTime() - Date.parse(lead.createdAt) >= REPLY_PROMISE_MS;
}

/** The instant before which a New lead is overdue. */
function overdueBefore(now: Date): string {
  return new Date(now.getTime() - REPLY_PROMISE_MS).toISOString();
}

export interface LeadEvent {
  readonly actor: string;
  readonly action: string;
  readonly detail: string;
  readonly createdAt: string;
}

export interface LeadRow {
  id: number;
  reference: string;
  kind: EnquiryKind;
  status: LeadStatus;
  name: string | null;
  phone: string | null;
  email: string | null;
  region: string | null;
  farm_size_ha: number | null;
  fields: string;
  page: string | null;
  interest: string | null;
  language: string;
  note: string;
  created_at: string;
  updated_at: string;
  first_response_at: string | null;
  notice_version: string | null;
  assignee_id: number | null;
  person_id: number | null;
  restricted_at: string | null;
  revision: number;
}

export function toLead(row: LeadRow): Lead {
  let fields: Record<string, string> = {};
  try {
    fields = JSON.parse(row.fields) as Record<string, string>;
  } catch {
    fields = {};
  }
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    region: row.region,
    farmSizeHa: row.farm_size_ha,
    fields,
    page: row.page,
    interest: row.interest,
    language: row.language,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    firstResponseAt: row.first_response_at,
    noticeVersion: row.notice_version,
    assigneeId: row.assignee_id,
    personId: row.person_id,
    restrictedAt: row.restricted_at,
    revision: row.revision,
  };
}

/** `TS-2026-0042`: the year and the enquiry's number in that year. */
export function formatReference(year: number, sequence: number): string {
  return `TS-${year}-${String(sequence).padStart(4, "0")}`;
}

export interface NewEnquiry {
  readonly enquiry: CleanEnquiry;
  /** One per submission, made by the browser; a second submission with it returns the first. */
  readonly idempotencyKey: string;
  /**
   * The server's hash of what was sent and by whom (`sameFormHash`). A form sent without a key of
   * its own (scripts off, or not running yet) is saved with it; any form whose key is new, with
   * one or without, is the enquiry saved with the same hash within `SAME_FORM_WINDOW_MS`: a
   * page's form sent before its script ran, then again from Back once it ran, is one enquiry. Two
   * forms with keys of their own are two (the script keeps a form from being sent twice).
   */
  readonly formHash?: string;
  /** Whether the key is the browser's own (`formHash` is then only looked up, never saved). */
  readonly ownKey?: boolean;
  readonly page: string | null;
  readonly language: string;
  /** Notification channels to queue (e.g. ["email", "telegram"]). */
  readonly channels: readonly string[];
  readonly now?: Date;
}

/**
 * How long a form sent again with the same words from the same address (Back and Send, a page's
 * form sent before its script ran and then again with it) is the enquiry already saved: long
 * enough for a phone put away and taken out again, short enough that the same words sent on
 * another day are a new enquiry.
 */
export const SAME_FORM_WINDOW_MS = 30 * 60_000;

/**
 * The key a submission is saved under: the browser's, unless an enquiry saved under it says
 * something else. A browser keeps its key until an answer comes, so a page closed while a send
 * was on its way sends the next enquiry (the phone number corrected, or another question a week
 * on) with the key of the one saved then: that is a new enquiry, saved under its key and a hash
 * of what it says, so that its own retries find it, never answered with the first and lost.
 */
function submissionKey(db: Db, input: NewEnquiry): string {
  const { enquiry, idempotencyKey } = input;
  const first = sql(db, "SELECT kind, fields FROM enquiries WHERE idempotency_key = ?").get(
    idempotencyKey,
  ) as { kind: string; fields: string } | undefined;
  const fields = JSON.stringify(enquiry.values);
  if (!first || (first.kind === enquiry.kind && first.fields === fields)) return idempotencyKey;
  const said = createHash("sha256").update(`${enquiry.kind}\n${fields}`).digest("base64url");
  return `${idempotencyKey}~${said}`;
}

/** The enquiry already saved under this submission's key, or its form's hash in the window. */
function savedBefore(db: Db, input: NewEnquiry, now: Date) {
  const byKey = sql(db, "SELECT id, reference FROM enquiries WHERE idempotency_key = ?").get(
    submissionKey(db, input),
  ) as { id: number; reference: string } | undefined;
  if (byKey || !input.formHash) return byKey;
  const since = new Date(now.getTime() - SAME_FORM_WINDOW_MS).toISOString();
  return sql(
    db,
    "SELECT id, reference FROM enquiries WHERE form_hash = ? AND created_at >= ? ORDER BY id DESC LIMIT 1",
  ).get(input.formHash, since) as { id: number; reference: string } | undefined;
}

/**
 * Saves an enquiry and queues its notifications in one transaction, or returns the reference
 * of the enquiry already saved under the same idempotency key with the same fields (or the same
 * form's hash, saved by a form without a key, in the last `SAME_FORM_WINDOW_MS`).
 */
export function saveEnquiry(
  db: Db,
  input: NewEnquiry,
): { reference: string; created: boolean; id: number } {
  const now = input.now ?? new Date();
  const existing = savedBefore(db, input, now);
  if (existing) return { ...existing, created: false };
  return db
    .transaction(() => {
      const again = savedBefore(db, input, now);
      if (again) return { ...again, created: false };
      const year = now.getUTCFullYear();
      const { last } = sql(
        db,
        "INSERT INTO reference_counters (year, last) VALUES (?, 1) ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last",
      ).get(year) as { last: number };
      const reference = formatReference(year, last);
      const stamp = now.toISOString();
      const { enquiry } = input;
      const result = sql(
        db,
        `INSERT INTO enquiries (reference, idempotency_key, form_hash, kind, name, phone, email,
           region, farm_size_ha, fields, page, interest, language, notice_version, created_at,
           updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        reference,
        submissionKey(db, input),
        input.ownKey ? null : (input.formHash ?? null),
        enquiry.kind,
        enquiry.name,
        enquiry.phone,
        enquiry.email,
        enquiry.region,
        enquiry.farmSizeHa,
        JSON.stringify(enquiry.values),
        input.page,
        enquiry.values.interest ?? null,
        input.language,
        privacyUpdated,
        stamp,
        stamp,
      );
      const id = Number(result.lastInsertRowid);
      linkPerson(db, id, enquiry.phone, enquiry.email, stamp);
      const queue = sql(
        db,
        "INSERT INTO outbox (enquiry_id, channel, next_attempt_at) VALUES (?, ?, ?)",
      );
      for (const channel of input.channels) queue.run(id, channel, now.getTime());
      sql(
        db,
        "INSERT INTO enquiry_events (reference, actor, action, detail, created_at) VALUES (?, 'visitor', 'received', ?, ?)",
      ).run(reference, input.page ?? "", stamp);
      return { reference, created: true, id };
    })
    .immediate();
}

/** The inbox's lists leave out leads whose processing is restricted. */
const notRestricted = "restricted_at IS NULL";

/** The inbox's filters, all optional; dates are `YYYY-MM-DD`, inclusive. */
export interface LeadFilter {
  readonly status?: LeadStatus;
  readonly kind?: EnquiryKind;
  readonly region?: string;
  readonly from?: string;
  readonly to?: string;
  /**
   * Free text: the name, phone, e-mail and reference, what the visitor wrote or chose (a choice
   * by its label too) and the internal note; never the stored fields' names.
   */
  readonly q?: string;
  /** A staff account's id, or "none" for the leads assigned to nobody. */
  readonly assignee?: number | "none";
}

/**
 * The choices whose label, as staff read it on the lead page, holds the search text: each as the
 * field's name and the value stored for it (`["interest", "package:starter"]` for "starter"), as
 * a lead stores the choice's code, not the words shown for it.
 */
export function choicesLabelled(q: string, forms: LeadForms): [string, string][] {
  const wanted = q.toLowerCase();
  const found = new Map<string, [string, string]>();
  for (const kind of enquiryKinds) {
    for (const field of forms[kind].fields) {
      for (const option of field.options ?? []) {
        if (!option.label.toLowerCase().includes(wanted)) continue;
        found.set(`${field.name}\u0000${option.value}`, [field.name, option.value]);
      }
    }
  }
  return [...found.values()];
}

/**
 * Whether one of a lead's stored answers holds the search text (`?` a LIKE pattern), or is a
 * choice whose label does (`?` a JSON array of [field, value] pairs): the answers' values only,
 * never the JSON around them, whose field names ("phone", "message") every lead has.
 */
const answersMatch = `EXISTS (
  SELECT 1 FROM json_each(CASE WHEN json_valid(fields) THEN fields ELSE '{}' END) AS answer
  WHERE answer.value LIKE ? ESCAPE '\\'
    OR (answer.key, answer.value) IN (
      SELECT json_extract(pair.value, '$[0]'), json_extract(pair.value, '$[1]') FROM json_each(?) AS pair
    )
)`;

function whereOf(
  filter: LeadFilter,
  forms: LeadForms = enquiryForms,
): { sql: string; params: unknown[] } {
  // Leads whose processing is restricted never show in the inbox, its search, counts or CSV.
  const clauses: string[] = [notRestricted];
  const params: unknown[] = [];
  if (filter.status) {
    clauses.push("status = ?");
    params.push(filter.status);
  }
  if (filter.kind) {
    clauses.push("kind = ?");
    params.push(filter.kind);
  }
  if (filter.assignee === "none") {
    clauses.push("assignee_id IS NULL");
  } else if (filter.assignee !== undefined) {
    clauses.push("assignee_id = ?");
    params.push(filter.assignee);
  }
  if (filter.region) {
    clauses.push("region = ?");
    params.push(filter.region);
  }
  // Days of the office calendar (East Africa Time), as staff read them.
  const within = createdWithin(filter);
  clauses.push(...within.clauses);
  params.push(...within.params);
  const q = filter.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, "");
    clauses.push(
      "(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR reference LIKE ? ESCAPE '\\' OR note LIKE ? ESCAPE '\\' OR " +
        answersMatch +
        (digits.length >= 4 ? " OR phone LIKE ?" : "") +
        ")",
    );
    params.push(like, like, like, like, like, JSON.stringify(choicesLabelled(q, forms)));
    if (digits.length >= 4) params.push(`%${digits.replace(/^0/, "")}%`);
  }
  return { sql: `WHERE ${clauses.join(" AND ")}`, params };
}

export const PAGE_SIZE = 50;

/**
 * A page of leads with the total that match: the overdue ones first, longest waiting first,
 * then the others newest first.
 */
export function listLeads(
  db: Db,
  filter: LeadFilter,
  page = 1,
  pageSize = PAGE_SIZE,
  now = new Date(),
  /** The forms whose choices' labels a search finds (the published names: `namedLeadForms`). */
  forms: LeadForms = enquiryForms,
): { leads: Lead[]; total: number } {
  const { sql: where, params } = whereOf(filter, forms);
  const total = (
    sql(db, `SELECT count(*) AS n FROM enquiries ${where}`).get(...params) as { n: number }
  ).n;
  const rows = sql(
    db,
    `SELECT *, (status = 'new' AND created_at <= ?) AS overdue FROM enquiries ${where}
     ORDER BY overdue DESC, CASE WHEN overdue THEN created_at END ASC, created_at DESC, id DESC
     LIMIT ? OFFSET ?`,
  ).all(overdueBefore(now), ...params, pageSize, (Math.max(1, page) - 1) * pageSize) as LeadRow[];
  return { leads: rows.map(toLead), total };
}

/** How many leads are past the 24-hour promise. */
export function countOverdueLeads(db: Db, now = new Date()): number {
  return (
    sql(
      db,
      `SELECT count(*) AS n FROM enquiries WHERE status = 'new' AND created_at <= ? AND ${notRestricted}`,
    ).get(overdueBefore(now)) as { n: number }
  ).n;
}

/** Every lead of a filter, newest first (CSV export). */
export function allLeads(db: Db, filter: LeadFilter, forms: LeadForms = enquiryForms): Lead[] {
  const { sql: where, params } = whereOf(filter, forms);
  const rows = sql(db, `SELECT * FROM enquiries ${where} ORDER BY created_at DESC, id DESC`).all(
    ...params,
  ) as LeadRow[];
  return rows.map(toLead);
}

/** The accounts holding at least one lead the inbox lists: its "Assigned to" filter offers them. */
export function leadHolders(db: Db): number[] {
  return (
    sql(
      db,
      `SELECT DISTINCT assignee_id AS id FROM enquiries WHERE assignee_id IS NOT NULL AND ${notRestricted}`,
    ).all() as { id: number }[]
  ).map((row) => row.id);
}

/**
 * The leads an account holds that are still open (new, contacted or quoted) and listed: what needs
 * a new owner once the account is disabled or leaves sales.
 */
export function openLeadsOf(db: Db, staffId: number): number {
  return (
    sql(
      db,
      `SELECT COUNT(*) AS count FROM enquiries
        WHERE assignee_id = ? AND status IN ('new', 'contacted', 'quoted') AND ${notRestricted}`,
    ).get(staffId) as { count: number }
  ).count;
}

export function countNewLeads(db: Db): number {
  return (
    sql(
      db,
      `SELECT count(*) AS n FROM enquiries WHERE status = 'new' AND ${notRestricted}`,
    ).get() as { n: number }
  ).n;
}

/** Regions that appear in stored leads, for the inbox's filter. */
export function leadRegions(db: Db): string[] {
  return (
    sql(
      db,
      `SELECT DISTINCT region FROM enquiries WHERE region IS NOT NULL AND ${notRestricted}
       ORDER BY region COLLATE NOCASE`,
    ).all() as { region: string }[]
  ).map((row) => row.region);
}

export function getLead(db: Db, reference: string): Lead | undefined {
  const row = sql(db, "SELECT * FROM enquiries WHERE reference = ?").get(reference) as
    LeadRow | undefined;
  return row ? toLead(row) : undefined;
}

export function getLeadById(db: Db, id: number): Lead | undefined {
  const row = sql(db, "SELECT * FROM enquiries WHERE id = ?").get(id) as LeadRow | undefined;
  return row ? toLead(row) : undefined;
}

export function leadEvents(db: Db, reference: string): LeadEvent[] {
  return sql(
    db,
    "SELECT actor, action, detail, created_at AS createdAt FROM enquiry_events WHERE reference = ? ORDER BY id",
  ).all(reference) as LeadEvent[];
}

/** Adds a line to a lead's history. */
export function logEvent(
  db: Db,
  reference: string,
  actor: string,
  action: string,
  detail: string,
  stamp = new Date().toISOString(),
) {
  sql(
    db,
    "INSERT INTO enquiry_events (reference, actor, action, detail, created_at) VALUES (?, ?, ?, ?, ?)",
  ).run(reference, actor, action, detail, stamp);
}

/**
 * A change sent from a lead's page older than the lead's last change (its revision differs): the
 * change is refused rather than overwriting the other one unseen. Carries that last change.
 */
export class StaleLead extends Error {
  constructor(
    /** Who made the last change. */
    readonly by: string,
    /** When (ISO instant). */
    readonly at: string,
    /** The trail's line of it: "status" with "New → Contacted", "note" with "Note updated"… */
    readonly action: string,
    readonly detail: string,
  ) {
    super(`lead changed by ${by} at ${at}`);
    this.name = "StaleLead";
  }
}

/**
 * A change that processes a lead (status, assignment, note, correction) while processing of its
 * person's data is restricted (decision 0027): refused until the restriction is lifted on the
 * person's page. Erasure and lifting stay possible.
 */
export class RestrictedLead extends Error {
  constructor(
    readonly reference: string,
    /** The person whose page lifts the restriction. */
    readonly personId: number | null,
  ) {
    super(`processing of lead ${reference} is restricted`);
    this.name = "RestrictedLead";
  }
}

/** Refuses to process a lead whose processing is restricted (`RestrictedLead`). */
export function checkProcessing(lead: Lead) {
  if (lead.restrictedAt !== null) throw new RestrictedLead(lead.reference, lead.personId);
}

/** The trail's actions that bump a lead's revision. */
const revisedBy = ["status", "note", "assigned", "corrected"] as const;

/**
 * Refuses a change based on an older revision than the lead's (`StaleLead`, naming the last
 * change); a change without a base revision (the command line, the tests) is not checked.
 */
export function checkRevision(db: Db, lead: Lead, baseRevision: number | undefined) {
  if (baseRevision === undefined || lead.revision === baseRevision) return;
  throw lastChange(db, lead, revisedBy);
}

/** The lead's last change of one of these kinds, as the refusal that names it. */
function lastChange(db: Db, lead: Lead, actions: readonly string[]): StaleLead {
  const last = sql(
    db,
    `SELECT actor, action, detail, created_at AS createdAt FROM enquiry_events
      WHERE reference = ? AND action IN (${actions.map(() => "?").join(", ")})
      ORDER BY id DESC LIMIT 1`,
  ).get(lead.reference, ...actions) as LeadEvent | undefined;
  return new StaleLead(
    last?.actor ?? "someone",
    last?.createdAt ?? lead.updatedAt,
    last?.action ?? actions[0] ?? "",
    last?.detail ?? "",
  );
}

/** A short fingerprint of a note: the lead's page sends the one of the note it showed. */
export function noteFingerprint(note: string): string {
  return createHash("sha256").update(note).digest("base64url").slice(0, 16);
}

/**
 * What a person changed on a lead's page: each field they changed, with the value the page showed
 * (the note's by its fingerprint).
 */
export interface LeadWork {
  readonly status?: { readonly shown: string; readonly to: LeadStatus };
  readonly assignee?: {
    readonly shown: number | null;
    readonly to: { readonly id: number; readonly email: string } | null;
  };
  readonly note?: { readonly shown: string; readonly to: string };
}

/**
 * Saves, in one transaction, every field of a lead its page changed, whichever of the page's save
 * buttons was pressed, so nothing typed in one part is lost by saving another. Each is checked
 * against the value the page showed: one a colleague changed since (to something else) is refused
 * (`StaleLead`, naming that change) and nothing is saved; a change of another field by a colleague
 * refuses nothing. False when the lead does not exist.
 */
export function saveLeadWork(
  db: Db,
  reference: string,
  work: LeadWork,
  actor: string,
  now = new Date(),
): boolean {
  return db
    .transaction(() => {
      const lead = getLead(db, reference);
      if (!lead) return false;
      checkProcessing(lead);
      const { status, assignee, note } = work;
      if (status && lead.status !== status.shown && lead.status !== status.to)
        throw lastChange(db, lead, ["status"]);
      if (
        assignee &&
        lead.assigneeId !== assignee.shown &&
        lead.assigneeId !== (assignee.to?.id ?? null)
      )
        throw lastChange(db, lead, ["assigned"]);
      if (note && noteFingerprint(lead.note) !== note.shown && lead.note !== note.to)
        throw lastChange(db, lead, ["note"]);
      if (status) setLeadStatus(db, reference, status.to, actor, now);
      if (assignee) assignLead(db, reference, assignee.to, actor);
      if (note) setLeadNote(db, reference, note.to, actor);
      return true;
    })
    .immediate();
}

/**
 * Changes a lead's status and records who did it; false when the lead does not exist. With the
 * revision the page showed, a lead changed since is refused (`StaleLead`) unless it already has
 * that status.
 */
export function setLeadStatus(
  db: Db,
  reference: string,
  status: LeadStatus,
  actor: string,
  now = new Date(),
  baseRevision?: number,
): boolean {
  return db
    .transaction(() => {
      const lead = getLead(db, reference);
      if (!lead) return false;
      checkProcessing(lead);
      if (lead.status === status) return true;
      checkRevision(db, lead, baseRevision);
      const stamp = now.toISOString();
      // The first time a lead leaves New is its first response; it is never moved later.
      sql(
        db,
        `UPDATE enquiries SET status = ?, updated_at = ?, revision = revision + 1,
         first_response_at = CASE WHEN first_response_at IS NULL AND ? <> 'new' THEN ? ELSE first_response_at END
       WHERE reference = ?`,
      ).run(status, stamp, status, stamp, reference);
      logEvent(
        db,
        reference,
        actor,
        "status",
        `${statusLabels[lead.status]} → ${statusLabels[status]}`,
        stamp,
      );
      return true;
    })
    .immediate();
}

/**
 * Replaces a lead's internal note and records the change; false when the lead does not exist.
 * With the revision the page showed, a lead changed since is refused (`StaleLead`) unless its
 * note already reads the same.
 */
export function setLeadNote(
  db: Db,
  reference: string,
  note: string,
  actor: string,
  baseRevision?: number,
): boolean {
  return db
    .transaction(() => {
      const lead = getLead(db, reference);
      if (!lead) return false;
      checkProcessing(lead);
      if (lead.note === note) return true;
      checkRevision(db, lead, baseRevision);
      sql(
        db,
        "UPDATE enquiries SET note = ?, updated_at = ?, revision = revision + 1 WHERE reference = ?",
      ).run(note, new Date().toISOString(), reference);
      logEvent(db, reference, actor, "note", note === "" ? "Note cleared" : "Note updated");
      return true;
    })
    .immediate();
}

/**
 * Erases a lead (a visitor's erasure request): the enquiry, its queued notifications and the
 * details of its trail go; one line remains that says who erased which reference and when.
 */
export function deleteLead(db: Db, reference: string, actor: string, reason: string): boolean {
  const deleted = db
    .transaction(() => {
      const result = sql(db, "DELETE FROM enquiries WHERE reference = ?").run(reference);
      if (result.changes === 0) return false;
      sql(db, "DELETE FROM enquiry_events WHERE reference = ?").run(reference);
      logEvent(db, reference, actor, "erased", reason);
      return true;
    })
    .immediate();
  // Within a larger erasure (a person's, the retention's), that one empties the log once, after.
  if (deleted) forgetErasedPages(db);
  return deleted;
}

/**
 * Deletes the leads older than the retention period; returns how many went. A lead that became
 * a contract (Won) stays: the privacy notice says the law on business records requires keeping it.
 */
export function deleteExpiredLeads(db: Db, months: number, now = new Date()): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const contract: LeadStatus = "won";
  const expired = sql(
    db,
    "SELECT reference FROM enquiries WHERE created_at < ? AND status <> ?",
  ).all(cutoff.toISOString(), contract) as { reference: string }[];
  db.transaction(() => {
    for (const { reference } of expired) {
      deleteLead(db, reference, "retention", `Older than ${months} months`);
    }
  }).immediate();
  if (expired.length > 0) forgetErasedPages(db);
  return expired.length;
}

/**
 * A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. A cell that
 * starts as a formula can (= + - @, a tab or a return) gets a leading apostrophe, unless it is
 * a plain number or phone number ("+251 91 123 4567", "-3.5"), which no spreadsheet runs.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?[\d ]+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV (RFC 4180, CRLF, one after the last row too), each cell a `csvCell`. */
export function csvRows(
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** The forms of each kind, their choices named as the lead page names them (`withNames`). */
export type LeadForms = Readonly<Record<EnquiryKind, EnquiryFormDefinition>>;

/** A lead's chosen service or package ("package:starter") as the quote form names it. */
export function interestName(value: string, forms: Pick<LeadForms, "quote">): string {
  const field = forms.quote.fields.find((candidate) => candidate.name === "interest");
  return field ? displayValue(field, value) : value;
}

/** What the visitor sent that has a column of its own (Name, Phone, Email address, …). */
const ownColumns = new Set(["firstName", "lastName", "fullName", "name", "phone", "email"]);
const ownColumnFields = new Set(["region", "farmSize"]);

/**
 * The leads as CSV (RFC 4180, CRLF), with a header row: everything the lead page shows, with its
 * labels, and who each lead is assigned to. The forms' other fields get a column each, labelled
 * as their form labels them (one column a question: "Message", "What is it about?").
 */
export function leadsCsv(
  leads: readonly Lead[],
  forms: LeadForms,
  assignees: ReadonlyMap<number, string>,
): string {
  const t = staffText;
  const label = (name: string) =>
    forms.quote.fields.find((field) => field.name === name)?.label ?? name;
  const questions = new Map<string, { name: string; label: string }>();
  for (const kind of enquiryKinds) {
    for (const field of forms[kind].fields) {
      if (ownColumns.has(field.name) || ownColumnFields.has(field.name)) continue;
      questions.set(`${field.name}\u0000${field.label}`, { name: field.name, label: field.label });
    }
  }
  const columns: [string, (lead: Lead) => string | number | null][] = [
    [t.reference, (l) => l.reference],
    [`${t.received} (UTC)`, (l) => l.createdAt],
    [`${t.received} (EAT)`, (l) => formatEat(l.createdAt)],
    [t.ethiopianDate, (l) => formatEthiopianDate(l.createdAt)],
    [`${t.firstResponse} (UTC)`, (l) => l.firstResponseAt],
    [t.kind, (l) => forms[l.kind].kindLabel],
    [t.status, (l) => statusLabels[l.status]],
    [t.assignTo, (l) => (l.assigneeId === null ? "" : (assignees.get(l.assigneeId) ?? ""))],
    [t.name, (l) => l.name],
    // As people read it, "+251 911 234 567": with its spaces a spreadsheet keeps it as text,
    // where "+251911234567" becomes the number 251911234567 (2.51911E+11), its plus lost.
    [label("phone"), (l) => (l.phone === null ? null : formatPhone(l.phone))],
    [label("email"), (l) => l.email],
    [label("farmSize"), (l) => l.farmSizeHa],
    [t.region, (l) => l.region],
    ...[...questions.values()].map(
      ({ name, label: question }) =>
        [
          question,
          (l: Lead) => {
            const field = forms[l.kind].fields.find(
              (candidate) => candidate.name === name && candidate.label === question,
            );
            return field ? displayValue(field, l.fields[name] ?? "") : "";
          },
        ] as [string, (lead: Lead) => string],
    ),
    [t.page_, (l) => l.page],
    [t.language, (l) => l.language],
    [t.interest, (l) => (l.interest ? interestName(l.interest, forms) : "")],
    [t.noticeVersion, (l) => l.noticeVersion],
    [t.note, (l) => l.note],
  ];
  return csvRows([
    columns.map(([title]) => title),
    ...leads.map((lead) => columns.map(([, get]) => get(lead))),
  ]);
}

/**
 * The inbox's page from its URL (`page=2`): a whole number from 1 to a million, else the first
 * page. A number larger than any inbox's pages ("1e309", Infinity) would reach the query's OFFSET
 * as no whole number SQLite takes.
 */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Math.floor(Number(params.get("page")));
  return page >= 1 && page <= 1_000_000 ? page : 1;
}

/**
 * The inbox's filters from its URL; anything malformed is ignored rather than refused (the inbox
 * tells of dates that are not days, or out of order: `dayRangeProblems`).
 * `assignee=me` means the signed-in account (`self`).
 */
export function leadFilterFromSearch(params: URLSearchParams, self?: number): LeadFilter {
  const assignee = params.get("assignee") ?? "";
  const status = params.get("status");
  const kind = params.get("kind");
  const region = params.get("region")?.trim();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const q = params.get("q")?.trim().slice(0, 200);
  return {
    status: isLeadStatus(status) ? status : undefined,
    kind: (enquiryKinds as readonly string[]).includes(kind ?? "")
      ? (kind as EnquiryKind)
      : undefined,
    region: region ? region.slice(0, 100) : undefined,
    from: isCalendarDay(from) ? from : undefined,
    to: isCalendarDay(to) ? to : undefined,
    q: q || undefined,
    assignee:
      assignee === "none"
        ? "none"
        : assignee === "me"
          ? self
          : /^\d{1,9}$/.test(assignee)
            ? Number(assignee)
            : undefined,
  };
}

/**
 * A filter in words for the access log, without the text of a search (it may hold a name or a
 * phone number): "Status New · Region Oromia · From 2026-11-01 · Page 2".
 */
export function leadFilterWords(
  filter: LeadFilter,
  page: number,
  assignee: string | undefined,
): string {
  const t = staffText;
  return [
    filter.status && `${t.status} ${statusLabels[filter.status]}`,
    filter.kind && `${t.kind} ${enquiryForms[filter.kind].kindLabel}`,
    filter.region && `${t.region} ${filter.region}`,
    filter.assignee !== undefined && `${t.assignTo} ${assignee ?? t.nobody.toLowerCase()}`,
    filter.from && `${t.from} ${filter.from}`,
    filter.to && `${t.to} ${filter.to}`,
    page > 1 && `${t.pageShort} ${page}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * Assigns a lead to a staff account (or to nobody) and records who did it; false when the lead
 * does not exist. With the revision the page showed, a lead changed since is refused
 * (`StaleLead`) unless it is already assigned so.
 */
export function assignLead(
  db: Db,
  reference: string,
  assignee: { id: number; email: string } | null,
  actor: string,
  baseRevision?: number,
): boolean {
  return db
    .transaction(() => {
      const lead = getLead(db, reference);
      if (!lead) return false;
      checkProcessing(lead);
      if (lead.assigneeId === (assignee?.id ?? null)) return true;
      checkRevision(db, lead, baseRevision);
      sql(
        db,
        "UPDATE enquiries SET assignee_id = ?, updated_at = ?, revision = revision + 1 WHERE reference = ?",
      ).run(assignee?.id ?? null, new Date().toISOString(), reference);
      logEvent(db, reference, actor, "assigned", assignee ? assignee.email : "nobody");
      return true;
    })
    .immediate();
}
