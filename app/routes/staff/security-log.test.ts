// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { listAccess } from "~/server/access-log.server";
import { getRuntime } from "~/server/runtime.server";
import { addStaff, createSession, logSecurity } from "~/server/staff.server";
import { loader } from "./security-log";
import { administratorSession, staffRequest } from "./staff-request.test-support";
import { loader as fileLoader, middleware } from "./security-log-csv";

/** A request of a signed-in account for `path`. */
const signedIn = (token: string, path: string) => staffRequest(path, token);

/** The security log's CSV as `token`'s account asks for it at `path`, or the page's answer. */
const exported = async (token: string, path: string) =>
  (await middleware[0]!(
    { request: signedIn(token, path), params: {}, context: new RouterContextProvider() } as never,
    () => Promise.resolve(new Response("the page", { status: 299 })),
  )) as Response;

describe("the security log's export", () => {
  it("has the lines the page finds, all of them, formulas disarmed, and is in the access log", async () => {
    const { db } = getRuntime();
    const token = await administratorSession(db, "almaz@x.et");
    const at = (iso: string) => Date.parse(iso);
    logSecurity(db, "(unknown account)", "wrong password", "192.0.2.1", at("2026-10-01T22:00:00Z"));
    // A sign-in names the device its browser says it is: anyone can make that a formula.
    logSecurity(
      db,
      "hana@x.et",
      "signed in",
      '=HYPERLINK("http://x.example")',
      at("2026-10-02T08:00:00Z"),
    );
    logSecurity(db, "hana@x.et", "signed in", "Firefox on Linux", at("2026-11-20T08:00:00Z"));

    // The page's filters, as its export link carries them.
    const page = loader({
      request: signedIn(token, "/staff/security-log?text=HANA%40&from=2026-10-02&to=2026-10-31"),
      params: {},
      context: new RouterContextProvider(),
    } as never);
    expect(page.data.query).toBe("text=HANA%40&from=2026-10-02&to=2026-10-31");
    const file = await exported(token, `/staff/security-log.csv?${page.data.query}`);
    expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="security-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Read as UTF-8 by spreadsheets: its byte-order mark first (which text() takes away).
    const bytes = new Uint8Array(await file.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await file.text()).split("\r\n")).toEqual([
      "When (UTC),When (EAT),Who,Action,What,Times",
      `2026-10-02T08:00:00.000Z,"Fri 2 Oct 2026, 11:00 EAT",hana@x.et,signed in,"'=HYPERLINK(""http://x.example"")",1`,
      "",
    ]);
    // Every line without filters; the access log keeps the days, never the text sought.
    expect(
      (await (await exported(token, "/staff/security-log.csv")).text()).split("\r\n"),
    ).toHaveLength(5);
    expect(
      listAccess(db, { actor: "almaz@x.et" }).entries.map(({ action, detail }) => ({
        action,
        detail,
      })),
    ).toEqual([
      { action: "export-security-log", detail: "" },
      {
        action: "export-security-log",
        detail: "From 2026-10-02 · To 2026-10-31 · With a search (its text is not kept)",
      },
      { action: "view-security-log", detail: "" },
    ]);
  });

  it("of days that are no range is refused with the staff page, and nothing is logged", async () => {
    const { db } = getRuntime();
    const token = await administratorSession(db, "tigist@x.et");
    const context = new RouterContextProvider();
    const answer = (await middleware[0]!(
      {
        request: signedIn(token, "/staff/security-log.csv?from=2026-11-30&to=2026-11-29"),
        params: {},
        context,
      } as never,
      () => Promise.resolve(new Response("the page", { status: 299 })),
    )) as Response;
    // The page answers: its loader throws the refusal, which the staff pages show as a page.
    expect(await answer.text()).toBe("the page");
    let refused: unknown;
    try {
      fileLoader({ context } as never);
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { message: "Nothing exported: correct the dates on the page first." },
    });
    expect(listAccess(db, { actor: "tigist@x.et" }).total).toBe(0);
  });

  it("is an administrator's only: an editor gets the page's refusal, and nothing is logged", async () => {
    const { db } = getRuntime();
    const editor = await addStaff(db, "hana@x.et", "a long password here", "editor");
    const token = createSession(db, editor.id);
    const answer = await exported(token, "/staff/security-log.csv");
    expect(await answer.text()).toBe("the page");
    expect(listAccess(db, { actor: editor.email }).total).toBe(0);
  });
});
