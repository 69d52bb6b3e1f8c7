// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import {
  contactForm,
  homeForm,
  visitForm,
  type EnquiryFormDefinition,
} from "~/content/enquiry-forms";
import { enquiryForms } from "~/content/enquiry-form-map";
import { quoteForm } from "~/content/quote-form";
import { parseEnquiry } from "~/lib/enquiry-schema";
import { migrations, openDatabase } from "./db.server";
import {
  assignLead,
  countOverdueLeads,
  csvCell,
  deleteExpiredLeads,
  deleteLead,
  getLead,
  isOverdue,
  leadEvents,
  leadFilterFromSearch,
  pageFromSearch,
  leadsCsv,
  listLeads,
  saveEnquiry,
  setLeadNote,
  setLeadStatus,
  StaleLead,
  type LeadForms,
} from "./enquiries.server";
import { EnquiryWriter } from "./enquiry-writer.server";
import { Outbox, retryDelay } from "./outbox.server";

function enquiry(values: Record<string, string>, form: EnquiryFormDefinition = homeForm) {
  const parsed = parseEnquiry(form, values);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.enquiry;
}

const save = (
  db: ReturnType<typeof openDatabase>,
  key: string,
  values: Record<string, string>,
  now?: Date,
) =>
  saveEnquiry(db, {
    enquiry: enquiry(values),
    idempotencyKey: key,
    page: "/",
    language: "en",
    channels: ["email"],
    now,
  });

describe("the database", () => {
  it("is migrated to the newest version on open", () => {
    const db = openDatabase(":memory:");
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.at(-1)?.version);
  });

  it("is readable by its owner only, in a folder of the owner's alone", () => {
    const root = mkdtempSync(join(tmpdir(), "ts-mode-"));
    const file = join(root, "data", "site.db");
    const db = openDatabase(file);
    try {
      saveEnquiry(db, {
        enquiry: enquiry({ phone: "0911234567" }),
        idempotencyKey: "mode-key-1",
        page: "/",
        language: "en",
        channels: [],
      });
      for (const path of [join(root, "data"), file, `${file}-wal`]) {
        expect(statSync(path).mode & 0o077, path).toBe(0);
      }
    } finally {
      db.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("saving enquiries", () => {
  it("numbers them per year, TS-YYYY-NNNN, and stores one per idempotency key", () => {
    const db = openDatabase(":memory:");
    const first = save(
      db,
      "key-00000001",
      { phone: "0911234567" },
      new Date("2026-03-01T10:00:00Z"),
    );
    const again = save(
      db,
      "key-00000001",
      { phone: "0911234567" },
      new Date("2026-03-01T10:00:05Z"),
    );
    const second = save(db, "key-00000002", { email: "a@b.et" }, new Date("2026-03-02T10:00:00Z"));
    const nextYear = save(
      db,
      "key-00000003",
      { email: "a@b.et" },
      new Date("2027-01-02T10:00:00Z"),
    );
    expect([first.reference, first.created]).toEqual(["TS-2026-0001", true]);
    expect([again.reference, again.created]).toEqual(["TS-2026-0001", false]);
    expect(second.reference).toBe("TS-2026-0002");
    expect(nextYear.reference).toBe("TS-2027-0001");
    expect(listLeads(db, {}).total).toBe(3);
    expect(db.prepare("SELECT count(*) AS n FROM outbox").get()).toEqual({ n: 3 });
  });

  it("saves an enquiry that says something else under a key already used as a new one, whose own retries find it", () => {
    const db = openDatabase(":memory:");
    // The page was closed while the first was on its way: its key stayed in the browser.
    const first = save(db, "key-reused01", { phone: "0911234567" });
    // The number corrected, sent again with the same key: a new enquiry, not the first.
    const corrected = save(db, "key-reused01", { phone: "0911234568" });
    expect(corrected.created).toBe(true);
    expect(corrected.reference).not.toBe(first.reference);
    // Its retries (the same key, the same fields) are that enquiry, and so are the first's.
    expect(save(db, "key-reused01", { phone: "0911234568" })).toMatchObject({
      reference: corrected.reference,
      created: false,
    });
    expect(save(db, "key-reused01", { phone: "0911234567" })).toMatchObject({
      reference: first.reference,
      created: false,
    });
    // A week on, another question with that key still: a third enquiry, stored.
    const later = save(db, "key-reused01", { phone: "0911234567", message: "A second pump?" });
    expect(later.created).toBe(true);
    expect(listLeads(db, {}).total).toBe(3);
  });

  it("keeps hostile text as text and finds it by search, filters and dates", () => {
    const db = openDatabase(":memory:");
    save(db, "key-hostile1", {
      phone: "0911234567",
      message: "'); DROP TABLE enquiries; -- <script>x</script>",
    });
    saveEnquiry(db, {
      enquiry: enquiry(
        {
          name: "Hana",
          phone: "0922 11 22 33",
          region: "Amhara",
          place: "Bahir Dar",
          week: "next-week",
        },
        visitForm,
      ),
      idempotencyKey: "key-visit001",
      page: "/site-visit",
      language: "am",
      channels: [],
    });
    expect(listLeads(db, { q: "DROP TABLE" }).leads[0]?.fields.message).toContain(
      "<script>x</script>",
    );
    expect(listLeads(db, { q: "100%_" }).total).toBe(0);
    expect(listLeads(db, { q: "0922 112233" }).leads.map((l) => l.name)).toEqual(["Hana"]);
    expect(listLeads(db, { kind: "visit", region: "Amhara" }).total).toBe(1);
    expect(listLeads(db, { from: "2999-01-01" }).total).toBe(0);
    expect(
      leadFilterFromSearch(new URLSearchParams("status=won&kind=nope&from=2026-13&q=%20x%20")),
    ).toEqual({
      status: "won",
      kind: undefined,
      region: undefined,
      from: undefined,
      to: undefined,
      q: "x",
    });
    const page = (query: string) => pageFromSearch(new URLSearchParams(query));
    expect([page("page=3"), page("page=2.7"), page(""), page("page=0"), page("page=-4")]).toEqual([
      3, 2, 1, 1, 1,
    ]);
    expect([page("page=1e309"), page("page=Infinity"), page("page=9e15")]).toEqual([1, 1, 1]);
  });
});

describe("the inbox's search", () => {
  /** A quote for the Starter package, a visit next week and a message, on a database of their own. */
  function threeLeads() {
    const db = openDatabase(":memory:");
    const quote = saveEnquiry(db, {
      enquiry: enquiry(
        {
          interest: "package:starter",
          farmSize: "2.5",
          region: "Oromia",
          crops: "onions",
          fullName: "Abebe Kebede",
          phone: "0911234567",
        },
        quoteForm,
      ),
      idempotencyKey: "key-search01",
      page: "/get-started",
      language: "en",
      channels: [],
    }).reference;
    const visit = saveEnquiry(db, {
      enquiry: enquiry(
        {
          name: "Hana",
          phone: "0922112233",
          region: "Amhara",
          place: "Bahir Dar",
          week: "next-week",
        },
        visitForm,
      ),
      idempotencyKey: "key-search02",
      page: "/site-visit",
      language: "en",
      channels: [],
    }).reference;
    const message = save(db, "key-search03", { phone: "0933445566", message: "Pump stopped" });
    return { db, quote, visit, message: message.reference };
  }
  const found = (db: ReturnType<typeof openDatabase>, q: string, forms?: LeadForms) =>
    listLeads(db, { q }, 1, 50, new Date(), forms)
      .leads.map((lead) => lead.reference)
      .sort();

  it("reads what the visitor wrote, never the names of the fields it is stored under", () => {
    const { db, message } = threeLeads();
    for (const name of ["phone", "message", "fullName", "interest", "place", "region"]) {
      expect(found(db, name), name).toEqual([]);
    }
    expect(found(db, "pump STOPPED")).toEqual([message]);
  });

  it("finds a choice by the words the lead page shows for it, and by its stored value", () => {
    const { db, quote, visit } = threeLeads();
    expect(found(db, "Starter package")).toEqual([quote]);
    expect(found(db, "next week")).toEqual([visit]);
    expect(found(db, "next-week")).toEqual([visit]);
    // The published name of a package, where staff renamed it.
    const quoteDefinition: EnquiryFormDefinition = enquiryForms.quote;
    const renamed: LeadForms = {
      ...enquiryForms,
      quote: {
        ...quoteDefinition,
        fields: quoteDefinition.fields.map((field) => ({
          ...field,
          options: field.options?.map((option) =>
            option.value === "package:starter" ? { ...option, label: "Sunrise kit" } : option,
          ),
        })),
      },
    };
    expect(found(db, "sunrise kit", renamed)).toEqual([quote]);
    expect(found(db, "sunrise kit")).toEqual([]);
  });

  it("finds the internal note", () => {
    const { db, visit } = threeLeads();
    setLeadNote(db, visit, "Called back, wants a quote in June", "sara@x.et");
    expect(found(db, "quote in june")).toEqual([visit]);
  });
});

describe("group commit", () => {
  it("writes enquiries that arrive together in one transaction and answers each with its own reference", async () => {
    const db = openDatabase(":memory:");
    const writer = new EnquiryWriter(db);
    const input = (key: string) => ({
      enquiry: enquiry({ phone: "0911234567" }),
      idempotencyKey: key,
      page: "/",
      language: "en",
      channels: [],
      now: new Date("2026-05-01T08:00:00Z"),
    });
    const saved = await Promise.all([
      writer.save(input("group-key-1")),
      writer.save(input("group-key-2")),
      writer.save(input("group-key-1")),
      writer.save(input("group-key-3")),
    ]);
    expect(saved.map((s) => [s.reference, s.created])).toEqual([
      ["TS-2026-0001", true],
      ["TS-2026-0002", true],
      ["TS-2026-0001", false],
      ["TS-2026-0003", true],
    ]);
    expect(listLeads(db, {}).total).toBe(3);
  });

  it("holds the store's write lock from its start, so another process's write cannot make it fail", async () => {
    // The staff command line, a backup or a second server writes to the same file. A transaction
    // that began by reading and only then wrote would fail with "database is locked" when another
    // connection had written in between, and the visitor's enquiry would get a 500.
    const folder = mkdtempSync(join(tmpdir(), "ts-writer-"));
    const db = openDatabase(join(folder, "site.db"));
    const other = new Database(join(folder, "site.db"), { timeout: 0 });
    try {
      const writer = new EnquiryWriter(db);
      let reads = 0;
      let otherWrote: boolean | undefined;
      const input = {
        enquiry: enquiry({ phone: "0911234567" }),
        // Read once before the transaction and once inside it: the second read is the moment
        // another process writes.
        get idempotencyKey() {
          reads += 1;
          if (reads === 2) {
            try {
              other.prepare("INSERT INTO reference_counters (year, last) VALUES (1999, 1)").run();
              otherWrote = true;
            } catch {
              otherWrote = false;
            }
          }
          return "lock-key-1";
        },
        page: "/",
        language: "en",
        channels: [],
        now: new Date("2026-05-01T08:00:00Z"),
      };
      const saved = await writer.save(input);
      expect(saved).toMatchObject({ reference: "TS-2026-0001", created: true });
      // The other process was told to wait, not let in under the transaction.
      expect(otherWrote).toBe(false);
      expect(listLeads(db, {}).total).toBe(1);
    } finally {
      other.close();
      db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("an erased lead", () => {
  it("is gone from the database file and its write-ahead log, not only from its tables", () => {
    // Without secure_delete, SQLite leaves a deleted row's bytes in the file's free pages, and
    // every later backup copies them: an erased person could still be read with `strings`.
    const folder = mkdtempSync(join(tmpdir(), "ts-erase-"));
    const file = join(folder, "site.db");
    const db = openDatabase(file);
    try {
      const { reference } = saveEnquiry(db, {
        enquiry: enquiry({
          name: "Zewditu Erasetest",
          phone: "0922112233",
          message: "Gondar farm",
        }),
        idempotencyKey: "erase-key-1",
        page: "/",
        language: "en",
        channels: ["email"],
      });
      setLeadNote(db, reference, "Called Zewditu Erasetest", "staff@x.et");
      db.pragma("wal_checkpoint(TRUNCATE)");
      expect(readFileSync(file).includes("Erasetest")).toBe(true);
      // Written again since, the lead's pages are in the write-ahead log as they were.
      setLeadNote(db, reference, "Called Zewditu Erasetest twice", "staff@x.et");
      expect(readFileSync(`${file}-wal`).includes("Erasetest")).toBe(true);
      expect(deleteLead(db, reference, "staff@x.et", "Erasure request")).toBe(true);
      // Nothing is left to read in the file or in its log, with no checkpoint of the test's own.
      for (const path of [file, `${file}-wal`]) {
        const bytes = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
        for (const trace of ["Erasetest", "922112233", "Gondar farm"]) {
          expect(bytes.includes(trace), `${trace} in ${path}`).toBe(false);
        }
      }
    } finally {
      db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("handling a lead", () => {
  it("records status changes in the trail, and erasure leaves only that it was erased", () => {
    const db = openDatabase(":memory:");
    const { reference } = save(db, "key-lead0001", { phone: "0911234567", message: "secret" });
    expect(setLeadStatus(db, reference, "contacted", "staff@x.et")).toBe(true);
    expect(getLead(db, reference)?.status).toBe("contacted");
    expect(leadEvents(db, reference).map((e) => [e.actor, e.action, e.detail])).toEqual([
      ["visitor", "received", "/"],
      ["staff@x.et", "status", "New → Contacted"],
    ]);
    expect(deleteLead(db, reference, "staff@x.et", "Erasure request")).toBe(true);
    expect(getLead(db, reference)).toBeUndefined();
    expect(leadEvents(db, reference).map((e) => e.action)).toEqual(["erased"]);
    expect(db.prepare("SELECT count(*) AS n FROM outbox").get()).toEqual({ n: 0 });
  });

  it("deletes leads older than the retention period and keeps the rest", () => {
    const db = openDatabase(":memory:");
    save(db, "key-old00001", { phone: "0911234567" }, new Date("2024-01-01T00:00:00Z"));
    save(db, "key-new00001", { phone: "0911234567" }, new Date("2026-10-01T00:00:00Z"));
    expect(deleteExpiredLeads(db, 24, new Date("2026-11-23T00:00:00Z"))).toBe(1);
    expect(listLeads(db, {}).leads.map((l) => l.reference)).toEqual(["TS-2026-0001"]);
  });

  it("keeps a lead that became a contract (Won) past the retention period, as the notice says", () => {
    const db = openDatabase(":memory:");
    const sent = new Date("2024-01-01T00:00:00Z");
    const statuses = ["new", "contacted", "quoted", "won", "lost"] as const;
    const references = statuses.map((status, i) => {
      const { reference } = save(db, `key-old0000${i}`, { phone: "0911234567" }, sent);
      if (status !== "new") setLeadStatus(db, reference, status, "sales@x.et", sent);
      return reference;
    });
    expect(deleteExpiredLeads(db, 24, new Date("2026-11-28T00:00:00Z"))).toBe(4);
    expect(listLeads(db, {}).leads.map((l) => [l.reference, l.status])).toEqual([
      [references[3], "won"],
    ]);
    expect(leadEvents(db, references[0]!).map((e) => [e.actor, e.action])).toEqual([
      ["retention", "erased"],
    ]);
  });
});

describe("the 24-hour promise", () => {
  // Friday 28 November 2025, 18:00 in Addis Ababa (15:00 UTC): the office has closed for the weekend.
  const friday = new Date("2025-11-28T15:00:00Z");
  const at = (iso: string) => new Date(iso);

  it("marks a New lead overdue 24 hours after it arrived, weekend included", () => {
    const db = openDatabase(":memory:");
    const { reference } = save(db, "key-friday01", { phone: "0911234567" }, friday);
    const lead = getLead(db, reference)!;
    // Saturday 17:59 EAT: still within the promise; 18:00: past it. Weekends are not paused.
    expect(isOverdue(lead, at("2025-11-29T14:59:00Z"))).toBe(false);
    expect(isOverdue(lead, at("2025-11-29T15:00:00Z"))).toBe(true);
    expect(countOverdueLeads(db, at("2025-11-29T14:59:00Z"))).toBe(0);
    // Monday morning, 8:30 EAT: the lead has waited 62.5 hours and is the one to answer first.
    const monday = at("2025-12-01T05:30:00Z");
    expect(countOverdueLeads(db, monday)).toBe(1);
    // Answered: no longer overdue, whatever its age.
    setLeadStatus(db, reference, "contacted", "sales@x.et", monday);
    expect(isOverdue(getLead(db, reference)!, monday)).toBe(false);
    expect(countOverdueLeads(db, monday)).toBe(0);
  });

  it("lists the overdue leads first, longest waiting first, then the others newest first", () => {
    const db = openDatabase(":memory:");
    save(db, "key-order001", { phone: "0911000001" }, at("2025-11-27T08:00:00Z"));
    save(db, "key-order002", { phone: "0911000002" }, at("2025-11-28T09:00:00Z"));
    save(db, "key-order003", { phone: "0911000003" }, at("2025-11-29T10:00:00Z"));
    save(db, "key-order004", { phone: "0911000004" }, at("2025-11-30T07:00:00Z"));
    setLeadStatus(db, "TS-2025-0002", "quoted", "sales@x.et", at("2025-11-28T10:00:00Z"));
    const now = at("2025-11-30T12:00:00Z");
    expect(listLeads(db, {}, 1, 50, now).leads.map((l) => l.reference)).toEqual([
      "TS-2025-0001", // overdue, waiting 76 h
      "TS-2025-0003", // overdue, waiting 26 h
      "TS-2025-0004", // new, 5 h old
      "TS-2025-0002", // answered
    ]);
  });

  it("records the first response once, when the lead first leaves New", () => {
    const db = openDatabase(":memory:");
    const { reference } = save(db, "key-first001", { phone: "0911234567" }, friday);
    expect(getLead(db, reference)?.firstResponseAt).toBeNull();
    setLeadStatus(db, reference, "contacted", "sales@x.et", at("2025-11-29T07:00:00Z"));
    setLeadStatus(db, reference, "new", "sales@x.et", at("2025-11-29T08:00:00Z"));
    setLeadStatus(db, reference, "quoted", "sales@x.et", at("2025-11-30T08:00:00Z"));
    expect(getLead(db, reference)?.firstResponseAt).toBe("2025-11-29T07:00:00.000Z");
  });

  it("stores the privacy notice each enquiry was sent under", () => {
    const db = openDatabase(":memory:");
    const { reference } = save(db, "key-notice01", { phone: "0911234567" });
    expect(getLead(db, reference)?.noticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("filters by days of the office calendar: 01:30 on the 28th in Addis Ababa is the 28th", () => {
    const db = openDatabase(":memory:");
    save(db, "key-night001", { phone: "0911234567" }, at("2025-11-27T22:30:00Z"));
    expect(listLeads(db, { from: "2025-11-28", to: "2025-11-28" }).total).toBe(1);
    expect(listLeads(db, { to: "2025-11-27" }).total).toBe(0);
  });
});

describe("assignment", () => {
  it("assigns a lead to an account or to nobody, records who did it, and filters by it", async () => {
    const db = openDatabase(":memory:");
    const { addStaff } = await import("./staff.server");
    const dawit = await addStaff(db, "dawit@x.et", "a long password here", "sales");
    const { reference } = save(db, "key-assign01", { phone: "0911234567" });
    save(db, "key-assign02", { phone: "0911234568" });
    expect(assignLead(db, reference, dawit, "selam@x.et")).toBe(true);
    expect(getLead(db, reference)?.assigneeId).toBe(dawit.id);
    expect(listLeads(db, { assignee: dawit.id }).leads.map((l) => l.reference)).toEqual([
      reference,
    ]);
    expect(listLeads(db, { assignee: "none" }).total).toBe(1);
    expect(leadFilterFromSearch(new URLSearchParams("assignee=me"), dawit.id).assignee).toBe(
      dawit.id,
    );
    expect(leadFilterFromSearch(new URLSearchParams("assignee=x1")).assignee).toBeUndefined();
    assignLead(db, reference, null, "selam@x.et");
    expect(
      leadEvents(db, reference)
        .map((e) => [e.actor, e.action, e.detail])
        .slice(1),
    ).toEqual([
      ["selam@x.et", "assigned", "dawit@x.et"],
      ["selam@x.et", "assigned", "nobody"],
    ]);
    expect(assignLead(db, "TS-1999-0001", null, "selam@x.et")).toBe(false);
  });
});

describe("two people changing one lead", () => {
  it("refuses a change from a page older than the lead's last change, naming that change", () => {
    const db = openDatabase(":memory:");
    const { reference } = save(db, "key-stale001", { phone: "0911234567" });
    const shown = getLead(db, reference)!.revision;
    // A saves from the page both opened; B's save from the same page is refused, A's stays.
    expect(setLeadNote(db, reference, "Note by A", "a@x.et", shown)).toBe(true);
    expect(() => setLeadNote(db, reference, "Note by B", "b@x.et", shown)).toThrow(StaleLead);
    expect(getLead(db, reference)?.note).toBe("Note by A");
    setLeadStatus(db, reference, "quoted", "a@x.et", new Date(), shown + 1);
    let refusal: unknown;
    try {
      setLeadStatus(db, reference, "lost", "b@x.et", new Date(), shown);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ by: "a@x.et", action: "status", detail: "New → Quoted" });
    expect(getLead(db, reference)?.status).toBe("quoted");
    expect(() => assignLead(db, reference, null, "b@x.et", shown)).not.toThrow();
    expect(() => assignLead(db, reference, { id: 7, email: "c@x.et" }, "b@x.et", shown)).toThrow(
      StaleLead,
    );
    // From the page as it is now, B's save goes through.
    const now = getLead(db, reference)!.revision;
    expect(setLeadNote(db, reference, "Note by A\nNote by B", "b@x.et", now)).toBe(true);
    expect(getLead(db, reference)?.revision).toBe(now + 1);
  });
});

/** RFC 4180 as the export writes it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe("CSV export", () => {
  it("quotes what needs quoting and never lets a spreadsheet read a formula", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+251911234567")).toBe("+251911234567");
    expect(csvCell("-cmd")).toBe("'-cmd");
    // A formula may start with a digit after its sign (the DDE payload of the review).
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell("+1+HYPERLINK(1)")).toBe("'+1+HYPERLINK(1)");
    expect(csvCell("+251 91 123 4567")).toBe("+251 91 123 4567");
    expect(csvCell("-3.5")).toBe("-3.5");
    expect(csvCell(-12)).toBe("-12");
    const db = openDatabase(":memory:");
    save(db, "key-csv00001", { phone: "0911234567", message: "line one\nline two" });
    const csv = leadsCsv(listLeads(db, {}).leads, enquiryForms, new Map());
    expect(csv.split("\r\n")[0]).toMatch(
      /^Reference,Received \(UTC\),Received \(EAT\),Ethiopian calendar,First response \(UTC\),Kind,Status,Assigned to,Name,Phone/,
    );
    expect(csv).toContain('"line one\nline two"');
    // The phone as people read it: a spreadsheet keeps it as text, its plus and all.
    expect(csv.split("\r\n")[1]).toContain(",+251 911 234 567,");
  });

  it("has every field the lead page shows, by its labels, in words, and who it is assigned to", () => {
    const db = openDatabase(":memory:");
    const quote = saveEnquiry(db, {
      enquiry: enquiry(
        {
          interest: "package:starter",
          farmSize: "2.5",
          region: "Oromia",
          crops: "=onions",
          irrigation: "diesel-pump",
          fullName: "Abebe Kebede",
          phone: "0911234567",
        },
        quoteForm,
      ),
      idempotencyKey: "key-csv00002",
      page: "/get-started?package=starter",
      language: "en",
      channels: [],
    });
    saveEnquiry(db, {
      enquiry: enquiry(
        {
          firstName: "Hana",
          lastName: "Girma",
          email: "hana@example.et",
          subject: "Pumps",
          message: "How much?",
        },
        contactForm,
      ),
      idempotencyKey: "key-csv00003",
      page: "/contact",
      language: "en",
      channels: [],
    });
    const sara = Number(
      db
        .prepare("INSERT INTO staff (email, password_hash, role, created_at) VALUES (?, ?, ?, ?)")
        .run("sara@x.et", "-", "sales", new Date().toISOString()).lastInsertRowid,
    );
    assignLead(db, quote.reference, { id: sara, email: "sara@x.et" }, "a@x.et");
    const [titles = [], ...rows] = parseCsv(
      leadsCsv(listLeads(db, {}).leads, enquiryForms, new Map([[sara, "sara@x.et"]])),
    );
    for (const title of [
      "Kind",
      "Assigned to",
      "Subject",
      "Message",
      "Crops grown",
      "Current irrigation method",
      "What are you interested in?",
      "Additional requirements",
      "Chosen service or package",
      "Internal note",
    ]) {
      expect(titles).toContain(title);
    }
    const cell = (row: string[] | undefined, title: string) => row?.[titles.indexOf(title)];
    const quoteRow = rows.find((row) => row[0] === quote.reference);
    const contactRow = rows.find((row) => row !== quoteRow);
    expect(cell(quoteRow, "Kind")).toBe("Quote request");
    expect(cell(quoteRow, "Assigned to")).toBe("sara@x.et");
    expect(cell(quoteRow, "What are you interested in?")).toBe("Starter package");
    expect(cell(quoteRow, "Chosen service or package")).toBe("Starter package");
    expect(cell(quoteRow, "Current irrigation method")).toBe("Diesel or petrol pump");
    // Still no formula: the crops as typed, guarded.
    expect(cell(quoteRow, "Crops grown")).toBe("'=onions");
    expect(cell(contactRow, "Kind")).toBe("Message (contact page)");
    expect(cell(contactRow, "Subject")).toBe("Pumps");
    expect(cell(contactRow, "Message")).toBe("How much?");
    expect(cell(contactRow, "Assigned to")).toBe("");
  });
});

describe("the notification outbox", () => {
  it("retries a failed notification with a doubling delay until it is delivered, once", async () => {
    expect([1, 2, 3, 20].map((n) => retryDelay(1000, n))).toEqual([1000, 2000, 4000, 3_600_000]);
    // Only Date is faked: the retry is due by the clock the outbox reads, never by how fast this
    // machine runs the test.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T09:00:00Z"));
    try {
      const db = openDatabase(":memory:");
      const { reference } = save(db, "key-outbox01", { phone: "0911234567" });
      const delivered: string[] = [];
      const log: string[] = [];
      let up = false;
      const outbox = new Outbox(
        db,
        {
          email: async (lead) => {
            if (!up) throw new Error("SMTP down");
            delivered.push(lead.reference);
          },
        },
        1000,
        (line) => log.push(line),
      );
      await outbox.kick();
      expect(outbox.pending()).toBe(1);
      expect(db.prepare("SELECT attempts, last_error FROM outbox").get()).toEqual({
        attempts: 1,
        last_error: "Error: SMTP down",
      });
      up = true;
      vi.setSystemTime(new Date("2026-03-01T09:00:00.999Z"));
      await outbox.kick(); // 1 ms before the retry is due
      expect(delivered).toEqual([]);
      vi.setSystemTime(new Date("2026-03-01T09:00:01Z"));
      await outbox.kick();
      await outbox.kick();
      expect(delivered).toEqual([reference]);
      expect(outbox.pending()).toBe(0);
      // The log says when the outage is over, as it said when it began.
      expect(log).toEqual([
        `outbox: email for ${reference} failed (try 1), next in 1 s: Error: SMTP down`,
        `outbox: email for ${reference} delivered (try 2)`,
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
