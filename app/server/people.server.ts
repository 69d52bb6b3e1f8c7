/**
 * People and the privacy requests of Proclamation 1321/2024: everything held about one person
 * (all their leads, notes and history), its export as JSON or CSV, erasure, and restriction of
 * processing. Every request is recorded (privacy_requests); reading, exporting and erasing are
 * also written to the access log. Who a lead belongs to is decided in person-link.server.ts.
 */
import type { ContactCorrection } from "~/lib/enquiry-schema";
import { formatEat } from "~/lib/staff-time";
import { logAccess } from "./access-log.server";
import { forgetErasedPages, sql, type Db } from "./db.server";
import {
  checkProcessing,
  checkRevision,
  csvRows,
  deleteLead,
  getLead,
  leadEvents,
  logEvent,
  statusLabels,
  toLead,
  type Lead,
  type LeadEvent,
  type LeadRow,
} from "./enquiries.server";
import { relinkPerson } from "./person-link.server";
export { currentPersonId } from "./person-link.server";

export const privacyRequestKinds = ["export", "erase", "restrict", "lift", "correct"] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

export interface PrivacyRequest {
  readonly kind: PrivacyRequestKind;
  readonly references: readonly string[];
  readonly handledBy: string;
  readonly createdAt: string;
}

/** All the leads of a person, restricted ones included, newest first. */
export function personLeads(db: Db, personId: number): Lead[] {
  return (
    sql(db, "SELECT * FROM enquiries WHERE person_id = ? ORDER BY created_at DESC, id DESC").all(
      personId,
    ) as LeadRow[]
  ).map(toLead);
}

/** How many leads each of the given people has. */
export function personLeadCounts(db: Db, personIds: readonly number[]): Map<number, number> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return new Map();
  // One statement per list length would fill the statement cache; a JSON array is one statement.
  const rows = sql(
    db,
    `SELECT person_id AS id, count(*) AS n FROM enquiries
     WHERE person_id IN (SELECT value FROM json_each(?)) GROUP BY person_id`,
  ).all(JSON.stringify(ids)) as { id: number; n: number }[];
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** The distinct names, phones and e-mail addresses a person gave, in the order first given. */
export function personContacts(leads: readonly Lead[]) {
  const oldestFirst = [...leads].reverse();
  const distinct = (values: (string | null)[], key = (v: string) => v) => {
    const seen = new Map<string, string>();
    for (const value of values) if (value && !seen.has(key(value))) seen.set(key(value), value);
    return [...seen.values()];
  };
  return {
    names: distinct(oldestFirst.map((l) => l.name)),
    phones: distinct(oldestFirst.map((l) => l.phone)),
    emails: distinct(
      oldestFirst.map((l) => l.email),
      (v) => v.toLowerCase(),
    ),
  };
}

export function privacyRequests(db: Db, personId: number): PrivacyRequest[] {
  return (
    sql(
      db,
      "SELECT kind, refs, handled_by, created_at FROM privacy_requests WHERE person_id = ? ORDER BY created_at DESC, id DESC",
    ).all(personId) as {
      kind: PrivacyRequestKind;
      refs: string;
      handled_by: string;
      created_at: string;
    }[]
  ).map((row) => ({
    kind: row.kind,
    references: row.refs ? row.refs.split(",") : [],
    handledBy: row.handled_by,
    createdAt: row.created_at,
  }));
}

function recordRequest(
  db: Db,
  personId: number,
  kind: PrivacyRequestKind,
  references: readonly string[],
  actor: string,
  stamp: string,
) {
  sql(
    db,
    "INSERT INTO privacy_requests (person_id, kind, refs, handled_by, created_at) VALUES (?, ?, ?, ?, ?)",
  ).run(personId, kind, references.join(","), actor, stamp);
}

/**
 * The leads a privacy request is about: the person's, or those of `only` among them. One phone
 * or e-mail address can be a family's, a cooperative's or an extension worker's: staff then
 * choose the leads of the person asking, so a request never hands over, hides or erases another
 * person's enquiries (the person's page asks first when the leads carry more than one name).
 */
export function requestLeads(db: Db, personId: number, only?: readonly string[]): Lead[] {
  const leads = personLeads(db, personId);
  return only ? leads.filter((lead) => only.includes(lead.reference)) : leads;
}

/**
 * Which of a person's leads a request from the person's page is about: those ticked (`only`), or
 * all of them when none is ticked and they carry at most one name; undefined (ask first) when
 * they carry more than one name and none is ticked.
 */
export function requestScope(
  leads: readonly Lead[],
  ticked: readonly string[],
): { only?: string[] } | undefined {
  const only = leads
    .map((lead) => lead.reference)
    .filter((reference) => ticked.includes(reference));
  if (only.length > 0) return { only };
  return personContacts(leads).names.length > 1 ? undefined : {};
}

/** Everything held about a person, as handed over on an access request. */
export interface PersonExport {
  readonly person: number;
  readonly exportedAt: string;
  /** Whether the staff's notes are in it (`withNotes`): left out, a lead has no `note`. */
  readonly notes: "included" | "left out";
  readonly leads: readonly (Omit<Lead, "note"> & {
    readonly note?: string;
    readonly history: readonly LeadEvent[];
  })[];
}

/**
 * Everything held about a person, recorded as an export request and in the access log;
 * undefined when the person has no leads. The staff's notes only `withNotes`: a note is staff's
 * words about the person, and may name someone else (a relative, a neighbour) whose details must
 * not go to the person asking; staff read the notes before they include them.
 */
export function exportPerson(
  db: Db,
  personId: number,
  actor: string,
  now = new Date(),
  only?: readonly string[],
  withNotes = false,
): PersonExport | undefined {
  return db
    .transaction(() => {
      const leads = requestLeads(db, personId, only);
      if (leads.length === 0) return undefined;
      const stamp = now.toISOString();
      const references = leads.map((l) => l.reference);
      recordRequest(db, personId, "export", references, actor, stamp);
      logAccess(db, { actor, action: "export-person", personId, references, now });
      const exported: PersonExport = {
        person: personId,
        exportedAt: stamp,
        notes: withNotes ? "included" : "left out",
        leads: leads.map(({ note, ...lead }) => ({
          ...lead,
          ...(withNotes ? { note } : {}),
          history: leadEvents(db, lead.reference),
        })),
      };
      return exported;
    })
    .immediate();
}

export function personJson(data: PersonExport): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

const leadParts: readonly (readonly [
  string,
  (lead: PersonExport["leads"][number]) => string | number | null,
])[] = [
  ["Kind", (l) => l.kind],
  ["Status", (l) => statusLabels[l.status]],
  ["Name", (l) => l.name],
  ["Phone", (l) => l.phone],
  ["Email", (l) => l.email],
  ["Region", (l) => l.region],
  ["Farm size (ha)", (l) => l.farmSizeHa],
  ["Language", (l) => l.language],
  ["Page", (l) => l.page],
  ["Interest", (l) => l.interest],
  ["Received (UTC)", (l) => l.createdAt],
  ["Received (EAT)", (l) => formatEat(l.createdAt)],
  ["Updated (UTC)", (l) => l.updatedAt],
  ["First response (UTC)", (l) => l.firstResponseAt],
  ["Privacy notice", (l) => l.noticeVersion],
  ["Restricted since (UTC)", (l) => l.restrictedAt],
  ["Note", (l) => l.note ?? "(left out of this export)"],
];

/**
 * The same export as CSV, one value a row (Reference, Part, Name, Value): the lead's fields,
 * every field the visitor sent, and every line of its history.
 */
export function personCsv(data: PersonExport): string {
  const rows: (string | number | null)[][] = [["Reference", "Part", "Name", "Value"]];
  for (const lead of data.leads) {
    for (const [name, get] of leadParts) rows.push([lead.reference, "lead", name, get(lead)]);
    for (const [name, value] of Object.entries(lead.fields)) {
      rows.push([lead.reference, "sent", name, value]);
    }
    for (const event of lead.history) {
      const detail = event.detail ? ` (${event.detail})` : "";
      rows.push([
        lead.reference,
        "history",
        event.createdAt,
        `${event.actor}: ${event.action}${detail}`,
      ]);
    }
  }
  return csvRows(rows);
}

/**
 * Erases all of a person's leads, notes and history. What remains: each reference's line that it
 * was erased, the request (the references, who, when) and the access log's line. Returns the
 * erased references.
 */
export function erasePerson(
  db: Db,
  personId: number,
  actor: string,
  now = new Date(),
  only?: readonly string[],
): string[] {
  const erased = db
    .transaction(() => {
      const references = requestLeads(db, personId, only).map((l) => l.reference);
      if (references.length === 0) return [];
      for (const reference of references) {
        deleteLead(db, reference, actor, "Erasure request of the person");
      }
      recordRequest(db, personId, "erase", references, actor, now.toISOString());
      logAccess(db, { actor, action: "erase-person", personId, references, now });
      return references;
    })
    .immediate();
  if (erased.length > 0) forgetErasedPages(db);
  return erased;
}

/**
 * Erases one lead, its note and history, on the person's request from the lead's page: recorded
 * as the person's erasure request and in the access log with the person, as erasing the whole
 * person is, so their page and the log still say what was done. False when the lead is gone.
 */
export function eraseLead(
  db: Db,
  reference: string,
  actor: string,
  reason: string,
  now = new Date(),
): boolean {
  const erased = db
    .transaction(() => {
      const lead = getLead(db, reference);
      if (!lead || !deleteLead(db, reference, actor, reason)) return false;
      const references = [reference];
      if (lead.personId !== null) {
        recordRequest(db, lead.personId, "erase", references, actor, now.toISOString());
      }
      logAccess(db, {
        actor,
        action: "erase-lead",
        personId: lead.personId ?? undefined,
        references,
        now,
      });
      return true;
    })
    .immediate();
  if (erased) forgetErasedPages(db);
  return erased;
}

/**
 * Restricts (or lifts the restriction of) processing of a person's leads (those of `only`, when
 * given); the changed ones.
 */
function setRestriction(
  db: Db,
  personId: number,
  restrict: boolean,
  actor: string,
  now: Date,
  only?: readonly string[],
): string[] {
  return db
    .transaction(() => {
      const stamp = now.toISOString();
      const references = requestLeads(db, personId, only)
        .filter((lead) => (lead.restrictedAt === null) === restrict)
        .map((lead) => lead.reference);
      if (references.length === 0) return [];
      for (const reference of references) {
        sql(db, "UPDATE enquiries SET restricted_at = ?, updated_at = ? WHERE reference = ?").run(
          restrict ? stamp : null,
          stamp,
          reference,
        );
        logEvent(db, reference, actor, restrict ? "restricted" : "restriction lifted", "", stamp);
      }
      recordRequest(db, personId, restrict ? "restrict" : "lift", references, actor, stamp);
      return references;
    })
    .immediate();
}

export function restrictPerson(
  db: Db,
  personId: number,
  actor: string,
  now = new Date(),
  only?: readonly string[],
) {
  return setRestriction(db, personId, true, actor, now, only);
}

export function liftRestriction(
  db: Db,
  personId: number,
  actor: string,
  now = new Date(),
  only?: readonly string[],
) {
  return setRestriction(db, personId, false, actor, now, only);
}

/** What a correction changed, as the trail names it (never the old or the new values). */
export const correctedParts = ["name", "phone", "e-mail"] as const;
export type CorrectedPart = (typeof correctedParts)[number];

/** The form fields each part is typed in. */
const partFields: Record<CorrectedPart, readonly string[]> = {
  name: ["firstName", "lastName", "fullName", "name"],
  phone: ["phone"],
  "e-mail": ["email"],
};

/**
 * Corrects who sent a lead (a person's request to correct their data): its name, phone and e-mail
 * address, in its columns and among the fields it was sent with, so the wrong data is gone, not
 * kept beside the right one. The trail says which parts were corrected, without their values; the
 * request is recorded for the person, and a changed phone or address links the lead again
 * (`relinkPerson`). Refused while processing is restricted (`RestrictedLead`) and, with the
 * revision the page showed, when the lead changed since (`StaleLead`). Returns the parts changed
 * (none when it already read so), or undefined when the lead does not exist.
 */
export function correctLead(
  db: Db,
  reference: string,
  correction: ContactCorrection,
  actor: string,
  now = new Date(),
  baseRevision?: number,
): CorrectedPart[] | undefined {
  return db
    .transaction(() => {
      const lead = getLead(db, reference);
      if (!lead) return undefined;
      checkProcessing(lead);
      const changed = correctedParts.filter((part) =>
        part === "name"
          ? correction.name !== lead.name ||
            partFields.name.some(
              (name) => (correction.values[name] ?? "") !== (lead.fields[name] ?? ""),
            )
          : part === "phone"
            ? correction.phone !== lead.phone
            : correction.email !== lead.email,
      );
      if (changed.length === 0) return [];
      checkRevision(db, lead, baseRevision);
      const stamp = now.toISOString();
      const fields: Record<string, string> = { ...lead.fields };
      for (const part of changed) {
        for (const name of partFields[part]) {
          const value = correction.values[name];
          if (value === undefined) delete fields[name];
          else fields[name] = value;
        }
      }
      sql(
        db,
        `UPDATE enquiries SET name = ?, phone = ?, email = ?, fields = ?, updated_at = ?,
           revision = revision + 1 WHERE reference = ?`,
      ).run(
        correction.name,
        correction.phone,
        correction.email,
        JSON.stringify(fields),
        stamp,
        reference,
      );
      logEvent(db, reference, actor, "corrected", changed.join(", "), stamp);
      const personId =
        changed.includes("phone") || changed.includes("e-mail")
          ? relinkPerson(db, lead.id, stamp)
          : lead.personId;
      if (personId !== null) recordRequest(db, personId, "correct", [reference], actor, stamp);
      return changed;
    })
    .immediate();
}
