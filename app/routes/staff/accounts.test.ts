// @vitest-environment node
import { describe, expect, it } from "vitest";
import { assignLead } from "~/server/enquiries.server";
import { getRuntime } from "~/server/runtime.server";
import { addStaff, setStaffDisabled } from "~/server/staff.server";
import { loader } from "./accounts";
import { administratorSession, staffRequest } from "./staff-request.test-support";
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
