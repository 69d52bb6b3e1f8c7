// @vitest-environment node
import { describe, expect, it } from "vitest";
import { assignLead } from "~/server/enquiries.server";
import { getRuntime } from "~/server/runtime.server";
import { addStaff, readSession, setStaffDisabled } from "~/server/staff.server";
import { action, loader } from "./accounts";
import { administratorSession, postForm, staffRequest } from "./staff-request.test-support";
import { saveLead } from "../../../tests/lead-fixtures";

describe("the accounts page after an account is disabled", () => {
  it("counts the open leads it still holds, which wait on nobody", async () => {
    const { db } = getRuntime();
    const token = await administratorSession(db, "admin-held@x.et");
    const yonas = await addStaff(db, "yonas-held@x.et", "a long password here", "sales");
    for (const [key, phone] of [
      ["key-held401", "0911234591"],
      ["key-held402", "0911234592"],
    ] as const) {
      assignLead(db, saveLead(key, phone), yonas, "admin-held@x.et");
    }
    const path = `/staff/accounts?done=disabled&account=${yonas.id}`;
    const data = () => loader({ request: staffRequest(path, token) } as never);
    // Still working: nothing waits on nobody.
    expect(data().heldLeads).toBe(0);
    setStaffDisabled(db, yonas.id, true);
    expect(data().heldLeads).toBe(2);
  });
});

describe("an invitation made on a server started without its address", () => {
  it("says the link begins with the server's own address, and that PUBLIC_URL is to be set", async () => {
    const { db } = getRuntime();
    const token = await administratorSession(db, "admin-url@x.et");
    const invite = async () => {
      const body = new URLSearchParams({
        csrf: readSession(db, token)!.csrfToken,
        intent: "invite",
        email: `new-${Math.random().toString(36).slice(2)}@x.et`,
        role: "sales",
      });
      return postForm<{ link: string; unsetAddress?: string }>(
        action,
        "/staff/accounts",
        token,
        body,
      );
    };
    const before = process.env.PUBLIC_URL;
    try {
      delete process.env.PUBLIC_URL;
      const { answer } = await invite();
      expect(answer?.unsetAddress).toBe(getRuntime().config.publicUrl);
      expect(answer?.link.startsWith(`${answer.unsetAddress}/staff/invite/`)).toBe(true);
      process.env.PUBLIC_URL = "https://tsehaysolar.example";
      expect((await invite()).answer?.unsetAddress).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = before;
    }
  });
});
