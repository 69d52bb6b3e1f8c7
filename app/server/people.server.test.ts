// @vitest-environment node
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  callbackForm,
  contactForm,
  homeForm,
  visitForm,
  type EnquiryFormDefinition,
} from "~/content/enquiry-forms";
import { parseContactCorrection, parseEnquiry } from "~/lib/enquiry-schema";
import {
  accessActors,
  accessCsv,
  accessFilterFromSearch,
  listAccess,
  logAccess,
} from "./access-log.server";
import { migrate, migrations, openDatabase, type Db } from "./db.server";
import {
  allLeads,
  assignLead,
  countNewLeads,
  countOverdueLeads,
  getLead,
  leadEvents,
  leadRegions,
  listLeads,
  RestrictedLead,
  saveEnquiry,
  setLeadNote,
  setLeadStatus,
  StaleLead,
} from "./enquiries.server";
import {
  correctLead,
  currentPersonId,
  eraseLead,
  erasePerson,
  exportPerson,
  liftRestriction,
  personContacts,
  personCsv,
  personJson,
  personLeadCounts,
  personLeads,
  privacyRequests,
  restrictPerson,
} from "./people.server";

let keys = 0;
function save(db: Db, values: Record<string, string>, form: EnquiryFormDefinition = homeForm) {
  const parsed = parseEnquiry(form, values);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  keys += 1;
  return saveEnquiry(db, {
    enquiry: parsed.enquiry,
    idempotencyKey: `people-key-${keys}`,
    page: "/",
    language: "en",
    channels: ["email"],
  });
}

const visit = (region: string) => ({ region, place: "Bahir Dar", week: "next-week" });

const personOf = (db: Db, reference: string) => getLead(db, reference)?.personId;

describe("people", () => {
  it("are the leads that share a phone number, however it was written", () => {
    const db = openDatabase(":memory:");
    const a = save(db, { firstName: "Abebe", phone: "0911 23 45 67" });
    const b = save(db, { firstName: "Abebe K.", phone: "+251911234567" });
    const other = save(db, { firstName: "Someone", phone: "0922000000" });
    expect(personOf(db, a.reference)).toBeTypeOf("number");
    expect(personOf(db, b.reference)).toBe(personOf(db, a.reference));
    expect(personOf(db, other.reference)).not.toBe(personOf(db, a.reference));
  });

  it("are the leads that share an e-mail address, in any case", () => {
    const db = openDatabase(":memory:");
    const a = save(db, { email: "Hana@Example.ET" });
    const b = save(db, { email: "hana@example.et" });
    const c = save(db, { email: "hanna@example.et" });
    expect(personOf(db, b.reference)).toBe(personOf(db, a.reference));
    expect(personOf(db, c.reference)).not.toBe(personOf(db, a.reference));
  });

  it("chain: a lead that shares a phone with one person and an e-mail with another joins them", () => {
    const db = openDatabase(":memory:");
    const a = save(db, { phone: "0911000001" });
    const c = save(db, { email: "chain@example.et" });
    const first = personOf(db, a.reference)!;
    const third = personOf(db, c.reference)!;
    expect(third).not.toBe(first);
    restrictPerson(db, third, "sales@x.et");
    const b = save(db, { phone: "0911000001", email: "CHAIN@example.et" });
    // One person, the older number; the other number leads to it, with its requests.
    expect(new Set([a, b, c].map((s) => personOf(db, s.reference)))).toEqual(new Set([first]));
    expect(currentPersonId(db, third)).toBe(first);
    expect(privacyRequests(db, first).map((r) => r.kind)).toEqual(["restrict"]);
    expect(personLeadCounts(db, [first, third])).toEqual(new Map([[first, 3]]));
    expect(personContacts(personLeads(db, first))).toEqual({
      names: [],
      phones: ["+251911000001"],
      emails: ["chain@example.et"],
    });
  });

  it("links the leads stored before the migration, chains included", () => {
    const db: Db = new Database(":memory:");
    for (const { version, sql } of migrations) {
      if (version >= 4) break;
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    }
    const insert = db.prepare(
      `INSERT INTO enquiries (reference, idempotency_key, kind, phone, email, fields, created_at, updated_at)
       VALUES (?, ?, 'contact', ?, ?, '{}', ?, ?)`,
    );
    const stamp = "2026-01-01T00:00:00.000Z";
    insert.run("TS-2020-0001", "k1", "+251911000001", null, stamp, stamp);
    insert.run("TS-2020-0002", "k2", null, "x@example.et", stamp, stamp);
    insert.run("TS-2020-0003", "k3", "+251911000001", "X@example.et", stamp, stamp);
    insert.run("TS-2020-0004", "k4", "+251911000009", null, stamp, stamp);
    migrate(db);
    const people = db.prepare("SELECT reference, person_id FROM enquiries ORDER BY id").all();
    expect(people).toEqual([
      { reference: "TS-2020-0001", person_id: 1 },
      { reference: "TS-2020-0002", person_id: 1 },
      { reference: "TS-2020-0003", person_id: 1 },
      { reference: "TS-2020-0004", person_id: 4 },
    ]);
    // New people get numbers no earlier person had.
    const later = save(db, { phone: "0933000000" });
    expect(personOf(db, later.reference)).toBe(5);
  });

  it("a contact shared by two people (as data from before linking can be) joins them in the older one", () => {
    const db = openDatabase(":memory:");
    const a = save(db, { phone: "0911000002" });
    const b = save(db, { phone: "0911000003" });
    const older = personOf(db, a.reference)!;
    const newer = personOf(db, b.reference)!;
    // Two people on one phone number: what linking never leaves, but an old store may hold.
    db.prepare("UPDATE enquiries SET phone = '+251911000002' WHERE reference = ?").run(b.reference);
    const c = save(db, { phone: "0911000002" });
    expect([a, b, c].map((s) => personOf(db, s.reference))).toEqual([older, older, older]);
    expect(currentPersonId(db, newer)).toBe(older);
  });

  it("a hundred leads from one phone stay one person, and the next lead joins it", () => {
    const db = openDatabase(":memory:");
    const saved = Array.from({ length: 100 }, (_, i) =>
      save(db, { phone: "0911000004", email: i % 2 === 0 ? "many@example.et" : "" }),
    );
    const person = personOf(db, saved[0]!.reference);
    expect(new Set(saved.map((s) => personOf(db, s.reference)))).toEqual(new Set([person]));
    const next = save(db, { email: "MANY@example.et" });
    expect(personOf(db, next.reference)).toBe(person);
  });
});

describe("privacy requests", () => {
  function threeLeads(db: Db) {
    const refs = [
      save(db, { firstName: "Almaz", phone: "0911555555", message: "first <b>x</b>" }).reference,
      save(db, { name: "Almaz T.", phone: "0911555555", ...visit("Amhara") }, visitForm).reference,
      save(db, { phone: "0911555555", email: "almaz@example.et" }).reference,
    ];
    const other = save(
      db,
      { name: "Other", phone: "0911666666", ...visit("Oromia") },
      visitForm,
    ).reference;
    setLeadNote(db, refs[0]!, "Called back; wants a 2 ha quote", "sales@x.et");
    return { refs, other, person: personOf(db, refs[0]!)! };
  }

  it("export: every lead with all its fields and its history, as JSON and CSV; the staff's note only when asked", () => {
    const db = openDatabase(":memory:");
    const { refs, person } = threeLeads(db);
    // Without the notes: a note may name someone else, to be read before it goes to the person.
    const without = exportPerson(db, person, "sales@x.et", new Date("2026-11-25T09:00:00Z"))!;
    expect(without.notes).toBe("left out");
    expect(JSON.stringify(without)).not.toContain("wants a 2 ha quote");
    expect(personJson(without)).not.toMatch(/"note": /);
    expect(personCsv(without)).toContain(`${refs[0]},lead,Note,(left out of this export)`);
    const data = exportPerson(
      db,
      person,
      "sales@x.et",
      new Date("2026-11-25T10:00:00Z"),
      undefined,
      true,
    )!;
    expect(data.notes).toBe("included");
    const json = JSON.parse(personJson(data)) as typeof data;
    expect(json.leads.map((l) => l.reference).sort()).toEqual([...refs].sort());
    const first = json.leads.find((l) => l.reference === refs[0])!;
    expect(first).toMatchObject({
      name: "Almaz",
      phone: "+251911555555",
      note: "Called back; wants a 2 ha quote",
      fields: { message: "first <b>x</b>" },
    });
    expect(first.history.map((e) => e.action)).toEqual(["received", "note"]);
    const csv = personCsv(data);
    expect(csv.split("\r\n")[0]).toBe("Reference,Part,Name,Value");
    expect(csv).toContain(`${refs[0]},lead,Note,Called back; wants a 2 ha quote`);
    expect(csv).toContain(`${refs[0]},sent,message,first <b>x</b>`);
    expect(csv).toContain(`${refs[2]},lead,Email,almaz@example.et`);
    expect(csv).toMatch(new RegExp(`${refs[1]},history,[^,]+,visitor: received`));
    // Each export a request handled, and in the access log.
    expect(privacyRequests(db, person).map((request) => request.createdAt)).toEqual([
      "2026-11-25T10:00:00.000Z",
      "2026-11-25T09:00:00.000Z",
    ]);
    expect(privacyRequests(db, person)[0]).toEqual({
      kind: "export",
      references: [...refs].reverse(),
      handledBy: "sales@x.et",
      createdAt: "2026-11-25T10:00:00.000Z",
    });
    expect(listAccess(db, {}).entries.map((e) => [e.action, e.personId])).toEqual([
      ["export-person", person],
      ["export-person", person],
    ]);
  });

  it("on a shared phone, touch only the leads of the person asking", () => {
    // A family's phone: Abebe's enquiry and Tigist's are one "person" by their number.
    const db = openDatabase(":memory:");
    const abebe = save(db, { firstName: "Abebe", phone: "0911777777", message: "Abebe's farm" });
    const tigist = save(db, { firstName: "Tigist", phone: "0911777777", message: "Tigist's" });
    const person = personOf(db, abebe.reference)!;
    expect(personOf(db, tigist.reference)).toBe(person);
    const only = [abebe.reference];

    const data = exportPerson(db, person, "sales@x.et", undefined, only)!;
    expect(data.leads.map((lead) => lead.reference)).toEqual(only);
    expect(JSON.stringify(data)).not.toContain("Tigist");
    expect(restrictPerson(db, person, "sales@x.et", undefined, only)).toEqual(only);
    expect(getLead(db, tigist.reference)?.restrictedAt).toBeNull();
    expect(liftRestriction(db, person, "sales@x.et", undefined, only)).toEqual(only);
    expect(erasePerson(db, person, "sales@x.et", undefined, only)).toEqual(only);
    expect(personLeads(db, person).map((lead) => lead.reference)).toEqual([tigist.reference]);
    // Each request names the leads it was about.
    expect(privacyRequests(db, person).map((r) => r.references)).toEqual([only, only, only, only]);
  });

  it("erase: the leads, notes and history go; only the record that it was done remains", () => {
    const db = openDatabase(":memory:");
    const { refs, other, person } = threeLeads(db);
    expect(erasePerson(db, person, "sales@x.et").sort()).toEqual([...refs].sort());
    expect(personLeads(db, person)).toEqual([]);
    expect(listLeads(db, {}).leads.map((l) => l.reference)).toEqual([other]);
    for (const reference of refs) {
      expect(leadEvents(db, reference).map((e) => [e.actor, e.action])).toEqual([
        ["sales@x.et", "erased"],
      ]);
    }
    expect(privacyRequests(db, person).map((r) => [r.kind, r.handledBy])).toEqual([
      ["erase", "sales@x.et"],
    ]);
    // Nothing the person wrote is left anywhere in the database.
    const everything = JSON.stringify(
      ["enquiry_events", "privacy_requests", "access_log", "outbox", "people"].map((table) =>
        db.prepare(`SELECT * FROM ${table}`).all(),
      ),
    );
    for (const secret of ["Almaz", "911555555", "almaz@example.et", "2 ha quote", "<b>x</b>"]) {
      expect(everything).not.toContain(secret);
    }
    expect(db.prepare("SELECT count(*) AS n FROM outbox").get()).toEqual({ n: 1 });
    expect(listAccess(db, {}).entries.map((e) => e.action)).toEqual(["erase-person"]);
  });

  it("erasing one lead from its page is the person's erasure request, and logged with the person", () => {
    const db = openDatabase(":memory:");
    const { refs, person } = threeLeads(db);
    const at = new Date("2026-11-26T08:00:00Z");
    expect(eraseLead(db, refs[1]!, "sales@x.et", "Erasure request", at)).toBe(true);
    expect(eraseLead(db, refs[1]!, "sales@x.et", "Erasure request", at)).toBe(false);
    expect(
      personLeads(db, person)
        .map((l) => l.reference)
        .sort(),
    ).toEqual([refs[0]!, refs[2]!].sort());
    expect(leadEvents(db, refs[1]!).map((e) => [e.action, e.detail])).toEqual([
      ["erased", "Erasure request"],
    ]);
    expect(privacyRequests(db, person)).toEqual([
      {
        kind: "erase",
        references: [refs[1]],
        handledBy: "sales@x.et",
        createdAt: "2026-11-26T08:00:00.000Z",
      },
    ]);
    expect(listAccess(db, {}).entries.map((e) => [e.action, e.personId, e.references])).toEqual([
      ["erase-lead", person, [refs[1]]],
    ]);
  });

  it("restrict hides the leads from the inbox's list, search, counts and CSV; lifting shows them again", () => {
    const db = openDatabase(":memory:");
    const { refs, other, person } = threeLeads(db);
    const now = new Date(Date.now() + 48 * 3_600_000);
    expect(countNewLeads(db)).toBe(4);
    expect(countOverdueLeads(db, now)).toBe(4);
    expect(restrictPerson(db, person, "sales@x.et").sort()).toEqual([...refs].sort());
    expect(listLeads(db, {}).leads.map((l) => l.reference)).toEqual([other]);
    expect(listLeads(db, { q: "Almaz" }).total).toBe(0);
    expect(allLeads(db, {}).map((l) => l.reference)).toEqual([other]);
    expect(countNewLeads(db)).toBe(1);
    expect(countOverdueLeads(db, now)).toBe(1);
    expect(leadRegions(db)).toEqual(["Oromia"]);
    // Kept, marked, and still on the person's page.
    expect(personLeads(db, person).every((l) => l.restrictedAt !== null)).toBe(true);
    expect(leadEvents(db, refs[0]!).at(-1)?.action).toBe("restricted");

    expect(liftRestriction(db, person, "lead@x.et").sort()).toEqual([...refs].sort());
    expect(listLeads(db, { q: "Almaz" }).total).toBe(3);
    expect(allLeads(db, {})).toHaveLength(4);
    expect(countNewLeads(db)).toBe(4);
    expect(privacyRequests(db, person).map((r) => [r.kind, r.handledBy])).toEqual([
      ["lift", "lead@x.et"],
      ["restrict", "sales@x.et"],
    ]);
    // Lifting twice changes nothing and records nothing.
    expect(liftRestriction(db, person, "lead@x.et")).toEqual([]);
    expect(privacyRequests(db, person)).toHaveLength(2);
  });
});

describe("the access log", () => {
  it("lists who did what, newest first, by days of the office calendar, and exports CSV", () => {
    const db = openDatabase(":memory:");
    logAccess(db, {
      actor: "a@x.et",
      action: "view-lead",
      references: ["TS-2020-0001"],
      personId: 1,
      // 23:30 UTC on the 24th is 02:30 on the 25th in Addis Ababa.
      now: new Date("2026-11-24T23:30:00Z"),
    });
    logAccess(db, {
      actor: "b@x.et",
      action: "export-leads",
      references: ["TS-2020-0001", "TS-2020-0002"],
      now: new Date("2026-11-26T08:00:00Z"),
    });
    expect(listAccess(db, {}).entries.map((e) => e.actor)).toEqual(["b@x.et", "a@x.et"]);
    const day = accessFilterFromSearch(new URLSearchParams("from=2026-11-25&to=2026-11-25"));
    expect(listAccess(db, day).entries.map((e) => e.action)).toEqual(["view-lead"]);
    expect(listAccess(db, accessFilterFromSearch(new URLSearchParams("to=2026-11-24"))).total).toBe(
      0,
    );
    expect(accessFilterFromSearch(new URLSearchParams("from=yesterday"))).toEqual({
      from: undefined,
      to: undefined,
      reference: undefined,
      actor: undefined,
    });
    // By a lead's reference, as typed (small letters, spaces): every entry that names it.
    const byReference = (reference: string) =>
      listAccess(db, accessFilterFromSearch(new URLSearchParams({ reference }))).entries.map(
        (e) => e.actor,
      );
    expect(byReference(" ts-2020-0002 ")).toEqual(["b@x.et"]);
    expect(byReference("TS-2020-0001")).toEqual(["b@x.et", "a@x.et"]);
    // A whole reference only: not a part of one.
    expect(byReference("TS-2020-000")).toEqual([]);
    const byActor = accessFilterFromSearch(new URLSearchParams("actor=a@x.et"));
    expect(listAccess(db, byActor).entries.map((e) => e.action)).toEqual(["view-lead"]);
    expect(accessActors(db)).toEqual(["a@x.et", "b@x.et"]);
    const csv = accessCsv(listAccess(db, {}).entries, {
      "view-lead": "Viewed a lead",
      "view-person": "Viewed a person",
      "export-person": "Exported a person",
      "export-leads": "Exported leads",
      "erase-lead": "Erased a lead",
      "erase-person": "Erased a person",
      "view-leads": "Viewed the leads list",
      "search-leads": "Searched the leads",
      "view-security-log": "Viewed the security log",
      "export-security-log": "Exported the security log",
      "view-access-log": "Viewed the access log",
      "export-access-log": "Exported the access log",
    });
    expect(csv.split("\r\n")).toEqual([
      "When (UTC),When (EAT),Who,Action,Person,References,Filters",
      '2026-11-26T08:00:00.000Z,"Thu 26 Nov 2026, 11:00 EAT",b@x.et,Exported leads,,TS-2020-0001 TS-2020-0002,',
      '2026-11-24T23:30:00.000Z,"Wed 25 Nov 2026, 02:30 EAT",a@x.et,Viewed a lead,1,TS-2020-0001,',
      "",
    ]);
  });
});

/** A correction as the lead page sends it, checked by the lead's form. */
function corrected(form: EnquiryFormDefinition, values: Record<string, string>) {
  const parsed = parseContactCorrection(form, values);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.correction;
}

describe("correcting a person's data", () => {
  it("is checked by the rules of the form the lead came from, with its messages", () => {
    // A call-back needs a phone number; a contact message an e-mail address and both names.
    expect(parseContactCorrection(callbackForm, { name: "Tigist", phone: "" })).toEqual({
      ok: false,
      errors: [["phone", "Enter a phone number we can call"]],
    });
    expect(
      parseContactCorrection(contactForm, {
        firstName: "Hana",
        lastName: "",
        email: "hana@",
        phone: "12",
      }),
    ).toEqual({
      ok: false,
      errors: [
        ["lastName", "Enter your last name"],
        ["email", "Enter an email address in the correct format, like name@example.com"],
        ["phone", "Enter a phone number like 0911 23 45 67 or +251 911 234 567"],
      ],
    });
    // The home form: a phone or an e-mail address, either will do.
    expect(parseContactCorrection(homeForm, { firstName: "A" })).toMatchObject({
      ok: false,
      errors: [["phone", "Enter a phone number or an email address, so that we can answer you"]],
    });
    expect(
      parseContactCorrection(homeForm, {
        firstName: " Abebe ",
        lastName: "Kebede",
        email: "A@B.ET",
      }),
    ).toEqual({
      ok: true,
      correction: {
        values: { firstName: "Abebe", lastName: "Kebede", email: "A@B.ET" },
        name: "Abebe Kebede",
        phone: null,
        email: "a@b.et",
      },
    });
  });

  it("replaces the wrong details everywhere, and the trail and the request keep no old value", () => {
    const db = openDatabase(":memory:");
    const { reference } = save(db, {
      firstName: "Abebe",
      lastName: "Kebde",
      phone: "0911 11 11 11",
      email: "abebe@wrong.et",
    });
    const before = getLead(db, reference)!;
    const changed = correctLead(
      db,
      reference,
      corrected(homeForm, { firstName: "Abebe", lastName: "Kebede", phone: "0911111111" }),
      "sales@x.et",
      new Date("2026-11-29T08:00:00Z"),
      before.revision,
    );
    // The phone reads the same in E.164: only the name and the removed e-mail address changed.
    expect(changed).toEqual(["name", "e-mail"]);
    const after = getLead(db, reference)!;
    expect(after).toMatchObject({
      name: "Abebe Kebede",
      phone: "+251911111111",
      email: null,
      revision: before.revision + 1,
    });
    expect(after.fields).toEqual({
      firstName: "Abebe",
      lastName: "Kebede",
      phone: "0911 11 11 11",
    });
    expect(leadEvents(db, reference).at(-1)).toEqual({
      actor: "sales@x.et",
      action: "corrected",
      detail: "name, e-mail",
      createdAt: "2026-11-29T08:00:00.000Z",
    });
    const person = after.personId!;
    expect(privacyRequests(db, person)).toEqual([
      {
        kind: "correct",
        references: [reference],
        handledBy: "sales@x.et",
        createdAt: "2026-11-29T08:00:00.000Z",
      },
    ]);
    // Nowhere in the store does the old data remain: not in the trail, the request or the export.
    const everything = JSON.stringify([
      db.prepare("SELECT * FROM enquiries").all(),
      db.prepare("SELECT * FROM enquiry_events").all(),
      db.prepare("SELECT * FROM privacy_requests").all(),
      exportPerson(db, person, "sales@x.et"),
    ]);
    expect(everything).not.toContain("Kebde");
    expect(everything).not.toContain("wrong.et");
    // The same again changes nothing and records nothing.
    expect(
      correctLead(
        db,
        reference,
        corrected(homeForm, { firstName: "Abebe", lastName: "Kebede", phone: "0911111111" }),
        "sales@x.et",
      ),
    ).toEqual([]);
    expect(privacyRequests(db, person).filter((r) => r.kind === "correct")).toHaveLength(1);
  });

  it("refuses a correction from a page older than the lead's last change", () => {
    const db = openDatabase(":memory:");
    const { reference } = save(db, { name: "Tigist", phone: "0911445566" }, callbackForm);
    const shown = getLead(db, reference)!.revision;
    setLeadNote(db, reference, "Called", "other@x.et", shown);
    expect(() =>
      correctLead(
        db,
        reference,
        corrected(callbackForm, { name: "Tigist A.", phone: "0911445566" }),
        "sales@x.et",
        new Date(),
        shown,
      ),
    ).toThrow(StaleLead);
    expect(getLead(db, reference)!.name).toBe("Tigist");
  });

  it("links the lead again: a wrong phone no longer joins it to a stranger, the right one joins its own", () => {
    const db = openDatabase(":memory:");
    // The stranger whose number was typed by mistake, and the lead that took it.
    const stranger = save(db, { firstName: "Stranger", phone: "0911000001" });
    const lead = save(db, { firstName: "Almaz", phone: "0911000001" });
    // Almaz's own earlier enquiry, with her real number.
    const own = save(db, { firstName: "Almaz", phone: "0911000002" });
    const strangers = personOf(db, stranger.reference)!;
    expect(personOf(db, lead.reference)).toBe(strangers);
    expect(personOf(db, own.reference)).not.toBe(strangers);
    correctLead(
      db,
      lead.reference,
      corrected(homeForm, { firstName: "Almaz", phone: "0911000002" }),
      "sales@x.et",
    );
    // The stranger keeps their number and only their lead; Almaz's two leads are one person.
    expect(personOf(db, stranger.reference)).toBe(strangers);
    expect(personLeads(db, strangers).map((l) => l.reference)).toEqual([stranger.reference]);
    expect(personOf(db, lead.reference)).toBe(personOf(db, own.reference));
    const almaz = personOf(db, own.reference)!;
    expect(privacyRequests(db, almaz).map((r) => r.kind)).toEqual(["correct"]);
    expect(privacyRequests(db, strangers)).toEqual([]);

    // A lead that shares nothing with anyone after the correction is a person of its own; one
    // alone keeps its number.
    const alone = save(db, { firstName: "Alone", email: "alone@x.et" });
    const number = personOf(db, alone.reference);
    correctLead(
      db,
      alone.reference,
      corrected(homeForm, { firstName: "Alone", email: "alone@y.et" }),
      "sales@x.et",
    );
    expect(personOf(db, alone.reference)).toBe(number);
  });

  it("a corrected lead that was its person's oldest leaves; the person's requests stay with the rest", () => {
    const db = openDatabase(":memory:");
    // Almaz's number was typed into a stranger's enquiry, the first of the two.
    const mistyped = save(db, { firstName: "Kebede", phone: "0911000011" });
    const almaz = save(db, { firstName: "Almaz", phone: "0911000011", email: "almaz@x.et" });
    const kebede = save(db, { firstName: "Kebede", phone: "0911000022" });
    const almazPerson = personOf(db, almaz.reference)!;
    expect(personOf(db, mistyped.reference)).toBe(almazPerson);
    // Almaz asked for her data: the export is her request.
    exportPerson(db, almazPerson, "sales@x.et");
    correctLead(
      db,
      mistyped.reference,
      corrected(homeForm, { firstName: "Kebede", phone: "0911000022" }),
      "sales@x.et",
    );
    expect(personOf(db, mistyped.reference)).toBe(personOf(db, kebede.reference));
    // Almaz keeps her number and her request; Kebede's page shows none of hers.
    expect(personOf(db, almaz.reference)).toBe(almazPerson);
    expect(privacyRequests(db, almazPerson).map((r) => r.kind)).toEqual(["export"]);
    const kebedes = personOf(db, kebede.reference)!;
    expect(privacyRequests(db, kebedes).map((r) => r.kind)).toEqual(["correct"]);
  });

  it("while processing is restricted: no status, assignment, note or correction; erasure stays", () => {
    const db = openDatabase(":memory:");
    const { reference } = save(db, { firstName: "Almaz", phone: "0911000003" });
    const person = personOf(db, reference)!;
    restrictPerson(db, person, "sales@x.et");
    const revision = getLead(db, reference)!.revision;
    const attempts = [
      () => setLeadStatus(db, reference, "contacted", "sales@x.et", new Date(), revision),
      () => setLeadNote(db, reference, "Called", "sales@x.et", revision),
      () => assignLead(db, reference, { id: 1, email: "sales@x.et" }, "sales@x.et", revision),
      () =>
        correctLead(
          db,
          reference,
          corrected(homeForm, { firstName: "Almaz", phone: "0911000004" }),
          "sales@x.et",
        ),
    ];
    for (const attempt of attempts) expect(attempt).toThrow(RestrictedLead);
    expect(getLead(db, reference)).toMatchObject({
      status: "new",
      note: "",
      assigneeId: null,
      phone: "+251911000003",
      revision,
    });
    expect(leadEvents(db, reference).map((e) => e.action)).toEqual(["received", "restricted"]);
    // Lifted, the lead is processed again.
    liftRestriction(db, person, "sales@x.et");
    expect(setLeadNote(db, reference, "Called", "sales@x.et")).toBe(true);
    restrictPerson(db, person, "sales@x.et");
    expect(erasePerson(db, person, "sales@x.et")).toEqual([reference]);
  });

  it("the store accepts a correction among the kinds of requests, its earlier requests kept", () => {
    const db: Db = new Database(":memory:");
    for (const { version, sql } of migrations) {
      if (version >= 16) break;
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    }
    db.prepare("INSERT INTO people (id, created_at) VALUES (1, 'x')").run();
    db.prepare(
      "INSERT INTO privacy_requests (person_id, kind, refs, handled_by, created_at) VALUES (1, 'export', 'TS-2026-0001', 'a@x.et', 'x')",
    ).run();
    expect(() =>
      db
        .prepare(
          "INSERT INTO privacy_requests (person_id, kind, handled_by, created_at) VALUES (1, 'correct', 'a@x.et', 'x')",
        )
        .run(),
    ).toThrow(/CHECK/);
    migrate(db);
    db.prepare(
      "INSERT INTO privacy_requests (person_id, kind, handled_by, created_at) VALUES (1, 'correct', 'a@x.et', 'y')",
    ).run();
    expect(privacyRequests(db, 1).map((r) => r.kind)).toEqual(["correct", "export"]);
  });
});
