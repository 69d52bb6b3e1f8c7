// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db.server";
import {
  acceptInvitation,
  createInvitation,
  pendingInvitations,
  readInvitation,
  withdrawInvitation,
} from "./invitations.server";
import {
  addStaff,
  authenticate,
  changePassword,
  createSession,
  disableStaff,
  findStaff,
  listSessions,
  readSession,
  setStaffDisabled,
  setStaffRole,
} from "./staff.server";

const t0 = Date.parse("2026-11-25T06:00:00Z");
const hour = 3_600_000;

describe("invitations", () => {
  it("make an account with the invited role, once, within 48 hours", async () => {
    const db = openDatabase(":memory:");
    const token = createInvitation(db, "Sara@X.et", "sales", "admin@x.et", t0);
    expect(readInvitation(db, token, t0 + 47 * hour)).toEqual({
      status: "valid",
      email: "sara@x.et",
      role: "sales",
    });
    const account = await acceptInvitation(db, token, "a long new password", t0 + hour);
    expect([account.email, account.role]).toEqual(["sara@x.et", "sales"]);
    expect((await authenticate(db, "sara@x.et", "a long new password"))?.role).toBe("sales");
    // Used twice: refused.
    expect(readInvitation(db, token, t0 + 2 * hour).status).toBe("used");
    await expect(
      acceptInvitation(db, token, "another long password", t0 + 2 * hour),
    ).rejects.toThrow("used");
  });

  it("expire after 48 hours, refuse a bad password without using the link, and know no stranger's token", async () => {
    const db = openDatabase(":memory:");
    const token = createInvitation(db, "abel@x.et", "editor", "admin@x.et", t0);
    await expect(acceptInvitation(db, token, "short", t0)).rejects.toThrow(/12 characters/);
    expect(readInvitation(db, token, t0).status).toBe("valid");
    expect(readInvitation(db, token, t0 + 48 * hour).status).toBe("expired");
    await expect(
      acceptInvitation(db, token, "a long new password", t0 + 49 * hour),
    ).rejects.toThrow("expired");
    expect(readInvitation(db, "not-a-token", t0).status).toBe("unknown");
    expect(findStaff(db, "abel@x.et")).toBeUndefined();
  });

  it("are refused for an address that has an account", async () => {
    const db = openDatabase(":memory:");
    await addStaff(db, "admin@x.et", "correct horse battery");
    expect(() => createInvitation(db, "ADMIN@x.et", "sales", "admin@x.et", t0)).toThrow(/exists/);
  });

  it("sent twice, the one not used does its work with the other: not pending, its link used", async () => {
    const db = openDatabase(":memory:");
    const first = createInvitation(db, "hana@x.et", "administrator", "admin@x.et", t0);
    const second = createInvitation(db, "hana@x.et", "administrator", "admin@x.et", t0 + hour);
    expect(pendingInvitations(db, t0 + hour)).toHaveLength(2);
    await acceptInvitation(db, first, "a long new password", t0 + 2 * hour);
    expect(pendingInvitations(db, t0 + 2 * hour)).toEqual([]);
    expect(readInvitation(db, second, t0 + 2 * hour).status).toBe("used");
    await expect(
      acceptInvitation(db, second, "another long password", t0 + 2 * hour),
    ).rejects.toThrow("used");
  });

  it("can be withdrawn while pending: the link is refused as withdrawn, from then on", async () => {
    const db = openDatabase(":memory:");
    const token = createInvitation(db, "wrong@x.et", "sales", "admin@x.et", t0);
    const [pending] = pendingInvitations(db, t0);
    expect(withdrawInvitation(db, pending!.id, "admin@x.et", t0 + hour)).toBe("wrong@x.et");
    expect(readInvitation(db, token, t0 + hour).status).toBe("withdrawn");
    expect(pendingInvitations(db, t0 + hour)).toEqual([]);
    await expect(acceptInvitation(db, token, "a long new password", t0 + hour)).rejects.toThrow(
      "withdrawn",
    );
    // Only a pending one: not twice, not a used one.
    expect(withdrawInvitation(db, pending!.id, "admin@x.et", t0 + hour)).toBeUndefined();
    const used = createInvitation(db, "right@x.et", "sales", "admin@x.et", t0);
    const usedId = pendingInvitations(db, t0)[0]!.id;
    await acceptInvitation(db, used, "a long new password", t0);
    expect(withdrawInvitation(db, usedId, "admin@x.et", t0 + hour)).toBeUndefined();
    expect(readInvitation(db, used, t0 + hour).status).toBe("used");
  });
});

describe("roles and sessions", () => {
  it("keep the last administrator: they cannot be demoted or disabled", async () => {
    const db = openDatabase(":memory:");
    const admin = await addStaff(db, "admin@x.et", "correct horse battery");
    const sales = await addStaff(db, "sales@x.et", "correct horse battery", "sales");
    expect(() => setStaffRole(db, admin.id, "sales")).toThrow(/last administrator/);
    expect(() => setStaffDisabled(db, admin.id, true)).toThrow(/last administrator/);
    setStaffRole(db, sales.id, "administrator");
    setStaffRole(db, admin.id, "editor");
    expect(findStaff(db, "admin@x.et")?.role).toBe("editor");
  });

  it("a password change ends every other session; the sessions list shows device and use", async () => {
    const db = openDatabase(":memory:");
    const account = await addStaff(db, "sales@x.et", "correct horse battery", "sales");
    const phone = createSession(db, account.id, { device: "Chrome on Android" }, t0);
    const desk = createSession(db, account.id, { device: "Firefox on Windows" }, t0 + hour);
    // Both used within the idle timeout (2 hours): both listed.
    const session = readSession(db, desk, t0 + 1.5 * hour)!;
    expect(listSessions(db, session, t0 + 1.5 * hour).map((s) => [s.device, s.current])).toEqual([
      ["Firefox on Windows", true],
      ["Chrome on Android", false],
    ]);
    await expect(
      changePassword(db, session, "wrong password!", "a new long password"),
    ).rejects.toThrow(/current password is wrong/);
    // The current password typed again as the new one changes nothing, and says so.
    await expect(
      changePassword(db, session, "correct horse battery", "correct horse battery"),
    ).rejects.toThrow("Choose a new password, different from your current one.");
    expect(readSession(db, phone, t0 + 1.5 * hour)?.staff.email).toBe("sales@x.et");
    await changePassword(db, session, "correct horse battery", "a new long password");
    expect(readSession(db, phone, t0 + 1.5 * hour)).toBeUndefined();
    expect(readSession(db, desk, t0 + 1.5 * hour)?.staff.email).toBe("sales@x.et");
  });

  it("a session that awaits its second factor lasts ten minutes", async () => {
    const db = openDatabase(":memory:");
    const account = await addStaff(db, "admin@x.et", "correct horse battery");
    const token = createSession(db, account.id, { stage: "code" }, t0);
    expect(readSession(db, token, t0 + 9 * 60_000)?.stage).toBe("code");
    expect(readSession(db, token, t0 + 10 * 60_000)).toBeUndefined();
  });

  it("are withdrawn when the administrator who sent them is disabled or becomes another role, and the log says so", async () => {
    const db = openDatabase(":memory:");
    await addStaff(db, "first@x.et", "correct horse battery");
    const second = await addStaff(db, "second@x.et", "correct horse battery");
    const third = await addStaff(db, "third@x.et", "correct horse battery");
    const fourth = await addStaff(db, "fourth@x.et", "correct horse battery");
    const kept = createInvitation(db, "kept@x.et", "sales", "first@x.et");
    const rogue = createInvitation(db, "rogue@x.et", "administrator", "second@x.et");
    const demoted = createInvitation(db, "demoted@x.et", "editor", "third@x.et");
    const byCommand = createInvitation(db, "command@x.et", "sales", "fourth@x.et");
    setStaffDisabled(db, second.id, true);
    setStaffRole(db, third.id, "sales");
    disableStaff(db, fourth.email);
    // The links they sent no longer make an account; another administrator's still does.
    expect(readInvitation(db, rogue).status).toBe("withdrawn");
    expect(readInvitation(db, demoted).status).toBe("withdrawn");
    expect(readInvitation(db, byCommand).status).toBe("withdrawn");
    await expect(acceptInvitation(db, rogue, "a long new password")).rejects.toThrow("withdrawn");
    expect(findStaff(db, "rogue@x.et")).toBeUndefined();
    expect(readInvitation(db, kept).status).toBe("valid");
    expect(db.prepare("SELECT actor, action, detail FROM security_events").all()).toEqual([
      {
        actor: "system",
        action: "invitation withdrawn",
        detail: "rogue@x.et: second@x.et is disabled",
      },
      {
        actor: "system",
        action: "invitation withdrawn",
        detail: "demoted@x.et: third@x.et is no longer an administrator",
      },
      {
        actor: "system",
        action: "invitation withdrawn",
        detail: "command@x.et: fourth@x.et is disabled",
      },
    ]);
  });
});
