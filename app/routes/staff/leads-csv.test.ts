// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { listAccess } from "~/server/access-log.server";
import { assignLead } from "~/server/enquiries.server";
import { getRuntime } from "~/server/runtime.server";
import { addStaff, createSession } from "~/server/staff.server";
import { middleware } from "./leads-csv";
import { staffRequest } from "./staff-request.test-support";
import { saveLead } from "../../../tests/lead-fixtures";

/** The file /staff/leads.csv answers a signed-in account for `search`. */
async function csvFor(token: string, search: string): Promise<string> {
  return (await csvFileFor(token, search)).text();
}

/** The answer of /staff/leads.csv to a signed-in account for `search`: a CSV file. */
async function csvFileFor(token: string, search: string): Promise<Response> {
  const request = staffRequest(`/staff/leads.csv?${search}`, token);
  const answer = await middleware[0]!(
    { request, params: {}, context: new RouterContextProvider() } as never,
    () => Promise.reject(new Error("the file was not answered")),
  );
  if (!(answer instanceof Response)) throw new Error("no file");
  expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  return answer;
}

describe("the leads' CSV file", () => {
  it("takes assignee=me as the signed-in account, as the inbox does", async () => {
    const { db } = getRuntime();
    const sara = await addStaff(db, "sara@x.et", "a long password here", "sales");
    const dawit = await addStaff(db, "dawit@x.et", "a long password here", "sales");
    const saras = saveLead("key-csv-me01", "0911234561");
    const dawits = saveLead("key-csv-me02", "0911234562");
    saveLead("key-csv-me03", "0911234563");
    assignLead(db, saras, sara, "admin@x.et");
    assignLead(db, dawits, dawit, "admin@x.et");
    const references = (csv: string) => csv.match(/TS-\d{4}-\d{4}/g);
    expect(references(await csvFor(createSession(db, sara.id), "assignee=me"))).toEqual([saras]);
    expect(references(await csvFor(createSession(db, dawit.id), "assignee=me"))).toEqual([dawits]);
  });

  it("is named after the office's day: at 01:30 in Addis Ababa, the new day", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-29T22:30:00Z"), toFake: ["Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { db } = getRuntime();
    const hana = await addStaff(db, "hana@x.et", "a long password here", "sales");
    const file = await csvFileFor(createSession(db, hana.id), "");
    expect(file.headers.get("Content-Disposition")).toBe(
      'attachment; filename="leads-2026-11-30.csv"',
    );
  });

  it("is logged with its filters in words, and with a search only as a search, never its text", async () => {
    const { db } = getRuntime();
    const lemlem = await addStaff(db, "lemlem@x.et", "a long password here", "sales");
    await csvFor(createSession(db, lemlem.id), "status=new&assignee=me&q=Tigist");
    const [entry] = listAccess(db, { actor: "lemlem@x.et" }).entries;
    expect(entry).toMatchObject({
      action: "export-leads",
      detail: "Status New · Assigned to lemlem@x.et · With a search (its text is not kept)",
    });
    expect(JSON.stringify(entry)).not.toContain("Tigist");
  });
});
