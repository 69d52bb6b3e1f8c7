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
