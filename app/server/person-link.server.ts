/**
 * Which person a lead belongs to: leads that share a phone number (E.164) or an e-mail address
 * (any case) are one person, and so are chains of them (A shares a phone with B, B an e-mail
 * with C). Assigned when a lead is saved, in the same transaction; a lead that joins two people
 * merges them into the older one (docs/decisions/0027-people-from-leads.md).
 */
import { sql, type Db } from "./db.server";

/** Links a saved lead to its person, making or merging people as needed; returns the person. */
export function linkPerson(
  db: Db,
  enquiryId: number,
  phone: string | null,
  email: string | null,
  stamp: string,
): number {
  const matches = [
    ...new Set([
      ...(phone === null ? [] : peopleWith(db, "phone = ?", phone, enquiryId)),
      ...(email === null ? [] : peopleWith(db, "lower(email) = lower(?)", email, enquiryId)),
    ]),
  ].sort((a, b) => a - b);
  let personId = matches[0];
  if (personId === undefined) {
    personId = Number(
      sql(db, "INSERT INTO people (created_at) VALUES (?)").run(stamp).lastInsertRowid,
    );
  }
  for (const other of matches.slice(1)) mergePeople(db, other, personId);
  sql(db, "UPDATE enquiries SET person_id = ? WHERE id = ?").run(personId, enquiryId);
  return personId;
}

/**
 * Links a lead again after its phone or e-mail address was corrected; returns its person. The
 * leads of its person that no longer reach one another through a shared phone or address are
 * split: the part with the person's oldest lead but the corrected one keeps the number (and its
 * privacy requests: the corrected lead is the one leaving, even when it is the oldest), each other
 * part becomes a person of its own. Then the lead joins, as a new lead would, the people its
 * corrected phone and address share (merged into the oldest).
 */
export function relinkPerson(db: Db, enquiryId: number, stamp: string): number {
  const lead = sql(db, "SELECT person_id, phone, email FROM enquiries WHERE id = ?").get(
    enquiryId,
  ) as { person_id: number | null; phone: string | null; email: string | null };
  if (lead.person_id === null) return linkPerson(db, enquiryId, lead.phone, lead.email, stamp);
  splitPerson(db, lead.person_id, stamp, enquiryId);
  const own = (
    sql(db, "SELECT person_id FROM enquiries WHERE id = ?").get(enquiryId) as { person_id: number }
  ).person_id;
  const matches = [
    ...new Set([
      own,
      ...(lead.phone === null ? [] : peopleWith(db, "phone = ?", lead.phone, enquiryId)),
      ...(lead.email === null
        ? []
        : peopleWith(db, "lower(email) = lower(?)", lead.email, enquiryId)),
    ]),
  ].sort((a, b) => a - b);
  const into = matches[0]!;
  for (const other of matches.slice(1)) mergePeople(db, other, into);
  return into;
}

/**
 * Splits a person into the parts of its leads that share a phone or an address, chained. The part
 * with the oldest lead other than `leaving` (the corrected one) keeps the person.
 */
function splitPerson(db: Db, personId: number, stamp: string, leaving: number) {
  const leads = sql(
    db,
    "SELECT id, phone, lower(email) AS email FROM enquiries WHERE person_id = ? ORDER BY id",
  ).all(personId) as { id: number; phone: string | null; email: string | null }[];
  // Union-find over the leads, joined by each phone and address they share.
  const parent = new Map(leads.map((lead) => [lead.id, lead.id]));
  const root = (id: number): number => {
    const up = parent.get(id)!;
    if (up === id) return id;
    const top = root(up);
    parent.set(id, top);
    return top;
  };
  const firstWith = new Map<string, number>();
  for (const lead of leads) {
    for (const key of [lead.phone && `p:${lead.phone}`, lead.email && `e:${lead.email}`]) {
      if (!key) continue;
      const first = firstWith.get(key);
      if (first === undefined) firstWith.set(key, lead.id);
      else parent.set(root(lead.id), root(first));
    }
  }
  const parts = new Map<number, number[]>();
  for (const lead of leads) {
    const top = root(lead.id);
    parts.set(top, [...(parts.get(top) ?? []), lead.id]);
  }
  // The part with the oldest lead (the lowest id) but the one leaving keeps the person; the
  // others get one each. A lead alone keeps its person.
  const keeper = leads.find((lead) => lead.id !== leaving) ?? leads[0];
  const oldest = keeper === undefined ? undefined : root(keeper.id);
  for (const [top, ids] of parts) {
    if (top === oldest) continue;
    const person = Number(
      sql(db, "INSERT INTO people (created_at) VALUES (?)").run(stamp).lastInsertRowid,
    );
    sql(db, "UPDATE enquiries SET person_id = ? WHERE id IN (SELECT value FROM json_each(?))").run(
      person,
      JSON.stringify(ids),
    );
  }
}

/**
 * The people of the other leads with this phone or e-mail address, lowest first. Linking keeps all
 * of a contact's leads on one person, so its lowest and highest person (one index entry each,
 * however many leads share the contact) are the same one; only when they differ, as in data from
 * before linking, are the leads read one by one.
 */
function peopleWith(db: Db, match: string, value: string, enquiryId: number): number[] {
  const where = `WHERE ${match} AND person_id IS NOT NULL AND id <> ?`;
  const one = (aggregate: "min" | "max") =>
    (
      sql(db, `SELECT ${aggregate}(person_id) AS person FROM enquiries ${where}`).get(
        value,
        enquiryId,
      ) as { person: number | null }
    ).person;
  const low = one("min");
  if (low === null) return [];
  if (one("max") === low) return [low];
  return (
    sql(db, `SELECT DISTINCT person_id FROM enquiries ${where} ORDER BY person_id`).all(
      value,
      enquiryId,
    ) as { person_id: number }[]
  ).map((row) => row.person_id);
}

/** Moves everything of one person to another; the old number then points to the new one. */
function mergePeople(db: Db, from: number, into: number) {
  sql(db, "UPDATE enquiries SET person_id = ? WHERE person_id = ?").run(into, from);
  sql(db, "UPDATE privacy_requests SET person_id = ? WHERE person_id = ?").run(into, from);
  sql(db, "UPDATE people SET merged_into = ? WHERE id = ? OR merged_into = ?").run(
    into,
    from,
    from,
  );
}

/** The person a number stands for now (following merges), or undefined when there is none. */
export function currentPersonId(db: Db, id: number): number | undefined {
  const row = sql(db, "SELECT id, merged_into FROM people WHERE id = ?").get(id) as
    { id: number; merged_into: number | null } | undefined;
  if (!row) return undefined;
  return row.merged_into ?? row.id;
}
