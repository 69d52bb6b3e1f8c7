// @vitest-environment node
import { describe, expect, it } from "vitest";
import { homeForm } from "~/content/enquiry-forms";
import { parseEnquiry } from "~/lib/enquiry-schema";
import { openDatabase } from "./db.server";
import { buildDigest, queueDigestIfDue } from "./digest.server";
import { saveEnquiry, setLeadStatus } from "./enquiries.server";
import { dueStaffMessages } from "./staff-messages.server";

function save(db: ReturnType<typeof openDatabase>, key: string, name: string, at: string) {
  const parsed = parseEnquiry(homeForm, { name, phone: "0911234567", region: "Amhara" });
  if (!parsed.ok) throw new Error("bad enquiry");
  return saveEnquiry(db, {
    enquiry: parsed.enquiry,
    idempotencyKey: key,
    page: "/",
    language: "en",
    channels: [],
    now: new Date(at),
  }).reference;
}

// Monday 1 December 2025, 07:30 in Addis Ababa (04:30 UTC).
const monday = new Date("2025-12-01T04:30:00Z");

describe("the morning digest", () => {
  it("lists the overdue leads first and the last day's new ones, by reference and kind only", () => {
    const db = openDatabase(":memory:");
    const friday = save(db, "key-digest01", "Abebe Kebede", "2025-11-28T15:00:00Z");
    const answered = save(db, "key-digest02", "Almaz Tesfaye", "2025-11-29T09:00:00Z");
    setLeadStatus(db, answered, "contacted", "sales@x.et", new Date("2025-11-29T10:00:00Z"));
    const sunday = save(db, "key-digest03", "Chaltu Gemechu", "2025-11-30T20:00:00Z");
    const { subject, text } = buildDigest(db, "https://www.example.et", monday);
    expect(subject).toBe("Leads on Mon 1 Dec 2025: 1 overdue, 1 new");
    expect(text).toContain(`- ${friday} · Message (home page) · waiting 2 d 13 h`);
    expect(text).toContain(`- ${sunday} · Message (home page) · waiting 8 h 30 min`);
    expect(text.indexOf(friday)).toBeLessThan(text.indexOf(sunday));
    expect(text).not.toContain(answered);
    // Nothing that names or reaches a person.
    for (const personal of ["Abebe", "Chaltu", "0911", "+251", "Amhara"]) {
      expect(text).not.toContain(personal);
      expect(subject).not.toContain(personal);
    }
    expect(text).toContain("https://www.example.et/staff");
  });

  it("is queued once a day, from 07:30 in Addis Ababa, on every channel", () => {
    const db = openDatabase(":memory:");
    save(db, "key-digest04", "Abebe", "2025-11-28T15:00:00Z");
    const early = new Date("2025-12-01T04:29:00Z");
    expect(queueDigestIfDue(db, ["email", "telegram"], "https://x.et", early)).toBe(false);
    expect(queueDigestIfDue(db, ["email", "telegram"], "https://x.et", monday)).toBe(true);
    expect(
      queueDigestIfDue(
        db,
        ["email", "telegram"],
        "https://x.et",
        new Date(monday.getTime() + 60_000),
      ),
    ).toBe(false);
    expect(dueStaffMessages(db, monday.getTime() + 60_000).map((m) => m.channel)).toEqual([
      "email",
      "telegram",
    ]);
    // The next morning, again.
    expect(queueDigestIfDue(db, ["email"], "https://x.et", new Date("2025-12-02T04:30:00Z"))).toBe(
      true,
    );
    // A server down all morning sends no "good morning" at night: it waits for the next one.
    const night = new Date("2025-12-03T20:30:00Z"); // 23:30 in Addis Ababa
    expect(queueDigestIfDue(db, ["email"], "https://x.et", night)).toBe(false);
    expect(queueDigestIfDue(db, ["email"], "https://x.et", new Date("2025-12-03T08:59:00Z"))).toBe(
      true,
    );
  });
});
