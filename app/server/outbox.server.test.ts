// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openDatabase, sql } from "./db.server";
import type { StaffMessage } from "./notify.server";
import { Outbox } from "./outbox.server";
import {
  deleteOldStaffMessages,
  markStaffMessage,
  queueStaffMessage,
} from "./staff-messages.server";

const assignment: StaffMessage = {
  to: "dawit@tsehaysolar.example",
  subject: "Lead TS-2025-0001 is assigned to you",
  text: "Open it in the staff inbox: https://tsehaysolar.example/staff/leads/TS-2025-0001",
};

/** A database with one assignment e-mail queued, and the outbox's log lines. */
function queued() {
  const db = openDatabase(":memory:");
  queueStaffMessage(db, "email", assignment, Date.now() - 1000);
  const log: string[] = [];
  const row = () =>
    sql(db, "SELECT sent_at, attempts, last_error FROM staff_messages").get() as {
      sent_at: number | null;
      attempts: number;
      last_error: string | null;
    };
  return { db, log, row };
}

describe("messages to staff in the outbox", () => {
  it("are sent by their channel and marked sent", async () => {
    const { db, log, row } = queued();
    const sent: StaffMessage[] = [];
    const outbox = new Outbox(db, {}, 1000, (line) => log.push(line), {
      email: async (message) => {
        sent.push(message);
      },
    });
    await outbox.kick();
    expect(sent).toEqual([expect.objectContaining(assignment)]);
    expect(row()).toMatchObject({ attempts: 1, last_error: null });
    expect(row().sent_at).not.toBeNull();
    expect(log).toEqual([]);
  });

  it("are kept and retried when the mail server refuses them", async () => {
    const { db, log, row } = queued();
    const outbox = new Outbox(db, {}, 60_000, (line) => log.push(line), {
      email: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:2525")),
    });
    await outbox.kick();
    expect(row()).toEqual({
      sent_at: null,
      attempts: 1,
      last_error: "Error: connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(log).toEqual([
      'outbox: email message "Lead TS-2025-0001 is assigned to you" failed (try 1), next in 60 s: Error: connect ECONNREFUSED 127.0.0.1:2525',
    ]);
  });

  it("once the mail server takes them after a failure, are marked sent and the log says they got through", async () => {
    const { db, log, row } = queued();
    let refusing = true;
    const outbox = new Outbox(db, {}, 60_000, (line) => log.push(line), {
      email: () =>
        refusing
          ? Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:2525"))
          : Promise.resolve(),
    });
    await outbox.kick();
    refusing = false;
    sql(db, "UPDATE staff_messages SET next_attempt_at = ?").run(Date.now() - 1);
    await outbox.kick();
    expect(row().sent_at).not.toBeNull();
    expect(log).toEqual([
      'outbox: email message "Lead TS-2025-0001 is assigned to you" failed (try 1), next in 60 s: Error: connect ECONNREFUSED 127.0.0.1:2525',
      'outbox: email message "Lead TS-2025-0001 is assigned to you" delivered (try 2)',
    ]);
  });

  it("are given up, closed with the reason and logged, when they still fail 3 days after they were queued", async () => {
    const db = openDatabase(":memory:");
    const day = 86_400_000;
    queueStaffMessage(db, "email", assignment, Date.now() - 3 * day - 1000);
    queueStaffMessage(db, "email", { ...assignment, subject: "Yesterday's" }, Date.now() - day);
    const log: string[] = [];
    const outbox = new Outbox(db, {}, 60_000, (line) => log.push(line), {
      email: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:2525")),
    });
    await outbox.kick();
    const rows = sql(
      db,
      "SELECT subject, sent_at IS NOT NULL AS closed, attempts, last_error FROM staff_messages ORDER BY id",
    ).all();
    expect(rows).toEqual([
      {
        subject: assignment.subject,
        closed: 1,
        attempts: 0,
        last_error: "not sent in 3 days: Error: connect ECONNREFUSED 127.0.0.1:2525",
      },
      {
        subject: "Yesterday's",
        closed: 0,
        attempts: 1,
        last_error: "Error: connect ECONNREFUSED 127.0.0.1:2525",
      },
    ]);
    expect(log[0]).toBe(
      'outbox: email message "Lead TS-2025-0001 is assigned to you" given up, not sent in 3 days: Error: connect ECONNREFUSED 127.0.0.1:2525',
    );
  });

  it("whose channel was turned off since are closed with the reason, not counted as sent silently", async () => {
    const { db, log, row } = queued();
    const outbox = new Outbox(db, {}, 1000, (line) => log.push(line), {});
    await outbox.kick();
    expect(row()).toMatchObject({ attempts: 0, last_error: "channel not configured" });
    expect(row().sent_at).not.toBeNull();
    expect(log).toEqual([
      'outbox: email message "Lead TS-2025-0001 is assigned to you" not sent: channel not configured',
    ]);
  });
});

describe("the daily clean-up of messages to staff", () => {
  it("deletes those sent over 30 days ago and keeps newer and waiting ones", () => {
    const db = openDatabase(":memory:");
    const now = Date.parse("2026-11-28T06:00:00Z");
    const day = 86_400_000;
    for (const subject of ["old", "recent", "waiting"])
      queueStaffMessage(db, "email", { ...assignment, subject }, now - 40 * day);
    markStaffMessage(db, 1, { sentAt: now - 31 * day });
    markStaffMessage(db, 2, { sentAt: now - 29 * day });
    expect(deleteOldStaffMessages(db, now)).toBe(1);
    expect(sql(db, "SELECT subject FROM staff_messages ORDER BY id").all()).toEqual([
      { subject: "recent" },
      { subject: "waiting" },
    ]);
  });
});
