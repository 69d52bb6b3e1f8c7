// @vitest-environment node
import { describe, expect, it } from "vitest";
import { assignLead, getLead, leadEvents, noteFingerprint } from "~/server/enquiries.server";
import { getRuntime } from "~/server/runtime.server";
import { addStaff, createSession, readSession, setStaffDisabled } from "~/server/staff.server";
import { action } from "./lead";
import { staffRequest } from "./staff-request.test-support";
import { saveLead } from "../../../tests/lead-fixtures";

/** The lead page's form `fields` (its intent and values), sent with the page's token. */
async function send(token: string, reference: string, fields: Record<string, string>) {
  const { db } = getRuntime();
  const body = new URLSearchParams({
    csrf: readSession(db, token)!.csrfToken,
    revision: String(getLead(db, reference)!.revision),
    ...fields,
  });
  return (await action({
    request: staffRequest(`/staff/leads/${reference}`, token, body),
    params: { reference },
  } as never)) as Response | { init: { status: number }; data: { typed?: { reason?: string } } };
}

/** The lead page's assignment form, sent as it stands with `assignee` chosen: its status. */
async function assign(token: string, reference: string, assignee: number | "") {
  const answer = await send(token, reference, { intent: "assign", assignee: String(assignee) });
  return answer instanceof Response ? answer.status : answer.init.status;
}

describe("assigning a lead whose owner's account was disabled", () => {
  it("keeps that owner when the form is saved as it stands, and never gives it another lead", async () => {
    const { db } = getRuntime();
    const selam = await addStaff(db, "selam@x.et", "a long password here", "sales");
    const sara = await addStaff(db, "sara@x.et", "a long password here", "sales");
    const saras = saveLead("key-owner101", "0911234561");
    const other = saveLead("key-owner102", "0911234562");
    assignLead(db, saras, sara, "selam@x.et");
    setStaffDisabled(db, sara.id, true);
    const token = createSession(db, selam.id);

    // Saved as the page shows it (Sara chosen): nothing changes, no "assigned to nobody".
    expect(await assign(token, saras, sara.id)).toBe(302);
    expect(getLead(db, saras)?.assigneeId).toBe(sara.id);
    expect(leadEvents(db, saras).map((event) => event.action)).toEqual(["received", "assigned"]);
    // Another lead cannot be given to her.
    expect(await assign(token, other, sara.id)).toBe(422);
    expect(getLead(db, other)?.assigneeId).toBeNull();
    // A new owner, chosen on purpose, is saved.
    expect(await assign(token, saras, selam.id)).toBe(302);
    expect(getLead(db, saras)?.assigneeId).toBe(selam.id);
    // And she cannot get it back.
    expect(await assign(token, saras, sara.id)).toBe(422);
    expect(getLead(db, saras)?.assigneeId).toBe(selam.id);
  });
});

describe("erasing a lead from its page", () => {
  it("without the box ticked, is refused and gives back the reason chosen", async () => {
    const { db } = getRuntime();
    const staff = await addStaff(db, "meron@x.et", "a long password here", "sales");
    const reference = saveLead("key-erase201", "0911234571");
    const token = createSession(db, staff.id);
    const answer = await send(token, reference, { intent: "delete", reason: "duplicate" });
    if (answer instanceof Response) throw new Error(`answered ${answer.status}`);
    expect(answer.init.status).toBe(422);
    expect(answer.data.typed?.reason).toBe("duplicate");
    expect(getLead(db, reference)).toBeDefined();
  });

  it("with a reason the list does not have (a hand-made post), is refused, the box ticked or not", async () => {
    const { db } = getRuntime();
    const staff = await addStaff(db, "hana@x.et", "a long password here", "sales");
    const reference = saveLead("key-erase202", "0911234572");
    const token = createSession(db, staff.id);
    for (const reason of ["whatever", "Asked by phone — ስልክ", "toString"]) {
      const answer = await send(token, reference, { intent: "delete", reason, confirm: "yes" });
      if (answer instanceof Response) throw new Error(`answered ${answer.status}`);
      expect(answer.init.status, reason).toBe(422);
      expect((answer.data as { message?: string }).message).toBe(
        "Choose the reason from the list.",
      );
    }
    expect(getLead(db, reference)).toBeDefined();
    // The list's reason, the box ticked: erased.
    const erased = await send(token, reference, {
      intent: "delete",
      reason: "test",
      confirm: "yes",
    });
    expect(erased instanceof Response ? erased.status : erased.init.status).toBe(302);
    expect(getLead(db, reference)).toBeUndefined();
  });
});

describe("the status, owner and note, one form in three parts", () => {
  /** The form as the page shows `reference` now, with `changes` made and `button` pressed. */
  async function save(
    token: string,
    reference: string,
    button: "status" | "assign" | "note",
    changes: { status?: string; assignee?: string; note?: string },
    shown = getLead(getRuntime().db, reference)!,
  ) {
    const answer = await send(token, reference, {
      intent: button,
      shownStatus: shown.status,
      shownAssignee: String(shown.assigneeId ?? ""),
      shownNote: noteFingerprint(shown.note),
      status: shown.status,
      assignee: String(shown.assigneeId ?? ""),
      note: shown.note,
      ...changes,
    });
    return answer instanceof Response
      ? { status: answer.status }
      : {
          status: answer.init.status,
          data: answer.data as { message?: string; typed?: Record<string, string> },
        };
  }

  it("saves a note typed before another part's button was pressed, with that part", async () => {
    const { db } = getRuntime();
    const staff = await addStaff(db, "abel@x.et", "a long password here", "sales");
    const reference = saveLead("key-work301", "0911234581");
    const token = createSession(db, staff.id);
    const saved = await save(token, reference, "status", {
      status: "contacted",
      note: "Called at 10:15, no answer\r\nስልክ አልተነሳም",
    });
    expect(saved.status).toBe(302);
    expect(getLead(db, reference)).toMatchObject({
      status: "contacted",
      note: "Called at 10:15, no answer\nስልክ አልተነሳም",
    });
    // Saved again as it stands: nothing changed, nothing added to the history.
    const before = leadEvents(db, reference).length;
    expect((await save(token, reference, "note", {})).status).toBe(302);
    expect(leadEvents(db, reference)).toHaveLength(before);
  });

  it("keeps a colleague's note when another part is saved, and refuses only a part both changed", async () => {
    const { db } = getRuntime();
    const abel = await addStaff(db, "abel2@x.et", "a long password here", "sales");
    const hana = await addStaff(db, "hana2@x.et", "a long password here", "sales");
    const reference = saveLead("key-work302", "0911234582");
    const [abelsToken, hanasToken] = [createSession(db, abel.id), createSession(db, hana.id)];
    const shown = getLead(db, reference)!;
    expect(
      (await save(abelsToken, reference, "note", { note: "Wants 2 pumps" }, shown)).status,
    ).toBe(302);
    // Hana's page still shows the empty note: her status is saved, Abel's note stays.
    expect(
      (await save(hanasToken, reference, "status", { status: "contacted" }, shown)).status,
    ).toBe(302);
    expect(getLead(db, reference)).toMatchObject({ status: "contacted", note: "Wants 2 pumps" });
    // Abel's page, loaded after his save, still shows his note; Hana, on a fresh page, replaces it.
    const abelsPage = { ...getLead(db, reference)!, status: "new" as const };
    const hanasPage = getLead(db, reference)!;
    expect(
      (await save(hanasToken, reference, "note", { note: "Quote sent" }, hanasPage)).status,
    ).toBe(302);
    // Abel's note over the one his page showed is refused, with everything he sent given back;
    // the status he left as it was is not his change, so the history moves on without him.
    const refused = await save(
      abelsToken,
      reference,
      "assign",
      { note: "Called again", assignee: String(abel.id) },
      abelsPage,
    );
    expect(refused.status).toBe(409);
    expect(refused.data?.message).toMatch(/hana2@x\.et/);
    expect(refused.data?.typed).toEqual({
      status: "new",
      assignee: String(abel.id),
      note: "Called again",
    });
    expect(getLead(db, reference)).toMatchObject({
      status: "contacted",
      note: "Quote sent",
      assigneeId: null,
    });
  });
});
