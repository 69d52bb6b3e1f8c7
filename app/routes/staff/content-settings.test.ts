// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRuntime } from "~/server/runtime.server";
import { priceSettingsItem, rateFormFields } from "~/server/settings.server";
import { addStaff, createSession, readSession } from "~/server/staff.server";
import { action } from "./content-settings";
import { staffRequest } from "./staff-request.test-support";

/** The rate form as the page fills it from what is stored, `changes` typed, saved as a draft. */
async function saveRate(token: string, changes: Record<string, string>) {
  const { db } = getRuntime();
  const item = priceSettingsItem(db)!;
  const body = new URLSearchParams({
    csrf: readSession(db, token)!.csrfToken,
    revision: String(item.revision),
    ...rateFormFields(item.current),
    ...changes,
    draft: "",
  });
  const answer = (await action({
    request: staffRequest("/staff/content/settings", token, body),
    params: {},
  } as never)) as Response;
  expect(answer.status).toBe(302);
  return priceSettingsItem(db)!.current;
}

describe("the birr rate's day", () => {
  afterEach(() => void vi.useRealTimers());

  it("is the office's day of a new rate, and stays when the rate does", async () => {
    // 22:30 UTC on 3 December is 01:30 East Africa Time on 4 December.
    vi.useFakeTimers({ now: new Date("2026-12-03T22:30:00Z"), toFake: ["Date"] });
    const { db } = getRuntime();
    const editor = await addStaff(db, "hana@x.et", "a long password here", "editor");
    const token = createSession(db, editor.id);
    const before = priceSettingsItem(db)!.current;
    expect(before.usdToBirr.setOn).toBe("2026-11-01");

    // A new rate, its day left as the form showed it: dated today, as every "rate of" shows it.
    const renewed = await saveRate(token, { rate: "162.5" });
    expect(renewed.usdToBirr).toEqual({ rate: 162.5, setOn: "2026-12-04" });
    expect(renewed.fuelPerLitre?.setOn).toBe("2026-12-04");

    // A day later, the drilling price changed and the rate left alone: the rate keeps its day.
    vi.setSystemTime(new Date("2026-12-05T09:00:00Z"));
    const later = createSession(db, editor.id);
    const kept = await saveRate(later, { drilling: "13000" });
    expect(kept.usdToBirr).toEqual({ rate: 162.5, setOn: "2026-12-04" });
    expect(kept.drillingPerMetre?.birr).toBe(13000);

    // A new rate with the day it was set picked: that day.
    const picked = await saveRate(later, { rate: "163", setOn: "2026-12-02" });
    expect(picked.usdToBirr).toEqual({ rate: 163, setOn: "2026-12-02" });
  });
});
