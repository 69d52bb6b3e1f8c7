// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { listAccess } from "~/server/access-log.server";
import { getRuntime } from "~/server/runtime.server";
import { loader } from "./access-log";
import { administratorSession, staffRequest } from "./staff-request.test-support";
import { middleware } from "./access-log-csv";

/** A request of a signed-in account for `path`. */
const signedIn = (token: string, path: string) => staffRequest(path, token);

describe("the access log", () => {
  it("logs who read it and who exported it, with the filters they used", async () => {
    const { db } = getRuntime();
    const token = await administratorSession(db, "almaz@x.et");
    loader({
      request: signedIn(token, "/staff/access-log?reference=ts-2026-0007&from=2026-11-01"),
      params: {},
      context: new RouterContextProvider(),
    } as never);
    const file = await middleware[0]!(
      {
        request: signedIn(token, "/staff/access-log.csv?actor=sara%40x.et"),
        params: {},
        context: new RouterContextProvider(),
      } as never,
      () => Promise.reject(new Error("the file was not answered")),
    );
    expect(file).toBeInstanceOf(Response);
    const entries = listAccess(db, { actor: "almaz@x.et" }).entries.map(({ action, detail }) => ({
      action,
      detail,
    }));
    // Newest first.
    expect(entries).toEqual([
      { action: "export-access-log", detail: "Staff member sara@x.et" },
      { action: "view-access-log", detail: "Lead reference TS-2026-0007 · From 2026-11-01" },
    ]);
  });
});
